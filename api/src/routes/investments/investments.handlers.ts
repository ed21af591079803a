import { and, desc, eq } from 'drizzle-orm';
import {
  type BulkMintResponse,
  canMove,
  INVESTMENT_TABS,
  type InvestmentListQuery,
  type InvestmentStatus,
  type InvestmentTab,
  isBankPaymentMethod,
  type ManagedInvestment,
  type ManagedInvestmentList,
  type ManagerInvestmentActions,
  type MyInvestmentsQuery,
  type MyInvestmentsResponse,
  pageMeta,
  projectStatusOrder,
  statusesOfTab,
  toMoney,
} from 'shared';
import type { Deps, Principal } from '../../app-env.js';
import { hasRole } from '../../auth/authorize.js';
import type { Db } from '../../db/client.js';
import { investments, issuances, paymentAttempts, users, wallets } from '../../db/schema.js';
import { explorerLink } from '../../ledger/evm/chain-client.js';
import { chainSettingsOf } from '../../ledger/evm/chain-settings.js';
import { onChainConfirmed } from '../../ledger/evm/chain-transactions.js';
import { EVM_LEDGER } from '../../ledger/evm/evm-ledger.js';
import { registerHolder, requireTenantChain, submitOnChain } from '../../ledger/evm/tenant-chain.js';
import { ledgerAccountOf } from '../../ledger/holdings.js';
import { orderedAt, toInvestmentAnswer } from '../../investments/investment-answer.js';
import { mintReadiness, mintRefusal, type MintReadiness } from '../../investments/mint-readiness.js';
import { moveInvestment, type InvestmentActor, type InvestmentRow } from '../../investments/move-investment.js';
import { signedAfterPayment } from '../../signature/signed-before-payment.js';
import { ApiError, errors } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { amountCell as amount, batchedRows, exportTable, type ExportColumn, type ExportFormat } from '../../lib/table-export.js';
import { isUuid } from '../../lib/uuid.js';
import { afterCharged } from '../../payments/payment-service.js';
import { giveBackCancelledOrder } from '../../payments/balance/cancelled-order.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import type { Caller } from '../caller.js';
import { customizationOf } from '../customization/customization.handlers.js';
import { scopeOf } from '../issuances/issuances.queries.js';
import { sendCanceledByManager, sendClosed, sendMinted, sendPaymentRejected } from '../../mail/templates/investment-moves.js';
import {
  findManagedInvestment,
  hasVerifiedWallet,
  hasWallet,
  investmentIdsOf,
  myInvestmentCounts,
  myInvestmentPage,
  selectInvestments,
  totalsOf,
  type InvestmentFilters,
  type InvestmentReader,
  type ManagedRow,
} from './investments.queries.js';

const investmentNotFound = () => errors.notFound('investment_not_found');
const notMintable = () => new ApiError(409, 'investment_not_mintable');
const notAllowed = () => new ApiError(409, 'investment_transition_not_allowed');

// ---------------------------------------------------------------- what a manager may do

/** Whether the tenant skips the signature: then CHARGED is as far as the investor goes, and the manager closes and mints from there. */
function signingHidden(tenant: Tenant): boolean {
  return customizationOf(tenant).hide.signInvestment;
}

/** Closed by a manager: a signed order, or a charged one when the tenant has no signing step. */
function closableStatuses(tenant: Tenant): readonly InvestmentStatus[] {
  return signingHidden(tenant) ? ['SIGNED', 'CHARGED'] : ['SIGNED'];
}

/** Minted (through CLOSED): what may be closed, and what is closed already. */
function mintableStatuses(tenant: Tenant): readonly InvestmentStatus[] {
  return [...closableStatuses(tenant), 'CLOSED'];
}

