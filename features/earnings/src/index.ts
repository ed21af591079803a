// A distribution's breakdown (by token, by investor), shown by issuance-admin's areas and the investor's.
export { InvestorBreakdown, TokenBreakdown, usePercent } from './breakdown';
export { useDistribution } from './distribution.api';
