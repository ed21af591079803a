import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { CryptoInstructions, CryptoPayment, InvestmentStatus, PayableMethod } from 'shared';
import type { Db } from '../../db/client.js';
import { cryptoPaymentRequests, cryptoTransfers, paymentAttempts, wallets } from '../../db/schema.js';
import { chainSettingsOf, type ChainSettings } from '../../ledger/evm/chain-settings.js';
import { ApiError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { attemptRow, type PaymentProvider, type PaymentStart, type PaymentStartInput } from '../payment-provider.js';
import type { ProviderSecrets } from '../provider-secrets.js';
import { publicClientOf } from './chain-client.js';
import { coinsOf, coinUnitsOf } from './coin-units.js';

export const CRYPTO = 'crypto';

/** A tenant's chain with the stablecoin section a crypto payment needs. */
export type CryptoChain = ChainSettings & { crypto: NonNullable<ChainSettings['crypto']> };

type RequestRow = typeof cryptoPaymentRequests.$inferSelect;

function instructionsOf(request: RequestRow, confirmations: number): CryptoInstructions {
  const units = BigInt(request.units);
  return {
    chain_id: request.chainId,
    token_address: request.tokenAddress as `0x${string}`,
    token_symbol: request.tokenSymbol,
    token_decimals: request.tokenDecimals,
    amount_units: units.toString(),
    amount: coinsOf(units, request.tokenDecimals),
    receiving_address: request.receivingAddress as `0x${string}`,
    sender_address: request.senderAddress as `0x${string}`,
    confirmations,
  };
}

/**
 * Payment in a stablecoin (method `crypto_wallet`) from the investor's verified wallet to the
 * tenant's receiving address, on the tenant's chain (the deployment secrets' `evm` section and its
 * `crypto` part). `start` records the attempt with the exact amount in the coin's minor units and
 * answers the instructions; nothing is charged here: the watcher (`crypto-watcher.ts`) reads the
 * coin's Transfer logs, matches sender and amount to the open attempt, waits for the tenant's
 * confirmations and applies it through the notification path like any provider's.
 */
export class CryptoPaymentProvider implements PaymentProvider {
  readonly name = CRYPTO;
  readonly methods: readonly PayableMethod[] = ['crypto_wallet'];

  constructor(private readonly options: { secrets: ProviderSecrets; logger: Logger }) {}

  chainOf(tenantSlug: string): CryptoChain | undefined {
    const chain = chainSettingsOf(this.options.secrets, tenantSlug);
    return chain?.crypto ? { ...chain, crypto: chain.crypto } : undefined;
  }

  pendingStatus(): InvestmentStatus {
    return 'CREDIT_CARD';
  }

  redirectUrlOf(): null {
    return null;
  }

  async start(tx: Db, input: PaymentStartInput): Promise<PaymentStart> {
    const chain = this.chainOf(input.tenant.slug);
    if (!chain) throw new ApiError(409, 'payment_provider_not_configured');
    const [wallet] = await tx
      .select({ address: wallets.address })
      .from(wallets)
      .where(and(eq(wallets.tenantId, input.tenant.id), eq(wallets.userId, input.investment.investorId), isNotNull(wallets.verifiedAt)))
      .orderBy(desc(wallets.verifiedAt))
      .limit(1);
    // Only a wallet the investor proved theirs tells their transfer apart from anyone else's.
    if (!wallet) throw new ApiError(409, 'crypto_wallet_unverified');
    const units = coinUnitsOf(input.amount, chain.crypto.stablecoin_decimals);
    if (units === undefined || units === 0n) throw new ApiError(409, 'payment_amount_not_convertible');
    let startBlock: bigint;
    try {
      startBlock = await publicClientOf(chain.rpc_url).getBlockNumber({ cacheTime: 0 });
    } catch (error) {
      this.options.logger.warn({ err: error, tenant: input.tenant.slug }, 'crypto payment not started: the chain does not answer');
      throw new ApiError(503, 'chain_unavailable');
    }
    const attemptId = `crypto_${randomUUID()}`;
    await tx.insert(paymentAttempts).values({
      ...attemptRow(input, this.name, attemptId),
    });
    const [request] = await tx
      .insert(cryptoPaymentRequests)
      .values({
        attemptId,
        tenantId: input.tenant.id,
        chainId: chain.chain_id,
        tokenAddress: chain.crypto.stablecoin_address.toLowerCase(),
        tokenSymbol: chain.crypto.stablecoin_symbol,
        tokenDecimals: chain.crypto.stablecoin_decimals,
        units: units.toString(),
        receivingAddress: chain.crypto.receiving_address.toLowerCase(),
        senderAddress: wallet.address.toLowerCase(),
        startBlock,
      })
      .returning();
    if (!request) throw new Error('crypto payment request not recorded');
    return { kind: 'crypto', attemptId, crypto: instructionsOf(request, chain.confirmations) };
  }

  /**
   * The crypto payment of an open attempt: its instructions, and the transfer matched to it with
   * the blocks mined on top of it so far (read from the chain; 0 when the chain does not answer).
   */
  async cryptoPaymentOf(db: Db, tenantSlug: string, attemptId: string): Promise<CryptoPayment | null> {
    const [request] = await db.select().from(cryptoPaymentRequests).where(eq(cryptoPaymentRequests.attemptId, attemptId));
    if (!request) return null;
    const chain = this.chainOf(tenantSlug);
    const confirmations = chain?.confirmations ?? 1;
    const [transfer] = await db
      .select({ txHash: cryptoTransfers.txHash, blockNumber: cryptoTransfers.blockNumber })
      .from(cryptoTransfers)
      .where(eq(cryptoTransfers.attemptId, attemptId));
    let seen = 0;
    if (transfer && chain) {
      const head = await publicClientOf(chain.rpc_url)
        .getBlockNumber({ cacheTime: 0 })
        .catch(() => transfer.blockNumber);
      seen = Number(head > transfer.blockNumber ? head - transfer.blockNumber : 0n);
    }
    return { instructions: instructionsOf(request, confirmations), transfer: transfer ? { tx_hash: transfer.txHash, confirmations: seen } : null };
  }
}
