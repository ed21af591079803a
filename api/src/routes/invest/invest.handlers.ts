import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  createInterestDeclarationSchema,
  createInvestmentAmountSchema,
  tokenLimitsOf,
  createLossBearingAcknowledgementSchema,
  idempotencyKeySchema,
  investStepOfStatus,
  minMoney,
  multiplyMoney,
  PUBLISHED_PROJECT_STATUSES,
  REVOCABLE_INVESTMENT_STATUSES,
  requiresLossBearingAcknowledgement,
  toCents,
  TOKEN_HOLDING_STATUSES,
  ZERO_MONEY,
  type Breakdown,
  type InvestmentAnswer,
  type Money,
  type NextStep,
  type PaymentMethod,
  type ProjectStatus,
} from 'shared';
import * as v from 'valibot';
import type { Deps, Principal } from '../../app-env.js';
import type { User } from '../../auth/sessions.js';
import type { Db } from '../../db/client.js';
import { investments, issuances, tenants, users } from '../../db/schema.js';
import { breakdownOf } from '../../investments/breakdown.js';
import { giveBackCancelledOrder } from '../../payments/balance/cancelled-order.js';
import { lockedBalance, setOrderBalance } from '../../payments/balance/balance-ledger.js';
import { findOwnInvestment, revocation, toInvestmentAnswer, type IssuanceFacts } from '../../investments/investment-answer.js';
import { sendOrderPlaced, sendRevoked } from '../../mail/templates/invest.js';
import { moveInvestment, recordCreation, type InvestmentActor, type InvestmentRow } from '../../investments/move-investment.js';
import { onboardingProgress } from '../../investments/onboarding-progress.js';
import { isComplete } from '../../issuances/round-columns.js';
import { assertWhitelisted } from '../../issuances/whitelist.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { ApiError, errors } from '../../lib/errors.js';
import { assertSameRequest, requestFingerprint } from '../../lib/idempotency.js';
import { isUuid } from '../../lib/uuid.js';
import { parseWith } from '../../lib/validation.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import type { Caller } from '../caller.js';
import { customizationOf } from '../customization/customization.handlers.js';

const investmentNotFound = () => errors.notFound('investment_not_found');
const issuanceNotFound = () => errors.notFound('issuance_not_found');

/** Interest is declared before and during the campaign; orders are taken only during it. */
const INTEREST_OPEN: readonly ProjectStatus[] = ['PRE_CAMPAIGN', 'CAMPAIGN'];

/** Who moves the investment: the investor, or the manager acting as them (recorded as the manager). */
export function actorOf(principal: Principal): InvestmentActor {
  return principal.impersonation ? { kind: 'manager', userId: principal.impersonation.manager.id } : { kind: 'investor', userId: principal.user.id };
}

/** The investor as stored now (the session's copy was read when the request started). */
export async function freshUser(db: Db, id: string): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw errors.unauthenticated();
  return row;
}

async function publishedIssuance(db: Db, tenantId: string, slug: string) {
  const [row] = await db
    .select()
    .from(issuances)
    .where(and(eq(issuances.tenantId, tenantId), eq(issuances.slug, slug), inArray(issuances.status, [...PUBLISHED_PROJECT_STATUSES])))
    .limit(1);
  // Published means submitted, so complete; the check only tells the compiler.
  if (!row || !isComplete(row)) throw issuanceNotFound();
  return row;
}

function answerContext(deps: Deps, tenant: Tenant, user: Pick<User, 'sophisticated'>) {
  return { sophisticated: user.sophisticated, now: deps.clock.now(), timeZone: tenant.timeZone };
}

function factsOf(issuance: IssuanceFacts): IssuanceFacts {
  return { id: issuance.id, slug: issuance.slug, title: issuance.title, tokenSymbol: issuance.tokenSymbol, tokenPrice: issuance.tokenPrice };
}

// ---------------------------------------------------------------- next step

/**
 * GET /invest/{slug}/next-step: what the investor (or the manager acting as them) sees next on
 * this project: an onboarding step in the tenant's order, a block, or, once onboarded, the page
 * of their open investment here, so another device resumes on the same step.
 */
