/**
 * The pure entry: no React, no CSS, no DOM. The API server imports it to validate requests
 * with the same schemas the forms use, so anything here must run in Node.
 */
export type * from './events';

export * from './validation/keys';
export * from './validation/rule';
export * as rules from './validation/rules';
export type { FileLike, ImageOptions, NumberOptions, TextOptions } from './validation/rules';
export { isCalendarDate, isEmail, isIban, PASSWORD_MIN_LENGTH, IMAGE_EXTENSIONS } from './validation/rules';
export * from './validation/column-ranges';
export * from './validation/text-safety';
export * from './validation/field-errors';

export * from './schemas/login.schema';
export * from './schemas/login-response.schema';
// What the session, auth, impersonation, profile and health calls answer.
export * from './schemas/session-answers.schema';
// Google sign-in (OpenID Connect): the /callback error keys and the one-time code exchange.
export * from './schemas/oidc.schema';
export * from './schemas/password.schema';
export * from './schemas/register.schema';
export * from './schemas/customization.schema';
export * from './schemas/project.schema';
// Paged lists: the page and size query fields, the answer's meta and its one rule.
export * from './schemas/paging.schema';
export * from './schemas/issuance-list.schema';
// A stored file's signed download link (files in object storage).
export * from './schemas/file-link.schema';
// The invest flow's wire (API and remote-invest), its status table and step routes.
export * from './invest';
// Investments after the order: lists, portfolio, manager moves, issuance investors, tokens.
export * from './investments';
// The account pages' wire: one request schema per section (the onboarding's own), the account answer.
export * from './account';
// The manager's users (issue 12): list, detail and history, validate, denegate, roles, delete.
export * from './users-admin';
export * from './customization-admin';
// The tenant's payment settings (issue 36): bank account, fees, the adapter of each hosted method.
export * from './payment-settings';
// Issuance authoring (issue 13): the draft's steps, phases with the validation lock, whitelist.
export * from './authoring';
// Earnings (issue 14): distributions, pay everyone, the investor's claims and tax summary.
export * from './earnings';
// Payouts of earnings as SEPA credit-transfer batches (issue 36).
export * from './payouts';
// Refunds due, paid back the way their money came (issue 36).
export * from './refunds';
// The bulletin board, token transfers and the bank connection (issue 15).
export * from './board';
// Notifications (issue 15): the inbox, its stream, e-mail preferences, broadcasts.
export * from './notifications';
// Bank statements (issue 36): imports, the movements to decide, the decisions.
export * from './bank-statements';
// Crypto payments (issue 37): the stablecoin transfers that paid no order, for the managers.
export * from './crypto-payments/crypto-transfers.schemas';

export * from './domain/role';
export * from './domain/user';
export * from './domain/company';
export * from './domain/kyc';
export * from './domain/onboarding';
export * from './domain/project';
export * from './domain/investment';
export * from './domain/earning';
export * from './domain/payment';
export * from './domain/balance';
export * from './domain/bulletin-board';
export * from './domain/session';

export * from './messages';
export * from './format';
export * from './money';
export * from './time';
export * from './vocabulary/status-vocabulary';

// The one map of the web app's addresses (issue 35): the areas' routes and links, the API's e-mail links.
export * from './paths';
