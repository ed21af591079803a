// The API of this area for `STANDALONE_MOCKS=1` (README): the handlers its tests use, over a
// few contract-checked issuances, investments and holdings. Loaded only by the standalone dev server.
import { demoIssuances, issuancesApi } from 'shared/issuances/mock-api';
import { investorApi } from 'shared/investments/investor-mock-api';
import { demoMyInvestments, demoPortfolio } from 'shared/investments/investor-testing';

export const handlers = [
  ...issuancesApi(demoIssuances()).handlers,
  ...investorApi({ investments: demoMyInvestments(), portfolio: demoPortfolio() }).handlers,
];