export async function nextStep(deps: Deps, { tenant, principal }: Caller, slug: string): Promise<{ data: NextStep }> {
  const issuance = await publishedIssuance(deps.db, tenant.id, slug);
  const user = await freshUser(deps.db, principal.user.id);
  const customization = customizationOf(tenant);
  const progress = onboardingProgress(customization.flows.onboarding, user);
  if (progress.blocked) return { data: { kind: 'blocked', blocked: progress.blocked } };
  if (progress.due) return { data: { kind: 'onboarding', step: progress.due.step, route: progress.due.route, completed: progress.completed } };
  const signingHidden = customization.hide.signInvestment;
  const rows = await deps.db
    .select({ id: investments.id, status: investments.status })
    .from(investments)
    .where(and(eq(investments.issuanceId, issuance.id), eq(investments.investorId, user.id)))
    .orderBy(desc(investments.createdAt), desc(investments.id));
  for (const row of rows) {
    const route = investStepOfStatus(row.status, { signingHidden });
    if (route) return { data: { kind: 'invest', route, investment: { id: row.id, status: row.status } } };
  }
  return { data: { kind: 'invest', route: 'invest', investment: null } };
}

// ---------------------------------------------------------------- interest

/** POST /invest/{slug}/interests: a declared interest (RESERVED), an amount in whole tokens within the offer. */
export async function declareInterest(deps: Deps, { tenant, principal }: Caller, slug: string, body: unknown): Promise<{ data: InvestmentAnswer }> {
  const issuance = await publishedIssuance(deps.db, tenant.id, slug);
  if (!INTEREST_OPEN.includes(issuance.status)) throw new ApiError(409, 'issuance_not_open');
  const user = await freshUser(deps.db, principal.user.id);
  await assertWhitelisted(deps.db, issuance.id, user.email);
  const { amount } = await parseWith(createInterestDeclarationSchema({ tokenPrice: issuance.tokenPrice, min: issuance.minOffer, max: issuance.maxOffer }), body);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(investments)
      .values({
        tenantId: tenant.id,
        issuanceId: issuance.id,
        investorId: user.id,
        tokenAmount: Number(toCents(amount) / toCents(issuance.tokenPrice)),
        amount,
        status: 'RESERVED',
        statusDates: { RESERVED: now.toISOString() },
        referralCode: null,
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error('investment insert returned nothing');
    await recordCreation(tx, inserted, actorOf(principal), now);
    return inserted;
  });
  return { data: toInvestmentAnswer(row, factsOf(issuance), answerContext(deps, tenant, user)) };
}

/** POST /investments/{id}/cancel: an interest is cancelled for good (spec: irreversible); orders are revoked instead. */
export async function cancelInterest(deps: Deps, { tenant, principal }: Caller, id: string): Promise<{ data: InvestmentAnswer }> {
  const found = isUuid(id) ? await findOwnInvestment(deps.db, tenant.id, principal.user.id, id) : undefined;
  if (!found) throw investmentNotFound();
  const moved = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select({ status: investments.status }).from(investments).where(eq(investments.id, id)).for('update');
    if (locked?.status !== 'RESERVED') throw new ApiError(409, 'investment_not_cancellable');
    return moveInvestment(tx, { investmentId: id, to: 'CANCELED', actor: actorOf(principal), reason: 'interest cancelled', at: deps.clock.now() });
  });
  const user = await freshUser(deps.db, principal.user.id);
  return { data: toInvestmentAnswer(moved, found.issuance, answerContext(deps, tenant, user)) };
}

// ---------------------------------------------------------------- orders

const orderExtrasSchema = v.object({
  interest_id: v.optional(v.string()),
});

async function investmentByKey(db: Db, investorId: string, key: string): Promise<InvestmentRow | undefined> {
  const [row] = await db
    .select()
    .from(investments)
    .where(and(eq(investments.investorId, investorId), eq(investments.idempotencyKey, key)))
    .limit(1);
  return row;
}

async function issuanceFactsOf(db: Db, issuanceId: string): Promise<IssuanceFacts> {
  const [row] = await db.select().from(issuances).where(eq(issuances.id, issuanceId)).limit(1);
  if (!row || !isComplete(row)) throw issuanceNotFound();
  return factsOf(row);
}

/** The investor may invest only once onboarded, not blocked by a refusal nor waiting for the KYC verdict. */
function assertMayInvest(tenant: Tenant, user: User): void {
  const progress = onboardingProgress(customizationOf(tenant).flows.onboarding, user);
  if (progress.blocked?.reason === 'rejected') throw new ApiError(403, 'investor_rejected');
  if (progress.blocked?.reason === 'pending_validation') throw new ApiError(409, 'kyc_pending_validation');
  if (progress.due) throw new ApiError(409, 'onboarding_incomplete');
}

export interface PlacedOrder {
  data: InvestmentAnswer;
  /** false when the key was seen before and the earlier investment is answered again. */
  created: boolean;
}

