import type { Context } from 'hono';
import type { AppEnv, Deps } from '../app-env.js';
import type { Method } from '../auth/access.js';
import { recordAudit, type AuditRecord } from './audit-log.js';

/** A draft or a long list must not swell the log: this many lines, each value this long at most. */
const MAX_CHANGES = 100;
const MAX_VALUE_LENGTH = 200;

/** Credentials and one-time codes: the entry says they were sent, never what they were. */
const SECRET_FIELD = /(^|_)(password|secret|token|cvc|cvv|pin)(_|$)|^code$/i;
/** Bank accounts, cards and identity documents: their last four characters are enough to tell them apart. */
const NUMBER_FIELD = /(^|_)(iban|number)$/i;

/** The field a flattened path ends in: `legal.id_number` and `partners[1].id_number` are `id_number`. */
const fieldOf = (path: string) => path.replace(/\[\d+\]$/, '').split('.').pop() ?? path;

function shown(field: string, value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (SECRET_FIELD.test(field)) return '[redacted]';
  const text = value instanceof Date ? value.toISOString() : String(value);
  if (NUMBER_FIELD.test(field)) return `••••${text.replace(/\s+/g, '').slice(-4)}`;
  // A drawn signature or an image sent as text is a file: its type and size say enough.
  if (text.startsWith('data:')) return `${text.slice(0, Math.max(0, text.indexOf(',')))} (${text.length} characters)`;
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : text;
}

function flatten(value: unknown, path: string, into: string[]): void {
  if (value instanceof File) into.push(`${path}: ${value.name}`);
  else if (Array.isArray(value)) {
    if (value.length === 0) into.push(`${path}: []`);
    value.forEach((item, index) => flatten(item, `${path}[${index}]`, into));
  } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value);
    if (entries.length === 0 && path) into.push(`${path}: {}`);
    for (const [key, item] of entries) flatten(item, path ? `${path}.${key}` : key, into);
  } else if (path) into.push(`${path}: ${shown(fieldOf(path), value)}`);
}

/**
 * What a request body sent, one `field: value` line per leaf (`legal.first_name: Ana`,
 * `partners[0].share: 40`), secrets redacted, account numbers masked to their last four, files
 * by their name only.
 */
export function changesOf(body: unknown): string[] {
  const lines: string[] = [];
  flatten(body, '', lines);
  return lines.length > MAX_CHANGES ? [...lines.slice(0, MAX_CHANGES), `… ${lines.length - MAX_CHANGES} more`] : lines;
}

/** The body the handler acted on: its validated JSON, else the upload's fields, else the JSON as sent. */
async function bodyOf(c: Context<AppEnv>, validatedJson: unknown): Promise<unknown> {
  if (validatedJson !== undefined) return validatedJson;
  // Hono keeps the parsed form and the raw text, so reading them after the handler reads no stream twice.
  if (/^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '')) return c.req.parseBody({ all: true });
  return c.req.json().catch(() => undefined);
}

/**
 * Records a successful write made with a backdoor token (issue 33): the manager as actor, the
 * investor as subject, the declared route with its parameters, and what was sent. It runs after
 * the handler, so it records only writes that happened; the handlers own their transactions, so
 * it cannot share one. If it fails, the write stands (an error answer would invite the client to
 * repeat a write that was made) and the log carries the whole entry at error level instead.
 */
export async function auditImpersonatedWrite(deps: Deps, c: Context<AppEnv>, route: { method: Method; path: string }, validatedJson: unknown): Promise<void> {
  const { user, impersonation } = c.var.principal;
  if (!impersonation) return;
  let record: AuditRecord | undefined;
  try {
    record = {
      tenantId: c.var.tenant.id,
      actorUserId: impersonation.manager.id,
      subjectUserId: user.id,
      action: 'impersonation.write',
      details: {
        impersonation_id: impersonation.id,
        request_id: c.var.requestId,
        method: route.method,
        route: route.path,
        params: Object.entries(c.req.param()).map(([name, value]) => `${name}: ${value}`),
        changes: changesOf(await bodyOf(c, validatedJson)),
      },
      at: deps.clock.now(),
    };
    await recordAudit(deps.db, record);
  } catch (error) {
    c.var.log.error({ err: error, audit: record ?? { impersonationId: impersonation.id, route } }, 'a write made while impersonating has no audit entry');
  }
}
