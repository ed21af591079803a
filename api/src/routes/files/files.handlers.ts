import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { FILE_LINK_QUERY, PUBLISHED_PROJECT_STATUSES, type FileLink, type ProjectStatus } from 'shared';
import type { AppEnv, Deps, Principal } from '../../app-env.js';
import { files, issuanceDocuments, issuances } from '../../db/schema.js';
import { extensionOf } from '../../files/sniff.js';
import { ApiError, errors } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { isExpired, seesAllDocuments, todayOf } from '../issuances/issuances.handlers.js';

/** `name` is the base name, without extension: the stored type gives the extension. */
export type StoredFile = Pick<typeof files.$inferSelect, 'storage' | 'path' | 'name' | 'contentType'>;

/**
 * `filename` for plain ASCII clients and `filename*` for the accents of a Spanish name. Neither
 * carries a control character or a path separator; the ASCII one no quote or percent sign (some
 * browsers decode it), and the encoded one only RFC 8187's attr-chars.
 */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const safe = name.replace(/[\x00-\x1f\x7f/\\]/g, '_');
  const ascii = safe.replace(/[^\x20-\x7e]|["%]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The name a file is served under: its base name with the extension of its stored (sniffed) type. */
const servedName = (baseName: string, contentType: string) => `${baseName}${extensionOf(contentType)}`;

/**
 * The HTTP side of the use cases below, called after their permission checks: the stored bytes
 * with headers safe for uploaded content, or (object store) a redirect to a signed URL that
 * expires within minutes and makes the store answer with the same name, type and caching. A client
 * that sends its own tokens asks `?delivery=link` for that URL as JSON, and fetches it without them.
 */
export async function sendFile(c: Context<AppEnv>, deps: Deps, file: StoredFile, options: { disposition: 'inline' | 'attachment'; cache: string }) {
  const servedAs = {
    contentType: file.contentType,
    contentDisposition: contentDisposition(options.disposition, servedName(file.name, file.contentType)),
    cacheControl: options.cache,
    public: options.cache.startsWith('public'),
  };
  const delivery = await deps.files.deliver(file, servedAs);
  if (!delivery) {
    c.var.log.error({ path: file.path, storage: file.storage }, 'a stored file is missing from the store');
    throw errors.notFound('file_not_found');
  }
  if (delivery.kind === 'signed_url') {
    // The URL opens the file to whoever holds it until it expires: never kept by a cache.
    c.header('Cache-Control', 'private, no-store');
    if (c.req.query('delivery') === FILE_LINK_QUERY.delivery) {
      const link: FileLink = { url: delivery.url, name: servedName(file.name, file.contentType), content_type: file.contentType, expires_at: delivery.expiresAt.toISOString() };
      return c.json({ data: link }, 200);
    }
    return c.redirect(delivery.url, 302);
  }
  return c.body(delivery.body, 200, {
    'Content-Type': servedAs.contentType,
    'Content-Length': String(delivery.size),
    'Content-Disposition': servedAs.contentDisposition,
    'Cache-Control': servedAs.cacheControl,
    // Uploaded files are shown to other users: never sniffed into HTML, and an SVG runs no script.
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
}

/** Logos and intro images: public (they are on every card), but only within their tenant. */
export async function findPublicFile(deps: Deps, tenant: Tenant, id: string): Promise<StoredFile> {
  const [file] = isUuid(id)
    ? await deps.db
        .select()
        .from(files)
        .where(and(eq(files.id, id), eq(files.tenantId, tenant.id), inArray(files.purpose, ['logo', 'image', 'tenant_image'])))
        .limit(1)
    : [];
  if (!file) throw errors.notFound('file_not_found');
  return { ...file, name: path.parse(file.name).name || 'image' };
}

/**
 * A document of an issuance. Public documents of published issuances are for anyone; hidden
 * ones, and those of unpublished issuances, only for the owner and the tenant's managers; an
 * expired one for nobody. `viewer`: the caller when a token came, else null.
 */
export async function findDocument(deps: Deps, tenant: Tenant, viewer: Principal | null, issuanceId: string, documentId: string): Promise<StoredFile> {
  const [row] =
    isUuid(issuanceId) && isUuid(documentId)
      ? await deps.db
          .select({ document: issuanceDocuments, file: files, ownerId: issuances.ownerId, status: issuances.status })
          .from(issuanceDocuments)
          .innerJoin(issuances, eq(issuances.id, issuanceDocuments.issuanceId))
          .innerJoin(files, eq(files.id, issuanceDocuments.fileId))
          .where(and(eq(issuanceDocuments.id, documentId), eq(issuances.id, issuanceId), eq(issuances.tenantId, tenant.id)))
          .limit(1)
      : [];
  if (!row) throw errors.notFound('document_not_found');
  const published = (PUBLISHED_PROJECT_STATUSES as readonly ProjectStatus[]).includes(row.status);
  const openToAnyone = published && row.document.visibility === 'public';
  if (!openToAnyone && !seesAllDocuments(viewer, row.ownerId)) throw errors.notFound('document_not_found');
  if (isExpired(row.document.expiresAt, todayOf(deps, tenant))) throw new ApiError(410, 'document_expired');
  return { ...row.file, name: row.document.name };
}
