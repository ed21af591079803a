import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { accessRules } from '../../auth/access-rules.js';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { tokens } from '../../db/schema.js';
import { DEMO_PASSWORD } from '../../db/seed/seed.js';
import { SANDBOX_SIGNATURE_HEADER } from '../../kyc/sandbox-kyc.js';
import { SANDBOX_PAYMENT_SIGNATURE_HEADER } from '../../payments/sandbox/sandbox-payment.js';
import { issueLoginCode } from '../../routes/oidc/oidc.handlers.js';
import { createTestContext, type RequestOptions, type TestContext } from '../harness.js';
import { CALLER_NAMES, createSecurityHarness, type Caller, type CallerName, type SecurityHarness } from './callers.js';
import { declaredAnswer, type Target } from './declared-answer.js';
import { fillPath, operationKey, readDocumentedOperations, UNDOCUMENTED, type DocumentedOperation } from './operations.js';

/**
 * Every declared operation called by every kind of caller, each answer checked against what the
 * access declaration promises. A new route needs its line in the access table and its row here.
 */

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function form(fields: Record<string, string | Blob>, fileName: string): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, fileName);
  }
  return data;
}

interface MatrixRow extends Target {
  /** Path parameters; called once per request, so a row may hand out a fresh fixture each time. */
  params?: (h: SecurityHarness) => Record<string, string> | Promise<Record<string, string>>;
  query?: string;
  body?: (h: SecurityHarness) => unknown;
  /** A body sent as is, with headers of its own (a provider's signed notification). */
  raw?: () => { body: string; headers: Record<string, string> };
  form?: () => FormData;
}

const madrid = (h: SecurityHarness) => ({ id: h.fixtures.issuance.id });
const ownInvestment = (h: SecurityHarness) => ({ id: h.fixtures.investmentId });

/** A notification the sandbox signed, about a check nobody made: 404 kyc_check_not_found, never 401. */
function signedNotification() {
  const body = JSON.stringify({ event_id: `evt_${randomUUID()}`, reference: `sbx_${randomUUID()}`, status: 'SUCCESS' });
  return { body, headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: ctx.deps.kycSandbox.sign(body) } };
}
/** A notification shaped like the payment sandbox's, about a session nobody opened: 404, never processed. */
function paymentNotification() {
  const body = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'payment.succeeded', created: 0, data: { session_id: `ps_${randomUUID()}`, amount: '1.00', currency: 'EUR', error_key: null } });
  return { body, headers: { 'Content-Type': 'application/json', [SANDBOX_PAYMENT_SIGNATURE_HEADER]: `t=0,v1=${'0'.repeat(64)}` } };
}
/** A Stripe event about a checkout nobody opened here: refused before any key is looked up, never processed. */
function stripeEventOfNobody() {
  const body = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type: 'checkout.session.completed', created: 0, data: { object: { id: `cs_${randomUUID()}`, object: 'checkout.session', client_reference_id: `stripe_${randomUUID()}` } } });
  return { body, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': `t=0,v1=${'0'.repeat(64)}` } };
}
const unknownSession = () => ({ sessionId: `ps_${'A'.repeat(32)}` });
const wrongPassword = { current_password: 'NotTheOne1!', password: 'Changed123!', password_confirmation: 'Changed123!' };

/** A token the seed created (Wind Repowering's), read when a row needs it. */
async function seededTokenId(tenantHost = 'localhost'): Promise<string> {
  const tenant = await ctx.deps.tenants.resolve(tenantHost);
  const [row] = await ctx.deps.db.select({ id: tokens.id }).from(tokens).where(eq(tokens.tenantId, tenant?.id ?? '')).limit(1);
  if (!row) throw new Error(`no seeded token in ${tenantHost}`);
  return row.id;
}

