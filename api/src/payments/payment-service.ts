import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import {
  addMoney,
  formatMoney,
  isBankPaymentMethod,
  isZeroMoney,
  minMoney,
  PAYMENT_METHODS,
  paymentMethodRequestSchema,
  PROOF_OF_PAYMENT_FIELD,
  PROOF_OF_PAYMENT_MAX_MB,
  PROOF_OF_PAYMENT_TYPES,
  rules,
  startPaymentRequestSchema,
  subtractMoney,
  toCents,
  ZERO_MONEY,
  type InvestmentStatus,
  type Locale,
  type Money,
  type PayableMethod,
  type PaymentErrorKey,
  type PaymentMethodRequest,
  type PaymentState,
  type PaymentWebhookResponse,
  type StartPayment,
  type StartPaymentRequest,
} from 'shared';
import * as v from 'valibot';
import type { Deps } from '../app-env.js';
import type { Db } from '../db/client.js';
import { files, investmentRefunds, investments, issuances, paymentAttempts, tenants, users, webhookEvents } from '../db/schema.js';
import { breakdownOf } from '../investments/breakdown.js';
import { lockedBalance, setOrderBalance } from './balance/balance-ledger.js';
import { findOwnInvestment, toInvestmentAnswer } from '../investments/investment-answer.js';
import { moveInvestment, transitionNotAllowed, type InvestmentActor, type InvestmentRow } from '../investments/move-investment.js';
import { sniff } from '../files/sniff.js';
import { ApiError, errors } from '../lib/errors.js';
import { isUuid } from '../lib/uuid.js';
import { parseWith, ValidationError } from '../lib/validation.js';
import type { Caller } from '../routes/caller.js';
import { customizationOf } from '../routes/customization/customization.handlers.js';
import type { StoredFile } from '../routes/files/files.handlers.js';
import { actorOf, freshUser, paymentSettingsOf } from '../routes/invest/invest.handlers.js';
import type { Tenant } from '../tenants/tenant-directory.js';
import { noticeDisbursementIfDue } from '../routes/investments/disbursement-notice.js';
import { deliver, notify, type PendingNotifications } from '../notifications/notify.js';
import { sendPaymentFailed, sendPaymentReceived } from '../mail/templates/payments.js';
import { checkedReturnOrigin } from './return-origin.js';
import type { AttemptTenant, DeferredCharge, PaymentNotification } from './payment-provider.js';
import { filled } from '../issuances/round-columns.js';
import { isContractSigned } from '../signature/signature-service.js';
import { signedAfterPayment } from '../signature/signed-before-payment.js';

const investmentNotFound = () => errors.notFound('investment_not_found');

/** Where choosing (or changing) the method is allowed: before paying, after a failed payment, or before sending a transfer's proof. */
const METHOD_CHOICE_STATUSES: readonly InvestmentStatus[] = ['CREATED', 'ACCEPTED', 'METHOD_PAYMENT', 'PAYMENT_ERROR', 'IN_UPLOAD_PROOF_OF_PAYMENT'];
/** An order the balance paid: CHARGED, or SIGNED when its contract was signed first. */
const PAID_BY_BALANCE: readonly InvestmentStatus[] = ['CHARGED', 'SIGNED'];
/** The statuses a hosted payment waits in, which only the provider's notification ends. */
const AWAITING_PROVIDER: readonly InvestmentStatus[] = ['CREDIT_CARD', 'IN_UPDATE_TPV', 'IN_UPDATE_CREDIT_CARD', 'CARD_REGISTRATION_UPDATED'];

export function totalOf(row: Pick<InvestmentRow, 'amount' | 'balanceUsed' | 'fee'>): Money {
  return addMoney(subtractMoney(row.amount, row.balanceUsed), row.fee);
}

function currencyOf(tenant: Tenant): string {
  return customizationOf(tenant).currency.code;
}

async function ownInvestment(deps: Deps, { tenant, principal }: Caller, id: string) {
  const found = isUuid(id) ? await findOwnInvestment(deps.db, tenant.id, principal.user.id, id) : undefined;
  if (!found) throw investmentNotFound();
  return found;
}

async function lockInvestment(tx: Db, id: string): Promise<InvestmentRow> {
  const [row] = await tx.select().from(investments).where(eq(investments.id, id)).for('update');
  if (!row) throw investmentNotFound();
  return row;
}

