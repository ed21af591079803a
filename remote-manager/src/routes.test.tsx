import { describeIssuanceAreaRoutes } from 'issuance-admin/testing';

describeIssuanceAreaRoutes('remote_manager', () => import('./routes'), ['issuances/create', 'issuances/:id/edit', 'issuances/:id/whitelist', 'tokens', 'tokens/new', 'tokens/:id', 'users', 'users/:id', 'members', 'board', 'issuances/:id/benefits', 'issuances/:id/benefits/:benefitId', 'earnings', 'earnings/:id/token', 'earnings/:id/investor']);