/** How to call each operation so that a caller the declaration lets through reaches the handler. */
const matrix: Record<string, MatrixRow> = {
  'GET /health': {},
  'GET /openapi.json': {},
  'GET /docs': {},
  'GET /docs/assets/:file': { params: () => ({ file: 'swagger-ui.css' }) },
  'GET /dev/mailbox': {},
  'GET /dev/mailbox.json': {},
  'GET /v2/ui/get-customization': {},
  'POST /v2/user/login': { body: () => ({ email: 'investor@demo.test', password: DEMO_PASSWORD, secret: false }) },
  'POST /v2/user/login-secret': { body: async (h) => ({ secret: await h.loginSecretOf('investor') }) },
  'POST /v2/user/logout': {},
  // Empty or made-up answers: a validation error or a refusal of the handler still shows the call got through.
  'POST /api/v2/auth/register': { body: () => ({}) },
  'POST /api/v2/auth/verify-email': { body: () => ({ email: 'nobody@demo.test', code: '00000' }) },
  'POST /api/v2/auth/resend-code': { body: () => ({ email: 'nobody@demo.test' }) },
  'POST /api/v2/auth/forgot-password': { body: () => ({ email: 'nobody@demo.test' }) },
  'POST /api/v2/auth/reset-password': { body: () => ({ token: 'not-a-reset-token', password: 'Changed123!', password_confirmation: 'Changed123!' }) },
  'POST /api/v2/auth/change-password': { body: () => wrongPassword },
  // Google sign-in: this tenant has no Google client here, so start and callback answer 404 to all (oidc.test.ts runs them against a local provider);
  // the exchange gets a fresh one-time code each call.
  'GET /api/v2/auth/oidc/google/start': { query: '?redirect=http%3A%2F%2Flocalhost%3A3000' },
  'GET /api/v2/auth/oidc/google/callback': { query: '?code=matrix&state=matrix' },
  'POST /api/v2/auth/oidc/exchange': { body: (h) => issueLoginCode(ctx.deps, h.fixtures.ids.investor).then((code) => ({ code })) },
  'GET /api/v2/pfp/users/me': {},
  'POST /api/v2/pfp/manager/users/:id/impersonate': { params: (h) => ({ id: h.fixtures.ids.investor }) },
  'POST /api/v2/pfp/manager/impersonation/end': {},
  'GET /api/v2/pfp/manager/audit-log': {},
  // The manager's users: reads of the demo investor; the actions change or delete a fresh user each call, or answer validation errors.
  'GET /api/v2/pfp/manager/users': {},
  'GET /api/v2/pfp/manager/users/export': { query: '?format=csv' },
  'GET /api/v2/pfp/manager/users/:id': { params: (h) => ({ id: h.fixtures.ids.investor }) },
  // No such document of the investor: callers let through find none (404 kyc_document_not_found); users-admin.test.ts downloads one.
  'GET /api/v2/pfp/manager/users/:id/kyc-documents/:fileId': { params: (h) => ({ id: h.fixtures.ids.investor, fileId: randomUUID() }) },
  'POST /api/v2/pfp/manager/users/:id/validate': { params: async (h) => ({ id: await h.disposableUser() }), body: () => ({}) },
  'POST /api/v2/pfp/manager/users/:id/denegate': { params: (h) => ({ id: h.fixtures.ids.investor }), body: () => ({}) },
  'PUT /api/v2/pfp/manager/users/:id/roles': { params: (h) => ({ id: h.fixtures.ids.investor }), body: () => ({}) },
  'DELETE /api/v2/pfp/manager/users/:id': { params: async (h) => ({ id: await h.disposableUser() }) },
  'GET /api/v2/pfp/manager/customization': {},
  // An empty payload: callers let through get the validation error, and nothing is saved.
  'PUT /api/v2/pfp/manager/customization': { body: () => ({}) },
  'GET /api/v2/pfp/manager/customization/versions': {},
  // No such version: callers let through find none (customization-admin.test.ts reads and restores real ones).
  'GET /api/v2/pfp/manager/customization/versions/:id': { params: () => ({ id: randomUUID() }) },
  'POST /api/v2/pfp/manager/customization/versions/:id/restore': { params: () => ({ id: randomUUID() }), body: () => ({}) },
  'POST /api/v2/pfp/manager/customization/images': { form: () => form({ kind: 'logo', file: new Blob([PNG]) }, 'brand.png') },
  'GET /api/v2/pfp/manager/bank-statements': {},
  // Not a statement: managers get 422 statement_format_unknown, and nothing is imported.
  'POST /api/v2/pfp/manager/bank-statements': { form: () => form({ file: new Blob(['Fecha;Importe']) }, 'extracto.csv') },
  'GET /api/v2/pfp/manager/bank-statements/entries': {},
  'POST /api/v2/pfp/manager/bank-statements/entries/:id/decision': { params: () => ({ id: randomUUID() }), body: () => ({}) },
  'GET /api/v2/pfp/manager/payment-settings': {},
  // Not an IBAN: managers get the validation error, and nothing is saved.
  'PUT /api/v2/pfp/manager/payment-settings': { body: () => ({ iban: 'ES00 0000' }) },
  'GET /api/v2/pfp/payouts': {},
  // No claims queued in the seed: managers get 409 nothing_to_pay_out, and no batch is made.
  'POST /api/v2/pfp/payouts/claims': { body: () => ({}) },
  'GET /api/v2/pfp/payouts/:id': { params: () => ({ id: randomUUID() }) },
  'GET /api/v2/pfp/payouts/:id/file': { params: () => ({ id: randomUUID() }) },
  'POST /api/v2/pfp/payouts/:id/settle': { params: () => ({ id: randomUUID() }), body: () => ({}) },
  'GET /api/v2/pfp/refunds': {},
  'GET /api/v2/pfp/crypto-transfers': {},
  // No such refund: managers find none (404), nothing is paid; refunds.test.ts pays real ones.
  'POST /api/v2/pfp/refunds/:id/pay': { params: () => ({ id: randomUUID() }), body: () => ({}) },
  'POST /api/v2/pfp/refunds/:id/mark-paid': { params: () => ({ id: randomUUID() }), body: () => ({ note: 'paid by transfer' }) },
  'GET /api/v2/pfp/users/me/balance': {},
  'GET /api/v2/pfp/payment-card': {},
  // No card saved: the investor's answer is "none", nothing is detached.
  'DELETE /api/v2/pfp/payment-card': {},
  'GET /api/v2/pfp/issuances/export': { query: '?format=csv' },
  'GET /api/v2/pfp/issuances': {},
  'GET /api/v2/pfp/issuances/:id': { params: madrid },
  'DELETE /api/v2/pfp/issuances/:id': { params: async (h) => ({ id: await h.disposableIssuance('entrepreneur') }), ownedBy: 'entrepreneur' },
  'PUT /api/v2/pfp/issuances/:id/follow': { params: madrid },
  // Authoring: empty bodies (400) or made-up ids (404) reach the handlers without changing the fixture;
  // the logo's removal works on a disposable copy of the draft, which has none.
  'GET /api/v2/pfp/issuances/slug-availability': { query: '?slug=madrid-retail-loan' },
  'POST /api/v2/pfp/issuances': { body: () => ({}) },
  'GET /api/v2/pfp/issuances/:id/draft': { params: madrid, ownedBy: 'entrepreneur' },
  'PATCH /api/v2/pfp/issuances/:id/steps/:step': { params: (h) => ({ id: h.fixtures.issuance.id, step: 'story' }), ownedBy: 'entrepreneur', body: () => ({}) },
  'PATCH /api/v2/pfp/issuances/:id/documents/:documentId': { params: (h) => ({ id: h.fixtures.issuance.id, documentId: h.fixtures.issuance.hiddenDocumentId }), ownedBy: 'entrepreneur', body: () => ({}) },
  'DELETE /api/v2/pfp/issuances/:id/documents/:documentId': { params: (h) => ({ id: h.fixtures.issuance.id, documentId: randomUUID() }), ownedBy: 'entrepreneur' },
  'DELETE /api/v2/pfp/issuances/:id/images/:imageId': { params: (h) => ({ id: h.fixtures.issuance.id, imageId: randomUUID() }), ownedBy: 'entrepreneur' },
  'DELETE /api/v2/pfp/issuances/:id/logo': { params: async (h) => ({ id: await h.disposableIssuance('entrepreneur') }), ownedBy: 'entrepreneur' },
  'GET /api/v2/pfp/issuances/:id/phase': { params: madrid, ownedBy: 'entrepreneur' },
  'POST /api/v2/pfp/issuances/:id/phase': { params: madrid, ownedBy: 'entrepreneur', body: () => ({}) },
  'POST /api/v2/pfp/issuances/:id/validation': { params: madrid, ownedBy: 'entrepreneur', body: () => ({}) },
  'GET /api/v2/pfp/issuances/:id/whitelist': { params: madrid, ownedBy: 'entrepreneur' },
  'POST /api/v2/pfp/issuances/:id/whitelist': { params: madrid, ownedBy: 'entrepreneur', body: () => ({}) },
  'DELETE /api/v2/pfp/issuances/:id/whitelist/:entryId': { params: (h) => ({ id: h.fixtures.issuance.id, entryId: randomUUID() }), ownedBy: 'entrepreneur' },
  'DELETE /api/v2/pfp/issuances/:id/follow': { params: madrid },
  'GET /api/v2/pfp/public/issuances/:slug': { params: (h) => ({ slug: h.fixtures.issuance.slug }) },
  'POST /api/v2/pfp/issuances/:id/images': { params: madrid, ownedBy: 'entrepreneur', form: () => form({ kind: 'intro', file: new Blob([PNG]) }, 'matrix.png') },
  'POST /api/v2/pfp/issuances/:id/documents': {
    params: madrid,
    ownedBy: 'entrepreneur',
    form: () => form({ name: 'Matrix', view_permission: 'hidden', file: new Blob([PDF]) }, 'matrix.pdf'),
  },
  'GET /api/v2/pfp/issuances/:id/documents/:documentId': {
    params: (h) => ({ id: h.fixtures.issuance.id, documentId: h.fixtures.issuance.publicDocumentId }),
  },
  'GET /api/v2/pfp/files/:id': { params: (h) => ({ id: h.fixtures.issuance.logoFileId }) },
  // The invest flow: empty bodies answer validation errors (the call got through) without changing the demo investor.
  'GET /api/v2/pfp/users/me/onboarding': {},
  'PUT /api/v2/pfp/users/me/onboarding/drafts/:step': { params: () => ({ step: 'identification' }), body: () => ({ values: { matrix: true } }) },
  'PUT /api/v2/pfp/users/me/investor-type': { body: () => ({}) },
  'PUT /api/v2/pfp/users/me/personal-data': { body: () => ({}) },
  'PUT /api/v2/pfp/users/me/additional-data': { body: () => ({}) },
  'POST /api/v2/pfp/users/me/kyc': { form: () => form({ IDENTITY_PROOF: new Blob([PDF]) }, 'passport.pdf') },
  'POST /api/v2/pfp/kyc/webhooks/:provider': { params: () => ({ provider: 'sandbox' }), raw: () => signedNotification() },
  'GET /api/v2/suitability-test': {},
  'POST /api/v2/users/me/suitability-test': { body: () => ({}) },
  'POST /api/v2/users/me/suitability-test/declaration': { body: () => ({}) },
  'POST /api/v2/pfp/users/me/loss-bearing-capacity': { body: () => ({}) },
  'GET /api/v2/pfp/invest/:slug/next-step': { params: (h) => ({ slug: h.fixtures.issuance.slug }) },
  'POST /api/v2/pfp/invest/:slug/interests': { params: (h) => ({ slug: h.fixtures.issuance.slug }), body: () => ({}) },
  'POST /api/v2/pfp/invest/:slug/orders': { params: (h) => ({ slug: h.fixtures.issuance.slug }), body: () => ({}) },
  'GET /api/v2/pfp/users/me/investments': { query: '?tab=ordered' },
  // The managers' and entrepreneurs' list and export; the moves meet the seeded CREATED order, which none of them accepts (409, or 400 without a reason): nothing changes.
  'GET /api/v2/pfp/investments/export': { query: '?format=csv' },
  'GET /api/v2/pfp/investments': { query: '?status=CREATED' },
  'POST /api/v2/pfp/investments/:id/payment/confirm': { params: ownInvestment },
  'POST /api/v2/pfp/investments/:id/payment/reject': { params: ownInvestment, body: () => ({}) },
  'POST /api/v2/pfp/investments/:id/close': { params: ownInvestment, body: () => ({}) },
  'POST /api/v2/pfp/investments/:id/mint': { params: ownInvestment },
  // A draft has no investments: a manager's bulk mint mints nothing.
  'POST /api/v2/pfp/issuances/:id/mint': { params: (h) => ({ id: h.fixtures.draftIssuanceId }) },
  'GET /api/v2/pfp/investments/:id': { params: ownInvestment, investedBy: 'investor' },
  'GET /api/v2/pfp/investments/:id/breakdown': { params: ownInvestment, investedBy: 'investor', query: '?method=bank_transfer' },
  // A CREATED order is not an interest: 409 to its investor; a manager without a reason: 400. Nothing changes.
  'POST /api/v2/pfp/investments/:id/cancel': { params: ownInvestment, investedBy: 'investor' },
  // Its reflection period ended long ago in the seed: 409, and nothing changes.
  'POST /api/v2/pfp/investments/:id/revoke': { params: ownInvestment, investedBy: 'investor' },
  // Payment and signature: empty bodies answer validation errors, the seeded CREATED order answers 409 to a proof, nothing changes.
  'POST /api/v2/pfp/investments/:id/payment-method': { params: ownInvestment, investedBy: 'investor', body: () => ({}) },
  'POST /api/v2/pfp/investments/:id/payments': { params: ownInvestment, investedBy: 'investor', body: () => ({}) },
  'GET /api/v2/pfp/investments/:id/payment': { params: ownInvestment, investedBy: 'investor' },
  'POST /api/v2/pfp/investments/:id/proof-of-payment': { params: ownInvestment, investedBy: 'investor', form: () => form({ file: new Blob([PDF]) }, 'proof.pdf') },
  // The seeded order has no proof: callers let through find none (404 proof_of_payment_not_found); payments.test.ts downloads one.
  'GET /api/v2/pfp/investments/:id/proof-of-payment': { params: ownInvestment, investedBy: 'investor' },
  'POST /api/v2/pfp/payments/webhooks/:provider': { params: () => ({ provider: 'sandbox' }), raw: () => paymentNotification() },
  'POST /api/v2/pfp/payments/webhooks/stripe': { raw: () => stripeEventOfNobody() },
  'GET /api/v2/pfp/redsys/payments/:attemptId': { params: () => ({ attemptId: `redsys_0000${'A'.repeat(8)}` }) },
  'GET /api/v2/pfp/sandbox/payments/:sessionId': { params: unknownSession },
  'POST /api/v2/pfp/sandbox/payments/:sessionId': { params: unknownSession, form: () => form({ card_number: '4242424242424242', expiry: '12/39', cvc: '123' }, 'none') },
  'POST /api/v2/pfp/sandbox/payments/:sessionId/confirm': { params: unknownSession, form: () => form({ decision: 'confirm' }, 'none') },
  'GET /api/v2/pfp/investments/:id/contract': { params: ownInvestment, investedBy: 'investor' },
  'GET /api/v2/pfp/investments/:id/contract/text': { params: ownInvestment, investedBy: 'investor' },
  'POST /api/v2/pfp/investments/:id/signature': { params: ownInvestment, investedBy: 'investor', body: () => ({}) },
  'GET /api/v2/pfp/investments/:id/signed-contract': { params: ownInvestment, investedBy: 'investor' },
  // Holdings: the investors of Madrid Retail Loan (entrepreneur's); other issuers find no such issuance (404, let through).
  'GET /api/v2/pfp/users/me/portfolio': {},
  'GET /api/v2/pfp/issuances/:id/investors': { params: madrid },
  'GET /api/v2/pfp/issuances/:id/investors/export': { params: madrid, query: '?format=csv' },
  // Earnings (issue 14): Madrid Retail Loan's benefits (entrepreneur's); a distribution nobody created is not found
  // (404 distribution_not_found, let through), an empty body a validation error, a made-up earning 404.
  'GET /api/v2/pfp/issuances/:id/benefits': { params: madrid, ownedBy: 'entrepreneur' },
  'POST /api/v2/pfp/issuances/:id/benefits': { params: madrid, ownedBy: 'entrepreneur', body: () => ({}) },
  'GET /api/v2/pfp/issuances/:id/benefits/:benefitId': { params: (h) => ({ ...madrid(h), benefitId: randomUUID() }), ownedBy: 'entrepreneur' },
  'POST /api/v2/pfp/issuances/:id/benefits/:benefitId/pay': { params: (h) => ({ ...madrid(h), benefitId: randomUUID() }), ownedBy: 'entrepreneur' },
  'DELETE /api/v2/pfp/issuances/:id/benefits/:benefitId': { params: (h) => ({ ...madrid(h), benefitId: randomUUID() }), ownedBy: 'entrepreneur' },
  'GET /api/v2/pfp/earnings/export': { query: '?format=csv' },
  'GET /api/v2/pfp/earnings': {},
  'GET /api/v2/pfp/earnings/:id': { params: () => ({ id: randomUUID() }) },
  'GET /api/v2/pfp/users/me/earnings': {},
  'POST /api/v2/pfp/users/me/earnings/:id/claim': { params: () => ({ id: randomUUID() }) },
  // Only the investor's paid earnings are claimed, once; later calls answer 409 nothing_to_claim.
  'POST /api/v2/pfp/users/me/earnings/claim-all': {},
  'GET /api/v2/pfp/users/me/earnings/tax-summary': {},
  'GET /api/v2/pfp/users/me/earnings/tax-summary/export': { query: '?year=2026&format=csv' },
  // Tokens: an empty body answers validation errors and a made-up id 404, so the seeded tokens stay.
  'GET /api/v2/pfp/tokens': {},
  'GET /api/v2/pfp/tokens/issuances-without-token': {},
  'POST /api/v2/pfp/tokens': { body: () => ({}) },
  'GET /api/v2/pfp/tokens/:id': { params: async () => ({ id: await seededTokenId() }) },
  'DELETE /api/v2/pfp/tokens/:id': { params: () => ({ id: randomUUID() }) },
  // The account pages: empty bodies answer validation errors (the call got through) and change nobody's data.
  'GET /api/v2/pfp/users/me/account': {},
  // A document nobody has: 404 document_not_found to whoever gets through; account.test.ts downloads a real one.
  'GET /api/v2/pfp/users/me/account/documents/:id': { params: () => ({ id: randomUUID() }) },
  'PUT /api/v2/pfp/users/me/account/personal': { body: () => ({}) },
  'PUT /api/v2/pfp/users/me/account/legal': { body: () => ({}) },
  'PUT /api/v2/pfp/users/me/account/banking': { body: () => ({}) },
  'PUT /api/v2/pfp/users/me/account/additional': { body: () => ({}) },
  'PUT /api/v2/pfp/users/me/account/user-type': { body: () => ({}) },
  'PUT /api/v2/pfp/users/me/account/investor-profile': { body: () => ({}) },
  'PUT /api/v2/pfp/users/me/account/company': { body: () => ({}) },
  'PUT /api/v2/pfp/users/me/account/partners': { body: () => ({}) },
  'PUT /api/v2/pfp/users/me/account/beneficiaries': { body: () => ({}) },
  'PUT /api/v2/pfp/users/me/account/wallet': { body: () => ({}) },
  'POST /api/v2/pfp/users/me/account/wallet/challenge': { body: () => ({}) },
  'POST /api/v2/pfp/users/me/account/wallet/verify': { body: () => ({}) },
  'PUT /api/v2/pfp/users/me/account/public-name': { body: () => ({}) },
  'PATCH /api/v2/pfp/users/me/account/preferences': { body: () => ({}) },
  'PUT /api/v2/pfp/users/me/account/password': { body: () => wrongPassword },
  // A form without the image field: 400, nothing stored.
  'PUT /api/v2/pfp/users/me/account/image': { form: () => form({ note: 'none' }, 'none') },
  // The demo users have no profile image: removing none changes nothing.
  'DELETE /api/v2/pfp/users/me/account/image': {},
  // Without the password: 400, nobody is deleted.
  'DELETE /api/v2/pfp/users/me/account': { body: () => ({}) },
  // Notifications (issue 15): everyone signed in has an inbox; a made-up id is 404, empty bodies 400.
  'GET /api/v2/pfp/notifications': {},
  'GET /api/v2/pfp/notifications/unread-count': {},
  'POST /api/v2/pfp/notifications/read-all': {},
  // Read up to its first event (the unread count), then closed.
  'GET /api/v2/pfp/notifications/stream': {},
  'POST /api/v2/pfp/notifications/:id/read': { params: () => ({ id: randomUUID() }) },
  'GET /api/v2/pfp/users/me/notification-preferences': {},
  'PUT /api/v2/pfp/users/me/notification-preferences': { body: () => ({}) },
  'POST /api/v2/pfp/notifications/broadcasts': { body: () => ({}) },
  'GET /api/v2/pfp/notifications/broadcasts': {},
  // The board: empty bodies answer validation errors and made-up ads 404, so the seeded ads stay.
  'GET /api/v2/pfp/board/ads': {},
  'GET /api/v2/pfp/board/ads/mine': {},
  'GET /api/v2/pfp/board/history': {},
  'GET /api/v2/pfp/board/holdings': {},
  'POST /api/v2/pfp/board/ads': { body: () => ({}) },
  'PATCH /api/v2/pfp/board/ads/:id': { params: () => ({ id: randomUUID() }), body: () => ({}) },
  'POST /api/v2/pfp/board/ads/:id/withdraw': { params: () => ({ id: randomUUID() }), body: () => ({}) },
  'POST /api/v2/pfp/board/ads/:id/contact': { params: () => ({ id: randomUUID() }), body: () => ({}) },
  'GET /api/v2/pfp/board/ads/:id/conversations': { params: () => ({ id: randomUUID() }) },
  'GET /api/v2/pfp/board/conversations/:id': { params: () => ({ id: randomUUID() }) },
  'POST /api/v2/pfp/board/conversations/:id/messages': { params: () => ({ id: randomUUID() }), body: () => ({}) },
  // Transfers: nobody is found at a made-up address and an empty body moves nothing.
  'GET /api/v2/pfp/transfers/recipient': { query: '?destination=nobody%40nowhere.test' },
  'GET /api/v2/pfp/transfers/export': { query: '?format=csv' },
  'GET /api/v2/pfp/transfers': {},
  'POST /api/v2/pfp/transfers': { body: () => ({}) },
  'GET /api/v2/pfp/users/me/bank-connection': {},
};