async function latestAttempt(db: Db, investmentId: string) {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.investmentId, investmentId)).orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id)).limit(1);
  return row;
}

/** A transfer reference unique in the tenant: the tenant's slug and the start of the investment's id, longer on a clash. */
async function referenceFor(tx: Db, tenant: Tenant, row: InvestmentRow): Promise<string> {
  if (row.paymentReference) return row.paymentReference;
  const prefix = tenant.slug.replace(/[^a-z0-9]/gi, '').slice(0, 8).toUpperCase() || 'INV';
  const hex = row.id.replace(/-/g, '').toUpperCase();
  for (let length = 10; length <= hex.length; length += 4) {
    const candidate = `${prefix}-${hex.slice(0, length)}`;
    const [clash] = await tx
      .select({ id: investments.id })
      .from(investments)
      .where(and(eq(investments.tenantId, tenant.id), eq(investments.paymentReference, candidate), ne(investments.id, row.id)))
      .limit(1);
    if (!clash) return candidate;
  }
  throw new Error('no free payment reference');
}

// ---------------------------------------------------------------- state

/** GET /investments/{id}/payment: status, method, amounts, a transfer's instructions, the last error, an open page. */
export async function paymentState(deps: Deps, caller: Caller, id: string, apiOrigin: string): Promise<{ data: PaymentState }> {
  const found = await ownInvestment(deps, caller, id);
  return { data: await stateOf(deps, caller.tenant, found.investment, apiOrigin) };
}

async function stateOf(deps: Deps, tenant: Tenant, row: InvestmentRow, apiOrigin: string): Promise<PaymentState> {
  const attempt = await latestAttempt(deps.db, row.id);
  const settings = await paymentSettingsOf(deps.db, tenant.id);
  // Methods outside today's list (older demo rows) are shown as unknown rather than answered unchecked.
  const method = (PAYMENT_METHODS as readonly string[]).includes(row.paymentMethod ?? '') ? (row.paymentMethod as PaymentState['method']) : null;
  const bankAttempt = attempt && isBankPaymentMethod(attempt.method) && attempt.method === row.paymentMethod ? attempt : undefined;
  let redirectUrl: string | null = null;
  if (attempt && AWAITING_PROVIDER.includes(row.status) && (attempt.status === 'pending' || attempt.status === 'confirming')) {
    redirectUrl = deps.payments.named(attempt.provider)?.redirectUrlOf(attempt, apiOrigin) ?? null;
  }
  const cryptoProvider = attempt && attempt.status === 'pending' && AWAITING_PROVIDER.includes(row.status) ? deps.payments.named(attempt.provider) : undefined;
  const crypto = attempt && cryptoProvider?.cryptoPaymentOf ? await cryptoProvider.cryptoPaymentOf(deps.db, tenant.slug, attempt.id) : null;
  let proof: PaymentState['proof_of_payment'] = null;
  if (bankAttempt?.proofUploadedAt && row.proofOfPaymentUrl) proof = { name: row.proofOfPaymentUrl, uploaded_at: bankAttempt.proofUploadedAt.toISOString() };
  return {
    investment_id: row.id,
    status: row.status,
    method,
    amount: row.amount,
    balance_used: row.balanceUsed,
    fee: row.fee,
    total: totalOf(row),
    currency: bankAttempt?.currency ?? currencyOf(tenant),
    instructions:
      bankAttempt && settings.iban && settings.beneficiary && row.paymentReference
        ? { iban: settings.iban, beneficiary: settings.beneficiary, reference: row.paymentReference, amount: bankAttempt.amount, currency: bankAttempt.currency }
        : null,
    proof_of_payment: proof,
    last_error: row.status === 'PAYMENT_ERROR' ? (attempt?.errorKey ?? 'payment_error') : null,
    redirect_url: redirectUrl,
    crypto,
  };
}

// ---------------------------------------------------------------- choosing the method

/**
 * POST /investments/{id}/payment-method: stores the method, the balance used and the fee from
 * the breakdown (the same function GET …/breakdown answers with) and moves the order to
 * METHOD_PAYMENT. The balance is taken from (or given back to) the investor's available balance
 * under a lock of their row; when it covers the whole amount the order is paid at once
 * (METHOD_PAYMENT → CHARGED, method `balance`) and no provider is involved.
 */
