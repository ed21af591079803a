import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { PUBLISHED_PROJECT_STATUSES, type ProjectStatus } from 'shared';
import type { AppEnv, Deps } from '../../app-env.js';
import { files, issuanceDocuments, issuances } from '../../db/schema.js';
import { ApiError, errors } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import { isExpired, seesAllDocuments, todayOf } from '../issuances/issuances.handlers.js';

type StoredFile = Pick<typeof files.$inferSelect, 'storage' | 'path' | 'name' | 'contentType'>;

/** `filename` for plain ASCII clients and `filename*` for the accents of a Spanish name. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function sendFile(c: Context<AppEnv>, deps: Deps, file: StoredFile, options: { disposition: 'inline' | 'attachment'; cache: string }) {
  const opened = await deps.files.open(file.storage, file.path);
  if (!opened) {
    c.var.log.error({ path: file.path, storage: file.storage }, 'a stored file is missing on disk');
    throw errors.notFound('file_not_found');
  }
  return c.body(opened.body, 200, {
    'Content-Type': file.contentType,
    'Content-Length': String(opened.size),
    'Content-Disposition': contentDisposition(options.disposition, file.name),
    'Cache-Control': options.cache,
    // Uploaded files are shown to other users: never sniffed into HTML, and an SVG runs no script.
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
}

/** Logos and intro images: public (they are on every card), but only within their tenant. */
export async function getPublicFile(c: Context<AppEnv>, deps: Deps, id: string) {
  const [file] = isUuid(id)
    ? await deps.db
        .select()
        .from(files)
        .where(and(eq(files.id, id), eq(files.tenantId, c.var.tenant.id), inArray(files.purpose, ['logo', 'image'])))
        .limit(1)
    : [];
  if (!file) throw errors.notFound('file_not_found');
  return sendFile(c, deps, file, { disposition: 'inline', cache: 'public, max-age=86400' });
}

/**
 * A document of an issuance. Public documents of published issuances are for anyone; hidden
 * ones, and those of unpublished issuances, only for the owner and the tenant's managers; an
 * expired one for nobody.
 */
export async function getDocument(c: Context<AppEnv>, deps: Deps, issuanceId: string, documentId: string) {
  const [row] =
    isUuid(issuanceId) && isUuid(documentId)
      ? await deps.db
          .select({ document: issuanceDocuments, file: files, ownerId: issuances.ownerId, status: issuances.status })
          .from(issuanceDocuments)
          .innerJoin(issuances, eq(issuances.id, issuanceDocuments.issuanceId))
          .innerJoin(files, eq(files.id, issuanceDocuments.fileId))
          .where(and(eq(issuanceDocuments.id, documentId), eq(issuances.id, issuanceId), eq(issuances.tenantId, c.var.tenant.id)))
          .limit(1)
      : [];
  if (!row) throw errors.notFound('document_not_found');
  const published = (PUBLISHED_PROJECT_STATUSES as readonly ProjectStatus[]).includes(row.status);
  const openToAnyone = published && row.document.visibility === 'public';
  if (!openToAnyone && !seesAllDocuments(c.var.viewer, row.ownerId)) throw errors.notFound('document_not_found');
  if (isExpired(row.document.expiresAt, todayOf(deps, c.var.tenant))) throw new ApiError(410, 'document_expired');
  const name = `${row.document.name}${path.extname(row.file.name)}`;
  return sendFile(c, deps, { ...row.file, name }, { disposition: 'attachment', cache: 'private, no-store' });
}