/**
 * Ownership, read with tokens the role check lets through: other entrepreneurs' issuances, hidden
 * and expired documents, the other tenant's resources, and what a manager sees acting as an investor.
 */
interface OwnershipCase {
  operation: string;
  caller: CallerName;
  params: (h: SecurityHarness) => Record<string, string>;
  query?: string;
  form?: () => FormData;
  status: number;
}

const image = () => form({ file: new Blob([PNG]) }, 'owner.png');
const pdf = () => form({ file: new Blob([PDF]) }, 'owner.pdf');
const hidden = (h: SecurityHarness) => ({ id: h.fixtures.issuance.id, documentId: h.fixtures.issuance.hiddenDocumentId });
const expired = (h: SecurityHarness) => ({ id: h.fixtures.issuance.id, documentId: h.fixtures.issuance.expiredDocumentId });
const draft = (h: SecurityHarness) => ({ id: h.fixtures.draftIssuanceId });
const otherTenantIssuance = (h: SecurityHarness) => ({ id: h.fixtures.otherTenant.issuanceId });
const IMAGES = 'POST /api/v2/pfp/issuances/:id/images';
const DOCUMENTS = 'POST /api/v2/pfp/issuances/:id/documents';
const DOCUMENT = 'GET /api/v2/pfp/issuances/:id/documents/:documentId';
const ISSUANCE = 'GET /api/v2/pfp/issuances/:id';
const INVESTORS = 'GET /api/v2/pfp/issuances/:id/investors';
const INVESTORS_EXPORT = 'GET /api/v2/pfp/issuances/:id/investors/export';

