// The API of this area for `STANDALONE_MOCKS=1` (README): the issuance and account handlers its tests
// use and the investments as the API answers an entrepreneur (no moves), over contract-checked
// records. Loaded only by the standalone dev server.
import { accountApi } from 'shared/account/mock-api';
import { demoNotificationsData, notificationsApi } from 'shared/notifications/mock-api';
import { demoEarnings, earningsApi } from 'shared/earnings/mock-api';
import { issuerAccount } from 'shared/account/testing';
import { authoringApi, demoAuthoring } from 'shared/authoring/mock-api';
import { demoInvestmentsAdmin, investmentsAdminApi } from 'shared/investments/admin-mock-api';
import { demoIssuances, issuancesApi } from 'shared/issuances/mock-api';

export const handlers = [
  // The inbox, its preferences and the broadcasts; the stream answers the unread count and ends (the bell then polls).
  ...notificationsApi(demoNotificationsData(), { role: 'entrepreneur', ownProjects: ['1'] }).handlers,
  // Distributions in every status: pay everyone, claim and claim all behave as the API's.
  ...earningsApi(demoEarnings()).handlers,
  // Before the issuance handlers, whose `*/issuances/:id` would also answer `slug-availability`.
  ...authoringApi(demoAuthoring(), { role: 'entrepreneur' }).handlers,
  ...investmentsAdminApi(demoInvestmentsAdmin(), { readOnly: true }).handlers,
  ...issuancesApi(demoIssuances()).handlers,
  ...accountApi(issuerAccount('issuer')).handlers,
];