/**
 * POST /invest/{slug}/orders: an order (CREATED) for whole tokens within the project's limits and
 * minimum ticket, both risk acknowledgements, the Art. 21(7) one when the rule needs it, and the
 * available balance reserved when asked (tenant `extras.payWithBalance`). No overselling: the
 * issuance's row is locked, so orders of one project are decided one after another and the tokens
 * of every order still holding tokens never exceed the tokens for sale. The `Idempotency-Key`
 * makes a retry (a lost answer, a double click) return the same investment; it is checked again
 * under the lock, so two retries in flight cannot both create one.
 */
export async function placeOrder(deps: Deps, { tenant, principal }: Caller, slug: string, body: unknown, idempotencyKey: string | undefined): Promise<PlacedOrder> {
  const keyResult = v.safeParse(idempotencyKeySchema, idempotencyKey);
  if (!keyResult.success) throw new ApiError(400, 'idempotency_key_required');
  const key = keyResult.output;
  const fingerprint = requestFingerprint({ slug, body });
  const investorId = principal.user.id;
  const context = async () => answerContext(deps, tenant, await freshUser(deps.db, investorId));

  const earlier = await investmentByKey(deps.db, investorId, key);
  if (earlier) {
    assertSameRequest(earlier.idempotencyFingerprint, fingerprint);
    return { data: toInvestmentAnswer(earlier, await issuanceFactsOf(deps.db, earlier.issuanceId), await context()), created: false };
  }

  const issuance = await publishedIssuance(deps.db, tenant.id, slug);
  const user = await freshUser(deps.db, investorId);
  assertMayInvest(tenant, user);
  if (issuance.status !== 'CAMPAIGN') throw new ApiError(409, 'issuance_not_open');
  await assertWhitelisted(deps.db, issuance.id, user.email);
  const values = await parseWith(createInvestmentAmountSchema(tokenLimitsOf(issuance)), body);
  const amount = multiplyMoney(issuance.tokenPrice, values.tokens);
  const needsAcknowledgement = requiresLossBearingAcknowledgement({ sophisticated: user.sophisticated === true, amount, netWorth: user.netWorth });
  await parseWith(createLossBearingAcknowledgementSchema(needsAcknowledgement), body);
  const { interest_id: interestId } = await parseWith(orderExtrasSchema, body);
  const payWithBalance = customizationOf(tenant).extras.payWithBalance && values.use_balance === true;
  const now = deps.clock.now();
  const actor = actorOf(principal);

  let outcome: { row: InvestmentRow; created: boolean };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      await tx.select({ id: issuances.id }).from(issuances).where(eq(issuances.id, issuance.id)).for('update');
      const retried = await investmentByKey(tx, investorId, key);
      if (retried) {
        assertSameRequest(retried.idempotencyFingerprint, fingerprint);
        return { row: retried, created: false };
      }

      const [sold] = await tx
        .select({ tokens: sql<string>`coalesce(sum(${investments.tokenAmount}), 0)` })
        .from(investments)
        .where(and(eq(investments.issuanceId, issuance.id), inArray(investments.status, [...TOKEN_HOLDING_STATUSES])));
      if (Number(sold?.tokens ?? 0) + values.tokens > issuance.tokensForSale) throw new ApiError(409, 'not_enough_tokens');

      // The interest converted is locked before the investor's balance row, as every writer of an
      // order locks the order first, then its investor: no two transactions wait on each other.
      const [interest] =
        interestId !== undefined && isUuid(interestId)
          ? await tx
              .select({ status: investments.status })
              .from(investments)
              .where(and(eq(investments.id, interestId), eq(investments.investorId, investorId), eq(investments.issuanceId, issuance.id)))
              .for('update')
          : [];
      if (interestId !== undefined && !interest) throw investmentNotFound();

      // The investor's balance row stays locked to the end, so parallel orders spend it one after another.
      const balanceUsed: Money = payWithBalance ? minMoney(await lockedBalance(tx, investorId), amount) : ZERO_MONEY;
      const reserve = (id: string) => setOrderBalance(tx, { id, tenantId: tenant.id, investorId, balanceUsed: ZERO_MONEY }, balanceUsed, now);

      if (interestId !== undefined) {
        await tx.update(investments).set({ tokenAmount: values.tokens, amount, balanceUsed, idempotencyKey: key, idempotencyFingerprint: fingerprint }).where(eq(investments.id, interestId));
        await reserve(interestId);
        const row = await moveInvestment(tx, { investmentId: interestId, to: 'CREATED', actor, reason: 'interest converted to an order', at: now });
        return { row, created: true };
      }

      const [inserted] = await tx
        .insert(investments)
        .values({
          tenantId: tenant.id,
          issuanceId: issuance.id,
          investorId,
          tokenAmount: values.tokens,
          amount,
          balanceUsed,
          status: 'CREATED',
          statusDates: { CREATED: now.toISOString() },
          idempotencyKey: key,
          idempotencyFingerprint: fingerprint,
          createdAt: now,
        })
        .returning();
      if (!inserted) throw new Error('investment insert returned nothing');
      await reserve(inserted.id);
      await recordCreation(tx, inserted, actor, now);
      return { row: inserted, created: true };
    });
  } catch (error) {
    // The same key sent twice at the same time: the unique index keeps one, and the other is its retry or refused.
    if (!isUniqueViolation(error)) throw error;
    const row = await investmentByKey(deps.db, investorId, key);
    if (!row) throw error;
    assertSameRequest(row.idempotencyFingerprint, fingerprint);
    outcome = { row, created: false };
  }
  // The project and the investor were read above; only an order kept from before fingerprints may be another project's.
  const facts = outcome.row.issuanceId === issuance.id ? factsOf(issuance) : await issuanceFactsOf(deps.db, outcome.row.issuanceId);
  const answer = toInvestmentAnswer(outcome.row, facts, answerContext(deps, tenant, user));
  if (outcome.created) await sendOrderPlaced(deps, tenant, user, answer);
  return { data: answer, created: outcome.created };
}

