import { accountRoutes } from './account/account.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { authoringRoutes } from './authoring/authoring.routes.js';
import { balanceRoutes } from './balance/balance.routes.js';
import { bankConnectionRoutes } from './bank-connection/bank-connection.js';
import { bankStatementsRoutes } from './bank-statements/bank-statements.routes.js';
import { boardRoutes } from './board/board.routes.js';
import { customizationRoutes } from './customization/customization.routes.js';
import { customizationAdminRoutes } from './customization-admin/customization-admin.routes.js';
import type { RouteGroup } from './define-route.js';
import { devMailboxRoutes } from './dev-mailbox/dev-mailbox.routes.js';
import { docsRoutes } from './docs/docs.routes.js';
import { earningsRoutes } from './earnings/earnings.routes.js';
import { payoutsRoutes } from './payouts/payouts.routes.js';
import { refundsRoutes } from './refunds/refunds.routes.js';
import { cryptoTransfersRoutes } from './crypto-transfers/crypto-transfers.routes.js';
import { filesRoutes } from './files/files.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { holdingsRoutes } from './holdings/holdings.routes.js';
import { impersonationRoutes } from './impersonation/impersonation.routes.js';
import { investRoutes } from './invest/invest.routes.js';
import { investmentsRoutes } from './investments/investments.routes.js';
import { issuancesRoutes } from './issuances/issuances.routes.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { oidcRoutes } from './oidc/oidc.routes.js';
import { onboardingRoutes, suitabilityRoutes } from './onboarding/onboarding.routes.js';
import { paymentSettingsRoutes } from './payment-settings/payment-settings.routes.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { redsysPagesRoutes } from './payments/redsys-pages.routes.js';
import { sandboxPagesRoutes } from './payments/sandbox-pages.routes.js';
import { stripeRoutes } from './payments/stripe.routes.js';
import { signatureRoutes } from './signature/signature.routes.js';
import { sessionRoutes } from './session/session.routes.js';
import { tokensRoutes } from './tokens/tokens.routes.js';
import { transfersRoutes } from './transfers/transfers.routes.js';
import { usersRoutes } from './users/users.routes.js';
import { usersAdminRoutes } from './users-admin/users-admin.routes.js';

/** Every route group of the API, in registration order; a new resource's group goes here. */
export const apiRoutes: readonly RouteGroup[] = [
  healthRoutes,
  docsRoutes,
  devMailboxRoutes,
  customizationRoutes,
  sessionRoutes,
  authRoutes,
  oidcRoutes,
  usersRoutes,
  balanceRoutes,
  accountRoutes,
  impersonationRoutes,
  usersAdminRoutes,
  // Before the issuances group: its GET /issuances/:id would take /issuances/slug-availability.
  authoringRoutes,
  customizationAdminRoutes,
  paymentSettingsRoutes,
  issuancesRoutes,
  filesRoutes,
  onboardingRoutes,
  suitabilityRoutes,
  // Before the invest routes: /investments/export would otherwise be taken for /investments/:id.
  investmentsRoutes,
  investRoutes,
  // Before the payments group: its POST /payments/webhooks/:provider would take Stripe's own.
  stripeRoutes,
  paymentsRoutes, sandboxPagesRoutes, redsysPagesRoutes, signatureRoutes,
  holdingsRoutes,
  tokensRoutes,
  earningsRoutes,
  payoutsRoutes,
  refundsRoutes,
  cryptoTransfersRoutes,
  notificationsRoutes,
  boardRoutes,
  transfersRoutes,
  bankConnectionRoutes,
  bankStatementsRoutes,
];
