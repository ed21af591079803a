import { and, asc, count, eq, ne, notInArray } from 'drizzle-orm';
import { deliver, notify } from '../../notifications/notify.js';
import {
  AUTHORING_STEPS,
  compareMoney,
  FIELDS_LOCKED_BY_ORDERS,
  phaseOf,
  projectStatusOrder,
  STEP_SCHEMAS,
  toMoney,
  totalForSale,
  type AuthoringStep,
  type BasicsStep,
  type DocumentViewPermission,
  type InvestmentStatus,
  type IssuanceDraft,
  type MediaStep,
  type PhaseState,
  type ProjectStatus,
  type StoryStep,
  type TokenStep,
  type ValidationDecision,
} from 'shared';
import type { Deps } from '../../app-env.js';
import { issuanceHistoryOf, recordAudit, type IssuanceAuditAction } from '../../audit/audit-log.js';
import type { Db } from '../../db/client.js';
import { files, investments, issuanceDocuments, issuanceImages, issuanceRaised, issuances, users } from '../../db/schema.js';
import { sendValidationDecided } from '../../mail/templates/authoring.js';
import { movesOf, refusalOf, validationAfterMove, type PhaseActor, type PhaseFacts } from '../../issuances/phase-transitions.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { ApiError, errors } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import { parseWith, ValidationError } from '../../lib/validation.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import type { Caller } from '../caller.js';
import { customizationOf } from '../customization/customization.handlers.js';
import { fileUrl, toDocument } from '../issuances/issuance-answer.js';
import { documentsOf, scopeOf } from '../issuances/issuances.queries.js';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;
type IssuanceRecord = typeof issuances.$inferSelect;

const issuanceNotFound = () => errors.notFound('issuance_not_found');
const slugTaken = () => new ApiError(409, 'slug_taken');
const SLUG_INDEX = 'issuances_tenant_slug_idx';

/**
 * Investments that make an issuance "have orders" (FIELDS_LOCKED_BY_ORDERS): every order placed,
 * whatever became of it since, except a mere declared interest (RESERVED, no price agreed yet) and
 * a cancelled one (it binds nobody). A failed payment still counts: the investor may pay again at
 * the price they ordered at.
 */
const NOT_ORDERS = ['RESERVED', 'CANCELED'] as const satisfies readonly InvestmentStatus[];

/** Managers author any issuance of the tenant at any time; issuers (entrepreneurs) their own, while DRAFT. */
export function authorOf(caller: Caller): PhaseActor {
  return scopeOf(caller.principal.user).kind === 'all' ? 'manager' : 'issuer';
}

// ---------------------------------------------------------------- reads

/** The issuance of the tenant (the route's ownership rule already checked the caller may edit it). */
async function issuanceOf(db: Reader, tenantId: string, id: string): Promise<IssuanceRecord> {
  const [row] = isUuid(id) ? await db.select().from(issuances).where(and(eq(issuances.id, id), eq(issuances.tenantId, tenantId))).limit(1) : [];
  if (!row) throw issuanceNotFound();
  return row;
}

/** The same, locked until the transaction ends: edits of one issuance run one after another. */
async function lockedIssuance(tx: Transaction, tenantId: string, id: string): Promise<IssuanceRecord> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(issuances)
        .where(and(eq(issuances.id, id), eq(issuances.tenantId, tenantId)))
        .for('update')
    : [];
  if (!row) throw issuanceNotFound();
  return row;
}

async function hasOrders(db: Reader, issuanceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: investments.id })
    .from(investments)
    .where(and(eq(investments.issuanceId, issuanceId), notInArray(investments.status, [...NOT_ORDERS])))
    .limit(1);
  return row !== undefined;
}

async function documentCount(db: Reader, issuanceId: string): Promise<number> {
  const [row] = await db.select({ documents: count() }).from(issuanceDocuments).where(eq(issuanceDocuments.issuanceId, issuanceId));
  return row?.documents ?? 0;
}

function imagesOf(db: Reader, issuanceId: string) {
  return db
    .select({ fileId: issuanceImages.fileId })
    .from(issuanceImages)
    .where(eq(issuanceImages.issuanceId, issuanceId))
    .orderBy(asc(issuanceImages.position), asc(issuanceImages.id));
}

