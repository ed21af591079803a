// The manager's and the entrepreneur's issuance screens. Each remote mounts them from a thin
// screen file with its area (paths, query-key prefix, capabilities) and its own wording.
export type { IssuanceArea } from './area';
export { issuanceRoutes, refreshIssuancesOn } from './area-routes';
export { IssuanceLink, type IssuanceLinkState } from './issuance-link';
export { IssuancesPage } from './issuances/issuances.screen';
export { IssuanceSheetPage, type IssuanceFactName } from './issuance-sheet/issuance-sheet.screen';
export { issuanceKeys, issuanceListOptions, issuanceOptions, useIssuance, useIssuances } from './issuances/issuances.api';
export { AREA_MESSAGE_KEYS, type AreaNamespace } from './area';
export type { IssuanceAreaScreens } from './area-routes';
export { InvestmentsPage } from './investments/investments.screen';
export { IssuanceInvestorsPage } from './issuance-investors/issuance-investors.screen';
export { TokensPage } from './tokens/tokens.screen';
export { NewTokenPage } from './tokens/new-token.screen';
export { TokenSheetPage } from './tokens/token-sheet.screen';
export { BenefitsPage } from './benefits/benefits.screen';
export { BenefitPage } from './benefits/benefit.screen';
export { EarningsPage } from './earnings/earnings.screen';
export { EarningBreakdownPage, type BreakdownView } from './earnings/earning-breakdown.screen';
export { AuthoringPage } from './authoring/authoring.screen';
export { WhitelistPage } from './whitelist/whitelist.screen';
