import { eq } from 'drizzle-orm';
import type { Address } from 'viem';
import type { Db } from '../../db/client.js';
import { issuances } from '../../db/schema.js';
import { ApiError } from '../../lib/errors.js';
import type { ProviderSecrets } from '../../payments/provider-secrets.js';
import type { LedgerAccount, LedgerTransaction, MintRequest, TokenLedger, TransferRequest } from '../token-ledger.js';
import { recordChainTransaction } from './chain-transactions.js';
import { securityTokenAbi } from './contracts/artifacts.js';
import { requireTenantChain } from './tenant-chain.js';

export const EVM_LEDGER = 'evm';

const walletMissing = () => new ApiError(409, 'investor_wallet_missing');

function addressOf(account: LedgerAccount): Address {
  if (!account.address) throw walletMissing();
  return account.address as Address;
}

function contractOf(request: { contractAddress: string | null }): Address {
  if (!request.contractAddress) throw new ApiError(409, 'token_not_deployed');
  return request.contractAddress as Address;
}

/**
 * The token ledger on the tenant's EVM chain: the issuance's security token, the agent's key
 * signing. A mint or transfer is signed and recorded in the caller's transaction (nothing is sent
 * until it commits, see `submitOnChain`), so it is `settled` only once the chain confirms it; the
 * contract runs the call first and its refusal is the caller's 409. Balances are the chain's,
 * at the holder's address.
 */
export class EvmTokenLedger implements TokenLedger {
  readonly name = EVM_LEDGER;

  constructor(private readonly secrets: ProviderSecrets) {}

  async mint(tx: Db, request: MintRequest): Promise<LedgerTransaction> {
    const client = await requireTenantChain(this.secrets, tx, request.tenantId);
    const { row, created } = await recordChainTransaction(tx, request.tenantId, client, {
      kind: 'mint',
      reference: request.reference,
      to: contractOf(request),
      abi: securityTokenAbi,
      functionName: 'mint',
      args: [addressOf(request.to), BigInt(request.amount)],
    });
    return { transactionReference: row.hash, created, settled: row.status === 'confirmed', ledger: EVM_LEDGER };
  }

  async transfer(tx: Db, request: TransferRequest): Promise<LedgerTransaction> {
    const client = await requireTenantChain(this.secrets, tx, request.tenantId);
    const { row, created } = await recordChainTransaction(tx, request.tenantId, client, {
      kind: 'transfer',
      reference: request.reference,
      to: contractOf(request),
      abi: securityTokenAbi,
      functionName: 'settleTransfer',
      args: [addressOf(request.from), addressOf(request.to), BigInt(request.amount)],
    });
    return { transactionReference: row.hash, created, settled: row.status === 'confirmed', ledger: EVM_LEDGER };
  }

  async balanceOf(db: Db, request: { issuanceId: string; contractAddress: string | null; account: LedgerAccount }): Promise<number> {
    if (!request.account.address || !request.contractAddress) return 0;
    const [issuance] = await db.select({ tenantId: issuances.tenantId }).from(issuances).where(eq(issuances.id, request.issuanceId)).limit(1);
    if (!issuance) return 0;
    const client = await requireTenantChain(this.secrets, db, issuance.tenantId);
    const balance = await client.public.readContract({ address: request.contractAddress as Address, abi: securityTokenAbi, functionName: 'balanceOf', args: [request.account.address as Address] });
    return Number(balance);
  }
}