/** What, beside its status, keeps an order from being minted now (an order whose status cannot be minted has no blocks). */
type MintRow = {
  investment: InvestmentRow;
  issuance: Pick<ManagedRow['issuance'], 'status' | 'ledger'>;
  investor: Pick<ManagedRow['investor'], 'sophisticated' | 'hasWallet' | 'hasVerifiedWallet'>;
};

function mintReadinessOf(deps: Deps, tenant: Tenant, row: MintRow): MintReadiness {
  if (!mintableStatuses(tenant).includes(row.investment.status)) return { blockedBy: [], mintableFrom: null };
  return mintReadiness({
    investment: row.investment,
    sophisticated: row.investor.sophisticated,
    issuanceStatus: row.issuance.status,
    projectStatusOrder: projectStatusOrder(customizationOf(tenant)),
    holderHasWallet: row.investor.hasWallet,
    holderWalletVerified: row.investor.hasVerifiedWallet,
    // The ledger the project's token lives on, whatever the tenant picks for new tokens since.
    verifiedWalletRequired: row.issuance.ledger === EVM_LEDGER,
    now: deps.clock.now(),
    timeZone: tenant.timeZone,
  });
}

function actionsOf(status: InvestmentStatus, tenant: Tenant, manager: boolean, mint: MintReadiness): ManagerInvestmentActions {
  const proofWaiting = manager && status === 'PROOF_OF_PAYMENT_UPLOADED';
  return {
    confirm_payment: proofWaiting,
    reject_payment: proofWaiting,
    // Closing ends the investor's right to revoke as minting does, so it waits for the reflection period too.
    close: manager && closableStatuses(tenant).includes(status) && !mint.blockedBy.includes('reflection_period_open'),
    cancel: manager && canMove(status, 'CANCELED'),
    mint: manager && mintableStatuses(tenant).includes(status) && mint.blockedBy.length === 0,
  };
}

/** Managers move investments; entrepreneurs and issuers only read those of their projects. */
function isManager(principal: Principal): boolean {
  return principal.impersonation === undefined && hasRole(principal, ['ADMIN']);
}

function readerOf({ tenant, principal }: Caller): InvestmentReader {
  const scope = scopeOf(principal.user);
  // The access rule lets only managers and issuers in; an investor scope reads nothing here.
  if (scope.kind === 'published') throw errors.forbidden();
  return { tenantId: tenant.id, scope, timeZone: tenant.timeZone };
}

function toManaged(deps: Deps, tenant: Tenant, row: ManagedRow, manager: boolean): ManagedInvestment {
  const answer = toInvestmentAnswer(row.investment, row.issuance, { sophisticated: row.investor.sophisticated, now: deps.clock.now(), timeZone: tenant.timeZone });
  const mint = mintReadinessOf(deps, tenant, row);
  return {
    ...answer,
    investor: { id: row.investor.id, name: row.investor.name, email: row.investor.email },
    status_reason: row.investment.statusReason,
    mint_reference: row.investment.mintReference,
    mint_transaction: row.mintTransaction
      ? { ...row.mintTransaction, url: explorerLink(chainSettingsOf(deps.paymentSecrets, tenant.slug), 'tx', row.mintTransaction.hash) }
      : null,
    actions: actionsOf(row.investment.status, tenant, manager, mint),
    mint_blocked_by: mint.blockedBy,
    mintable_from: mint.mintableFrom?.toISOString() ?? null,
  };
}

// ---------------------------------------------------------------- lists

/** GET /investments: the tenant's (managers) or their projects' (entrepreneurs), filtered, newest first, with totals over every page. */
export async function listManagedInvestments(deps: Deps, caller: Caller, query: InvestmentListQuery): Promise<ManagedInvestmentList> {
  const { page, per_page: perPage, ...filters } = query;
  const reader = readerOf(caller);
  const manager = isManager(caller.principal);
  const [rows, totals] = await Promise.all([
    selectInvestments(deps.db, reader, filters, { limit: perPage, offset: (page - 1) * perPage }),
    totalsOf(deps.db, reader, filters),
  ]);
  return {
    data: rows.map((row) => toManaged(deps, caller.tenant, row, manager)),
    meta: pageMeta(page, perPage, totals.count),
    totals: { count: totals.count, amount: toMoney(totals.amount), tokens: totals.tokens, fee: toMoney(totals.fee) },
  };
}