/**
 * The steps complete in what is stored: basics once created; story with its short description;
 * media with a logo; documents with at least one (the pitch deck); token with the round written.
 */
function stepsDoneOf(row: IssuanceRecord, documents: number): AuthoringStep[] {
  const done: Record<AuthoringStep, boolean> = {
    basics: true,
    story: row.shortDescription !== null,
    media: row.logoFileId !== null,
    documents: documents > 0,
    token: row.tokenPrice !== null && row.tokensForSale !== null && row.startDate !== null && row.endDate !== null,
  };
  return AUTHORING_STEPS.filter((step) => done[step]);
}

function missingStepsOf(done: readonly AuthoringStep[]): AuthoringStep[] {
  return AUTHORING_STEPS.filter((step) => !done.includes(step));
}

const moneyOrNull = (value: string | null) => (value === null ? null : toMoney(value));

function isEditable(row: IssuanceRecord, author: PhaseActor): boolean {
  return author === 'manager' || row.status === 'DRAFT';
}

function assertEditable(row: IssuanceRecord, author: PhaseActor): void {
  if (!isEditable(row, author)) throw new ApiError(409, 'issuance_not_editable');
}

/** GET /issuances/:id/draft and the answer of every edit. */
export async function draftOf(db: Db, tenantId: string, id: string, author: PhaseActor, origin: string): Promise<{ data: IssuanceDraft }> {
  const row = await issuanceOf(db, tenantId, id);
  const [images, documents, ordered] = await Promise.all([imagesOf(db, row.id), documentsOf(db, row.id), hasOrders(db, row.id)]);
  return {
    data: {
      id: row.id,
      status: row.status,
      // Drafts have raised nothing, and a financed phase is for closed issuances read from the list.
      phase: phaseOf(row.status, false, row.validationState),
      steps_done: stepsDoneOf(row, documents.length),
      values: {
        title: row.title,
        subtitle: row.subtitle,
        slug: row.slug,
        client_uuid: row.clientUuid,
        product_type: row.productType,
        modality: row.modality,
        short_description: row.shortDescription,
        product: row.product,
        market: row.market,
        competitors: row.competitors,
        business_model: row.businessModel,
        projections: row.projections,
        video_url: row.videoUrl,
        token_name: row.tokenName,
        token_symbol: row.tokenSymbol,
        token_acronym: row.tokenAcronym,
        price: moneyOrNull(row.tokenPrice),
        tokens_for_sale: row.tokensForSale,
        total_amount: moneyOrNull(row.totalAmount),
        min_offer: moneyOrNull(row.minOffer),
        max_offer: moneyOrNull(row.maxOffer),
        soft_cap: moneyOrNull(row.softCap),
        max_fundraising: moneyOrNull(row.maxFundraising),
        minimum_contribution: moneyOrNull(row.minimumContribution),
        // numeric(7,4) reads "12.5000": the percentage as typed.
        equity: row.equity === null ? null : String(Number(row.equity)),
        premoney: moneyOrNull(row.premoney),
        campaign_duration_days: row.campaignDays,
        start_date: row.startDate,
        end_date: row.endDate,
        expiry_date: row.expiryDate,
        smart_contract_address: row.smartContractAddress,
      },
      logo: row.logoFileId ? { id: row.logoFileId, url: fileUrl(origin, row.logoFileId) } : null,
      intro_images: images.map((image) => ({ id: image.fileId, url: fileUrl(origin, image.fileId) })),
      documents: documents.map((document) => toDocument(document, row.id, origin)),
      locked_fields: ordered ? [...FIELDS_LOCKED_BY_ORDERS] : [],
      editable: isEditable(row, author),
      updated_at: row.updatedAt.toISOString(),
    },
  };
}

// ---------------------------------------------------------------- writes

interface Edit {
  tenant: Tenant;
  actorId: string;
  author: PhaseActor;
}

function editOf(caller: Caller): Edit {
  return { tenant: caller.tenant, actorId: caller.principal.user.id, author: authorOf(caller) };
}