const INVESTMENT = 'GET /api/v2/pfp/investments/:id';
const investment = (h: SecurityHarness) => ({ id: h.fixtures.investmentId });
const otherTenantInvestment = (h: SecurityHarness) => ({ id: h.fixtures.otherTenant.investmentId });
const PROOF = 'GET /api/v2/pfp/investments/:id/proof-of-payment';

const ownershipCases: OwnershipCase[] = [
  { operation: INVESTMENT, caller: 'USER', params: investment, status: 200 },
  { operation: INVESTMENT, caller: 'ADMIN as investor', params: investment, status: 200 },
  { operation: INVESTMENT, caller: 'PREMIUM_USER', params: investment, status: 404 },
  { operation: INVESTMENT, caller: 'USER', params: otherTenantInvestment, status: 404 },
  { operation: 'GET /api/v2/pfp/investments/:id/breakdown', caller: 'PREMIUM_USER', params: investment, status: 404 },
  { operation: 'POST /api/v2/pfp/investments/:id/cancel', caller: 'PREMIUM_USER', params: investment, status: 404 },
  { operation: 'POST /api/v2/pfp/investments/:id/cancel', caller: 'ENTREPRENEUR', params: investment, status: 404 },
  { operation: 'POST /api/v2/pfp/investments/:id/cancel', caller: 'ADMIN', params: otherTenantInvestment, status: 404 },
  { operation: 'POST /api/v2/pfp/investments/:id/mint', caller: 'ADMIN', params: otherTenantInvestment, status: 404 },
  { operation: 'POST /api/v2/pfp/investments/:id/payment/confirm', caller: 'ADMIN', params: otherTenantInvestment, status: 404 },
  { operation: 'POST /api/v2/pfp/issuances/:id/mint', caller: 'ADMIN', params: otherTenantIssuance, status: 404 },
  { operation: 'POST /api/v2/pfp/investments/:id/revoke', caller: 'PREMIUM_USER', params: investment, status: 404 },
  { operation: 'POST /api/v2/pfp/investments/:id/revoke', caller: 'ENTREPRENEUR', params: investment, status: 404 },
  { operation: 'GET /api/v2/pfp/investments/:id/payment', caller: 'USER', params: investment, status: 200 },
  { operation: 'GET /api/v2/pfp/investments/:id/payment', caller: 'ADMIN as investor', params: investment, status: 200 },
  { operation: 'GET /api/v2/pfp/investments/:id/payment', caller: 'PREMIUM_USER', params: investment, status: 404 },
  { operation: 'GET /api/v2/pfp/investments/:id/payment', caller: 'USER', params: otherTenantInvestment, status: 404 },
  { operation: 'POST /api/v2/pfp/investments/:id/payment-method', caller: 'PREMIUM_USER', params: investment, status: 404 },
  { operation: 'POST /api/v2/pfp/investments/:id/payments', caller: 'PREMIUM_USER', params: investment, status: 404 },
  { operation: 'POST /api/v2/pfp/investments/:id/proof-of-payment', caller: 'PREMIUM_USER', params: investment, form: pdf, status: 404 },
  { operation: PROOF, caller: 'PREMIUM_USER', params: investment, status: 404 },
  { operation: PROOF, caller: 'ENTREPRENEUR', params: investment, status: 404 },
  { operation: PROOF, caller: 'ADMIN', params: otherTenantInvestment, status: 404 },
  { operation: PROOF, caller: 'USER', params: otherTenantInvestment, status: 404 },
  { operation: PROOF, caller: 'CLIENT', params: investment, status: 403 },
  { operation: 'GET /api/v2/pfp/investments/:id/contract', caller: 'USER', params: investment, status: 200 },
  { operation: 'GET /api/v2/pfp/investments/:id/contract', caller: 'ADMIN as investor', params: investment, status: 200 },
  { operation: 'GET /api/v2/pfp/investments/:id/contract', caller: 'PREMIUM_USER', params: investment, status: 404 },
  { operation: 'GET /api/v2/pfp/investments/:id/contract', caller: 'USER', params: otherTenantInvestment, status: 404 },
  { operation: 'GET /api/v2/pfp/investments/:id/contract/text', caller: 'USER', params: investment, status: 200 },
  { operation: 'GET /api/v2/pfp/investments/:id/contract/text', caller: 'ADMIN as investor', params: investment, status: 200 },
  { operation: 'GET /api/v2/pfp/investments/:id/contract/text', caller: 'PREMIUM_USER', params: investment, status: 404 },
  { operation: 'GET /api/v2/pfp/investments/:id/contract/text', caller: 'USER', params: otherTenantInvestment, status: 404 },
  { operation: 'POST /api/v2/pfp/investments/:id/signature', caller: 'PREMIUM_USER', params: investment, status: 404 },
  { operation: 'GET /api/v2/pfp/investments/:id/signed-contract', caller: 'PREMIUM_USER', params: investment, status: 404 },
  { operation: 'GET /api/v2/pfp/investments/:id/signed-contract', caller: 'ENTREPRENEUR', params: investment, status: 404 },
  { operation: IMAGES, caller: 'ENTREPRENEUR (company)', params: madrid, form: image, status: 404 },
  { operation: DOCUMENTS, caller: 'ENTREPRENEUR (company)', params: madrid, form: pdf, status: 404 },
  { operation: IMAGES, caller: 'ENTREPRENEUR', params: (h) => ({ id: h.fixtures.companyIssuanceId }), form: image, status: 404 },
  { operation: DOCUMENTS, caller: 'CLIENT', params: madrid, form: pdf, status: 404 },
  { operation: IMAGES, caller: 'ADMIN', params: otherTenantIssuance, form: image, status: 404 },
  { operation: DOCUMENTS, caller: 'ENTREPRENEUR', params: draft, form: pdf, status: 201 },
  { operation: ISSUANCE, caller: 'ENTREPRENEUR (company)', params: draft, status: 404 },
  { operation: ISSUANCE, caller: 'USER', params: draft, status: 404 },
  { operation: ISSUANCE, caller: 'ADMIN as investor', params: draft, status: 404 },
  { operation: ISSUANCE, caller: 'ENTREPRENEUR', params: draft, status: 200 },
  { operation: ISSUANCE, caller: 'ADMIN', params: draft, status: 200 },
  { operation: ISSUANCE, caller: 'ADMIN', params: otherTenantIssuance, status: 404 },
  { operation: 'DELETE /api/v2/pfp/issuances/:id', caller: 'ADMIN', params: otherTenantIssuance, status: 404 },
  // Authoring: another entrepreneur's issuance, or another tenant's, is not found, before any body is read.
  ...[
    'GET /api/v2/pfp/issuances/:id/draft',
    'PATCH /api/v2/pfp/issuances/:id/steps/:step',
    'PATCH /api/v2/pfp/issuances/:id/documents/:documentId',
    'DELETE /api/v2/pfp/issuances/:id/documents/:documentId',
    'DELETE /api/v2/pfp/issuances/:id/images/:imageId',
    'DELETE /api/v2/pfp/issuances/:id/logo',
    'GET /api/v2/pfp/issuances/:id/phase',
    'POST /api/v2/pfp/issuances/:id/phase',
    'GET /api/v2/pfp/issuances/:id/whitelist',
    'POST /api/v2/pfp/issuances/:id/whitelist',
    'DELETE /api/v2/pfp/issuances/:id/whitelist/:entryId',
  ].flatMap((operation): OwnershipCase[] => {
    const named = (id: string) => ({ id, step: 'story', documentId: randomUUID(), imageId: randomUUID(), entryId: randomUUID() });
    return [
      { operation, caller: 'ENTREPRENEUR (company)', params: (h) => named(h.fixtures.issuance.id), status: 404 },
      { operation, caller: 'ADMIN', params: (h) => named(h.fixtures.otherTenant.issuanceId), status: 404 },
    ];
  }),
  { operation: 'GET /api/v2/pfp/issuances/:id/draft', caller: 'ENTREPRENEUR', params: madrid, status: 200 },
  { operation: 'GET /api/v2/pfp/issuances/:id/draft', caller: 'ENTREPRENEUR (company)', params: (h) => ({ id: h.fixtures.companyIssuanceId }), status: 200 },
  { operation: 'GET /api/v2/pfp/issuances/:id/phase', caller: 'ADMIN', params: madrid, status: 200 },
  { operation: 'GET /api/v2/pfp/issuances/:id/whitelist', caller: 'ENTREPRENEUR', params: madrid, status: 200 },
  { operation: 'POST /api/v2/pfp/issuances/:id/validation', caller: 'ADMIN', params: otherTenantIssuance, status: 404 },
  { operation: 'POST /api/v2/pfp/manager/users/:id/impersonate', caller: 'ADMIN', params: (h) => ({ id: h.fixtures.otherTenant.userId }), status: 404 },
  // A user of another tenant is not found, before any body is read.
  ...[
    'GET /api/v2/pfp/manager/users/:id',
    'POST /api/v2/pfp/manager/users/:id/validate',
    'POST /api/v2/pfp/manager/users/:id/denegate',
    'PUT /api/v2/pfp/manager/users/:id/roles',
    'DELETE /api/v2/pfp/manager/users/:id',
  ].map((operation): OwnershipCase => ({ operation, caller: 'ADMIN', params: (h) => ({ id: h.fixtures.otherTenant.userId }), status: 404 })),
  {
    operation: 'GET /api/v2/pfp/manager/users/:id/kyc-documents/:fileId',
    caller: 'ADMIN',
    params: (h) => ({ id: h.fixtures.otherTenant.userId, fileId: randomUUID() }),
    status: 404,
  },
  { operation: 'GET /api/v2/pfp/manager/users/:id', caller: 'ADMIN as investor', params: (h) => ({ id: h.fixtures.ids.investor }), status: 403 },
  { operation: DOCUMENT, caller: 'anonymous', params: hidden, status: 404 },
  { operation: DOCUMENT, caller: 'USER', params: hidden, status: 404 },
  { operation: DOCUMENT, caller: 'PREMIUM_USER', params: hidden, status: 404 },
  { operation: DOCUMENT, caller: 'ADMIN as investor', params: hidden, status: 404 },
  { operation: DOCUMENT, caller: 'ENTREPRENEUR (company)', params: hidden, status: 404 },
  { operation: DOCUMENT, caller: 'other tenant', params: hidden, status: 404 },
  { operation: DOCUMENT, caller: 'revoked token', params: hidden, status: 404 },
  { operation: DOCUMENT, caller: 'ENTREPRENEUR', params: hidden, status: 200 },
  { operation: DOCUMENT, caller: 'ADMIN', params: hidden, status: 200 },
  { operation: DOCUMENT, caller: 'ENTREPRENEUR', params: expired, status: 410 },
  { operation: DOCUMENT, caller: 'USER', params: expired, status: 410 },
  { operation: DOCUMENT, caller: 'ADMIN', params: (h) => ({ id: h.fixtures.otherTenant.issuanceId, documentId: h.fixtures.issuance.publicDocumentId }), status: 404 },
  { operation: INVESTORS, caller: 'ENTREPRENEUR', params: madrid, status: 200 },
  { operation: INVESTORS, caller: 'ADMIN', params: madrid, status: 200 },
  { operation: INVESTORS, caller: 'ENTREPRENEUR (company)', params: madrid, status: 404 },
  { operation: INVESTORS, caller: 'ISSUER', params: madrid, status: 404 },
  { operation: INVESTORS, caller: 'ENTREPRENEUR (company)', params: (h) => ({ id: h.fixtures.companyIssuanceId }), status: 200 },
  { operation: INVESTORS, caller: 'ADMIN', params: otherTenantIssuance, status: 404 },
  { operation: INVESTORS, caller: 'USER', params: madrid, status: 403 },
  { operation: INVESTORS_EXPORT, caller: 'ENTREPRENEUR (company)', params: madrid, query: '?format=csv', status: 404 },
  { operation: INVESTORS_EXPORT, caller: 'ADMIN', params: otherTenantIssuance, query: '?format=csv', status: 404 },
  { operation: INVESTORS_EXPORT, caller: 'ENTREPRENEUR', params: madrid, query: '?format=csv', status: 200 },
  { operation: 'GET /api/v2/pfp/tokens/:id', caller: 'ADMIN', params: () => ({ id: otherTenantTokenId }), status: 404 },
  ...[
    'GET /api/v2/pfp/issuances/:id/benefits',
    'POST /api/v2/pfp/issuances/:id/benefits',
    'GET /api/v2/pfp/issuances/:id/benefits/:benefitId',
    'POST /api/v2/pfp/issuances/:id/benefits/:benefitId/pay',
    'DELETE /api/v2/pfp/issuances/:id/benefits/:benefitId',
  ].flatMap((operation): OwnershipCase[] => [
    { operation, caller: 'ENTREPRENEUR (company)', params: (h) => ({ id: h.fixtures.issuance.id, benefitId: randomUUID() }), status: 404 },
    { operation, caller: 'ADMIN', params: (h) => ({ id: h.fixtures.otherTenant.issuanceId, benefitId: randomUUID() }), status: 404 },
  ]),
  { operation: 'GET /api/v2/pfp/issuances/:id/benefits', caller: 'ENTREPRENEUR', params: madrid, status: 200 },
  { operation: 'GET /api/v2/pfp/issuances/:id/benefits', caller: 'ADMIN', params: madrid, status: 200 },
  { operation: 'GET /api/v2/pfp/issuances/:id/benefits/:benefitId', caller: 'ENTREPRENEUR', params: (h) => ({ id: h.fixtures.issuance.id, benefitId: randomUUID() }), status: 404 },
];

