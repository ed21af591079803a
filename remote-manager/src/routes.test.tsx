import { describeIssuanceAreaRoutes } from 'issuance-admin/testing';

describeIssuanceAreaRoutes('remote_manager', () => import('./routes'), ['tokens', 'tokens/new', 'tokens/:id', 'users', 'users/:id', 'members']);
