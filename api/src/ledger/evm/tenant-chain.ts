import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Address } from 'viem';
import type { Deps } from '../../app-env.js';
import type { Db } from '../../db/client.js';
import { chainTransactions, issuanceWhitelist, tenants, users, wallets } from '../../db/schema.js';
import { ApiError } from '../../lib/errors.js';
import type { ProviderSecrets } from '../../payments/provider-secrets.js';
import { type ChainClient, chainClientOf } from './chain-client.js';
import { chainSettingsOf } from './chain-settings.js';
import { awaitChainTransaction, chainTransactionOf, type ChainTransaction, recordChainTransaction, sendRecorded } from './chain-transactions.js';
import { identityRegistryAbi, identityRegistryBytecode, securityTokenAbi, securityTokenBytecode } from './contracts/artifacts.js';

const chainNotConfigured = () => new ApiError(409, 'chain_not_configured');

/** The tenant's chain client, or undefined when its deployment names no `evm` section. */
export async function tenantChainOf(secrets: ProviderSecrets, db: Db, tenantId: string): Promise<ChainClient | undefined> {
  const [tenant] = await db.select({ slug: tenants.slug }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  const settings = tenant ? chainSettingsOf(secrets, tenant.slug) : undefined;
  return settings ? chainClientOf(settings) : undefined;
}

export async function requireTenantChain(secrets: ProviderSecrets, db: Db, tenantId: string): Promise<ChainClient> {
  const client = await tenantChainOf(secrets, db, tenantId);
  if (!client) throw chainNotConfigured();
  return client;
}

const registryReference = (tenantId: string, client: ChainClient) => `registry:${tenantId}:${client.chainId}:${client.agent.address.toLowerCase()}`;

/** The tenant's identity registry on its chain: deployed once (recorded in the caller's transaction) and its address kept. */
async function ensureRegistry(tx: Db, tenantId: string, client: ChainClient): Promise<Address> {
  const { row } = await recordChainTransaction(tx, tenantId, client, {
    kind: 'deploy_registry',
    reference: registryReference(tenantId, client),
    to: null,
    abi: identityRegistryAbi,
    bytecode: identityRegistryBytecode,
    args: [client.agent.address, client.agent.address],
  });
  if (!row.contractAddress) throw new Error('identity registry recorded without its address');
  return row.contractAddress as Address;
}

/**
 * Records the deployment of an issuance's security token (and of the tenant's registry the first
 * time) in the caller's transaction: its address is known from the agent's nonce before it is
 * mined. `restricted` when the issuance keeps a whitelist.
 */
export async function recordTokenDeployment(tx: Db, tenantId: string, client: ChainClient, token: { issuanceId: string; name: string; symbol: string; restricted: boolean }): Promise<Address> {
  const registry = await ensureRegistry(tx, tenantId, client);
  const { row } = await recordChainTransaction(tx, tenantId, client, {
    kind: 'deploy_token',
    reference: `token:${token.issuanceId}`,
    to: null,
    abi: securityTokenAbi,
    bytecode: securityTokenBytecode,
    args: [token.name, token.symbol, registry, token.restricted, client.agent.address, client.agent.address],
  });
  if (!row.contractAddress) throw new Error('token recorded without its address');
  return row.contractAddress as Address;
}

/**
 * Sends, in nonce order, every pending transaction of the agent up to the reference's (a token's
 * deployment follows its registry's), then waits for the reference until it is settled or the
 * wait ends. What it answers may still be pending: the periodic confirmation takes it from there.
 */
export async function submitOnChain(deps: Deps, client: ChainClient, reference: string): Promise<ChainTransaction | undefined> {
  const target = await chainTransactionOf(deps.db, reference);
  if (!target) return undefined;
  if (target.status === 'pending') {
    const queued = await deps.db
      .select()
      .from(chainTransactions)
      .where(
        and(
          eq(chainTransactions.chainId, target.chainId),
          eq(chainTransactions.fromAddress, target.fromAddress),
          eq(chainTransactions.status, 'pending'),
          lte(chainTransactions.nonce, target.nonce),
        ),
      )
      .orderBy(asc(chainTransactions.nonce));
    for (const row of queued) await sendRecorded(deps, client, row);
  }
  return awaitChainTransaction(deps, client, reference, deps.env.CHAIN_RECEIPT_WAIT_MS);
}

const pendingRegistration = () => new ApiError(409, 'chain_registration_pending');

/**
 * Registers a holder's wallet in the tenant's identity registry when it may hold the tokens: the
 * wallet is verified (signed for) and its owner's KYC approved; on a whitelisted issuance's token,
 * allowed too when the owner's e-mail is on the whitelist. Otherwise nothing is done, and the
 * contract refuses the mint or transfer to it (the API does not decide that for it).
 */
export async function registerHolder(deps: Deps, client: ChainClient, tenantId: string, holder: { userId: string; address: string | null }, token: { issuanceId: string; contractAddress: string | null }): Promise<void> {
  if (!holder.address || !token.contractAddress) return;
  const [eligible] = await deps.db
    .select({ email: users.email })
    .from(wallets)
    .innerJoin(users, eq(users.id, wallets.userId))
    .where(and(eq(wallets.userId, holder.userId), sql`lower(${wallets.address}) = lower(${holder.address})`, isNotNull(wallets.verifiedAt), eq(users.kycStatus, 'success')))
    .limit(1);
  if (!eligible) return;
  const registry = (await chainTransactionOf(deps.db, registryReference(tenantId, client)))?.contractAddress as Address | undefined;
  if (!registry) return;
  const wallet = holder.address as Address;
  if (!(await client.public.readContract({ address: registry, abi: identityRegistryAbi, functionName: 'isVerified', args: [wallet] }))) {
    await writeAndWait(deps, client, tenantId, { kind: 'register', reference: `register:${registry.toLowerCase()}:${wallet.toLowerCase()}`, to: registry, abi: identityRegistryAbi, functionName: 'registerIdentity', args: [wallet] });
  }
  const contract = token.contractAddress as Address;
  if (await client.public.readContract({ address: contract, abi: securityTokenAbi, functionName: 'isAllowed', args: [wallet] })) return;
  const [listed] = await deps.db
    .select({ id: issuanceWhitelist.id })
    .from(issuanceWhitelist)
    .where(and(eq(issuanceWhitelist.issuanceId, token.issuanceId), eq(issuanceWhitelist.email, eligible.email.toLowerCase())))
    .limit(1);
  if (!listed) return;
  await writeAndWait(deps, client, tenantId, { kind: 'allow', reference: `allow:${contract.toLowerCase()}:${wallet.toLowerCase()}`, to: contract, abi: securityTokenAbi, functionName: 'setAllowed', args: [wallet, true] });
}

async function writeAndWait(deps: Deps, client: ChainClient, tenantId: string, call: Parameters<typeof recordChainTransaction>[3]): Promise<void> {
  await deps.db.transaction((tx) => recordChainTransaction(tx, tenantId, client, call));
  const row = await submitOnChain(deps, client, call.reference);
  if (row?.status === 'pending') throw pendingRegistration();
  if (row?.status === 'failed') throw new ApiError(409, 'chain_transaction_refused');
}
