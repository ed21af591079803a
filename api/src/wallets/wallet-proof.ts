import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { ACCOUNT_ERROR_KEYS, DEFAULT_LOCALE, type Locale, WALLET_CHALLENGE_MINUTES, type walletChallengeRequestSchema, type walletVerifyRequestSchema } from 'shared';
import type * as v from 'valibot';
import { type Address, getAddress, isAddressEqual, verifyMessage } from 'viem';
import { generateSiweNonce } from 'viem/siwe';
import type { Deps } from '../app-env.js';
import type { Db } from '../db/client.js';
import { tenantDomains, WALLET_ADDRESS_INDEX, walletChallenges, wallets } from '../db/schema.js';
import { chainSettingsOf } from '../ledger/evm/chain-settings.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { ApiError } from '../lib/errors.js';
import type { Caller } from '../routes/caller.js';
import { isFrontOrigin } from '../tenants/front-origins.js';
import type { Tenant } from '../tenants/tenant-directory.js';
import { challengeMessage, readChallengeMessage, statementOf } from './siwe-message.js';

/**
 * An investor proves a wallet theirs (issue 37): the API issues a Sign-In with Ethereum (EIP-4361)
 * message naming the front, the address, the tenant's chain and a single-use nonce; the wallet
 * signs it (EIP-191 personal_sign); the API checks the message is the one issued, unexpired and
 * unused, and the signature the address's, then consumes the nonce and marks the wallet verified,
 * keeping message and signature as evidence. A chain ledger mints only to a verified wallet.
 */

type In<TSchema extends v.GenericSchema> = v.InferOutput<TSchema>;

/** The chain id a message names when the tenant's deployment names no chain: Ethereum's mainnet. */
const MAINNET = 1;

const refused = (status: 409 | 422, key: string) => new ApiError(status, key);
const withPrefix = (address: string): Address => getAddress(address.startsWith('0x') ? address : `0x${address}`);

/** The front the call comes from (its Origin) when it is one of the tenant's, else the tenant's app URL. */
async function frontOf(db: Db, tenant: Tenant, origin: string | undefined): Promise<URL> {
  const app = new URL(new URL(tenant.appUrl).origin);
  if (!origin) return app;
  let asked: URL;
  try {
    asked = new URL(origin);
  } catch {
    return app;
  }
  if (asked.origin === app.origin) return app;
  const hosts = await db.select({ host: tenantDomains.host }).from(tenantDomains).where(eq(tenantDomains.tenantId, tenant.id));
  return isFrontOrigin(tenant, hosts.map((row) => row.host), asked) ? new URL(asked.origin) : app;
}

/** Another user of the tenant has the address: 409 wallet_address_taken, as when it is typed in. */
async function refuseTaken(db: Db, tenantId: string, userId: string, address: Address): Promise<void> {
  const [other] = await db
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.tenantId, tenantId), ne(wallets.userId, userId), sql`lower(${wallets.address}) = ${address.toLowerCase()}`))
    .limit(1);
  if (other) throw refused(409, ACCOUNT_ERROR_KEYS.walletAddressTaken);
}

/** POST /users/me/account/wallet/challenge: a message to sign for the address, single use until it expires. */
export async function issueWalletChallenge(deps: Deps, { tenant, principal }: Caller, values: In<typeof walletChallengeRequestSchema>, origin: string | undefined) {
  const address = withPrefix(values.address);
  await refuseTaken(deps.db, tenant.id, principal.user.id, address);
  const front = await frontOf(deps.db, tenant, origin);
  const language: Locale = values.language ?? principal.user.language ?? DEFAULT_LOCALE;
  const issuedAt = deps.clock.now();
  const expiresAt = new Date(issuedAt.getTime() + WALLET_CHALLENGE_MINUTES * 60_000);
  const nonce = generateSiweNonce();
  const message = challengeMessage({
    front,
    address,
    statement: statementOf(language, tenant.name),
    chainId: chainSettingsOf(deps.paymentSecrets, tenant.slug)?.chain_id ?? MAINNET,
    nonce,
    issuedAt,
    expiresAt,
  });
  // The user's past challenges prove nothing any more (the evidence is kept on the wallet): they go.
  await deps.db.delete(walletChallenges).where(and(eq(walletChallenges.userId, principal.user.id), lt(walletChallenges.expiresAt, issuedAt)));
  await deps.db.insert(walletChallenges).values({ tenantId: tenant.id, userId: principal.user.id, address, nonce, domain: front.host, message, expiresAt });
  return { data: { message, nonce, expires_at: expiresAt.toISOString() } };
}