export async function choosePaymentMethod(deps: Deps, caller: Caller, id: string, body: PaymentMethodRequest, apiOrigin: string): Promise<{ data: PaymentState }> {
  const { tenant, principal } = caller;
  const input = v.parse(paymentMethodRequestSchema, body);
  const found = await ownInvestment(deps, caller, id);
  const customization = customizationOf(tenant);
  const wantsBalance = customization.extras.payWithBalance && input.use_balance === true;
  const signingHidden = customization.hide.signInvestment;
  const settings = await paymentSettingsOf(deps.db, tenant.id);
  const actor = actorOf(principal);
  const now = deps.clock.now();
  const investorFee = (await freshUser(deps.db, found.investment.investorId)).fee;

  const row = await deps.db.transaction(async (tx) => {
    const current = await lockInvestment(tx, found.investment.id);
    if (!METHOD_CHOICE_STATUSES.includes(current.status)) throw transitionNotAllowed();
    // What the order holds already is the investor's to use again; their row stays locked to the end.
    const available = addMoney(await lockedBalance(tx, current.investorId), current.balanceUsed);
    const balanceUsed = wantsBalance ? minMoney(available, current.amount) : ZERO_MONEY;
    await setOrderBalance(tx, current, balanceUsed, now);

    const breakdown = breakdownOf({ method: input.method, amount: current.amount, balanceUsed, feesOn: customization.extras.investmentFee, settings, investorFee });
    const paidByBalance = isZeroMoney(breakdown.total);
    // An open instruction or page of an earlier choice is no longer the way to pay: it is settled,
    // so a payment that still lands on it is owed back instead of paying the order.
    await tx
      .update(paymentAttempts)
      .set({ status: 'failed', completedAt: now })
      .where(and(eq(paymentAttempts.investmentId, current.id), sql`${paymentAttempts.status} in ('pending', 'confirming')`));
    await tx
      .update(paymentAttempts)
      .set({ settledAt: now })
      .where(and(eq(paymentAttempts.investmentId, current.id), isNull(paymentAttempts.settledAt)));
    await tx
      .update(investments)
      .set({ paymentMethod: paidByBalance ? 'balance' : input.method, fee: breakdown.fee, balanceUsed: breakdown.balance_used })
      .where(eq(investments.id, current.id));
    let moved = current.status === 'METHOD_PAYMENT' ? await lockInvestment(tx, current.id) : await moveInvestment(tx, { investmentId: current.id, to: 'METHOD_PAYMENT', actor, reason: `method ${input.method}`, at: now });
    // With signing, a balance that covers everything pays once the contract is signed (invest, sign, pay).
    if (paidByBalance && signingHidden) moved = await moveInvestment(tx, { investmentId: current.id, to: 'CHARGED', actor, reason: 'paid in full from the available balance', at: now });
    return moved;
  });
  if (row.status === 'CHARGED') await afterCharged(deps, tenant, row);
  return { data: await stateOf(deps, tenant, row, apiOrigin) };
}

// ---------------------------------------------------------------- starting the payment

/**
 * POST /investments/{id}/payments: starts paying with the chosen method through its adapter. A
 * retried call while the payment is open answers the same instructions or page instead of
 * opening another.
 */
