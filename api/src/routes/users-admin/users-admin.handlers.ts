import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type DenegateUserValues,
  inRoleGroups,
  pageMeta,
  type UpdateUserRolesValues,
  type UserDetail,
  type UserKycDocument,
  type UserListFilters,
  type UserListQuery,
  type UserListResponse,
  type UserRow,
} from 'shared';
import type { Deps } from '../../app-env.js';
import { historyOf, recordAudit } from '../../audit/audit-log.js';
import { revokeUserTokens, type User } from '../../auth/sessions.js';
import type { Db } from '../../db/client.js';
import { decideKyc, type KycDecisionInput } from '../../kyc/decide-kyc.js';
import { companies, files, investments, issuances, kycChecks, users, wallets } from '../../db/schema.js';
import { isStillReferenced } from '../../lib/db-errors.js';
import { ApiError, errors } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { amountCell, batchedRows, exportTable, type ExportColumn, type ExportFormat } from '../../lib/table-export.js';
import { isUuid } from '../../lib/uuid.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { rolesOf } from '../../users/users.repository.js';
import { personTypeOf, userWire } from '../../users/user-wire.js';
import type { Caller } from '../caller.js';
import type { StoredFile } from '../files/files.handlers.js';
import { countUsers, selectUsers, type UserListRow } from './users-admin.queries.js';

/**
 * The manager's users (issue 12, spec section 6): list, export, detail with KYC documents and
 * history, and the actions on a user. Every action is refused on the caller themself (409
 * user_is_caller) and writes its audit entry in the transaction of its change.
 */

function rowOf(user: UserListRow, callerId: string): UserRow {
  const self = user.id === callerId;
  const roles = rolesOf(user);
  return {
    ...userWire(user),
    primary_role: user.primaryRole,
    secondary_role: user.secondaryRole,
    investments_count: user.investmentsCount,
    actions: {
      validate: !self && (user.kycStatus !== 'success' || user.flags.length > 0),
      denegate: !self,
      delete: !self && user.investmentsCount === 0,
      roles: !self,
      simulate: !self && inRoleGroups(roles, ['investor']),
    },
  };
}

export async function listUsers(deps: Deps, { tenant, principal }: Caller, query: UserListQuery): Promise<UserListResponse> {
  const { page, per_page: perPage, ...filters } = query;
  const [rows, total] = await Promise.all([
    selectUsers(deps.db, tenant, filters, { limit: perPage, offset: (page - 1) * perPage }),
    countUsers(deps.db, tenant, filters),
  ]);
  return {
    data: rows.map((row) => rowOf(row, principal.user.id)),
    meta: pageMeta(page, perPage, total),
  };
}

// ---------------------------------------------------------------- export

const EXPORT_COLUMNS: readonly ExportColumn<UserListRow>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'email', value: (row) => row.email },
  { header: 'username', value: (row) => row.username },
  { header: 'name', value: (row) => row.name },
  { header: 'surname', value: (row) => row.surname },
  { header: 'primary_role', value: (row) => row.primaryRole },
  { header: 'secondary_role', value: (row) => row.secondaryRole },
  { header: 'person_type', value: personTypeOf },
  { header: 'kyc_status', value: (row) => row.kycStatus },
  { header: 'flags', value: (row) => row.flags.join(' ') },
  { header: 'email_verified', value: (row) => (row.emailVerifiedAt ? 'true' : 'false') },
  { header: 'registered_at', value: (row) => row.createdAt.toISOString() },
  { header: 'investments', value: (row) => row.investmentsCount },
  { header: 'available_balance', value: (row) => amountCell(row.availableBalance) },
];

export const USER_EXPORT_HEADERS = EXPORT_COLUMNS.map((column) => column.header);

/** Every user the filters select, all pages, streamed as CSV or XLSX (see `exportTable`). */
export function exportUsers(deps: Deps, tenant: Tenant, filters: UserListFilters, format: ExportFormat, logger: Logger) {
  const rows = batchedRows((page) => selectUsers(deps.db, tenant, filters, page), (row: UserListRow) => row, EXPORT_COLUMNS);
  return exportTable({ sheetName: 'Users', headers: USER_EXPORT_HEADERS, rows, format, logger });
}

// ---------------------------------------------------------------- detail

