import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { addMoney, businessDay, pageMeta, toMoney, ZERO_MONEY, type PayoutBatchDetail, type PayoutBatchesResponse, type PayoutBatchSummary } from 'shared';
import type { Deps } from '../../app-env.js';
import type { Db } from '../../db/client.js';
import { distributions, earnings, issuances, payoutBatches, payoutItems } from '../../db/schema.js';
import { ApiError, errors } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import { payOutEarnings } from '../../payments/payouts/payout-service.js';
import { settleBatch } from '../../payments/payouts/settle-batch.js';
import type { Caller } from '../caller.js';

/**
 * The manager's payouts (issue 36): the tenant's SEPA batches, their files, marking one settled,
 * and batching the queued claims. A queued claim is an earning an investor claimed that no batch
 * transferred yet (claimed, no executed date): its investor was left out of the distribution's
 * batch (no IBAN then) and claimed it once they had one.
 */

const batchNotFound = () => errors.notFound('payout_batch_not_found');

const leftOutCount = sql<number>`(select count(*)::int from ${payoutItems} where ${payoutItems.batchId} = ${payoutBatches.id} and ${payoutItems.leftOutReason} is not null)`;

function summaryColumns() {
  return {
    batch: payoutBatches,
    leftOut: leftOutCount,
    projectTitle: issuances.title,
    distributionType: distributions.type,
    profitDate: distributions.profitDate,
  };
}

function batchQuery(db: Db) {
  return db
    .select(summaryColumns())
    .from(payoutBatches)
    .leftJoin(distributions, eq(distributions.id, payoutBatches.distributionId))
    .leftJoin(issuances, eq(issuances.id, distributions.issuanceId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof batchQuery>['execute']>>[number];

function toSummary({ batch, leftOut, projectTitle, distributionType, profitDate }: SummaryRow): PayoutBatchSummary {
  return {
    id: batch.id,
    kind: batch.kind,
    status: batch.status,
    adapter: batch.adapter,
    message_id: batch.messageId,
    execution_date: batch.executionDate,
    transactions: batch.transactions,
    total: toMoney(batch.total),
    left_out: leftOut,
    has_file: batch.xml !== null,
    distribution:
      batch.distributionId && projectTitle && distributionType && profitDate
        ? { id: batch.distributionId, project_title: projectTitle, type: distributionType, profit_date: profitDate }
        : null,
    created_at: batch.createdAt.toISOString(),
    settled_date: batch.settledDate,
  };
}

/** Claimed earnings of the tenant that no payout transferred yet. */
const queuedClaims = (tenantId: string) => and(eq(earnings.tenantId, tenantId), eq(earnings.status, 'claimed'), isNull(earnings.executedDate));

export async function listPayoutBatches(deps: Deps, { tenant }: Caller, query: { page: number; per_page: number }): Promise<PayoutBatchesResponse> {
  const [rows, [total], queued] = await Promise.all([
    batchQuery(deps.db)
      .where(eq(payoutBatches.tenantId, tenant.id))
      .orderBy(desc(payoutBatches.createdAt), desc(payoutBatches.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    deps.db.select({ count: count() }).from(payoutBatches).where(eq(payoutBatches.tenantId, tenant.id)),
    deps.db.select({ net: earnings.netTotal }).from(earnings).where(queuedClaims(tenant.id)),
  ]);
  return {
    data: rows.map(toSummary),
    meta: pageMeta(query.page, query.per_page, total?.count ?? 0),
    queued_claims: { count: queued.length, total: queued.length === 0 ? ZERO_MONEY : addMoney(...queued.map((row) => toMoney(row.net))) },
  };
}

async function findBatch(db: Db, tenantId: string, id: string): Promise<SummaryRow> {
  const [row] = isUuid(id) ? await batchQuery(db).where(and(eq(payoutBatches.id, id), eq(payoutBatches.tenantId, tenantId))).limit(1) : [];
  if (!row) throw batchNotFound();
  return row;
}

export async function getPayoutBatch(deps: Deps, { tenant }: Caller, id: string): Promise<{ data: PayoutBatchDetail }> {
  const row = await findBatch(deps.db, tenant.id, id);
  const items = await deps.db.select().from(payoutItems).where(eq(payoutItems.batchId, row.batch.id)).orderBy(payoutItems.name, payoutItems.earningId);
  return {
    data: {
      ...toSummary(row),
      items: items.map((item) => ({
        earning_id: item.earningId,
        investor: { id: item.investorId, name: item.name },
        amount: toMoney(item.amount),
        iban: item.iban,
        end_to_end_id: item.endToEndId,
        reference: item.reference,
        left_out_reason: item.leftOutReason,
      })),
    },
  };
}

/** The pain.001 as generated, byte for byte, with the name the bank's upload shows. */
export async function payoutFile(deps: Deps, { tenant }: Caller, id: string): Promise<{ name: string; xml: string }> {
  const { batch } = await findBatch(deps.db, tenant.id, id);
  if (batch.xml === null) throw errors.notFound('payout_file_missing');
  return { name: `pain001-${batch.executionDate}-${batch.messageId}.xml`, xml: batch.xml };
}

/**
 * generated → settled, once (the bank executed the file): the transferred earnings get their
 * delivered date, today in the tenant's zone. A second or concurrent call answers 409.
 */
export async function settlePayoutBatch(deps: Deps, caller: Caller, id: string): Promise<{ data: PayoutBatchDetail }> {
  const { tenant, principal } = caller;
  const { batch } = await findBatch(deps.db, tenant.id, id);
  const now = deps.clock.now();
  const today = businessDay(now, tenant.timeZone);
  await deps.db.transaction(async (tx) => {
    if (!(await settleBatch(tx, batch.id, { date: today, at: now, by: principal.user.id }))) throw new ApiError(409, 'payout_batch_already_settled');
  });
  return getPayoutBatch(deps, caller, batch.id);
}

/**
 * Pays out the queued claims through the tenant's adapter. The conditional update locks the
 * queued rows, so a concurrent call waits, then finds them executed and answers 409
 * nothing_to_pay_out; nothing is transferred twice.
 */
export async function batchQueuedClaims(deps: Deps, caller: Caller): Promise<{ data: PayoutBatchDetail } | { data: null }> {
  const batchId = await deps.db.transaction(async (tx) => {
    const queued = await tx.update(earnings).set({ executedDate: sql`${earnings.executedDate}` }).where(queuedClaims(caller.tenant.id)).returning({ id: earnings.id });
    if (queued.length === 0) throw new ApiError(409, 'nothing_to_pay_out');
    const outcome = await payOutEarnings(deps, tx, caller, { kind: 'claims', distributionId: null, earningIds: queued.map((row) => row.id) });
    // Every queued claim left out again (an IBAN that fails its check): no batch of nothing.
    if (outcome.executed.length === 0) throw new ApiError(409, 'nothing_to_pay_out');
    return outcome.batchId;
  });
  return batchId ? getPayoutBatch(deps, caller, batchId) : { data: null };
}