/**
 * The export's columns, read from the query's rows as they are: the list's answer also works out
 * each order's reflection period in the tenant's zone (the slowest part of a row), which no
 * column shows, so a million-row export skips it.
 */
const EXPORT_COLUMNS: readonly ExportColumn<ManagedRow>[] = [
  { header: 'id', value: (row) => row.investment.id },
  { header: 'ordered_at', value: (row) => orderedAt(row.investment)?.toISOString() ?? null },
  { header: 'created_at', value: (row) => row.investment.createdAt.toISOString() },
  { header: 'project', value: (row) => row.issuance.title },
  { header: 'project_id', value: (row) => row.issuance.id },
  { header: 'investor', value: (row) => row.investor.name },
  { header: 'investor_email', value: (row) => row.investor.email },
  { header: 'token_symbol', value: (row) => row.issuance.tokenSymbol },
  { header: 'tokens', value: (row) => row.investment.tokenAmount },
  { header: 'amount', value: (row) => amount(row.investment.amount) },
  { header: 'balance_used', value: (row) => amount(row.investment.balanceUsed) },
  { header: 'fee', value: (row) => amount(row.investment.fee) },
  { header: 'payment_method', value: (row) => row.investment.paymentMethod },
  { header: 'payment_reference', value: (row) => row.investment.paymentReference },
  { header: 'status', value: (row) => row.investment.status },
  { header: 'status_date', value: (row) => row.investment.statusDates[row.investment.status] ?? null },
  { header: 'status_reason', value: (row) => row.investment.statusReason },
  { header: 'mint_reference', value: (row) => row.investment.mintReference },
];

export const INVESTMENT_EXPORT_HEADERS = EXPORT_COLUMNS.map((column) => column.header);

/** GET /investments/export: every investment the list's filters select, one row each after the header. */
export async function exportInvestments(deps: Deps, caller: Caller, filters: InvestmentFilters, format: ExportFormat, logger: Logger) {
  const reader = readerOf(caller);
  const rows = batchedRows(
    (page) => selectInvestments(deps.db, reader, filters, { ...page, after: page.last?.investment.id }),
    (row: ManagedRow) => row,
    EXPORT_COLUMNS,
  );
  return exportTable({ headers: INVESTMENT_EXPORT_HEADERS, rows, format, sheetName: 'Investments', logger });
}