// ---------------------------------------------------------------- reading

export async function getInvestment(deps: Deps, { tenant, principal }: Caller, id: string): Promise<{ data: InvestmentAnswer }> {
  const found = isUuid(id) ? await findOwnInvestment(deps.db, tenant.id, principal.user.id, id) : undefined;
  if (!found) throw investmentNotFound();
  const user = await freshUser(deps.db, principal.user.id);
  return { data: toInvestmentAnswer(found.investment, found.issuance, answerContext(deps, tenant, user)) };
}

export async function paymentSettingsOf(db: Db, tenantId: string) {
  const [row] = await db.select({ settings: tenants.paymentSettings }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return row?.settings ?? {};
}

/** GET /investments/{id}/breakdown?method=: amount, balance used, the method's fee and what it charges. */
export async function getBreakdown(deps: Deps, { tenant, principal }: Caller, id: string, method: PaymentMethod): Promise<{ data: Breakdown }> {
  const found = isUuid(id) ? await findOwnInvestment(deps.db, tenant.id, principal.user.id, id) : undefined;
  if (!found) throw investmentNotFound();
  const { investment } = found;
  const settings = await paymentSettingsOf(deps.db, tenant.id);
  const { fee: investorFee } = await freshUser(deps.db, investment.investorId);
  return {
    data: breakdownOf({ method, amount: investment.amount, balanceUsed: investment.balanceUsed, feesOn: customizationOf(tenant).extras.investmentFee, settings, investorFee }),
  };
}

// ---------------------------------------------------------------- revocation

/**
 * POST /investments/{id}/revoke: within the reflection period (4 calendar days after the order,
 * in the tenant's zone) a non-sophisticated investor revokes without giving a reason. The order
 * is CANCELED, the balance it used goes back to the available balance, and what a payment method
 * charged is credited to the balance too, or becomes a refund for the manager to pay out
 * (payments/balance/cancelled-order.ts).
 */
export async function revokeInvestment(deps: Deps, { tenant, principal }: Caller, id: string): Promise<{ data: InvestmentAnswer }> {
  const found = isUuid(id) ? await findOwnInvestment(deps.db, tenant.id, principal.user.id, id) : undefined;
  if (!found) throw investmentNotFound();
  const user = await freshUser(deps.db, principal.user.id);
  const context = answerContext(deps, tenant, user);
  const now = context.now;
  const result = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(investments).where(eq(investments.id, id)).for('update');
    if (!locked) throw investmentNotFound();
    if (!REVOCABLE_INVESTMENT_STATUSES.includes(locked.status)) throw new ApiError(409, 'investment_not_revocable');
    if (user.sophisticated === true) throw new ApiError(409, 'revocation_not_available');
    if (!revocation(locked, context).revocable) throw new ApiError(409, 'reflection_period_over');
    const moved = await moveInvestment(tx, { investmentId: id, to: 'CANCELED', actor: actorOf(principal), reason: 'revoked within the reflection period', at: now });
    const refund = await giveBackCancelledOrder(tx, locked, { refundToBalance: customizationOf(tenant).extras.payWithBalance, at: now });
    return { moved, refund };
  });
  const answer = toInvestmentAnswer(result.moved, found.issuance, context);
  await sendRevoked(deps, tenant, user, answer, result.refund);
  return { data: answer };
}
