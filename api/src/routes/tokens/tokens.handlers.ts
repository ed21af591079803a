import { pageMeta } from 'shared';
import type { CreateTokenValues, Token, TokenCandidate, TokenList } from 'shared';
import type { Deps } from '../../app-env.js';
import { errors } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { deleteToken, findToken, insertToken, listTokens, tokenCandidates } from './tokens.queries.js';

const tokenNotFound = () => errors.notFound('token_not_found');

export async function getTokens(deps: Deps, tenant: Tenant, query: { q?: string | undefined; page: number; per_page: number }): Promise<TokenList> {
  const { page, per_page: perPage } = query;
  const { tokens, total } = await listTokens(deps.db, tenant.id, query.q, { limit: perPage, offset: (page - 1) * perPage });
  return { data: tokens, meta: pageMeta(page, perPage, total) };
}

export async function getToken(deps: Deps, tenant: Tenant, id: string): Promise<{ data: Token }> {
  const token = isUuid(id) ? await findToken(deps.db, tenant.id, id) : undefined;
  if (!token) throw tokenNotFound();
  return { data: token };
}

export async function getTokenCandidates(deps: Deps, tenant: Tenant): Promise<{ data: TokenCandidate[] }> {
  return { data: await tokenCandidates(deps.db, tenant.id) };
}

/** Another tenant's issuance, or no issuance at all, is not found: its existence is not revealed. */
export async function createToken(deps: Deps, tenant: Tenant, values: CreateTokenValues): Promise<{ data: Token }> {
  if (!isUuid(values.issuance_id)) throw errors.notFound('issuance_not_found');
  const id = await insertToken(deps.db, tenant.id, values);
  return getToken(deps, tenant, id);
}

export async function removeToken(deps: Deps, tenant: Tenant, id: string): Promise<void> {
  if (!isUuid(id)) throw tokenNotFound();
  await deleteToken(deps.db, tenant.id, id);
}
