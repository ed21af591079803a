// The API of this area for `STANDALONE_MOCKS=1` (README): the handlers its tests use, over a few
// contract-checked issuances and users. Loaded only by the standalone dev server.
import { demoIssuances, issuancesApi } from 'shared/issuances/mock-api';
import { demoUsers } from 'shared/users-admin/testing';
import { usersAdminApi } from 'shared/users-admin/mock-api';

export const handlers = [...issuancesApi(demoIssuances()).handlers, ...usersAdminApi(demoUsers()).handlers];
