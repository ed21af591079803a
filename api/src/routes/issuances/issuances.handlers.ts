import { businessDay, type FollowState, type IssuanceDetail, type IssuanceListQuery, type IssuanceListResponse, pageMeta } from 'shared';
import type { Deps, Principal } from '../../app-env.js';
import { hasRole } from '../../auth/authorize.js';
import { ApiError, errors } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { isUuid } from '../../lib/uuid.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import type { Caller } from '../caller.js';
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

export function readerOf(deps: Deps, { tenant, principal }: Caller): Reader {
  const { user } = principal;
  return { tenantId: tenant.id, scope: scopeOf(user), userId: user.id, today: todayOf(deps, tenant) };
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

// The use cases below take plain values (`origin`: where file URLs in the answer point) and
// throw ApiError; the routes only adapt a request to them.

export async function getIssuances(deps: Deps, caller: Caller, query: IssuanceListQuery, origin: string): Promise<IssuanceListResponse> {
  const { page, per_page: perPage, ...filters } = query;
  const { rows, total } = await listIssuances(deps.db, readerOf(deps, caller), filters, { limit: perPage, offset: (page - 1) * perPage });
  return {
    data: rows.map((row) => toSummary(row, origin)),
    meta: pageMeta(page, perPage, total),
  };
}

export async function getIssuance(deps: Deps, caller: Caller, id: string, origin: string): Promise<{ data: IssuanceDetail }> {
  const reader = readerOf(deps, caller);
  const row = isUuid(id) ? await findIssuance(deps.db, reader, { id }) : undefined;
  if (!row) throw issuanceNotFound();
  const documents = visibleDocuments(await documentsOf(deps.db, id), seesAllDocuments(caller.principal, row.issuance.ownerId), reader.today);
  return { data: toDetail(row, documents, origin) };
}

/** The landing page of /invest/{slug}: published projects only, as an anonymous visitor sees them. */
export async function getPublicIssuance(deps: Deps, tenant: Tenant, slug: string, origin: string): Promise<{ data: IssuanceDetail }> {
  const reader: Reader = { tenantId: tenant.id, scope: { kind: 'published' }, userId: null, today: todayOf(deps, tenant) };
  const row = await findIssuance(deps.db, reader, { slug });
  if (!row) throw issuanceNotFound();
  const documents = visibleDocuments(await documentsOf(deps.db, row.issuance.id), false, reader.today);
  return { data: toDetail(row, documents, origin) };
}

/** Following twice, or unfollowing what is not followed, answers the same state: no error. */
export async function setFollowing(deps: Deps, caller: Caller, id: string, following: boolean): Promise<FollowState> {
  const reader = readerOf(deps, caller);
  if (!isUuid(id) || !(await isReadable(deps.db, reader, id))) throw issuanceNotFound();
  const userId = caller.principal.user.id;
  if (following) await follow(deps.db, userId, id);
  else await unfollow(deps.db, userId, id);
  return { data: { id, following } };
}

export async function deleteIssuance(deps: Deps, tenant: Tenant, id: string, log: Logger = deps.logger): Promise<void> {
  if (!isUuid(id)) throw issuanceNotFound();
  const { outcome, files } = await deleteIssuanceRows(deps.db, tenant.id, id);
  if (outcome === 'not_found') throw issuanceNotFound();
  if (outcome === 'has_investments') throw new ApiError(409, 'issuance_has_investments');
  // After the commit: a failed unlink leaves an orphan file, never a row pointing at nothing.
  await deps.files.remove(files).catch((error: unknown) => log.warn({ err: error, issuance: id }, 'could not remove uploaded files'));
}