async function audit(tx: Transaction, edit: Edit, row: Pick<IssuanceRecord, 'id' | 'ownerId'>, action: IssuanceAuditAction, detail: string | null, at: Date) {
  await recordAudit(tx, { tenantId: edit.tenant.id, actorUserId: edit.actorId, subjectUserId: row.ownerId, issuanceId: row.id, action, details: { detail }, at });
}

async function assertSlugFree(db: Reader, tenantId: string, slug: string, except: string | null): Promise<void> {
  const [row] = await db
    .select({ id: issuances.id })
    .from(issuances)
    .where(and(eq(issuances.tenantId, tenantId), eq(issuances.slug, slug), except ? ne(issuances.id, except) : undefined))
    .limit(1);
  if (row) throw slugTaken();
}

/** Runs a write; a slug another issuance took in the meantime is still 409 slug_taken. */
async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, SLUG_INDEX)) throw slugTaken();
    throw error;
  }
}

/** GET /issuances/slug-availability: free in the tenant, or the issuance's own (`except`). */
export async function slugAvailability(db: Reader, tenantId: string, slug: string, except: string | undefined) {
  const [row] = await db
    .select({ id: issuances.id })
    .from(issuances)
    .where(and(eq(issuances.tenantId, tenantId), eq(issuances.slug, slug), except && isUuid(except) ? ne(issuances.id, except) : undefined))
    .limit(1);
  return { data: { slug, available: row === undefined } };
}

/** POST /issuances: a DRAFT from the basics step, owned by the caller. */
export async function createDraft(deps: Deps, caller: Caller, basics: BasicsStep, origin: string) {
  const edit = editOf(caller);
  await assertSlugFree(deps.db, edit.tenant.id, basics.slug, null);
  const now = deps.clock.now();
  const id = await slugSafe(() =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(issuances)
        .values({
          tenantId: edit.tenant.id,
          ownerId: edit.actorId,
          title: basics.title,
          subtitle: basics.subtitle,
          slug: basics.slug,
          clientUuid: basics.client_uuid ?? null,
          productType: basics.product_type,
          modality: basics.modality,
          status: 'DRAFT',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: issuances.id, ownerId: issuances.ownerId });
      if (!row) throw new Error('issuance insert returned nothing');
      await audit(tx, edit, row, 'issuance.created', basics.title, now);
      return row.id;
    }),
  );
  return draftOf(deps.db, edit.tenant.id, id, edit.author, origin);
}

/** Whole days from start to end: the campaign's duration, computed, never typed. */
function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}

/** The columns one step writes; optional fields left out are cleared (the step's form is sent whole). */
async function columnsOfStep(tx: Transaction, step: AuthoringStep, body: unknown, row: IssuanceRecord): Promise<Partial<typeof issuances.$inferInsert>> {
  switch (step) {
    case 'basics': {
      const values: BasicsStep = await parseWith(STEP_SCHEMAS.basics, body);
      if (values.slug !== row.slug) await assertSlugFree(tx, row.tenantId, values.slug, row.id);
      return { title: values.title, subtitle: values.subtitle, slug: values.slug, clientUuid: values.client_uuid ?? null, productType: values.product_type, modality: values.modality };
    }
    case 'story': {
      const values: StoryStep = await parseWith(STEP_SCHEMAS.story, body);
      return {
        shortDescription: values.short_description,
        product: values.product ?? null,
        market: values.market ?? null,
        competitors: values.competitors ?? null,
        businessModel: values.business_model ?? null,
        projections: values.projections ?? null,
      };
    }
    case 'media': {
      const values: MediaStep = await parseWith(STEP_SCHEMAS.media, body);
      return { videoUrl: values.video_url ?? null };
    }
    case 'documents':
      await parseWith(STEP_SCHEMAS.documents, body);
      // The step is done by its uploads: saving it with none says which is missing (the pitch deck).
      if ((await documentCount(tx, row.id)) === 0) throw new ValidationError({ documents: { key: 'validator.error_document_required' } });
      return {};
    case 'token': {
      const values: TokenStep = await parseWith(STEP_SCHEMAS.token, body);
      if (await hasOrders(tx, row.id)) {
        const changed = FIELDS_LOCKED_BY_ORDERS.filter((field) =>
          field === 'price' ? row.tokenPrice === null || compareMoney(toMoney(row.tokenPrice), values.price) !== 0 : row.tokensForSale !== values.tokens_for_sale,
        );
        if (changed.length > 0) throw new ApiError(409, 'issuance_fields_locked', false, { fields: changed });
      }
      return {
        tokenName: values.token_name,
        tokenSymbol: values.token_symbol,
        tokenAcronym: values.token_acronym ?? null,
        tokenPrice: values.price,
        tokensForSale: values.tokens_for_sale,
        totalAmount: totalForSale(values.price, values.tokens_for_sale),
        minOffer: values.min_offer,
        maxOffer: values.max_offer,
        softCap: values.soft_cap,
        maxFundraising: values.max_fundraising,
        minimumContribution: values.minimum_contribution ?? null,
        equity: values.equity === undefined ? null : String(values.equity),
        premoney: values.premoney ?? null,
        startDate: values.start_date,
        endDate: values.end_date,
        campaignDays: daysBetween(values.start_date, values.end_date),
        expiryDate: values.expiry_date ?? null,
        smartContractAddress: values.smart_contract_address ?? null,
      };
    }
  }
}

