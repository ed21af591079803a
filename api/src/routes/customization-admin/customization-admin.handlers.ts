import { and, desc, eq } from 'drizzle-orm';
import {
  changedPaths,
  customizationDraftSchema,
  draftOfStored,
  type CustomizationDraft,
  type CustomizationEditorResponse,
  type CustomizationVersion,
  type CustomizationVersionSummary,
} from 'shared';
import type { Deps } from '../../app-env.js';
import { recordAudit } from '../../audit/audit-log.js';
import type { Db } from '../../db/client.js';
import { customizationVersions, tenants, users } from '../../db/schema.js';
import { ApiError } from '../../lib/errors.js';
import { parseWith, ValidationError } from '../../lib/validation.js';
import { chainSettingsOf, EVM } from '../../ledger/evm/chain-settings.js';
import { isUuid } from '../../lib/uuid.js';
import type { Caller } from '../caller.js';

/**
 * The manager's customization editor (issue 16). Every save is a new numbered version of the
 * whole payload with who saved it and which paths changed; a restore saves an old payload again.
 * `tenants.customization` holds the newest, which `GET /v2/ui/get-customization` serves as soon
 * as the tenant directory is told it changed.
 */

const versionNotFound = () => new ApiError(404, 'customization_version_not_found');

type VersionRow = typeof customizationVersions.$inferSelect & { actorEmail: string | null; actorName: string | null };

const selectVersions = (db: Pick<Db, 'select'>) =>
  db
    .select({
      id: customizationVersions.id,
      tenantId: customizationVersions.tenantId,
      number: customizationVersions.number,
      payload: customizationVersions.payload,
      changed: customizationVersions.changed,
      restoredFrom: customizationVersions.restoredFrom,
      actorUserId: customizationVersions.actorUserId,
      at: customizationVersions.at,
      actorEmail: users.email,
      actorName: users.name,
    })
    .from(customizationVersions)
    .leftJoin(users, eq(users.id, customizationVersions.actorUserId));

function summaryOf(row: VersionRow): CustomizationVersionSummary {
  return {
    id: row.id,
    number: row.number,
    actor: row.actorUserId && row.actorEmail ? { id: row.actorUserId, email: row.actorEmail, name: row.actorName } : null,
    at: row.at.toISOString(),
    changed: row.changed,
    restored_from: row.restoredFrom,
  };
}

async function storedOf(db: Pick<Db, 'select'>, tenantId: string): Promise<unknown> {
  const [row] = await db.select({ customization: tenants.customization }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.customization ?? {};
}

async function latestVersion(db: Pick<Db, 'select'>, tenantId: string): Promise<VersionRow | undefined> {
  const [row] = await selectVersions(db).where(eq(customizationVersions.tenantId, tenantId)).orderBy(desc(customizationVersions.number)).limit(1);
  return row;
}

/** Read from the table, not the tenant directory's copy, which may be up to its TTL old. */
export async function getEditor(deps: Deps, { tenant }: Caller): Promise<CustomizationEditorResponse> {
  const [stored, latest] = await Promise.all([storedOf(deps.db, tenant.id), latestVersion(deps.db, tenant.id)]);
  return { data: { payload: draftOfStored(stored), version: latest ? summaryOf(latest) : null } };
}

export async function listVersions(deps: Deps, { tenant }: Caller): Promise<{ data: CustomizationVersionSummary[] }> {
  const rows = await selectVersions(deps.db).where(eq(customizationVersions.tenantId, tenant.id)).orderBy(desc(customizationVersions.number));
  return { data: rows.map(summaryOf) };
}

async function findVersion(db: Pick<Db, 'select'>, tenantId: string, id: string): Promise<VersionRow> {
  if (!isUuid(id)) throw versionNotFound();
  const [row] = await selectVersions(db).where(and(eq(customizationVersions.tenantId, tenantId), eq(customizationVersions.id, id)));
  if (!row) throw versionNotFound();
  return row;
}

export async function getVersion(deps: Deps, { tenant }: Caller, id: string): Promise<{ data: CustomizationVersion }> {
  const row = await findVersion(deps.db, tenant.id, id);
  return { data: { ...summaryOf(row), payload: draftOfStored(row.payload) } };
}

/**
 * Writes `draft` as the tenant's customization and its new version, in one transaction with the
 * audit entry. The first save also keeps what was there before as version 1 (the seed's or an
 * operator's payload), so the look before the editor was ever used can be restored.
 */
async function saveVersion(deps: Deps, { tenant, principal }: Caller, draft: CustomizationDraft, restoredFrom: number | null): Promise<CustomizationEditorResponse> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // The tenant's row is the lock: two saves at once get consecutive numbers, not a clash.
    const [locked] = await tx.select({ customization: tenants.customization }).from(tenants).where(eq(tenants.id, tenant.id)).for('update');
    const stored = locked?.customization ?? {};
    let latest = await latestVersion(tx, tenant.id);
    if (!latest) {
      const [initial] = await tx
        .insert(customizationVersions)
        .values({ tenantId: tenant.id, number: 1, payload: draftOfStored(stored), changed: [], actorUserId: null, at: now })
        .returning();
      latest = initial && { ...initial, actorEmail: null, actorName: null };
    }
    const changed = changedPaths(draftOfStored(stored), draft);
    const number = (latest?.number ?? 0) + 1;
    await tx.update(tenants).set({ customization: draft }).where(eq(tenants.id, tenant.id));
    await tx.insert(customizationVersions).values({ tenantId: tenant.id, number, payload: draft, changed, restoredFrom, actorUserId: principal.user.id, at: now });
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: principal.user.id,
      subjectUserId: null,
      action: restoredFrom === null ? 'customization.saved' : 'customization.restored',
      details: { version: String(number), changed, restored_from: restoredFrom === null ? null : String(restoredFrom) },
      at: now,
    });
  });
  // Every request reads the tenant through the directory: the next one gets the new payload.
  deps.tenants.invalidate();
  return getEditor(deps, { tenant, principal });
}

/** The chain ledger needs the deployment's chain for the tenant (RPC, agent key): without one it is refused, by field. */
function refuseUnconfiguredChain(deps: Deps, caller: Caller, draft: CustomizationDraft): void {
  if (draft.modules?.ledger === EVM && !chainSettingsOf(deps.paymentSecrets, caller.tenant.slug)) {
    throw new ValidationError({ 'modules.ledger': { key: 'customization.ledger_chain_not_configured' } });
  }
}

export function saveCustomization(deps: Deps, caller: Caller, draft: CustomizationDraft): Promise<CustomizationEditorResponse> {
  refuseUnconfiguredChain(deps, caller, draft);
  return saveVersion(deps, caller, draft, null);
}

export async function restoreVersion(deps: Deps, caller: Caller, id: string): Promise<CustomizationEditorResponse> {
  const row = await findVersion(deps.db, caller.tenant.id, id);
  // An old version may hold what today's rules refuse (CSS loading from outside): refused by field, as a save is.
  const draft = await parseWith(customizationDraftSchema, draftOfStored(row.payload));
  refuseUnconfiguredChain(deps, caller, draft);
  return saveVersion(deps, caller, draft, row.number);
}