let ctx: TestContext;
let h: SecurityHarness;
let documented: Map<string, DocumentedOperation>;
let matrixRequests = 0;
/** The other tenant's seeded token: a manager of this tenant finds no such token. */
let otherTenantTokenId = '';

before(async () => {
  ctx = await createTestContext();
  h = await createSecurityHarness(ctx);
  documented = await readDocumentedOperations(ctx);
  otherTenantTokenId = await seededTokenId('exeu.localhost');
});
after(async () => {
  console.log(
    `role matrix: ${accessRules.length} operations × ${CALLER_NAMES.length} callers = ${matrixRequests} requests, plus ${ownershipCases.length} ownership cases`,
  );
  await ctx.close();
});

const callerNamed = (name: CallerName): Caller => {
  const caller = h.callers.find((candidate) => candidate.name === name);
  if (!caller) throw new Error(`no caller ${name}`);
  return caller;
};

async function call(method: string, path: string, caller: Caller, options: Omit<RequestOptions, 'headers'> & { extraHeaders?: Record<string, string> } = {}) {
  const { extraHeaders, ...rest } = options;
  return ctx.request(method, path, { ...rest, headers: { ...(await h.headersOf(caller)), ...extraHeaders } });
}

describe('the role matrix covers every operation', () => {
  it('has an access declaration for every operation of the OpenAPI document', () => {
    const declared = new Set(accessRules.map((rule) => operationKey(rule.method, rule.path)));
    assert.deepEqual([...documented.keys()].filter((key) => !declared.has(key)), []);
  });

  it('finds every declared operation in the OpenAPI document, except the few left out on purpose', () => {
    const declared = accessRules.map((rule) => operationKey(rule.method, rule.path));
    assert.deepEqual(declared.filter((key) => !documented.has(key) && !(key in UNDOCUMENTED)), [], 'declared but not documented');
    assert.deepEqual(Object.keys(UNDOCUMENTED).filter((key) => !declared.includes(key)), [], 'listed as undocumented but not declared');
  });

  it('has a matrix row for every declared operation, and no row without one', () => {
    const declared = accessRules.map((rule) => operationKey(rule.method, rule.path));
    assert.deepEqual(declared.filter((key) => !(key in matrix)), [], 'operations without a matrix row');
    assert.deepEqual(Object.keys(matrix).filter((key) => !declared.includes(key)), [], 'matrix rows without an operation');
  });

  it('has ownership cases for every operation that checks ownership or shows more to some callers', () => {
    const needingCases = accessRules
      .filter((rule) => ('owns' in rule.access && rule.access.owns) || ('identify' in rule.access && rule.access.identify))
      .map((rule) => operationKey(rule.method, rule.path));
    const covered = new Set(ownershipCases.map((item) => item.operation));
    assert.deepEqual(needingCases.filter((key) => !covered.has(key)), []);
  });
});

