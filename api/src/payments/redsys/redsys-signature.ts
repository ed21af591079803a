import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/** The only signature scheme Redsys's redirect connection speaks today. */
export const REDSYS_SIGNATURE_VERSION = 'HMAC_SHA256_V1';

/** What a signed Redsys message carries: the form fields of a payment request and of a notification alike. */
export interface RedsysSignedMessage {
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
}

/**
 * The per-order key: the order number encrypted with 3DES-CBC (zero IV, zero padding to whole
 * 8-byte blocks) under the base64-decoded merchant key. A key leaked from one order signs no other.
 */
function orderKey(merchantKey: string, order: string): Buffer {
  const key = Buffer.from(merchantKey, 'base64');
  const plain = Buffer.from(order, 'utf8');
  const padded = Buffer.alloc(Math.ceil(plain.length / 8) * 8);
  plain.copy(padded);
  const cipher = createCipheriv('des-ede3-cbc', key, Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

/** Whether a merchant key is one 3DES can use: 24 bytes once decoded. */
export function isRedsysMerchantKey(merchantKey: string): boolean {
  return /^[A-Za-z0-9+/]+={0,2}$/.test(merchantKey) && Buffer.from(merchantKey, 'base64').length === 24;
}

/** `Ds_MerchantParameters`: the JSON of the parameters in base64. */
export function encodeMerchantParameters(parameters: Readonly<Record<string, string>>): string {
  return Buffer.from(JSON.stringify(parameters), 'utf8').toString('base64');
}

/** The parameters of a message, from base64 or its URL-safe variant (notifications use either); undefined when not a JSON object. */
export function decodeMerchantParameters(encoded: string): Record<string, unknown> | undefined {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(encoded.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `Ds_Signature`: base64 HMAC-SHA256 of the encoded parameters (as sent, not re-encoded) with the
 * order's key. Requests are signed in base64; Redsys signs its notifications in base64url.
 */
export function redsysSignature(merchantKey: string, order: string, encodedParameters: string, alphabet: 'base64' | 'base64url' = 'base64'): string {
  const mac = createHmac('sha256', orderKey(merchantKey, order)).update(encodedParameters).digest('base64');
  // Redsys's URL-safe form keeps the padding, unlike Node's own base64url.
  return alphabet === 'base64' ? mac : mac.replace(/\+/g, '-').replace(/\//g, '_');
}

/** A signed request (or notification, with `base64url`) for these parameters. */
export function signRedsysMessage(merchantKey: string, order: string, parameters: Readonly<Record<string, string>>, alphabet: 'base64' | 'base64url' = 'base64'): RedsysSignedMessage {
  const encoded = encodeMerchantParameters(parameters);
  return { Ds_SignatureVersion: REDSYS_SIGNATURE_VERSION, Ds_MerchantParameters: encoded, Ds_Signature: redsysSignature(merchantKey, order, encoded, alphabet) };
}

/** Checks a received signature in constant time, whichever base64 alphabet it was sent in. */
export function isRedsysSignatureValid(merchantKey: string, order: string, encodedParameters: string, received: string): boolean {
  const expected = Buffer.from(redsysSignature(merchantKey, order, encodedParameters, 'base64url'));
  const given = Buffer.from(received.trim().replace(/\+/g, '-').replace(/\//g, '_'));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
