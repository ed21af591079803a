import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { CUSTOMIZATION_IMAGE_KINDS, DOCUMENT_MAX_MB, DOCUMENT_VIEW_PERMISSIONS, IMAGE_MAX_MB, MAX_INTRO_IMAGES, rules, type ProjectDocument } from 'shared';
import * as v from 'valibot';
import type { Deps } from '../../app-env.js';
import type { Db } from '../../db/client.js';
import { files, issuanceDocuments, issuanceImages, issuances, type FilePurpose } from '../../db/schema.js';
import { isImage, isPdf, sniff, type SniffedType } from '../../files/sniff.js';
import { recordAudit, type IssuanceAuditAction } from '../../audit/audit-log.js';
import type { PhaseActor } from '../../issuances/phase-transitions.js';
import { ApiError, errors } from '../../lib/errors.js';
import { parseWith, ValidationError } from '../../lib/validation.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { fileUrl, toDocument } from '../issuances/issuance-answer.js';

const imageUploadSchema = rules.form({
  file: rules.image({ maxSizeMb: IMAGE_MAX_MB }),
  /** `intro` adds to the gallery; `logo` replaces the logo. */
  kind: v.optional(rules.choice(['intro', 'logo']), 'intro'),
});

const tenantImageUploadSchema = rules.form({
  file: rules.image({ maxSizeMb: IMAGE_MAX_MB }),
  kind: rules.choice(CUSTOMIZATION_IMAGE_KINDS),
});

const documentUploadSchema = rules.form({
  file: rules.file(DOCUMENT_MAX_MB),
  /** Shown to readers; the file's own name without its extension when left out. */
  name: rules.optional(rules.freeText({ max: 100 })),
  // Hidden unless said otherwise: a document is never made public by omission.
  view_permission: v.optional(rules.choice(DOCUMENT_VIEW_PERMISSIONS), 'hidden'),
  expires_at: rules.optional(rules.date()),
});

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

interface Upload {
  file: File;
  bytes: Uint8Array;
  type: SniffedType;
}

/** The declared name and type are the sender's word: the first bytes decide what is stored. */
async function readUpload(file: File, accepts: (type: SniffedType) => boolean): Promise<Upload> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniff(bytes);
  if (!type || !accepts(type)) throw new ValidationError({ file: { key: 'validator.form_field_invalid' } });
  return { file, bytes, type };
}

/**
 * Writes the bytes, then runs `record` (the rows) in a transaction; if the rows fail, the file
 * is removed again so nothing on disk is left without its row. The transaction first locks the
 * issuance's row, so uploads to one issuance run one after another and a limit `record` checks
 * (the gallery's) sees every upload committed before it.
 */
async function store<T>(
  deps: Deps,
  target: UploadTarget,
  upload: Upload,
  purpose: FilePurpose,
  action: IssuanceAuditAction,
  record: (tx: Transaction, fileId: string) => Promise<T>,
): Promise<T> {
  const tenantId = target.tenant.id;
  const { issuanceId } = target;
  const fileId = randomUUID();
  const relative = await deps.files.save(tenantId, fileId, upload.type.extension, upload.bytes);
  try {
    return await deps.db.transaction(async (tx) => {
      const [issuance] = await tx.select({ id: issuances.id, ownerId: issuances.ownerId, status: issuances.status }).from(issuances).where(eq(issuances.id, issuanceId)).for('update');
      if (!issuance) throw errors.notFound('issuance_not_found');
      // Entrepreneurs edit their issuance only while it is a draft (managers any time).
      if (target.author !== 'manager' && issuance.status !== 'DRAFT') throw new ApiError(409, 'issuance_not_editable');
      const now = deps.clock.now();
      await recordAudit(tx, { tenantId, actorUserId: target.actorId, subjectUserId: issuance.ownerId, issuanceId, action, details: { detail: upload.file.name }, at: now });
      await tx.insert(files).values({
        id: fileId,
        tenantId,
        issuanceId,
        purpose,
        storage: 'upload',
        path: relative,
        name: upload.file.name,
        contentType: upload.type.contentType,
      });
      return record(tx, fileId);
    });
  } catch (error) {
    await deps.files.remove([{ storage: 'upload', path: relative }]);
    throw error;
  }
}

/**
 * Where an upload goes: an issuance the caller may edit (the route's access rule checked it), and
 * the origin the answer's URLs point back to. `body` is the multipart form, checked here.
 */
