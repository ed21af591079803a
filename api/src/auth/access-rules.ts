import { apiRoutes } from '../routes/api-routes.js';
import { accessRulesOf } from '../routes/define-route.js';

export type { Access, AccessRule, OwnershipCheck } from './access.js';

/**
 * Who may call what, collected from the route declarations (`defineRoute`), in registration
 * order: the table the authorization middleware reads and the security tests iterate over. A
 * route has no other way in, so a route without an access rule cannot exist (a test checks it).
 */
export const accessRules = accessRulesOf(apiRoutes);