export async function startPayment(deps: Deps, caller: Caller, id: string, body: StartPaymentRequest, apiOrigin: string): Promise<{ data: StartPayment }> {
  const { tenant, principal } = caller;
  const input = v.parse(startPaymentRequestSchema, body);
  const found = await ownInvestment(deps, caller, id);
  const returnOrigin = await checkedReturnOrigin(deps.db, tenant, input.return_origin);
  const lang = input.lang ?? 'es';
  const settings = await paymentSettingsOf(deps.db, tenant.id);
  const customization = customizationOf(tenant);
  const method: PayableMethod = input.method;
  const provider = deps.payments.forMethod(customization.modules.payment, method, settings.method_providers);
  const card = input.card ?? null;
  if (card && !provider.savesCards) throw new ApiError(409, 'saved_card_not_available');
  const context = { sophisticated: (await freshUser(deps.db, principal.user.id)).sophisticated, now: deps.clock.now(), timeZone: tenant.timeZone };

  // Read before the transaction (the contract is drawn from other tables); checked against the locked row below.
  const signed = customization.hide.signInvestment || (await isContractSigned(deps, tenant, found.investment));

  const outcome = await deps.db.transaction(async (tx): Promise<{ row: InvestmentRow; start: StartPayment | null; charge?: PendingCharge; open?: PaymentAttempt }> => {
    const current = await lockInvestment(tx, found.investment.id);
    if (PAID_BY_BALANCE.includes(current.status) && current.paymentMethod === 'balance') return { row: current, start: null };
    if (current.paymentMethod === null) throw new ApiError(409, 'payment_method_not_chosen');
    if (current.paymentMethod !== method) throw new ApiError(409, 'payment_method_mismatch');
    const open = await latestAttempt(tx, current.id);
    const pending = provider.pendingStatus(method);
    const waiting = current.status === pending || (provider.savesCards === true && AWAITING_PROVIDER.includes(current.status));
    if (waiting && open && open.method === method && (open.status === 'pending' || open.status === 'confirming')) {
      return { row: current, start: null, open };
    }
    if (current.status !== 'METHOD_PAYMENT') throw transitionNotAllowed();
    const asSigned = current.paymentMethod === found.investment.paymentMethod && current.fee === found.investment.fee && current.balanceUsed === found.investment.balanceUsed;
    if (!signed || !asSigned) throw new ApiError(409, 'contract_not_signed');
    const reference = await referenceFor(tx, tenant, current);
    if (reference !== current.paymentReference) await tx.update(investments).set({ paymentReference: reference }).where(eq(investments.id, current.id));
    const started = await provider.start(tx, {
      tenant,
      settings,
      investment: current,
      slug: found.issuance.slug,
      method,
      amount: totalOf(current),
      currency: currencyOf(tenant),
      reference,
      returnOrigin,
      lang,
      apiOrigin,
      card,
    });
    let moved = current;
    for (const to of started.statuses ?? [pending]) {
      moved = await moveInvestment(tx, { investmentId: current.id, to, actor: actorOf(principal), reason: `payment started (${provider.name})`, at: deps.clock.now() });
    }
    const answer = toInvestmentAnswer(moved, found.issuance, context);
    const start: StartPayment =
      started.kind === 'instructions'
        ? { kind: 'instructions', instructions: started.instructions, investment: answer }
        : started.kind === 'redirect'
          ? { kind: 'redirect', redirect_url: started.redirectUrl, session_id: started.attemptId, investment: answer }
          : started.kind === 'crypto'
            ? { kind: 'crypto', crypto: started.crypto, investment: answer }
            : { kind: 'charging', investment: answer };
    return { row: moved, start, ...(started.charge ? { charge: { attemptId: started.attemptId, run: started.charge } } : {}) };
  });
  // The attempt and the order's waiting status are committed: only now is the card charged.
  let charge = outcome.charge;
  if (!charge && outcome.open && provider.resume) {
    const run = await provider.resume(deps.db, tenant.slug, outcome.open, deps.clock.now());
    if (run) charge = { attemptId: outcome.open.id, run };
  }
  if (charge) {
    const failed = await chargeCommitted(deps, provider.name, charge);
    if (failed) return { data: { kind: 'charging', investment: toInvestmentAnswer(failed, found.issuance, context) } };
  }
  if (outcome.start) return { data: outcome.start };
  // Paid already by the balance, or a retry of a payment under way: the same answer as the first time.
  const answer = toInvestmentAnswer(outcome.row, found.issuance, context);
  if (PAID_BY_BALANCE.includes(outcome.row.status)) return { data: { kind: 'paid', investment: answer } };
  const state = await stateOf(deps, tenant, outcome.row, apiOrigin);
  const attempt = await latestAttempt(deps.db, outcome.row.id);
  if (state.instructions) return { data: { kind: 'instructions', instructions: state.instructions, investment: answer } };
  if (state.crypto) return { data: { kind: 'crypto', crypto: state.crypto.instructions, investment: answer } };
  if (state.redirect_url && attempt) return { data: { kind: 'redirect', redirect_url: state.redirect_url, session_id: attempt.id, investment: answer } };
  // A saved card being charged: no page, the notification ends it.
  if (attempt && AWAITING_PROVIDER.includes(outcome.row.status)) return { data: { kind: 'charging', investment: answer } };
  throw transitionNotAllowed();
}

type PaymentAttempt = typeof paymentAttempts.$inferSelect;