/** GET /users/me/investments: one tab of the caller's investments, newest first, and how many each tab holds. */
export async function myInvestments(deps: Deps, { tenant, principal }: Caller, query: MyInvestmentsQuery): Promise<MyInvestmentsResponse> {
  // The session lookup read the caller's row at the start of this request: no second read.
  const user = principal.user;
  // The tab's page does not wait for the tabs' counts: on PostgreSQL both run at once.
  const [perStatus, rows] = await Promise.all([
    myInvestmentCounts(deps.db, tenant.id, user.id),
    myInvestmentPage(deps.db, tenant.id, user.id, query.tab, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
  ]);
  const counted = new Map(perStatus.map((row) => [row.status, row.count]));
  const tabCounts = Object.fromEntries(
    INVESTMENT_TABS.map((tab) => [tab, statusesOfTab(tab).reduce((sum, status) => sum + (counted.get(status) ?? 0), 0)]),
  ) as Record<InvestmentTab, number>;
  const total = tabCounts[query.tab];
  const context = { sophisticated: user.sophisticated, now: deps.clock.now(), timeZone: tenant.timeZone };
  return {
    data: rows.map((row) => toInvestmentAnswer(row.investment, row.issuance, context)),
    meta: pageMeta(query.page, query.per_page, total),
    tab_counts: tabCounts,
  };
}

// ---------------------------------------------------------------- a manager's moves

function managerActor(principal: Principal): InvestmentActor {
  return { kind: 'manager', userId: principal.user.id };
}

async function managedOrNotFound(deps: Deps, caller: Caller, id: string): Promise<ManagedRow> {
  const row = await findManagedInvestment(deps.db, readerOf(caller), id);
  if (!row) throw investmentNotFound();
  return row;
}

/** The investment as it is now, answered to the manager who moved it. */
async function answerOf(deps: Deps, caller: Caller, id: string): Promise<{ data: ManagedInvestment }> {
  return { data: toManaged(deps, caller.tenant, await managedOrNotFound(deps, caller, id), isManager(caller.principal)) };
}

/**
 * The investment as the manager's move left it, not as a read after the commit finds it: an
 * investor's revocation that lands right after must not make a confirmation answer CANCELED.
 */
function answerOfMove(deps: Deps, caller: Caller, found: ManagedRow, moved: InvestmentRow): { data: ManagedInvestment } {
  return { data: toManaged(deps, caller.tenant, { ...found, investment: moved }, isManager(caller.principal)) };
}

async function lock(tx: Db, id: string): Promise<InvestmentRow> {
  const [row] = await tx.select().from(investments).where(eq(investments.id, id)).for('update');
  if (!row) throw investmentNotFound();
  return row;
}

/** The payment attempt a transfer's proof belongs to: the latest bank one. */
async function settleTransferAttempt(tx: Db, investmentId: string, outcome: 'succeeded' | 'failed', at: Date): Promise<void> {
  const [attempt] = await tx
    .select({ id: paymentAttempts.id, method: paymentAttempts.method })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.investmentId, investmentId))
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id))
    .limit(1);
  if (!attempt || !isBankPaymentMethod(attempt.method)) return;
  await tx
    .update(paymentAttempts)
    .set({ status: outcome, errorKey: outcome === 'failed' ? 'payment_failed' : null, completedAt: at, settledAt: at })
    .where(eq(paymentAttempts.id, attempt.id));
}

/**
 * POST /investments/{id}/payment/confirm: the money of a transfer arrived, as its proof says:
 * PROOF_OF_PAYMENT_UPLOADED → CHARGED, the investor told (payment received) and the project's
 * 90 % notice checked.
 */
export async function confirmPayment(deps: Deps, caller: Caller, id: string): Promise<{ data: ManagedInvestment }> {
  const found = await managedOrNotFound(deps, caller, id);
  const now = deps.clock.now();
  const moved = await deps.db.transaction(async (tx) => chargeTransfer(tx, await lock(tx, found.investment.id), managerActor(caller.principal), 'transfer confirmed by a manager', now));
  await afterCharged(deps, caller.tenant, moved);
  return answerOfMove(deps, caller, found, moved);
}

/**
 * The money of a transfer arrived, on the order's row locked by the caller's transaction: its
 * bank attempt settled, PROOF_OF_PAYMENT_UPLOADED → CHARGED (→ SIGNED when signed before paying).
 * A manager's confirmation and a bank statement's credit both pay this way; the caller runs
 * `afterCharged` once committed. 409 investment_transition_not_allowed at any other status.
 */
export async function chargeTransfer(tx: Db, current: InvestmentRow, actor: InvestmentActor, reason: string, at: Date): Promise<InvestmentRow> {
  if (current.status !== 'PROOF_OF_PAYMENT_UPLOADED') throw notAllowed();
  await settleTransferAttempt(tx, current.id, 'succeeded', at);
  const charged = await moveInvestment(tx, { investmentId: current.id, to: 'CHARGED', actor, reason, at });
  return signedAfterPayment(tx, charged, at);
}