/** PATCH /issuances/:id/steps/:step: validates the step's form with its schema and stores it. */
export async function saveStep(deps: Deps, caller: Caller, id: string, step: AuthoringStep, body: unknown, origin: string) {
  const edit = editOf(caller);
  const now = deps.clock.now();
  await slugSafe(() =>
    deps.db.transaction(async (tx) => {
      const row = await lockedIssuance(tx, edit.tenant.id, id);
      assertEditable(row, edit.author);
      const columns = await columnsOfStep(tx, step, body, row);
      await tx.update(issuances).set({ ...columns, updatedAt: now }).where(eq(issuances.id, row.id));
      await audit(tx, edit, row, 'issuance.step_saved', step, now);
    }),
  );
  return draftOf(deps.db, edit.tenant.id, id, edit.author, origin);
}

/** PATCH /issuances/:id/documents/:documentId: who may read a document, and until when. */
export async function setDocumentSettings(
  deps: Deps,
  caller: Caller,
  id: string,
  documentId: string,
  settings: { view_permission: DocumentViewPermission; expires_at?: string | undefined },
  origin: string,
) {
  const edit = editOf(caller);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockedIssuance(tx, edit.tenant.id, id);
    assertEditable(row, edit.author);
    const updated = isUuid(documentId)
      ? await tx
          .update(issuanceDocuments)
          .set({ visibility: settings.view_permission, expiresAt: settings.expires_at ?? null })
          .where(and(eq(issuanceDocuments.id, documentId), eq(issuanceDocuments.issuanceId, row.id)))
          .returning({ name: issuanceDocuments.name })
      : [];
    const [document] = updated;
    if (!document) throw errors.notFound('document_not_found');
    await audit(tx, edit, row, 'issuance.document_changed', `${document.name}: ${settings.view_permission}, ${settings.expires_at ?? '-'}`, now);
    await tx.update(issuances).set({ updatedAt: now }).where(eq(issuances.id, row.id));
  });
  return draftOf(deps.db, edit.tenant.id, id, edit.author, origin);
}

type StoredFile = { storage: 'seed' | 'upload'; path: string };

/**
 * Removes a file of the issuance (a document, an intro image or the logo): its rows in the
 * transaction, its bytes after the commit (a failed unlink leaves an orphan file, never a row
 * pointing at nothing).
 */