async function tenantUser(db: Db, tenant: Tenant, id: string): Promise<User> {
  const [user] = isUuid(id) ? await db.select().from(users).where(and(eq(users.id, id), eq(users.tenantId, tenant.id))).limit(1) : [];
  if (!user) throw errors.notFound('user_not_found');
  return user;
}

export async function getUserDetail(deps: Deps, { tenant, principal }: Caller, id: string): Promise<{ data: UserDetail }> {
  const user = await tenantUser(deps.db, tenant, id);
  // One statement for the side facts: on PGlite every statement waits its turn.
  const [facts] = await deps.db
    .select({
      investmentsCount: sql<number>`(select count(*)::int from ${investments} where ${investments.investorId} = ${users.id})`,
      investedAmount: sql<string>`(select coalesce(sum(${investments.amount}), 0)::numeric(18,2)::text from ${investments} where ${investments.investorId} = ${users.id} and ${investments.status} <> 'CANCELED')`,
      wallet: sql<string | null>`(select ${wallets.address} from ${wallets} where ${wallets.userId} = ${users.id} order by ${wallets.createdAt} limit 1)`,
      organisationName: companies.organisationName,
      taxId: companies.taxId,
    })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, user.id));
  const [check] = await deps.db.select().from(kycChecks).where(eq(kycChecks.userId, user.id)).orderBy(desc(kycChecks.submittedAt)).limit(1);
  const history = await historyOf(deps.db, tenant.id, user.id);
  const investmentsCount = Number(facts?.investmentsCount ?? 0);
  const documents: UserKycDocument[] = (check?.documents ?? []).map((document) => ({
    file_id: document.fileId,
    type: document.type,
    name: document.name,
    issued_on: document.issuedOn,
    submitted_at: check?.submittedAt.toISOString() ?? '',
  }));
  return {
    data: {
      ...rowOf({ ...user, investmentsCount }, principal.user.id),
      profile: {
        phone: user.phone,
        secondary_phone: user.secondaryPhone,
        birthday: user.birthday,
        nationality: user.nationality,
        id_number: user.idNumber,
        country_of_residence: user.countryOfResidence,
        address: user.address,
        city: user.city,
        postal_code: user.postalCode,
        province: user.province,
        gender: user.gender,
        occupation: user.occupation,
        marital_status: user.maritalStatus,
        commercial_communications: user.commercialCommunications,
        wallet: facts?.wallet ?? null,
      },
      company: user.investorType === 'legal' ? { organisation_name: facts?.organisationName ?? null, tax_id: facts?.taxId ?? null } : null,
      kyc: {
        status: user.kycStatus,
        provider: check?.provider ?? null,
        submitted_at: check?.submittedAt.toISOString() ?? null,
        decided_at: check?.decidedAt?.toISOString() ?? null,
        documents,
      },
      investments: { count: investmentsCount, amount: facts?.investedAmount ?? '0.00' },
      history,
    },
  };
}

/** A KYC file of this user (any of their checks), for the manager's download; anything else is not found. */
export async function userKycFile(deps: Deps, tenant: Tenant, userId: string, fileId: string): Promise<StoredFile> {
  const user = await tenantUser(deps.db, tenant, userId);
  const [file] = isUuid(fileId)
    ? await deps.db
        .select({ storage: files.storage, path: files.path, name: files.name, contentType: files.contentType })
        .from(files)
        .where(
          and(
            eq(files.id, fileId),
            eq(files.tenantId, tenant.id),
            eq(files.purpose, 'kyc'),
            sql`exists (select 1 from ${kycChecks} where ${kycChecks.userId} = ${user.id} and ${kycChecks.documents} @> ${JSON.stringify([{ fileId }])}::jsonb)`,
          ),
        )
        .limit(1)
    : [];
  if (!file) throw errors.notFound('kyc_document_not_found');
  // Served under its type's name: the stored name may carry an extension the sniffed type contradicts.
  return { ...file, name: file.name.replace(/\.[^.]+$/, '') || 'document' };
}

// ---------------------------------------------------------------- actions

/** The target user, locked for the action's transaction; never the caller themself. */
async function lockTarget(tx: Db, tenant: Tenant, callerId: string, id: string): Promise<User> {
  const [user] = isUuid(id)
    ? await tx.select().from(users).where(and(eq(users.id, id), eq(users.tenantId, tenant.id))).for('update')
    : [];
  if (!user) throw errors.notFound('user_not_found');
  if (user.id === callerId) throw new ApiError(409, 'user_is_caller');
  return user;
}