/**
 * POST /investments/{id}/payment/reject: the transfer did not arrive or the proof is wrong:
 * PROOF_OF_PAYMENT_UPLOADED → PAYMENT_ERROR with the reason, which the investor reads in the
 * e-mail and their list; they may choose a method and pay again.
 */
export async function rejectPayment(deps: Deps, caller: Caller, id: string, reason: string): Promise<{ data: ManagedInvestment }> {
  const found = await managedOrNotFound(deps, caller, id);
  const now = deps.clock.now();
  const moved = await deps.db.transaction(async (tx) => {
    const current = await lock(tx, found.investment.id);
    if (current.status !== 'PROOF_OF_PAYMENT_UPLOADED') throw notAllowed();
    await settleTransferAttempt(tx, current.id, 'failed', now);
    return moveInvestment(tx, { investmentId: current.id, to: 'PAYMENT_ERROR', actor: managerActor(caller.principal), reason, statusReason: reason, at: now });
  });
  const answer = answerOfMove(deps, caller, found, moved);
  await sendPaymentRejected(deps, caller.tenant, answer.data, reason);
  return answer;
}

/**
 * POST /investments/{id}/close: SIGNED (or CHARGED when the tenant hides signing) → CLOSED, ready
 * to mint; 409 reflection_period_open (with `mintable_from`) while the investor may still revoke.
 */
export async function closeInvestment(deps: Deps, caller: Caller, id: string, note: string | undefined): Promise<{ data: ManagedInvestment }> {
  const found = await managedOrNotFound(deps, caller, id);
  const closable = closableStatuses(caller.tenant);
  await deps.db.transaction(async (tx) => {
    const current = await lock(tx, found.investment.id);
    if (!closable.includes(current.status)) throw notAllowed();
    const { blockedBy, mintableFrom } = mintReadinessOf(deps, caller.tenant, { investment: current, ...(await mintFactsOf(tx, current)) });
    if (blockedBy.includes('reflection_period_open')) throw mintRefusal({ blockedBy: ['reflection_period_open'], mintableFrom });
    await moveInvestment(tx, { investmentId: current.id, to: 'CLOSED', actor: managerActor(caller.principal), reason: note ?? 'closed by a manager', at: deps.clock.now() });
  });
  const answer = await answerOf(deps, caller, id);
  await sendClosed(deps, caller.tenant, answer.data);
  return answer;
}

/**
 * A manager's cancellation (POST /investments/{id}/cancel with a reason): any status the table
 * lets move to CANCELED. As in a revocation, the balance the order used goes back to the
 * investor and what a payment method charged is credited to the balance or becomes a refund for
 * the manager to pay out (payments/balance/cancelled-order.ts).
 */
export async function cancelByManager(deps: Deps, caller: Caller, id: string, reason: string): Promise<{ data: ManagedInvestment }> {
  const found = await managedOrNotFound(deps, caller, id);
  const refund = await deps.db.transaction(async (tx) => {
    const current = await lock(tx, found.investment.id);
    if (!canMove(current.status, 'CANCELED')) throw new ApiError(409, 'investment_not_cancellable');
    const at = deps.clock.now();
    await moveInvestment(tx, { investmentId: current.id, to: 'CANCELED', actor: managerActor(caller.principal), reason, statusReason: reason, at });
    return giveBackCancelledOrder(tx, current, { refundToBalance: customizationOf(caller.tenant).extras.payWithBalance, at });
  });
  const answer = await answerOf(deps, caller, id);
  await sendCanceledByManager(deps, caller.tenant, answer.data, reason, refund);
  return answer;
}

// ---------------------------------------------------------------- minting

async function walletOf(tx: Db, userId: string): Promise<string | null> {
  const [row] = await tx.select({ address: wallets.address }).from(wallets).where(eq(wallets.userId, userId)).orderBy(wallets.createdAt, wallets.id).limit(1);
  return row?.address ?? null;
}

