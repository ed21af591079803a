import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { isBankPaymentMethod, type MarkRefundPaid, type Refund, type RefundRoute } from 'shared';
import type { Deps } from '../../app-env.js';
import { recordAudit } from '../../audit/audit-log.js';
import type { Db } from '../../db/client.js';
import { investmentRefunds, investments, issuances, paymentAttempts, userFullName, users } from '../../db/schema.js';
import { ApiError, errors } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import type { Caller } from '../../routes/caller.js';
import { customizationOf } from '../../routes/customization/customization.handlers.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import type { PaymentProvider } from '../payment-provider.js';

type RefundRow = typeof investmentRefunds.$inferSelect;
type AttemptRow = typeof paymentAttempts.$inferSelect;

const refundNotFound = () => errors.notFound('refund_not_found');

/**
 * The payment a refund pays back: the one that arrived without paying (its attempt), or for a paid
 * order later cancelled, the attempt that paid it (its latest that succeeded).
 */
async function paidAttemptOf(db: Db, refund: RefundRow): Promise<AttemptRow | undefined> {
  const [attempt] = refund.attemptId
    ? await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, refund.attemptId))
    : await db
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.investmentId, refund.investmentId), eq(paymentAttempts.status, 'succeeded')))
        .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id))
        .limit(1);
  return attempt;
}

/** How a refund goes back: through the adapter that charged it when it can refund, else by hand (a transfer, or an adapter without refunds). */
function routeOf(deps: Deps, attempt: AttemptRow | undefined): { route: RefundRoute; provider: PaymentProvider | null } {
  const provider = attempt && !isBankPaymentMethod(attempt.method) ? deps.payments.named(attempt.provider) : undefined;
  return provider?.refund && attempt?.providerRef ? { route: 'provider', provider } : { route: 'manual', provider: null };
}

async function answerOf(deps: Deps, tenant: Tenant, rows: RefundRow[]): Promise<Refund[]> {
  if (rows.length === 0) return [];
  const currency = customizationOf(tenant).currency.code;
  const facts = await deps.db
    .select({
      id: investments.id,
      reference: investments.paymentReference,
      title: issuances.title,
      investorName: userFullName(users),
      email: users.email,
    })
    .from(investments)
    .innerJoin(issuances, eq(issuances.id, investments.issuanceId))
    .innerJoin(users, eq(users.id, investments.investorId))
    .where(and(eq(investments.tenantId, tenant.id), inArray(investments.id, rows.map((row) => row.investmentId))));
  const byOrder = new Map(facts.map((fact) => [fact.id, fact]));
  return Promise.all(
    rows.map(async (row): Promise<Refund> => {
      const fact = byOrder.get(row.investmentId);
      const attempt = await paidAttemptOf(deps.db, row);
      const { route, provider } = routeOf(deps, attempt);
      return {
        id: row.id,
        investment_id: row.investmentId,
        reference: fact?.reference ?? row.investmentId,
        project_title: fact?.title ?? '',
        investor: { id: row.investorId, name: fact?.investorName ?? fact?.email ?? '', email: fact?.email ?? '' },
        amount: row.amount,
        currency: attempt?.currency ?? currency,
        payment_method: (attempt?.method ?? row.paymentMethod ?? null) as Refund['payment_method'],
        reason: row.reason,
        status: row.status,
        route: row.status === 'paid' ? (row.provider ? 'provider' : 'manual') : route,
        provider: row.provider ?? provider?.name ?? null,
        provider_ref: row.providerRef,
        provider_status: row.providerStatus,
        error: row.status === 'pending' ? row.errorKey : null,
        note: row.note,
        created_at: row.createdAt.toISOString(),
        paid_at: row.paidAt?.toISOString() ?? null,
      };
    }),
  );
}

/** The pending first (oldest first: the longest owed), then the rest newest first. */
const LIST_LIMIT = 500;

/** GET /refunds: the tenant's refunds due and paid, with how each is paid back. */
export async function listRefunds(deps: Deps, { tenant }: Caller): Promise<{ data: Refund[] }> {
  const rows = await deps.db
    .select()
    .from(investmentRefunds)
    .where(eq(investmentRefunds.tenantId, tenant.id))
    .orderBy(sql`(${investmentRefunds.status} = 'pending') desc`, sql`case when ${investmentRefunds.status} = 'pending' then ${investmentRefunds.createdAt} end asc`, desc(investmentRefunds.createdAt), desc(investmentRefunds.id))
    .limit(LIST_LIMIT);
  return { data: await answerOf(deps, tenant, rows) };
}

