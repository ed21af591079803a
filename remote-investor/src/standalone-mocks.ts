// The API of this area for `STANDALONE_MOCKS=1` (README): the handlers its tests use, over a
// few contract-checked issuances, investments, holdings and an account. Loaded only by the standalone dev server.
import { accountApi } from 'shared/account/mock-api';
import { demoNotificationsData, notificationsApi } from 'shared/notifications/mock-api';
import { boardApi } from 'shared/board/mock-api';
import { demoBoard } from 'shared/board/testing';
import { demoEarnings, earningsApi } from 'shared/earnings/mock-api';
import { investorAccount } from 'shared/account/testing';
import { suitabilityState } from 'shared/invest/testing';
import { demoIssuances, issuancesApi } from 'shared/issuances/mock-api';
import { investorApi } from 'shared/investments/investor-mock-api';
import { demoMyInvestments, demoPortfolio } from 'shared/investments/investor-testing';

export const handlers = [
  // The inbox, its preferences and the broadcasts; the stream answers the unread count and ends (the bell then polls).
  ...notificationsApi(demoNotificationsData(), { role: 'investor' }).handlers,
  // Ads in every status, holdings, transfers both ways and a bank connection still to verify.
  ...boardApi(demoBoard()).handlers,
  // Distributions in every status: pay everyone, claim and claim all behave as the API's.
  ...earningsApi(demoEarnings(), { as: 'investor' }).handlers,
  ...issuancesApi(demoIssuances()).handlers,
  ...investorApi({ investments: demoMyInvestments(), portfolio: demoPortfolio() }).handlers,
  // The account page answers over a contract-checked account, keeping what is saved until a reload;
  // its knowledge test is still to take (a first attempt fails, the retry passes), to try it in place.
  ...accountApi(investorAccount({ suitability: suitabilityState() })).handlers,
];
