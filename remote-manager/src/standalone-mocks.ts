// The API of this area for `STANDALONE_MOCKS=1` (README): the issuance handlers its tests use,
// over a few contract-checked issuances. Loaded only by the standalone dev server.
import { demoIssuances, issuancesApi } from 'shared/issuances/mock-api';

export const { handlers } = issuancesApi(demoIssuances());