/** A provider's charge of a committed attempt (see `DeferredCharge`). */
interface PendingCharge {
  attemptId: string;
  run: DeferredCharge;
}

/**
 * Sends a committed attempt's charge. A refusal answered at once fails the attempt as its
 * notification would (the order to PAYMENT_ERROR, which it answers); an unknown outcome (the
 * provider unreachable, the API failing after the provider answered) leaves the attempt open for
 * the provider's notification or a retried start, and the order waiting: the money is never taken
 * without an attempt to apply it to.
 */
async function chargeCommitted(deps: Deps, providerName: string, charge: PendingCharge): Promise<InvestmentRow | null> {
  let refused: PaymentErrorKey | null;
  try {
    refused = await charge.run(deps.db);
  } catch (error) {
    deps.logger.warn({ err: error, provider: providerName, attempt: charge.attemptId }, 'charge sent, outcome unknown: the notification or a retry settles it');
    return null;
  }
  if (!refused) return null;
  await failRefusedCharge(deps, providerName, charge.attemptId, refused);
  const [row] = await deps.db.select().from(investments).innerJoin(paymentAttempts, eq(paymentAttempts.investmentId, investments.id)).where(eq(paymentAttempts.id, charge.attemptId));
  return row?.investments ?? null;
}

/**
 * A charge the provider refused at once (nothing was charged) ends its attempt like the provider's
 * failure notification would, once: the order, if still waiting on it, goes to PAYMENT_ERROR.
 */
export async function failRefusedCharge(deps: Deps, providerName: string, attemptId: string, errorKey: PaymentErrorKey): Promise<PaymentWebhookResponse> {
  const [attempt] = await deps.db.select({ amount: paymentAttempts.amount, currency: paymentAttempts.currency }).from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
  if (!attempt) throw new ApiError(404, 'payment_attempt_not_found');
  return applyPaymentNotification(deps, providerName, { eventId: `refused-${attemptId}`, attemptId, outcome: 'failed', amount: attempt.amount, currency: attempt.currency, errorKey });
}

// ---------------------------------------------------------------- provider notifications

async function tenantOfAttempt(db: Db, attemptId: string): Promise<AttemptTenant | undefined> {
  const [row] = await db
    .select({ id: tenants.id, slug: tenants.slug, settings: tenants.paymentSettings })
    .from(paymentAttempts)
    .innerJoin(tenants, eq(tenants.id, paymentAttempts.tenantId))
    .where(eq(paymentAttempts.id, attemptId))
    .limit(1);
  return row;
}

const PROVIDER: InvestmentActor = { kind: 'provider', userId: null };

/** What a verified notification did: moved the order, recorded money to give back, or nothing. */
interface NotificationEffect {
  processed: boolean;
  /** The order's tenant, once the notification was read. */
  tenantId: string | null;
  row: InvestmentRow | null;
  refund: PendingNotifications | null;
}

/**
 * POST /payments/webhooks/{provider}: the only way a hosted payment marks an investment CHARGED
 * or PAYMENT_ERROR. The adapter checks the signature and the age; the event id is recorded in
 * the same transaction as its effect, so a notification sent twice is processed once.
 *
 * One transaction locks the order, then the attempt (the order first, as every writer of the
 * order does). Only the order's latest attempt, not yet settled, while the order waits for its
 * provider, may move the order; its outcome then settles the attempt, and a settled attempt never
 * changes again. Money that arrives any other way (a late success of a failed, expired or
 * superseded attempt, a second payment of a paid or cancelled order, an amount other than the
 * attempt's) is never swallowed: it becomes a refund due, and the tenant's managers are told.
 */
export async function receivePaymentNotification(
  deps: Deps,
  providerName: string,
  rawBody: string,
  header: (name: string) => string | undefined,
): Promise<PaymentWebhookResponse> {
  const provider = deps.payments.named(providerName);
  if (!provider?.verifyNotification) throw errors.notFound('payment_provider_not_found');
  const notification = await provider.verifyNotification(rawBody, header, (attemptId) => tenantOfAttempt(deps.db, attemptId), deps.clock.now());
  if (!notification) return { data: { processed: false, status: null } };
  return applyPaymentNotification(deps, provider.name, notification);
}

