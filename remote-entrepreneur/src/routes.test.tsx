import { describeIssuanceAreaRoutes } from 'issuance-admin/testing';

describeIssuanceAreaRoutes('remote_entrepreneur', () => import('./routes'));