async function removeFile(
  deps: Deps,
  caller: Caller,
  id: string,
  origin: string,
  remove: (tx: Transaction, row: IssuanceRecord) => Promise<{ file: StoredFile & { id: string }; action: IssuanceAuditAction; detail: string } | null>,
  notFoundKey: string,
) {
  const edit = editOf(caller);
  const now = deps.clock.now();
  const stored = await deps.db.transaction(async (tx) => {
    const row = await lockedIssuance(tx, edit.tenant.id, id);
    assertEditable(row, edit.author);
    const removed = await remove(tx, row);
    if (!removed) throw errors.notFound(notFoundKey);
    await tx.delete(files).where(eq(files.id, removed.file.id));
    await tx.update(issuances).set({ updatedAt: now }).where(eq(issuances.id, row.id));
    await audit(tx, edit, row, removed.action, removed.detail, now);
    return removed.file;
  });
  // Seed files of an older database are shipped read-only; only uploads are ours to delete.
  if (stored.storage === 'upload') {
    await deps.files.remove([stored]).catch((error: unknown) => deps.logger.warn({ err: error, issuance: id }, 'could not remove an uploaded file'));
  }
  return draftOf(deps.db, edit.tenant.id, id, edit.author, origin);
}

const fileColumns = { id: files.id, storage: files.storage, path: files.path, name: files.name };

export function deleteDocument(deps: Deps, caller: Caller, id: string, documentId: string, origin: string) {
  return removeFile(
    deps,
    caller,
    id,
    origin,
    async (tx, row) => {
      if (!isUuid(documentId)) return null;
      const [found] = await tx
        .select({ file: fileColumns, name: issuanceDocuments.name })
        .from(issuanceDocuments)
        .innerJoin(files, eq(files.id, issuanceDocuments.fileId))
        .where(and(eq(issuanceDocuments.id, documentId), eq(issuanceDocuments.issuanceId, row.id)));
      if (!found) return null;
      await tx.delete(issuanceDocuments).where(eq(issuanceDocuments.id, documentId));
      return { file: found.file, action: 'issuance.document_removed', detail: found.name };
    },
    'document_not_found',
  );
}

/** `imageId` is the image's file id, as the upload and the draft answer it. */
export function deleteImage(deps: Deps, caller: Caller, id: string, imageId: string, origin: string) {
  return removeFile(
    deps,
    caller,
    id,
    origin,
    async (tx, row) => {
      if (!isUuid(imageId)) return null;
      const [found] = await tx
        .select({ file: fileColumns })
        .from(issuanceImages)
        .innerJoin(files, eq(files.id, issuanceImages.fileId))
        .where(and(eq(issuanceImages.fileId, imageId), eq(issuanceImages.issuanceId, row.id)));
      if (!found) return null;
      await tx.delete(issuanceImages).where(and(eq(issuanceImages.fileId, imageId), eq(issuanceImages.issuanceId, row.id)));
      return { file: found.file, action: 'issuance.image_removed', detail: found.file.name };
    },
    'image_not_found',
  );
}

export function deleteLogo(deps: Deps, caller: Caller, id: string, origin: string) {
  return removeFile(
    deps,
    caller,
    id,
    origin,
    async (tx, row) => {
      if (!row.logoFileId) return null;
      const [found] = await tx.select(fileColumns).from(files).where(eq(files.id, row.logoFileId));
      if (!found) return null;
      await tx.update(issuances).set({ logoFileId: null }).where(eq(issuances.id, row.id));
      return { file: found, action: 'issuance.logo_removed', detail: found.name };
    },
    'logo_not_found',
  );
}

// ---------------------------------------------------------------- phases and validation

async function factsOf(db: Reader, tenant: Tenant, row: IssuanceRecord): Promise<PhaseFacts> {
  const done = stepsDoneOf(row, await documentCount(db, row.id));
  return { status: row.status, order: projectStatusOrder(customizationOf(tenant)), validation: row.validationState, missingSteps: missingStepsOf(done) };
}

/** Whether a project's raised (kept by the database, issuance_raised) covers its soft cap: a closed one is then financed, as its card says. */
async function softCapReachedOf(db: Reader, row: IssuanceRecord): Promise<boolean> {
  if (row.softCap === null || compareMoney(toMoney(row.softCap), toMoney('0')) <= 0) return false;
  const [kept] = await db.select({ raised: issuanceRaised.raised }).from(issuanceRaised).where(eq(issuanceRaised.issuanceId, row.id));
  return compareMoney(toMoney(kept?.raised ?? '0'), toMoney(row.softCap)) >= 0;
}