/** The tenant of an attempt (whose keys sign its notifications), for adapters that verify their own events. */
export function attemptTenantOf(deps: Deps): (attemptId: string) => Promise<AttemptTenant | undefined> {
  return (attemptId) => tenantOfAttempt(deps.db, attemptId);
}

/**
 * Applies a verified notification of a payment (see `receivePaymentNotification`): recorded once
 * by its event id with its effect, in one transaction.
 */
export async function applyPaymentNotification(deps: Deps, providerName: string, notification: PaymentNotification): Promise<PaymentWebhookResponse> {
  const provider = { name: providerName };
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx): Promise<NotificationEffect> => {
    const recorded = await tx
      .insert(webhookEvents)
      .values({ provider: `payment:${provider.name}`, eventId: notification.eventId, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (recorded.length === 0) return { processed: false, tenantId: null, row: null, refund: null };
    const [named] = await tx
      .select({ investmentId: paymentAttempts.investmentId })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.id, notification.attemptId), eq(paymentAttempts.provider, provider.name)));
    if (!named) throw new ApiError(404, 'payment_attempt_not_found');
    const order = await lockInvestment(tx, named.investmentId);
    const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, notification.attemptId)).for('update');
    if (!attempt) throw new ApiError(404, 'payment_attempt_not_found');

    const matches = toCents(notification.amount) === toCents(attempt.amount) && notification.currency === attempt.currency;
    const moneyArrived = notification.outcome === 'succeeded';
    const succeeded = moneyArrived && matches;
    const errorKey = succeeded ? null : matches ? (notification.errorKey ?? 'payment_error') : 'payment_verification_error';
    const open = attempt.settledAt === null;
    const latest = open && (await latestAttempt(tx, order.id))?.id === attempt.id;
    const current = latest && AWAITING_PROVIDER.includes(order.status);
    // The payment of an attempt whose denial (a `retryable` one, left open) put the order in
    // PAYMENT_ERROR: the cardholder retried on the provider's page. Choosing a method again
    // settles every open attempt, so an open latest attempt means the investor has not moved on.
    const retried = latest && succeeded && order.status === 'PAYMENT_ERROR' && attempt.status === 'failed';
    const stillRetryable = !moneyArrived && matches && notification.retryable === true;
    if (open) {
      // A failure that moves nothing (a second denial, the expiry after one) keeps the reason the investor was shown.
      const keptKey = !succeeded && !current && attempt.status === 'failed' ? (attempt.errorKey ?? errorKey) : errorKey;
      // The payment taken is the one a second success is told apart from.
      const providerRef = succeeded ? (notification.paymentRef ?? attempt.providerRef) : attempt.providerRef;
      await tx
        .update(paymentAttempts)
        .set({ status: succeeded ? 'succeeded' : 'failed', errorKey: keptKey, completedAt: now, settledAt: stillRetryable ? null : now, providerRef })
        .where(eq(paymentAttempts.id, attempt.id));
    }
    let row: InvestmentRow | null = null;
    if (retried) {
      // Back along the arrows the investor would take (PAYMENT_ERROR → METHOD_PAYMENT → the
      // method's pending status), so the state machine keeps a single way into CHARGED.
      const pending = deps.payments.named(provider.name)?.pendingStatus(attempt.method as PayableMethod);
      if (!pending) throw new Error(`no pending status of ${provider.name} for ${attempt.method}`);
      const reason = `retried on the provider's page (${provider.name} ${notification.eventId})`;
      await moveInvestment(tx, { investmentId: order.id, to: 'METHOD_PAYMENT', actor: PROVIDER, reason, at: now });
      await moveInvestment(tx, { investmentId: order.id, to: pending, actor: PROVIDER, reason, at: now });
    }
    if (current || retried) {
      const reason = succeeded ? `paid (${provider.name} ${notification.eventId})` : `${errorKey} (${provider.name} ${notification.eventId})`;
      row = await moveInvestment(tx, { investmentId: order.id, to: succeeded ? 'CHARGED' : 'PAYMENT_ERROR', actor: PROVIDER, reason, at: now });
      if (succeeded) row = await signedAfterPayment(tx, row, now);
    }
    // The same payment told again (another event of a success already taken) is no new money; another
    // payment of the provider for the same attempt (a second charge) is.
    const samePayment = notification.paymentRef === undefined || notification.paymentRef === attempt.providerRef;
    const alreadyTaken = !open && attempt.status === 'succeeded' && matches && samePayment;
    const refund = moneyArrived && !((current || retried) && succeeded) && !alreadyTaken ? await owePaymentBack(tx, order, attempt, notification, now) : null;
    return { processed: true, tenantId: order.tenantId, row, refund };
  });
  const tenant = result.row || result.refund ? (await deps.tenants.all()).find((candidate) => candidate.id === result.tenantId) : undefined;
  if (tenant && result.refund) await deliver(deps, tenant, result.refund);
  if (tenant && result.row) {
    if (result.row.status === 'PAYMENT_ERROR') await sendPaymentFailed(deps, tenant, result.row, await answerFor(deps, tenant, result.row));
    else await afterCharged(deps, tenant, result.row);
  }
  return { data: { processed: result.processed, status: result.row?.status ?? null } };
}