/** The manager's decision goes through the KYC module's one writer; the answer is the refreshed detail. */
async function review(deps: Deps, caller: Caller, id: string, decision: Pick<KycDecisionInput, 'decision' | 'flags' | 'message' | 'note'>) {
  if (!isUuid(id)) throw errors.notFound('user_not_found');
  await decideKyc(deps, caller.tenant, { userId: id, actor: { id: caller.principal.user.id }, ...decision });
  return getUserDetail(deps, caller, id);
}

/** KYC success and no flags: the user may invest (their next step is no longer blocked), and is told by e-mail. */
export function validateUser(deps: Deps, caller: Caller, id: string, note: string | undefined) {
  return review(deps, caller, id, { decision: 'validate', flags: [], message: null, note });
}

/** Sets the chosen flags and the message the user reads on their blocked page and in the e-mail. */
export function denegateUser(deps: Deps, caller: Caller, id: string, values: DenegateUserValues) {
  return review(deps, caller, id, { decision: 'denegate', flags: values.flags, message: values.message });
}

/**
 * One primary and an optional secondary. The user's sessions end: the areas the host shows come
 * from the login answer, so the next login is where the new roles take effect everywhere.
 */
export async function updateUserRoles(deps: Deps, caller: Caller, id: string, values: UpdateUserRolesValues) {
  const { tenant, principal } = caller;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const user = await lockTarget(tx, tenant, principal.user.id, id);
    const secondary = values.secondary_role ?? null;
    await tx.update(users).set({ primaryRole: values.primary_role, secondaryRole: secondary }).where(eq(users.id, user.id));
    await revokeUserTokens(tx, deps.clock, user.id);
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: principal.user.id,
      subjectUserId: user.id,
      action: 'user.roles_changed',
      details: { from: rolesOf(user), to: rolesOf({ primaryRole: values.primary_role, secondaryRole: secondary }) },
      at: now,
    });
  });
  return getUserDetail(deps, caller, id);
}

/**
 * Deletes a user without investments (409 user_has_investments) nor issuances of their own (409
 * user_has_issuances). The audit entry keeps who it was; their KYC files go with them.
 */
export async function deleteUser(deps: Deps, { tenant, principal }: Caller, id: string) {
  const now = deps.clock.now();
  try {
    const removed = await deps.db.transaction(async (tx) => {
      const user = await lockTarget(tx, tenant, principal.user.id, id);
      const [invested] = await tx.select({ total: count() }).from(investments).where(eq(investments.investorId, user.id));
      if ((invested?.total ?? 0) > 0) throw new ApiError(409, 'user_has_investments');
      const [owned] = await tx.select({ total: count() }).from(issuances).where(eq(issuances.ownerId, user.id));
      if ((owned?.total ?? 0) > 0) throw new ApiError(409, 'user_has_issuances');
      const checks = await tx.select({ documents: kycChecks.documents }).from(kycChecks).where(eq(kycChecks.userId, user.id));
      const fileIds = checks.flatMap((check) => check.documents.map((document) => document.fileId));
      await recordAudit(tx, {
        tenantId: tenant.id,
        actorUserId: principal.user.id,
        subjectUserId: user.id,
        action: 'user.deleted',
        details: { user_id: user.id, email: user.email, name: [user.name, user.surname].filter(Boolean).join(' ') || null, roles: rolesOf(user) },
        at: now,
      });
      const storedFiles = fileIds.length
        ? await tx
            .delete(files)
            .where(and(eq(files.tenantId, tenant.id), inArray(files.id, fileIds), eq(files.purpose, 'kyc')))
            .returning({ storage: files.storage, path: files.path })
        : [];
      await tx.delete(users).where(eq(users.id, user.id));
      return { id: user.id, storedFiles };
    });
    // After the commit: a file left behind by a failure here is unreachable, never a row without its file.
    await deps.files.remove(removed.storedFiles).catch((error: unknown) => deps.logger.error({ err: error }, 'deleted user files not removed'));
    return { data: { id: removed.id, deleted: true as const } };
  } catch (error) {
    // A record this check does not know of (an ad, a transfer) still holds the user.
    if (isStillReferenced(error)) throw new ApiError(409, 'user_has_records');
    throw error;
  }
}
