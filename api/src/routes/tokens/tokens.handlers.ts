import { pageMeta } from 'shared';
import type { CreateTokenValues, Token, TokenCandidate, TokenList } from 'shared';
import type { Deps } from '../../app-env.js';
import { explorerLink } from '../../ledger/evm/chain-client.js';
import { chainSettingsOf } from '../../ledger/evm/chain-settings.js';
import { EVM_LEDGER } from '../../ledger/evm/evm-ledger.js';
import { requireTenantChain, submitOnChain } from '../../ledger/evm/tenant-chain.js';
import { errors } from '../../lib/errors.js';
import { customizationOf } from '../customization/customization.handlers.js';
import { isUuid } from '../../lib/uuid.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { deleteToken, findToken, insertToken, listTokens, tokenCandidates } from './tokens.queries.js';

const tokenNotFound = () => errors.notFound('token_not_found');

/** The contract linked on the tenant's block explorer, when its chain names one. */
function withExplorer(deps: Deps, tenant: Tenant, token: Token): Token {
  return { ...token, contract_url: explorerLink(chainSettingsOf(deps.paymentSecrets, tenant.slug), 'address', token.contract_address) };
}

export async function getTokens(deps: Deps, tenant: Tenant, query: { q?: string | undefined; page: number; per_page: number }): Promise<TokenList> {
  const { page, per_page: perPage } = query;
  const { tokens, total } = await listTokens(deps.db, tenant.id, query.q, { limit: perPage, offset: (page - 1) * perPage });
  return { data: tokens.map((token) => withExplorer(deps, tenant, token)), meta: pageMeta(page, perPage, total) };
}

export async function getToken(deps: Deps, tenant: Tenant, id: string): Promise<{ data: Token }> {
  const token = isUuid(id) ? await findToken(deps.db, tenant.id, id) : undefined;
  if (!token) throw tokenNotFound();
  return { data: withExplorer(deps, tenant, token) };
}

export async function getTokenCandidates(deps: Deps, tenant: Tenant): Promise<{ data: TokenCandidate[] }> {
  return { data: await tokenCandidates(deps.db, tenant.id) };
}

/** Another tenant's issuance, or no issuance at all, is not found: its existence is not revealed. */
export async function createToken(deps: Deps, tenant: Tenant, values: CreateTokenValues): Promise<{ data: Token }> {
  if (!isUuid(values.issuance_id)) throw errors.notFound('issuance_not_found');
  // A token created while the tenant's ledger is `evm` is deployed on its chain, and its issuance stays there.
  const chain = customizationOf(tenant).modules.ledger === EVM_LEDGER ? await requireTenantChain(deps.paymentSecrets, deps.db, tenant.id) : undefined;
  const id = await insertToken(deps.db, tenant.id, values, chain);
  if (chain) await submitOnChain(deps, chain, `token:${values.issuance_id}`);
  return getToken(deps, tenant, id);
}

export async function removeToken(deps: Deps, tenant: Tenant, id: string): Promise<void> {
  if (!isUuid(id)) throw tokenNotFound();
  await deleteToken(deps.db, tenant.id, id);
}