/**
 * Records the money a notification says arrived, when it pays nothing, as a refund due (once per
 * attempt), and tells the tenant's managers in the same transaction.
 */
async function owePaymentBack(
  tx: Db,
  order: InvestmentRow,
  attempt: typeof paymentAttempts.$inferSelect,
  notification: { amount: Money; currency: string; eventId: string },
  now: Date,
): Promise<PendingNotifications | null> {
  const [owed] = await tx
    .insert(investmentRefunds)
    .values({
      tenantId: order.tenantId,
      investmentId: order.id,
      investorId: order.investorId,
      amount: notification.amount,
      paymentMethod: attempt.method,
      attemptId: attempt.id,
      reason: 'payment_not_applied',
    })
    .onConflictDoNothing()
    .returning({ id: investmentRefunds.id });
  if (!owed) return null;
  const managers = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, order.tenantId), or(eq(users.primaryRole, 'ADMIN'), eq(users.secondaryRole, 'ADMIN'))));
  // The currency is the provider's, which need not be the tenant's: the amount goes with its code.
  const amount = (locale: Locale) => formatMoney(notification.amount, { symbol: notification.currency, symbol_position: 'after' }, locale);
  const reference = order.paymentReference ?? order.id;
  return notify(tx, now, {
    tenantId: order.tenantId,
    userIds: managers.map((manager) => manager.id),
    kind: 'payment',
    texts: {
      es: { title: `Devolución pendiente: ${amount('es')}`, body: `Ha llegado un pago de ${amount('es')} para la orden ${reference} que no la paga (intento ${attempt.id}, ya cerrado o sustituido, o la orden ya estaba pagada o cancelada). Devuélvelo al inversor.` },
      en: { title: `Refund due: ${amount('en')}`, body: `A payment of ${amount('en')} arrived for order ${reference} that does not pay it (attempt ${attempt.id}, already closed or superseded, or the order was already paid or cancelled). Pay it back to the investor.` },
    },
    subject: { type: 'investment', id: order.id },
    payload: { investment_id: order.id, attempt_id: attempt.id, amount: notification.amount, currency: notification.currency, event_id: notification.eventId, refund_id: owed.id },
  });
}

async function answerFor(deps: Deps, tenant: Tenant, row: InvestmentRow) {
  const [issuance] = await deps.db
    .select({ id: issuances.id, slug: issuances.slug, title: issuances.title, tokenSymbol: filled(issuances.tokenSymbol), tokenPrice: filled(issuances.tokenPrice) })
    .from(issuances)
    .where(eq(issuances.id, row.issuanceId));
  const investor = await freshUser(deps.db, row.investorId);
  if (!issuance) throw new Error('investment without issuance');
  return { answer: toInvestmentAnswer(row, issuance, { sophisticated: investor.sophisticated, now: deps.clock.now(), timeZone: tenant.timeZone }), email: investor.email, language: investor.language };
}

/**
 * After CHARGED: the payment-received mail. When the tenant hides signing the order stays
 * CHARGED, which is final for the investor (next step: none; the manager closes the round); no
 * signature is invented for them.
 */
export async function afterCharged(deps: Deps, tenant: Tenant, row: InvestmentRow): Promise<void> {
  // Only an order paid before signing (older orders) still has its contract to sign.
  await sendPaymentReceived(deps, tenant, row, await answerFor(deps, tenant, row), row.status === 'CHARGED' && !customizationOf(tenant).hide.signInvestment);
  // The payment is committed whatever happens here: a failed notice is logged and tried again at the next charge.
  await noticeDisbursementIfDue(deps, tenant, row.issuanceId).catch((error: unknown) => deps.logger.error({ err: error, issuance: row.issuanceId }, 'disbursement notice failed'));
}


