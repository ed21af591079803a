// The manager's and the entrepreneur's issuance screens. Each remote mounts them from a thin
// screen file with its area (paths, query-key prefix, capabilities) and its own wording.
export type { IssuanceArea } from './area';
export { issuanceRoutes, refreshIssuancesOn } from './area-routes';
export { IssuanceLink, type IssuanceLinkState } from './issuance-link';
export { IssuancesPage } from './issuances/issuances-page';
export { IssuanceSheetPage, type IssuanceFactName } from './issuance-sheet/issuance-sheet-page';
export { issuanceKeys, issuanceListOptions, issuanceOptions, useIssuance, useIssuances } from './issuances/issuances.api';
export { AREA_MESSAGE_KEYS, type AreaNamespace } from './area';
export type { IssuanceAreaScreens } from './area-routes';
export { InvestmentsPage } from './investments/investments-page';
export { IssuanceInvestorsPage } from './issuance-investors/issuance-investors-page';
export { TokensPage } from './tokens/tokens-page';
export { NewTokenPage } from './tokens/new-token-page';
export { TokenSheetPage } from './tokens/token-sheet-page';
export { BenefitsPage } from './benefits/benefits-page';
export { BenefitPage } from './benefits/benefit-page';
export { EarningsPage } from './earnings/earnings-page';
export { EarningBreakdownPage, type BreakdownView } from './earnings/earning-breakdown-page';
export { AuthoringPage } from './authoring/authoring-page';
export { WhitelistPage } from './whitelist/whitelist-page';