function hostOf(uri: string): string | undefined {
  try {
    return new URL(uri).host;
  } catch {
    return undefined;
  }
}

async function signedBy(address: Address, message: string, signature: `0x${string}`): Promise<boolean> {
  try {
    return await verifyMessage({ address, message, signature });
  } catch {
    // A signature that is no point of the curve is not the address's either.
    return false;
  }
}

/**
 * POST /users/me/account/wallet/verify. Each refusal has its key: the text is no EIP-4361 message
 * (wallet_message_invalid), names another address (wallet_message_address_mismatch) or another
 * site (wallet_message_domain_mismatch), is not the one issued to this user with its nonce
 * (wallet_challenge_unknown), has expired (wallet_challenge_expired), has proved a wallet already
 * (409 wallet_challenge_used), or the signature is not the address's (wallet_signature_invalid).
 * The nonce is consumed by a conditional update in the transaction that marks the wallet, so of
 * two verifications of one nonce at once only one succeeds.
 */
export async function verifyWallet(deps: Deps, { tenant, principal }: Caller, values: In<typeof walletVerifyRequestSchema>) {
  const address = withPrefix(values.address);
  const signed = readChallengeMessage(values.message);
  if (!signed) throw refused(422, ACCOUNT_ERROR_KEYS.walletMessageInvalid);
  if (!isAddressEqual(signed.address, address)) throw refused(422, ACCOUNT_ERROR_KEYS.walletMessageAddressMismatch);
  const [challenge] = await deps.db
    .select()
    .from(walletChallenges)
    .where(and(eq(walletChallenges.nonce, signed.nonce), eq(walletChallenges.tenantId, tenant.id), eq(walletChallenges.userId, principal.user.id)))
    .limit(1);
  if (!challenge) throw refused(422, ACCOUNT_ERROR_KEYS.walletChallengeUnknown);
  if (signed.domain !== challenge.domain || hostOf(signed.uri) !== challenge.domain) throw refused(422, ACCOUNT_ERROR_KEYS.walletMessageDomainMismatch);
  if (values.message !== challenge.message || !isAddressEqual(challenge.address as Address, address)) throw refused(422, ACCOUNT_ERROR_KEYS.walletChallengeUnknown);
  if (challenge.usedAt) throw refused(409, ACCOUNT_ERROR_KEYS.walletChallengeUsed);
  const now = deps.clock.now();
  if (challenge.expiresAt.getTime() <= now.getTime()) throw refused(422, ACCOUNT_ERROR_KEYS.walletChallengeExpired);
  if (!(await signedBy(address, values.message, values.signature as `0x${string}`))) throw refused(422, ACCOUNT_ERROR_KEYS.walletSignatureInvalid);

  const proof = { verifiedAt: now, verificationMessage: values.message, verificationSignature: values.signature };
  try {
    const wallet = await deps.db.transaction(async (tx) => {
      const consumed = await tx
        .update(walletChallenges)
        .set({ usedAt: now })
        .where(and(eq(walletChallenges.id, challenge.id), isNull(walletChallenges.usedAt)))
        .returning({ id: walletChallenges.id });
      if (consumed.length === 0) throw refused(409, ACCOUNT_ERROR_KEYS.walletChallengeUsed);
      const mine = await tx.select({ id: wallets.id, address: wallets.address }).from(wallets).where(eq(wallets.userId, principal.user.id)).orderBy(wallets.createdAt, wallets.id);
      const same = mine.find((row) => row.address.toLowerCase() === address.toLowerCase());
      // A new address takes the place of the first wallet, where tokens are minted, as typing it in does.
      const [first] = mine;
      const [row] = same
        ? await tx.update(wallets).set(proof).where(eq(wallets.id, same.id)).returning()
        : first
          ? await tx.update(wallets).set({ address, ...proof }).where(eq(wallets.id, first.id)).returning()
          : await tx.insert(wallets).values({ tenantId: tenant.id, userId: principal.user.id, address, ...proof }).returning();
      if (!row) throw new Error('wallet not written');
      return row;
    });
    return { data: { wallet_address: wallet.address, verified_at: now.toISOString() } };
  } catch (error) {
    if (isUniqueViolation(error, WALLET_ADDRESS_INDEX)) throw refused(409, ACCOUNT_ERROR_KEYS.walletAddressTaken);
    throw error;
  }
}
