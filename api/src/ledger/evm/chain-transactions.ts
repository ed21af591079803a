import { and, asc, eq, sql } from 'drizzle-orm';
import {
  type Abi,
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  decodeErrorResult,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  keccak256,
  parseTransaction,
} from 'viem';
import type { Deps } from '../../app-env.js';
import type { Db } from '../../db/client.js';
import { chainTransactions } from '../../db/schema.js';
import { ApiError } from '../../lib/errors.js';
import { identityRegistryAbi, securityTokenAbi } from './contracts/artifacts.js';
import type { ChainClient } from './chain-client.js';

export type ChainTransaction = typeof chainTransactions.$inferSelect;
export type ChainKind = ChainTransaction['kind'];

/** A contract call or a deployment the agent signs. */
export type ChainCall =
  | { kind: ChainKind; reference: string; to: Address; abi: Abi; functionName: string; args: readonly unknown[] }
  | { kind: ChainKind; reference: string; to: null; abi: Abi; bytecode: Hex; args: readonly unknown[] };

const KNOWN_ERRORS = [...securityTokenAbi, ...identityRegistryAbi] as Abi;

/** The contract's reverts a caller can act on, as the API's error keys (screens translate them). */
const REVERT_KEYS: Record<string, string> = {
  UnverifiedReceiver: 'chain_receiver_unverified',
  ReceiverNotAllowed: 'chain_receiver_not_allowed',
  TokenPaused: 'chain_token_paused',
  ERC20InsufficientBalance: 'insufficient_tokens',
};