/** The facts a mint is decided on, read in the mint's transaction after the investment's lock. */
async function mintFactsOf(tx: Db, current: InvestmentRow) {
  const [facts] = await tx
    .select({ issuance: { status: issuances.status, ledger: issuances.ledger }, investor: { sophisticated: users.sophisticated, hasWallet: hasWallet(users.id), hasVerifiedWallet: hasVerifiedWallet(users.id) } })
    .from(issuances)
    .innerJoin(users, eq(users.id, current.investorId))
    .where(eq(issuances.id, current.issuanceId));
  if (!facts) throw investmentNotFound();
  return facts;
}

interface MintOutcome {
  row: InvestmentRow;
  transactionReference: string;
  /** Whether the minted e-mail went (an on-chain mint sends it when the chain confirms it). */
  mailed: boolean;
}

/**
 * Mints one investment: through CLOSED (when not closed yet) to MINTED, with the ledger's
 * reference on the investment. Answers null when it is MINTED already (the ledger's reference
 * keeps a second entry out even if asked), or while its on-chain mint is pending; throws 409
 * investment_not_mintable for any other status, 409 reflection_period_open (with
 * `mintable_from`), campaign_not_closed, holder_has_no_wallet or holder_wallet_unverified while one
 * of those blocks it, and the contract's refusal (chain_receiver_unverified…) on a chain.
 *
 * On the built-in ledger it is one transaction. On a chain, the signed mint is recorded with the
 * move to CLOSED and committed before it is sent; the investment moves to MINTED (the transaction
 * hash as its reference) in the transaction that records the chain's confirmation — here when it
 * comes within the wait, or later in the periodic confirmation.
 */
async function mintOne(deps: Deps, caller: Caller, investmentId: string): Promise<MintOutcome | null> {
  const actor = managerActor(caller.principal);
  const mintable = mintableStatuses(caller.tenant);
  const [target] = await deps.db
    .select({ investorId: investments.investorId, issuanceId: investments.issuanceId, ledger: issuances.ledger, contractAddress: issuances.smartContractAddress })
    .from(investments)
    .innerJoin(issuances, eq(issuances.id, investments.issuanceId))
    .where(eq(investments.id, investmentId));
  if (!target) throw investmentNotFound();
  const chain = target.ledger === EVM_LEDGER ? await requireTenantChain(deps.paymentSecrets, deps.db, caller.tenant.id) : undefined;
  if (chain) await registerHolder(deps, chain, caller.tenant.id, await ledgerAccountOf(deps.db, target.investorId), { issuanceId: target.issuanceId, contractAddress: target.contractAddress });
  const outcome = await deps.db.transaction(async (tx) => {
    const current = await lock(tx, investmentId);
    if (current.status === 'MINTED') return null;
    if (!mintable.includes(current.status)) throw notMintable();
    const now = deps.clock.now();
    const refusal = mintRefusal(mintReadinessOf(deps, caller.tenant, { investment: current, ...(await mintFactsOf(tx, current)) }));
    if (refusal) throw refusal;
    if (current.status !== 'CLOSED') await moveInvestment(tx, { investmentId, to: 'CLOSED', actor, reason: 'closed to mint', at: now });
    const [issuance] = await tx.select({ contractAddress: issuances.smartContractAddress }).from(issuances).where(eq(issuances.id, current.issuanceId));
    const minted = await deps.ledger.mint(tx, {
      tenantId: current.tenantId,
      issuanceId: current.issuanceId,
      contractAddress: issuance?.contractAddress ?? null,
      to: { userId: current.investorId, address: await walletOf(tx, current.investorId) },
      amount: current.tokenAmount,
      reference: `investment:${investmentId}`,
    });
    if (!minted.settled) return { pending: minted.transactionReference };
    await tx.update(investments).set({ mintReference: minted.transactionReference }).where(eq(investments.id, investmentId));
    const row = await moveInvestment(tx, { investmentId, to: 'MINTED', actor, reason: `minted (${minted.ledger} ${minted.transactionReference})`, at: now });
    return { row, transactionReference: minted.transactionReference, mailed: false };
  });
  if (!outcome || !('pending' in outcome)) return outcome;
  if (!chain) return null;
  const sent = await submitOnChain(deps, chain, `investment:${investmentId}`);
  if (sent?.status !== 'confirmed') return null;
  const [row] = await deps.db.select().from(investments).where(eq(investments.id, investmentId));
  return row?.status === 'MINTED' ? { row, transactionReference: sent.hash, mailed: true } : null;
}

