import { createHash } from 'node:crypto';
import { ApiError } from './errors.js';

/** JSON with every object's keys in order, so the same request always reads the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What an idempotent request asked for, as a hash: its target and its (validated) body. */
export function requestFingerprint(request: unknown): string {
  return createHash('sha256').update(canonical(request)).digest('hex');
}

/**
 * A key answers again only the request it was first sent with. Another request under it is a
 * client's bug (a key reused for a new intent), refused as the IETF Idempotency-Key draft and the
 * large payment APIs do, instead of silently answering an unrelated earlier result. Rows stored
 * before fingerprints were kept have none and are answered as before.
 */
export function assertSameRequest(stored: string | null, fingerprint: string): void {
  if (stored !== null && stored !== fingerprint) throw new ApiError(422, 'idempotency_key_reused');
}