export interface UploadTarget {
  tenant: Tenant;
  issuanceId: string;
  origin: string;
  /** Who uploads, for the issuance's history, and whether they may still edit it. */
  actorId: string;
  author: PhaseActor;
}

export async function uploadImage(deps: Deps, target: UploadTarget, body: unknown) {
  const form = await parseWith(imageUploadSchema, body);
  const { issuanceId, origin } = target;
  // A multipart field is a string or a File, and a string fails the file rule: this is a File.
  const upload = await readUpload(form.file as File, isImage);

  if (form.kind === 'logo') {
    const previous = await store(deps, target, upload, 'logo', 'issuance.logo_changed', async (tx, fileId) => {
      const [old] = await tx
        .select({ id: files.id, storage: files.storage, path: files.path })
        .from(issuances)
        .innerJoin(files, eq(files.id, issuances.logoFileId))
        .where(eq(issuances.id, issuanceId));
      await tx.update(issuances).set({ logoFileId: fileId, updatedAt: deps.clock.now() }).where(eq(issuances.id, issuanceId));
      if (old) await tx.delete(files).where(eq(files.id, old.id));
      return { fileId, old };
    });
    if (previous.old) await deps.files.remove([previous.old]);
    return { data: { id: previous.fileId, kind: 'logo' as const, url: fileUrl(origin, previous.fileId) } };
  }

  const fileId = await store(deps, target, upload, 'image', 'issuance.image_added', async (tx, id) => {
    // Counted under the issuance's lock (see store): parallel uploads cannot all see room left.
    const [gallery] = await tx.select({ images: count() }).from(issuanceImages).where(eq(issuanceImages.issuanceId, issuanceId));
    if ((gallery?.images ?? 0) >= MAX_INTRO_IMAGES) {
      throw new ValidationError({ file: { key: 'validator.error_max_images', params: { x: MAX_INTRO_IMAGES } } });
    }
    await tx.insert(issuanceImages).values({
      issuanceId,
      fileId: id,
      position: sql`(select coalesce(max(${issuanceImages.position}) + 1, 0) from ${issuanceImages} where ${issuanceImages.issuanceId} = ${issuanceId})`,
    });
    return id;
  });
  return { data: { id: fileId, kind: 'intro' as const, url: fileUrl(origin, fileId) } };
}

export async function uploadDocument(deps: Deps, target: UploadTarget, body: unknown): Promise<{ data: ProjectDocument }> {
  const form = await parseWith(documentUploadSchema, body);
  const { issuanceId, origin } = target;
  // A multipart field is a string or a File, and a string fails the file rule: this is a File.
  const upload = await readUpload(form.file as File, isPdf);
  const name = form.name ?? (path.parse(upload.file.name).name || 'Document');
  const document = await store(deps, target, upload, 'document', 'issuance.document_added', async (tx, fileId) => {
    const [row] = await tx
      .insert(issuanceDocuments)
      .values({ issuanceId, name, kind: 'document', fileId, visibility: form.view_permission, expiresAt: form.expires_at ?? null })
      .returning({
        id: issuanceDocuments.id,
        name: issuanceDocuments.name,
        visibility: issuanceDocuments.visibility,
        expiresAt: issuanceDocuments.expiresAt,
      });
    if (!row) throw new Error('document insert returned nothing');
    return row;
  });
  return { data: toDocument(document, issuanceId, origin) };
}

/**
 * A favicon or logo for the tenant's customization: stored and served like an issuance's images,
 * but it changes nothing by itself; the editor puts its address into the draft, which the save
 * versions. An image a save never used stays a file without consequence (a few kB at most).
 */
export async function uploadTenantImage(deps: Deps, tenant: Tenant, origin: string, body: unknown) {
  const form = await parseWith(tenantImageUploadSchema, body);
  // A multipart field is a string or a File, and a string fails the file rule: this is a File.
  const upload = await readUpload(form.file as File, isImage);
  const fileId = randomUUID();
  const relative = await deps.files.save(tenant.id, fileId, upload.type.extension, upload.bytes);
  try {
    await deps.db.insert(files).values({
      id: fileId,
      tenantId: tenant.id,
      issuanceId: null,
      purpose: 'tenant_image',
      storage: 'upload',
      path: relative,
      name: upload.file.name,
      contentType: upload.type.contentType,
    });
  } catch (error) {
    await deps.files.remove([{ storage: 'upload', path: relative }]);
    throw error;
  }
  return { data: { id: fileId, kind: form.kind, url: fileUrl(origin, fileId) } };
}