// ---------------------------------------------------------------- proof of a transfer

const proofSchema = rules.form({ [PROOF_OF_PAYMENT_FIELD]: rules.file(PROOF_OF_PAYMENT_MAX_MB) });

/**
 * POST /investments/{id}/proof-of-payment: the receipt of a transfer, a PDF, PNG or JPEG by its
 * first bytes (the name and declared type are the sender's word), stored like every upload and
 * never served publicly. IN_UPLOAD_PROOF_OF_PAYMENT → PROOF_OF_PAYMENT_UPLOADED; a manager then
 * confirms the money arrived.
 */
export async function uploadProofOfPayment(deps: Deps, caller: Caller, id: string, body: unknown, apiOrigin: string): Promise<{ data: PaymentState }> {
  const { tenant, principal } = caller;
  const found = await ownInvestment(deps, caller, id);
  const form = await parseWith(proofSchema, body);
  // A multipart field is a string or a File, and a string fails the file rule: this is a File.
  const file = form[PROOF_OF_PAYMENT_FIELD] as File;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniff(bytes);
  if (!type || !(PROOF_OF_PAYMENT_TYPES as readonly string[]).includes(type.contentType)) {
    throw new ValidationError({ [PROOF_OF_PAYMENT_FIELD]: { key: 'validator.form_field_invalid' } });
  }
  if (found.investment.status !== 'IN_UPLOAD_PROOF_OF_PAYMENT') throw transitionNotAllowed();
  const fileId = randomUUID();
  const relative = await deps.files.save(tenant.id, fileId, type.extension, bytes);
  const now = deps.clock.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const current = await lockInvestment(tx, found.investment.id);
      const attempt = await latestAttempt(tx, current.id);
      if (current.status !== 'IN_UPLOAD_PROOF_OF_PAYMENT' || !attempt || !isBankPaymentMethod(attempt.method)) throw transitionNotAllowed();
      await tx.insert(files).values({ id: fileId, tenantId: tenant.id, issuanceId: null, purpose: 'proof_of_payment', storage: 'upload', path: relative, name: file.name.slice(0, 200) || 'proof', contentType: type.contentType });
      await tx.update(paymentAttempts).set({ proofFileId: fileId, proofUploadedAt: now }).where(eq(paymentAttempts.id, attempt.id));
      await tx.update(investments).set({ proofOfPaymentUrl: file.name.slice(0, 200) || 'proof' }).where(eq(investments.id, current.id));
      return moveInvestment(tx, { investmentId: current.id, to: 'PROOF_OF_PAYMENT_UPLOADED', actor: actorOf(principal), reason: 'proof of payment uploaded', at: now });
    });
    return { data: await stateOf(deps, tenant, row, apiOrigin) };
  } catch (error) {
    await deps.files.remove([{ storage: 'upload', path: relative }]);
    throw error;
  }
}

/**
 * GET /investments/{id}/proof-of-payment: the receipt the investor sent for this order, for them
 * and the tenant's managers (the access rule checked who; this reads within the tenant). The
 * latest one when a transfer was started again. Served like every private upload: its sniffed
 * type, as an attachment, never cached.
 */
export async function proofOfPaymentFile(deps: Deps, tenant: Tenant, id: string): Promise<StoredFile> {
  const [row] = isUuid(id)
    ? await deps.db
        .select({ storage: files.storage, path: files.path, name: files.name, contentType: files.contentType })
        .from(paymentAttempts)
        .innerJoin(investments, eq(investments.id, paymentAttempts.investmentId))
        .innerJoin(files, and(eq(files.id, paymentAttempts.proofFileId), eq(files.tenantId, tenant.id)))
        .where(and(eq(paymentAttempts.investmentId, id), eq(investments.tenantId, tenant.id), isNotNull(paymentAttempts.proofUploadedAt)))
        .orderBy(desc(paymentAttempts.proofUploadedAt))
        .limit(1)
    : [];
  if (!row) throw errors.notFound('proof_of_payment_not_found');
  // The sender's name without its extension: the stored, sniffed type gives the one served.
  return { ...row, name: path.parse(row.name).name || 'proof-of-payment' };
}
