// The API of this area for `STANDALONE_MOCKS=1` (README): the issuance and account handlers its tests use,
// over a few contract-checked issuances. Loaded only by the standalone dev server.
import { accountApi } from 'shared/account/mock-api';
import { issuerAccount } from 'shared/account/testing';
import { demoIssuances, issuancesApi } from 'shared/issuances/mock-api';

// The account page answers over a contract-checked account, keeping what is saved until a reload.
export const handlers = [...issuancesApi(demoIssuances()).handlers, ...accountApi(issuerAccount('manager')).handlers];