async function lockRefund(tx: Db, tenantId: string, id: string): Promise<RefundRow> {
  const [row] = isUuid(id) ? await tx.select().from(investmentRefunds).where(and(eq(investmentRefunds.id, id), eq(investmentRefunds.tenantId, tenantId))).for('update') : [];
  if (!row) throw refundNotFound();
  return row;
}

async function refundAnswer(deps: Deps, tenant: Tenant, id: string): Promise<{ data: Refund }> {
  const [row] = await deps.db.select().from(investmentRefunds).where(eq(investmentRefunds.id, id));
  const [answer] = row ? await answerOf(deps, tenant, [row]) : [];
  if (!answer) throw refundNotFound();
  return { data: answer };
}

/**
 * POST /refunds/{id}/pay: pays a pending refund back through the provider that charged it, once.
 * The refund's row stays locked while the provider answers, so a second call (a replay, another
 * manager) waits and then finds it paid; the provider's idempotency key (our refund's id) covers a
 * call whose answer was lost. A refusal leaves it pending with the reason (409 refund_refused).
 */
export async function payRefund(deps: Deps, caller: Caller, id: string): Promise<{ data: Refund }> {
  const { tenant, principal } = caller;
  const at = deps.clock.now();
  const refused = await deps.db.transaction(async (tx) => {
    const refund = await lockRefund(tx, tenant.id, id);
    // Paid already through the provider: the same answer as the first time.
    if (refund.status === 'paid' && refund.provider) return false;
    if (refund.status !== 'pending') throw new ApiError(409, 'refund_not_pending');
    const attempt = await paidAttemptOf(tx, refund);
    const { route, provider } = routeOf(deps, attempt);
    if (route !== 'provider' || !provider?.refund || !attempt) throw new ApiError(409, 'refund_route_mismatch');
    try {
      const answer = await provider.refund({ tenantSlug: tenant.slug, refundId: refund.id, attempt, amount: refund.amount });
      await tx
        .update(investmentRefunds)
        .set({ status: 'paid', provider: provider.name, providerRef: answer.providerRef, providerStatus: answer.status, errorKey: null, paidAt: at, paidBy: principal.user.id })
        .where(eq(investmentRefunds.id, refund.id));
      await recordAudit(tx, {
        tenantId: tenant.id,
        actorUserId: principal.user.id,
        subjectUserId: null,
        action: 'refund.paid',
        details: { refund: refund.id, investment: refund.investmentId, amount: refund.amount, provider: provider.name, provider_ref: answer.providerRef },
        at,
      });
      return false;
    } catch (error) {
      if (!(error instanceof ApiError) || error.key !== 'refund_refused') throw error;
      await tx.update(investmentRefunds).set({ errorKey: 'refund_refused' }).where(eq(investmentRefunds.id, refund.id));
      return true;
    }
  });
  if (refused) throw new ApiError(409, 'refund_refused');
  return refundAnswer(deps, tenant, id);
}

/**
 * POST /refunds/{id}/mark-paid: the manager paid a refund back by hand (a transfer's refund, or a
 * provider that cannot refund), with a note saying how; once (409 refund_not_pending after).
 */
export async function markRefundPaid(deps: Deps, caller: Caller, id: string, body: MarkRefundPaid): Promise<{ data: Refund }> {
  const { tenant, principal } = caller;
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const refund = await lockRefund(tx, tenant.id, id);
    if (refund.status !== 'pending') throw new ApiError(409, 'refund_not_pending');
    if (routeOf(deps, await paidAttemptOf(tx, refund)).route !== 'manual') throw new ApiError(409, 'refund_route_mismatch');
    await tx.update(investmentRefunds).set({ status: 'paid', note: body.note, errorKey: null, paidAt: at, paidBy: principal.user.id }).where(eq(investmentRefunds.id, refund.id));
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: principal.user.id,
      subjectUserId: null,
      action: 'refund.paid',
      details: { refund: refund.id, investment: refund.investmentId, amount: refund.amount, note: body.note },
      at,
    });
  });
  return refundAnswer(deps, tenant, id);
}
