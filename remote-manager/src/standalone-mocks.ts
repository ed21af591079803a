// The API of this area for `STANDALONE_MOCKS=1` (README): the issuance, investment, token, user
// and account handlers its tests use, over a few contract-checked records. Loaded only by the standalone dev server.
import { accountApi } from 'shared/account/mock-api';
import { demoNotificationsData, notificationsApi } from 'shared/notifications/mock-api';
import { boardApi } from 'shared/board/mock-api';
import { demoBoard } from 'shared/board/testing';
import { demoEarnings, earningsApi } from 'shared/earnings/mock-api';
import { customizationAdminApi } from 'shared/customization-admin/mock-api';
import { issuerAccount } from 'shared/account/testing';
import { authoringApi, demoAuthoring } from 'shared/authoring/mock-api';
import { demoInvestmentsAdmin, investmentsAdminApi } from 'shared/investments/admin-mock-api';
import { demoIssuances, issuancesApi } from 'shared/issuances/mock-api';
import { demoUsers } from 'shared/users-admin/testing';
import { usersAdminApi } from 'shared/users-admin/mock-api';

export const handlers = [
  // The inbox, its preferences and the broadcasts; the stream answers the unread count and ends (the bell then polls).
  ...notificationsApi(demoNotificationsData(), { role: 'manager' }).handlers,
  // Ads in every status, holdings, transfers both ways and a bank connection still to verify.
  ...boardApi(demoBoard(), { as: 'manager' }).handlers,
  // Distributions in every status: pay everyone, claim and claim all behave as the API's.
  ...earningsApi(demoEarnings()).handlers,
  // Before the issuance handlers, whose `*/issuances/:id` would also answer `slug-availability`.
  ...authoringApi(demoAuthoring()).handlers,
  ...investmentsAdminApi(demoInvestmentsAdmin()).handlers,
  ...issuancesApi(demoIssuances()).handlers,
  ...usersAdminApi(demoUsers()).handlers,
  ...customizationAdminApi().handlers,
  // The account page answers over a contract-checked account, keeping what is saved until a reload.
  ...accountApi(issuerAccount('manager')).handlers,
];
