import { describeIssuanceAreaRoutes } from 'issuance-admin/testing';

describeIssuanceAreaRoutes('remote_manager', () => import('./routes'), ['users', 'users/:id', 'members']);