describe('every operation answers each caller as its declaration promises', () => {
  for (const rule of accessRules) {
    const key = operationKey(rule.method, rule.path);
    it(key, async () => {
      const row = matrix[key];
      assert.ok(row, `no matrix row for ${key}`);
      const mismatches: string[] = [];
      for (const caller of h.callers) {
        const path = fillPath(rule.path, (await row.params?.(h)) ?? {}) + (row.query ?? '');
        const raw = row.raw?.();
        const response = await call(rule.method, path, caller, { body: await row.body?.(h), form: row.form?.(), rawBody: raw?.body, extraHeaders: raw?.headers });
        matrixRequests += 1;
        const promised = declaredAnswer(rule.access, caller, row);
        const answer = `${response.status} ${typeof response.body === 'object' ? JSON.stringify(response.body).slice(0, 120) : ''}`;
        if (response.status >= 500) mismatches.push(`${caller.name}: ${answer}`);
        else if (promised.allowed && (response.status === 401 || response.status === 403)) {
          mismatches.push(`${caller.name}: allowed, answered ${answer}`);
        } else if (!promised.allowed && response.status !== promised.status) {
          mismatches.push(`${caller.name}: promised ${promised.status}, answered ${answer}`);
        } else if (!promised.allowed && (typeof response.body?.error !== 'string' || response.body.hide_error !== false)) {
          mismatches.push(`${caller.name}: refusal without the error shape: ${answer}`);
        }
      }
      assert.deepEqual(mismatches, []);
    });
  }
});

