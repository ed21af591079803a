import { describeIssuanceAreaRoutes } from 'issuance-admin/testing';

describeIssuanceAreaRoutes('remote_entrepreneur', () => import('./routes'), ['issuances/create', 'issuances/:id/edit', 'issuances/:id/whitelist', 'issuances/:id/benefits', 'issuances/:id/benefits/:benefitId', 'earnings', 'earnings/:id/token', 'earnings/:id/investor']);