/** GET /issuances/:id/phase and the answer of each move and decision. */
export async function phaseStateOf(db: Db, tenant: Tenant, id: string, author: PhaseActor): Promise<{ data: PhaseState }> {
  const row = await issuanceOf(db, tenant.id, id);
  const facts = await factsOf(db, tenant, row);
  return {
    data: {
      status: row.status,
      phase: phaseOf(row.status, row.status === 'CLOSED' && (await softCapReachedOf(db, row)), row.validationState),
      order: [...facts.order],
      validation: row.validationState,
      validation_message: row.validationMessage,
      validated_at: row.validatedAt?.toISOString() ?? null,
      moves: movesOf(facts, author),
      missing_steps: [...facts.missingSteps],
      history: await issuanceHistoryOf(db, tenant.id, row.id),
    },
  };
}

/** POST /issuances/:id/phase: one move of the phase machine (phase-transitions.ts), recorded. */
export async function changePhase(deps: Deps, caller: Caller, id: string, to: ProjectStatus) {
  const edit = editOf(caller);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockedIssuance(tx, edit.tenant.id, id);
    const facts = await factsOf(tx, edit.tenant, row);
    const refusal = refusalOf(facts, edit.author, to);
    if (refusal) {
      throw new ApiError(refusal.status, refusal.error, false, refusal.error === 'issuance_incomplete' ? { missing_steps: facts.missingSteps } : {});
    }
    await tx
      .update(issuances)
      .set({ status: to, validationState: validationAfterMove(row.validationState, to), updatedAt: now })
      .where(eq(issuances.id, row.id));
    await audit(tx, edit, row, 'issuance.phase_changed', `${row.status} → ${to}`, now);
  });
  return phaseStateOf(deps.db, edit.tenant, id, edit.author);
}

/**
 * POST /issuances/:id/validation (managers, as the regulator's channel): validated unlocks the
 * issuance (it may move on); rejected returns it to DRAFT with the message. The owner is e-mailed
 * in their language after the commit.
 */
export async function decideValidation(deps: Deps, caller: Caller, id: string, decision: ValidationDecision) {
  const edit = editOf(caller);
  const now = deps.clock.now();
  const message = decision.message ?? null;
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockedIssuance(tx, edit.tenant.id, id);
    if (row.status !== 'VALIDATING') throw new ApiError(409, 'issuance_not_under_validation');
    const validated = decision.decision === 'validated';
    await tx
      .update(issuances)
      .set({
        status: validated ? row.status : 'DRAFT',
        validationState: decision.decision,
        validationMessage: message,
        validatedAt: validated ? now : null,
        validatedBy: validated ? edit.actorId : null,
        updatedAt: now,
      })
      .where(eq(issuances.id, row.id));
    await audit(tx, edit, row, validated ? 'issuance.validated' : 'issuance.validation_rejected', message, now);
    const [owner] = await tx.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, row.ownerId));
    const reason = message ? `: ${message}` : '.';
    const notice = await notify(tx, now, {
      tenantId: edit.tenant.id,
      userIds: [row.ownerId],
      kind: validated ? 'issuance_validated' : 'issuance_rejected',
      texts: validated
        ? {
            es: { title: `${row.title}: validado`, body: `${row.title} ha sido validado y puede continuar.` },
            en: { title: `${row.title}: validated`, body: `${row.title} was validated and may move on.` },
          }
        : {
            es: { title: `${row.title}: validación rechazada`, body: `${row.title} vuelve a borrador${reason}` },
            en: { title: `${row.title}: validation rejected`, body: `${row.title} is back in draft${reason}` },
          },
      subject: { type: 'issuance', id: row.id },
      // The decision's own e-mail follows the commit.
      email: false,
    });
    return { owner, title: row.title, notice };
  });
  await deliver(deps, edit.tenant, outcome.notice);
  if (outcome.owner) {
    await sendValidationDecided(deps, edit.tenant, outcome.owner, { issuanceId: id, title: outcome.title, decision: decision.decision, message });
  }
  return phaseStateOf(deps.db, edit.tenant, id, edit.author);
}

export { editOf, audit as recordIssuanceAudit, lockedIssuance };