/**
 * The chain confirmed an investment's mint: MINTED, the transaction hash its mint reference, in
 * the transaction that records the confirmation (so it happens once, whichever process confirms
 * it); the investor's e-mail after the commit.
 */
onChainConfirmed('mint', async (tx, deps, confirmed) => {
  const investmentId = confirmed.reference.slice('investment:'.length);
  const current = await lock(tx, investmentId);
  if (current.status !== 'CLOSED') {
    deps.logger.warn({ investmentId, status: current.status, hash: confirmed.hash }, 'a confirmed mint found its investment no longer CLOSED');
    return undefined;
  }
  await tx.update(investments).set({ mintReference: confirmed.hash }).where(eq(investments.id, investmentId));
  await moveInvestment(tx, { investmentId, to: 'MINTED', actor: { kind: 'system', userId: null }, reason: `minted (${EVM_LEDGER} ${confirmed.hash})`, at: deps.clock.now() });
  return async () => {
    const tenant = (await deps.tenants.all()).find((candidate) => candidate.id === confirmed.tenantId);
    const found = tenant ? await findManagedInvestment(deps.db, { tenantId: tenant.id, scope: { kind: 'all' }, timeZone: tenant.timeZone }, investmentId) : undefined;
    if (tenant && found) await sendMinted(deps, tenant, toManaged(deps, tenant, found, true), confirmed.hash);
  };
});

/** POST /investments/{id}/mint: one investment's tokens; minting one already MINTED answers it unchanged. */
export async function mintInvestment(deps: Deps, caller: Caller, id: string): Promise<{ data: ManagedInvestment }> {
  const found = await managedOrNotFound(deps, caller, id);
  const minted = await mintOne(deps, caller, found.investment.id);
  const answer = await answerOf(deps, caller, id);
  if (minted && !minted.mailed) await sendMinted(deps, caller.tenant, answer.data, minted.transactionReference);
  return answer;
}

/**
 * POST /issuances/{id}/mint: every mintable investment of the project, each in its own
 * transaction (one that stopped being mintable meanwhile is left as it is).
 */
export async function mintIssuance(deps: Deps, caller: Caller, issuanceId: string): Promise<BulkMintResponse> {
  const [issuance] = isUuid(issuanceId)
    ? await deps.db
        .select({ id: issuances.id })
        .from(issuances)
        .where(and(eq(issuances.id, issuanceId), eq(issuances.tenantId, caller.tenant.id)))
        .limit(1)
    : [];
  if (!issuance) throw errors.notFound('issuance_not_found');
  const ids = await investmentIdsOf(deps.db, caller.tenant.id, issuance.id, mintableStatuses(caller.tenant));
  const answers: ManagedInvestment[] = [];
  let tokens = 0;
  for (const id of ids) {
    let minted: Awaited<ReturnType<typeof mintOne>>;
    try {
      minted = await mintOne(deps, caller, id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) continue;
      throw error;
    }
    if (!minted) continue;
    const answer = await answerOf(deps, caller, id);
    if (!minted.mailed) await sendMinted(deps, caller.tenant, answer.data, minted.transactionReference);
    answers.push(answer.data);
    tokens += minted.row.tokenAmount;
  }
  return { data: { minted: answers.length, tokens, investments: answers } };
}
