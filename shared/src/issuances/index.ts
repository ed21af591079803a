/**
 * The issuance components every area shows (investor, invest flow, manager, entrepreneur):
 * stateless, data in through props and intentions out through callbacks; the screens own the
 * queries, the URL and the mutations.
 */
export { IssuanceCard, type IssuanceItemProps } from './issuance-card';
export { IssuanceRow, type IssuanceRowProps } from './issuance-row';
export { IssuanceCardSkeleton, IssuanceRowSkeleton } from './issuance-skeletons';
export { IssuanceFilters, type IssuanceFilterValues, type IssuanceFiltersProps } from './issuance-filters';
export { IssuanceListFilters, type IssuanceListFiltersProps } from './issuance-list-filters';
export { IssuanceStatusBadge } from './issuance-status-badge';
export { ViewSwitch, ISSUANCE_VIEWS, type IssuanceView, type ViewSwitchProps } from './view-switch';
export { FollowButton, type FollowButtonProps } from './follow-button';
export { CampaignProgress, type CampaignProgressProps } from './campaign-progress';
export { ProjectSheet, type ProjectSheetProps } from './project-sheet';
export { DocumentList, isDocumentExpired, type DocumentListProps } from './document-list';
export { VideoEmbed, type VideoEmbedProps } from './video-embed';
export { videoEmbed, type VideoEmbed as VideoSource } from './video-url';
export { campaignDaysLeft, softCapPercent } from './issuance-facts';
export { useCampaignTimeText } from './use-issuances-text';
export { IssuanceStatusFlow, IssuanceFact, type IssuanceStatusFlowProps } from './issuance-status-flow';
export { wordingForTenant, wordingContext } from './wording';
export type { FormatMoney, IssuanceLinkComponent, IssuanceLinkProps } from './types';
export { hasFilters, CLEARED_FILTERS, type ListParam, type ListParamChanges } from './list-params';