describe('ownership: what the role lets through, the resource may still refuse', () => {
  for (const item of ownershipCases) {
    it(`${item.operation} answers ${item.status} to ${item.caller}`, async () => {
      const method = item.operation.split(' ')[0] ?? '';
      const path = fillPath(item.operation.slice(method.length + 1), item.params(h)) + (item.query ?? '');
      const response = await call(method, path, callerNamed(item.caller), { form: item.form?.() });
      assert.equal(response.status, item.status, JSON.stringify(response.body));
    });
  }

  it("an investor's follows are theirs: another investor neither sees them nor finds them in a followed-only list", async () => {
    // The seed has `investor` following Solar Park Almería, and `premium` not.
    const path = `/api/v2/pfp/issuances/${h.fixtures.companyIssuanceId}`;
    const own = await call('GET', path, callerNamed('USER'));
    const other = await call('GET', path, callerNamed('PREMIUM_USER'));
    assert.equal(own.body.data.following, true);
    assert.equal(other.body.data.following, false);
    const followed = await call('GET', '/api/v2/pfp/issuances?followed=true&per_page=100', callerNamed('PREMIUM_USER'));
    assert.equal(followed.status, 200);
    assert.ok(!followed.body.data.some((item: { id: string }) => item.id === h.fixtures.companyIssuanceId));
  });

  it('a manager acting as an investor is that investor, and only with the manager token that opened it', async () => {
    const backdoor = await h.headersOf(callerNamed('ADMIN as investor'));
    const me = await ctx.request('GET', '/api/v2/pfp/users/me', { headers: backdoor });
    assert.equal(me.status, 200);
    assert.equal(me.body.data.id, h.fixtures.ids.investor);

    const anotherManagerSession = await h.headersOf(callerNamed('ADMIN'));
    const withOtherToken = { ...backdoor, 'X-MANAGER-USER-ACCESS-TOKEN': anotherManagerSession['X-USER-ACCESS-TOKEN'] ?? '' };
    const refused = await ctx.request('GET', '/api/v2/pfp/users/me', { headers: withOtherToken });
    assert.equal(refused.status, 401);
    assert.equal(refused.body.error, 'invalid_manager_token');
  });
});