/** The custom error a contract reverted with, from viem's error chain, or undefined. */
function revertNameOf(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
  if (reverted instanceof ContractFunctionRevertedError && reverted.data?.errorName) return reverted.data.errorName;
  const withData = error.walk((cause) => typeof (cause as { data?: unknown }).data === 'string') as { data?: Hex } | null;
  if (withData?.data && withData.data.length >= 10) {
    try {
      return decodeErrorResult({ abi: KNOWN_ERRORS, data: withData.data }).errorName;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The contract's refusal as a 409 with a clear key (the contract decided; the API only names it). */
function chainRefusal(error: unknown): ApiError {
  const name = revertNameOf(error);
  return new ApiError(409, (name && REVERT_KEYS[name]) ?? 'chain_transaction_refused', false, name ? { reason: name } : {});
}

function dataOf(call: ChainCall): Hex {
  return call.to === null
    ? encodeDeployData({ abi: call.abi, bytecode: call.bytecode, args: call.args as never })
    : encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args as never } as never);
}

/** Serialises the agent's nonces on one chain until the caller's transaction ends, across API processes. */
async function lockAgentNonces(tx: Db, client: ChainClient): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`chain-nonce:${client.chainId}:${client.agent.address.toLowerCase()}`}, 0))`);
}

export async function chainTransactionOf(db: Db, reference: string): Promise<ChainTransaction | undefined> {
  const [row] = await db.select().from(chainTransactions).where(eq(chainTransactions.reference, reference)).limit(1);
  return row;
}

/**
 * Signs the call and records it in the caller's transaction (which commits it before anything is
 * sent). A reference recorded before answers its row, pending or confirmed: never a second
 * transaction. Only a failed one (mined and reverted) is signed anew under the same reference. The
 * call is first run against the chain, so a contract's refusal is a 409 naming its rule and
 * nothing is recorded.
 */
export async function recordChainTransaction(tx: Db, tenantId: string, client: ChainClient, call: ChainCall): Promise<{ row: ChainTransaction; created: boolean }> {
  await lockAgentNonces(tx, client);
  // Not locked for update: the nonce lock serialises recorders, and a confirmation (which locks the
  // row, then the records it settles) must not wait on a request holding those records.
  const [existing] = await tx.select().from(chainTransactions).where(eq(chainTransactions.reference, call.reference));
  if (existing && existing.status !== 'failed') return { row: existing, created: false };
  const data = dataOf(call);
  const from = client.agent.address;
  let gas: bigint;
  try {
    gas = await client.public.estimateGas({ account: from, to: call.to ?? undefined, data });
  } catch (error) {
    throw chainRefusal(error);
  }
  const fees = await client.public.estimateFeesPerGas();
  const [stored] = await tx
    .select({ next: sql<number | null>`max(${chainTransactions.nonce}) + 1` })
    .from(chainTransactions)
    .where(and(eq(chainTransactions.chainId, client.chainId), eq(chainTransactions.fromAddress, from.toLowerCase())));
  const nonce = Math.max(await client.public.getTransactionCount({ address: from, blockTag: 'pending' }), Number(stored?.next ?? 0));
  const raw = await client.agent.signTransaction({
    type: 'eip1559',
    chainId: client.chainId,
    nonce,
    to: call.to,
    data,
    value: 0n,
    // A margin over the estimate: the state may move a little before the block holds it.
    gas: (gas * 12n) / 10n,
    maxFeePerGas: fees.maxFeePerGas,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
  });
  const values = {
    tenantId,
    reference: call.reference,
    kind: call.kind,
    chainId: client.chainId,
    fromAddress: from.toLowerCase(),
    nonce,
    rawTransaction: raw,
    hash: keccak256(raw),
    contractAddress: call.to === null ? getContractAddress({ from, nonce: BigInt(nonce) }) : null,
    status: 'pending' as const,
    blockNumber: null,
    error: null,
  };
  if (existing) {
    const [row] = await tx
      .update(chainTransactions)
      .set({ ...values, attempts: existing.attempts + 1, updatedAt: new Date() })
      .where(eq(chainTransactions.id, existing.id))
      .returning();
    if (!row) throw new Error(`chain transaction ${call.reference} not updated`);
    return { row, created: true };
  }
  const [row] = await tx.insert(chainTransactions).values(values).returning();
  if (!row) throw new Error(`chain transaction ${call.reference} not recorded`);
  return { row, created: true };
}

/**
 * Sends the recorded raw transaction. Sending it again is harmless: the chain knows it by its hash
 * (or has mined it already, then its nonce is used); any other failure leaves it pending for the
 * confirmation step to send again.
 */
export async function sendRecorded(deps: Deps, client: ChainClient, row: ChainTransaction): Promise<void> {
  try {
    await client.public.sendRawTransaction({ serializedTransaction: row.rawTransaction as Hex });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/already known|nonce too low|already imported|known transaction/i.test(message)) return;
    deps.logger.warn({ err: error, reference: row.reference, hash: row.hash }, 'chain transaction not sent; it stays pending and is sent again');
  }
}

/** Why a mined transaction reverted: the same call run again, its custom error named. */
async function revertReasonOf(client: ChainClient, row: ChainTransaction): Promise<string> {
  const sent = parseTransaction(row.rawTransaction as Hex);
  try {
    await client.public.call({ account: row.fromAddress as Address, to: sent.to ?? undefined, data: sent.data });
  } catch (error) {
    return revertNameOf(error) ?? 'reverted';
  }
  return 'reverted';
}

/** What a confirmed (or failed) transaction does to the records it is for, in the confirming transaction; answers what to do after the commit (e-mails). */
export type ChainEffect = (tx: Db, deps: Deps, row: ChainTransaction) => Promise<(() => Promise<void>) | undefined>;

const effects = new Map<ChainKind, ChainEffect>();

/** The records a kind of transaction settles once the chain confirms it (registered by the module that owns them). */
export function onChainConfirmed(kind: ChainKind, effect: ChainEffect): void {
  effects.set(kind, effect);
}

/**
 * Reads the transaction's receipt and settles it in `tx`: confirmed once `confirmations` blocks
 * follow the one holding it (its effect applied in the same database transaction), failed when it
 * reverted, pending otherwise — sending the same raw transaction again when the chain does not
 * know it. Answers the row and what to do after the commit.
 */
export async function confirmIn(tx: Db, deps: Deps, client: ChainClient, reference: string): Promise<{ row: ChainTransaction | undefined; after?: () => Promise<void> }> {
  const [row] = await tx.select().from(chainTransactions).where(eq(chainTransactions.reference, reference)).for('update');
  if (!row || row.status !== 'pending') return { row };
  const receipt = await client.public.getTransactionReceipt({ hash: row.hash as Hex }).catch(() => undefined);
  if (!receipt) {
    const known = await client.public.getTransaction({ hash: row.hash as Hex }).catch(() => undefined);
    if (!known) await sendRecorded(deps, client, row);
    return { row };
  }
  const blockNumber = Number(receipt.blockNumber);
  if (receipt.status === 'reverted') {
    const [failed] = await tx
      .update(chainTransactions)
      .set({ status: 'failed', blockNumber, error: await revertReasonOf(client, row), updatedAt: new Date() })
      .where(eq(chainTransactions.id, row.id))
      .returning();
    return { row: failed };
  }
  // Not viem's cached block number: a block mined a moment ago must count.
  const latest = Number(await client.public.getBlockNumber({ cacheTime: 0 }));
  if (latest - blockNumber < client.settings.confirmations) {
    await tx.update(chainTransactions).set({ blockNumber, updatedAt: new Date() }).where(eq(chainTransactions.id, row.id));
    return { row: { ...row, blockNumber } };
  }
  const [confirmed] = await tx
    .update(chainTransactions)
    .set({ status: 'confirmed', blockNumber, contractAddress: receipt.contractAddress ?? row.contractAddress, updatedAt: new Date() })
    .where(eq(chainTransactions.id, row.id))
    .returning();
  if (!confirmed) return { row };
  const after = await effects.get(row.kind)?.(tx, deps, confirmed);
  return after ? { row: confirmed, after } : { row: confirmed };
}

/** One reference confirmed in its own database transaction, then its after-commit work done. */
async function confirmChainTransaction(deps: Deps, client: ChainClient, reference: string): Promise<ChainTransaction | undefined> {
  const { row, after } = await deps.db.transaction((tx) => confirmIn(tx, deps, client, reference));
  if (after) await after();
  return row;
}

/** Confirms the reference until it is no longer pending or `waitMs` passed: what a request waits for before answering. */
export async function awaitChainTransaction(deps: Deps, client: ChainClient, reference: string, waitMs: number): Promise<ChainTransaction | undefined> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const row = await confirmChainTransaction(deps, client, reference);
    if (!row || row.status !== 'pending' || Date.now() >= deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The tenant's pending transactions, oldest (lowest nonce) first, for the periodic confirmation. */
export async function pendingChainTransactions(db: Db): Promise<ChainTransaction[]> {
  return db.select().from(chainTransactions).where(eq(chainTransactions.status, 'pending')).orderBy(asc(chainTransactions.chainId), asc(chainTransactions.nonce)).limit(100);
}
