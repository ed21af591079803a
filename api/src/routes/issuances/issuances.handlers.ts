import type { Context } from 'hono';
import { businessDay, type FollowState, type IssuanceDetail, type IssuanceListQuery, type IssuanceListResponse } from 'shared';
import type { AppEnv, Deps, Principal } from '../../app-env.js';
import { hasRole } from '../../auth/authorize.js';
import { ApiError, errors } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { toDetail, toSummary } from './issuance-answer.js';
import {
  deleteIssuance as deleteIssuanceRows,
  documentsOf,
  findIssuance,
  follow,
  isReadable,
  listIssuances,
  scopeOf,
  unfollow,
  type DocumentRow,
  type Reader,
} from './issuances.queries.js';

const issuanceNotFound = () => errors.notFound('issuance_not_found');

/** Today in the tenant's time zone: its days start at midnight there, not in UTC. */
export function todayOf(deps: Deps, tenant: Pick<Tenant, 'timeZone'>): string {
  return businessDay(deps.clock.now(), tenant.timeZone);
}

/** Scheme, host and port the caller used: file URLs in answers point back to this API. */
export function originOf(c: Context<AppEnv>): string {
  return new URL(c.req.url).origin;
}

export function readerOf(c: Context<AppEnv>, deps: Deps): Reader {
  const { user } = c.var.principal;
  return { tenantId: c.var.tenant.id, scope: scopeOf(user), userId: user.id, today: todayOf(deps, c.var.tenant) };
}

/** Documents are valid through their expiry day, and never served after it. */
export function isExpired(expiresAt: string | null, today: string): boolean {
  return expiresAt !== null && expiresAt < today;
}

/** The owner and the tenant's managers see every document (expired ones flagged by their date). */
export function seesAllDocuments(principal: Principal | null, ownerId: string): boolean {
  if (!principal) return false;
  return principal.user.id === ownerId || hasRole(principal, ['ADMIN']);
}

function visibleDocuments(documents: readonly DocumentRow[], seesAll: boolean, today: string): DocumentRow[] {
  if (seesAll) return [...documents];
  return documents.filter((document) => document.visibility === 'public' && !isExpired(document.expiresAt, today));
}

export async function getIssuances(c: Context<AppEnv>, deps: Deps, query: IssuanceListQuery): Promise<IssuanceListResponse> {
  const { page, per_page: perPage, ...filters } = query;
  const { rows, total } = await listIssuances(deps.db, readerOf(c, deps), filters, { limit: perPage, offset: (page - 1) * perPage });
  const origin = originOf(c);
  return {
    data: rows.map((row) => toSummary(row, origin)),
    meta: { page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) },
  };
}

export async function getIssuance(c: Context<AppEnv>, deps: Deps, id: string): Promise<{ data: IssuanceDetail }> {
  const reader = readerOf(c, deps);
  const row = isUuid(id) ? await findIssuance(deps.db, reader, { id }) : undefined;
  if (!row) throw issuanceNotFound();
  const documents = visibleDocuments(await documentsOf(deps.db, id), seesAllDocuments(c.var.principal, row.issuance.ownerId), reader.today);
  return { data: toDetail(row, documents, originOf(c)) };
}

/** The landing page of /invest/{slug}: published projects only, as an anonymous visitor sees them. */
export async function getPublicIssuance(c: Context<AppEnv>, deps: Deps, slug: string): Promise<{ data: IssuanceDetail }> {
  const reader: Reader = { tenantId: c.var.tenant.id, scope: { kind: 'published' }, userId: null, today: todayOf(deps, c.var.tenant) };
  const row = await findIssuance(deps.db, reader, { slug });
  if (!row) throw issuanceNotFound();
  const documents = visibleDocuments(await documentsOf(deps.db, row.issuance.id), false, reader.today);
  return { data: toDetail(row, documents, originOf(c)) };
}

/** Following twice, or unfollowing what is not followed, answers the same state: no error. */
export async function setFollowing(c: Context<AppEnv>, deps: Deps, id: string, following: boolean): Promise<FollowState> {
  const reader = readerOf(c, deps);
  if (!isUuid(id) || !(await isReadable(deps.db, reader, id))) throw issuanceNotFound();
  const userId = c.var.principal.user.id;
  if (following) await follow(deps.db, userId, id);
  else await unfollow(deps.db, userId, id);
  return { data: { id, following } };
}

export async function deleteIssuance(c: Context<AppEnv>, deps: Deps, id: string): Promise<void> {
  if (!isUuid(id)) throw issuanceNotFound();
  const { outcome, files } = await deleteIssuanceRows(deps.db, c.var.tenant.id, id);
  if (outcome === 'not_found') throw issuanceNotFound();
  if (outcome === 'has_investments') throw new ApiError(409, 'issuance_has_investments');
  // After the commit: a failed unlink leaves an orphan file, never a row pointing at nothing.
  await deps.files.remove(files).catch((error: unknown) => c.var.log.warn({ err: error, issuance: id }, 'could not remove uploaded files'));
}
