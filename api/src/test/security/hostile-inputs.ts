import fc from 'fast-check';
import { bodyFigures, figureKindOf, type FigureKind, type JsonSchema, type Parameter } from './operations.js';

/**
 * fast-check arbitraries of what an attacker sends: values that break a JSON schema, hostile
 * query strings and path segments, wrong content types and malformed multipart bodies. They
 * never contain SQL keywords such as "select", so an echo of the input cannot pass for a leak.
 */

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '\ud800',
  '\ufeff',
  '🦄'.repeat(40),
  'e\u0301'.repeat(60),
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '\r\nX-Injected: yes',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0',
  '-0',
  '1.5',
  '0x10',
  '10001',
  '2147483648',
  '9007199254740993',
  '__proto__',
] as const;

const BOUNDARY_NUMBERS = [0, -0, -1, 1, 0.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 53), Number.MAX_VALUE, Number.MIN_VALUE, 1e308, -1e308, 10001] as const;

/** Stands in the JSON text for a number JSON.stringify cannot write; toJsonText puts the number back. */
const RAW_NUMBER = '\u0001number\u0001';

/** A number as JSON text, digit for digit: -0, 1e400 (Infinity once parsed) and 2^53 + 1 do not survive a JavaScript number. */
export class JsonNumber {
  constructor(readonly text: string) {}

  toJSON(): string {
    return `${RAW_NUMBER}${this.text}${RAW_NUMBER}`;
  }
}

/** Figures past every column (numeric(18, 2), int4) and every float, each as a JSON number and as the string a form sends. */
export const NUMBER_EXTREMES: readonly (JsonNumber | string)[] = ['99999999999999999999', '2147483648', '9007199254740993', '-0', '1e308', '-1e308', '1e400'].flatMap(
  (text) => [new JsonNumber(text), text],
);

/** The last day a date may name, days before and after any the API takes, and one that does not exist. */
export const DATE_EXTREMES: readonly string[] = ['9999-12-31', '0001-01-01', '10000-01-01', '2024-02-30'];

export const extremesOf = (kind: FigureKind): readonly (JsonNumber | string)[] => (kind === 'number' ? NUMBER_EXTREMES : DATE_EXTREMES);

/** A copy of `body` with `value` at `path`, making the objects and arrays on the way (0 is an array's first item). */
export function withValueAt(body: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (typeof key === 'number') {
    const list: unknown[] = Array.isArray(body) ? [...(body as unknown[])] : [];
    list[key] = withValueAt(list[key], rest, value);
    return list;
  }
  const object: Record<string, unknown> = typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : {};
  object[key] = withValueAt(object[key], rest, value);
  return object;
}

/** Raw, already on the wire: bad percent escapes, encoded NUL, slashes and dots. */
const RAW_SEGMENTS = ['%00', '%ZZ', '%', '%E0%A4%A', '%C0%AE%C0%AE', '..', '%2e%2e', '%2e%2e%2fhealth', '%2F', '%5C', 'a%00b', '%FF%FE', '%0d%0aX:%20y'] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 101, max: 200_000 }).map((length) => 'x'.repeat(length)) },
);

export const boundaryNumber: fc.Arbitrary<number> = fc.oneof(fc.constantFrom(...BOUNDARY_NUMBERS), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** A JSON text nested `depth` levels deep, built as text: the generator itself must not recurse. */
export const deeplyNested = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** A marker value replaced by deeply nested JSON when the body is serialised. */
export const DEEP = '\u0001deep\u0001';

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: boundaryNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constant(DEEP) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((length) => Array.from({ length }, () => 'a')) },
);

export interface ValueHints {
  emails: readonly string[];
  passwords: readonly string[];
  ids: readonly string[];
}

/** Something the schema accepts, or close to it, so that mutations of one field reach the handler. */
export function plausibleValue(schema: JsonSchema | undefined, name: string, hints: ValueHints): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(hostileString, fc.jsonValue({ maxDepth: 2 }));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  // A number read from a query string is documented as "string or number, an integer within bounds": the bounds matter.
  const choices = type === 'integer' || type === 'number' ? undefined : (schema.anyOf ?? schema.oneOf);
  if (choices?.length) return fc.oneof(...choices.map((choice) => plausibleValue(choice, name, hints)));
  switch (type) {
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 1000, (schema.minimum ?? 0) + 1000) });
    case 'array':
      return fc.array(plausibleValue(schema.items, name, hints), { maxLength: 3 });
    case 'object':
      return plausibleObject(schema, hints);
    case 'string':
      return plausibleString(schema, name, hints);
    default:
      return fc.oneof(fc.boolean(), fc.string({ maxLength: 10 }), fc.integer());
  }
}

function plausibleString(schema: JsonSchema, name: string, hints: ValueHints): fc.Arbitrary<string> {
  if (/email/i.test(name)) return fc.oneof(fc.constantFrom(...hints.emails), fc.emailAddress());
  if (/password/i.test(name)) return fc.constantFrom(...hints.passwords);
  if (schema.format === 'uuid' || /(^id$|Id$|_id$)/.test(name)) return fc.oneof(fc.constantFrom(...hints.ids), fc.uuid());
  if (schema.pattern === '^\\d{5}$') return fc.integer({ min: 0, max: 99_999 }).map((code) => String(code).padStart(5, '0'));
  if (schema.format === 'date' || /date|_at$/i.test(name)) return fc.constantFrom('2030-01-31', '2020-02-30', '1999-12-31');
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) });
}

function plausibleObject(schema: JsonSchema, hints: ValueHints): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const model = Object.fromEntries(properties.map(([key, property]) => [key, plausibleValue(property, key, hints)]));
  return fc.record(model, { requiredKeys: schema.required?.filter((key) => key in model) ?? [] });
}

/** Bodies that break the schema one way at a time: a wrong field, a missing one, extra ones, a figure past its range, or not an object at all. */
export function schemaBreakingBody(schema: JsonSchema | undefined, hints: ValueHints): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema?.properties ?? {});
  const plausible = schema?.type === 'object' || schema?.properties ? plausibleObject(schema, hints) : fc.constant<Record<string, unknown>>({});
  const extremes = (schema ? bodyFigures(schema) : []).flatMap((field) => (field.in === 'body' ? extremesOf(field.kind).map((extreme) => ({ path: field.path, extreme })) : []));
  const variants: fc.Arbitrary<unknown>[] = [
    plausible,
    fc.tuple(plausible, fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'role', 'tenant_id')), hostileValue, { maxKeys: 4 })).map(
      ([body, extra]) => ({ ...body, ...extra }),
    ),
    fc.oneof(fc.constantFrom(null, 0, 'text', true), fc.array(hostileValue, { maxLength: 3 })),
  ];
  if (extremes.length) variants.push(fc.tuple(plausible, fc.constantFrom(...extremes)).map(([body, { path, extreme }]) => withValueAt(body, path, extreme)));
  if (keys.length) {
    variants.push(fc.tuple(plausible, fc.constantFrom(...keys), hostileValue).map(([body, key, value]) => ({ ...body, [key]: value })));
    variants.push(
      fc.tuple(plausible, fc.constantFrom(...keys)).map(([body, key]) => {
        const rest = { ...body };
        delete rest[key];
        return rest;
      }),
    );
  }
  return fc.oneof(...variants);
}

/** A JsonNumber's marker as JSON.stringify writes it (its control characters escaped), around the number's text. */
const RAW_NUMBER_IN_JSON = /"\\u0001number\\u0001(.*?)\\u0001number\\u0001"/g;

/** Serialises a body, putting deeply nested JSON where the marker is and each JsonNumber's own text. */
export function toJsonText(body: unknown, depth: number): string {
  return JSON.stringify(body)
    .replaceAll(JSON.stringify(DEEP), deeplyNested(depth, depth % 2 ? 'array' : 'object'))
    .replace(RAW_NUMBER_IN_JSON, '$1');
}

/** A value as text in a URL; objects (fast-check makes some without a prototype, which String() rejects) as JSON. */
export const asText = (value: unknown): string =>
  value instanceof JsonNumber ? value.text : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** Percent-encodes any text; a lone surrogate, which no URL can carry, becomes U+FFFD first. */
export const encode = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/** A value as it travels in a URL: encoded, or a raw hostile sequence. */
export function wireValue(plausible: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: plausible.map((value) => encode(asText(value))) },
    { weight: 4, arbitrary: hostileString.map(encode) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 1, arbitrary: fc.integer({ min: 1000, max: 8000 }).map((length) => 'a'.repeat(length)) },
  );
}

type QueryMutation =
  | { kind: 'none' }
  | { kind: 'replace' | 'repeat'; name: string; wire: string }
  | { kind: 'unknown'; name: string; wire: string }
  | { kind: 'tail'; text: string };

/**
 * A query string from the documented parameters: plausible values, then one mutation at a
 * time (a hostile value, a repeated or unknown parameter, garbage at the end), so that the
 * other parameters still pass validation and the hostile one reaches the handler.
 */
export function queryString(parameters: readonly Parameter[], hints: ValueHints): fc.Arbitrary<string> {
  const documented = parameters.filter((parameter) => parameter.in === 'query');
  const plausiblePairs = documented.map((parameter) => {
    const value = plausibleValue(parameter.schema, parameter.name, hints).map((plausible): [string, string] => [parameter.name, encode(asText(plausible))]);
    return parameter.required ? value.map((pair) => [pair]) : fc.option(value.map((pair) => [pair]), { nil: [] as [string, string][] });
  });
  const names = documented.map((parameter) => parameter.name);
  const mutations: fc.WeightedArbitrary<QueryMutation>[] = [
    { weight: 1, arbitrary: fc.constant({ kind: 'none' }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('unknown' as const), name: hostileString, wire: wireValue(hostileString) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('tail' as const), text: fc.constantFrom('&', '&&=', '%ZZ', '=%00', '%00=%00', '&&&') }) },
  ];
  if (names.length) {
    const onDocumented = fc.record({ kind: fc.constantFrom('replace' as const, 'replace' as const, 'repeat' as const), name: fc.constantFrom(...names), wire: wireValue(hostileString) });
    mutations.push({ weight: 4, arbitrary: onDocumented });
  }
  const extremes = documented.flatMap((parameter): QueryMutation[] => {
    const kind = parameter.schema && figureKindOf(parameter.schema);
    return kind ? extremesOf(kind).map((extreme) => ({ kind: 'replace', name: parameter.name, wire: encode(asText(extreme)) })) : [];
  });
  if (extremes.length) mutations.push({ weight: 2, arbitrary: fc.constantFrom(...extremes) });
  return fc.tuple(fc.tuple(...plausiblePairs), fc.oneof(...mutations)).map(([groups, mutation]) => {
    let pairs = groups.flat();
    if (mutation.kind === 'replace') pairs = [...pairs.filter(([name]) => name !== mutation.name), [mutation.name, mutation.wire]];
    if (mutation.kind === 'repeat' || mutation.kind === 'unknown') pairs = [...pairs, [mutation.name, mutation.wire]];
    const text = [...pairs.map(([name, wire]) => `${encode(name)}=${wire}`), mutation.kind === 'tail' ? mutation.text : ''].filter(Boolean).join('&');
    return text ? `?${text}` : '';
  });
}

const FILE_CONTENTS: Record<string, Uint8Array> = {
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]),
  pdf: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'),
  jpegHeaderOnly: new Uint8Array([0xff, 0xd8, 0xff]),
  html: new TextEncoder().encode('<html><script>alert(1)</script></html>'),
  svg: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  empty: new Uint8Array(),
  // A real PNG signature one byte over the 5 MB image limit.
  oversizedPng: (() => {
    const bytes = new Uint8Array(5 * 1024 * 1024 + 1);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return bytes;
  })(),
};

interface Part {
  name: string;
  fileName?: string;
  contentType?: string;
  content: Uint8Array;
}

const part: fc.Arbitrary<Part> = fc.oneof(
  fc.record({
    name: fc.oneof(fc.constantFrom('file', 'kind', 'name', 'view_permission', 'expires_at'), hostileString),
    content: fc.oneof(fc.constantFrom('intro', 'logo', 'public', 'hidden', '2030-01-31', 'Annual report'), hostileString).map((text) => new TextEncoder().encode(text)),
  }),
  fc.record({
    name: fc.constantFrom('file', 'file', 'image', ''),
    fileName: fc.oneof(fc.constantFrom('report.pdf', 'photo.png', 'x.html', '../../evil.pdf', 'a\u0000b.pdf', 'a"b.png', ''), hostileString),
    contentType: fc.constantFrom('image/png', 'application/pdf', 'text/html', 'application/octet-stream', '', 'image/svg+xml'),
    content: fc.oneof(fc.constantFrom(...Object.values(FILE_CONTENTS)), fc.uint8Array({ maxLength: 64 })),
  }),
);

export interface RawBody {
  contentType?: string;
  body: Uint8Array;
}

/** How a body shows in fast-check's report of a failing case: its type and start, not every byte. */
function printable(raw: RawBody): RawBody {
  const start = new TextDecoder().decode(raw.body.slice(0, 200));
  return Object.assign(raw, { [fc.toStringMethod]: () => `${raw.contentType ?? '(no type)'} ${raw.body.byteLength} bytes ${JSON.stringify(start)}` });
}

const concat = (chunks: readonly Uint8Array[]) => {
  const out = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
};

function encodeMultipart(parts: readonly Part[], boundary: string): Uint8Array {
  const text = (value: string) => new TextEncoder().encode(value);
  const chunks: Uint8Array[] = [];
  for (const item of parts) {
    const fileName = item.fileName === undefined ? '' : `; filename="${item.fileName}"`;
    const type = item.contentType ? `\r\nContent-Type: ${item.contentType}` : '';
    chunks.push(text(`--${boundary}\r\nContent-Disposition: form-data; name="${item.name}"${fileName}${type}\r\n\r\n`), item.content, text('\r\n'));
  }
  chunks.push(text(`--${boundary}--\r\n`));
  return concat(chunks);
}

/** Multipart bodies: well formed with odd parts, or broken (truncated, wrong or missing boundary). */
export const multipartBody: fc.Arbitrary<RawBody> = fc
  .tuple(
    fc.array(part, { maxLength: 5 }),
    fc.constantFrom('intact', 'intact', 'truncated', 'wrong boundary', 'no boundary', 'quoted boundary', 'garbage'),
    fc.nat(),
  )
  .map(([parts, shape, cut]) => printable(multipartShape(parts, shape, cut)));

function multipartShape(parts: readonly Part[], shape: string, cut: number): RawBody {
  const boundary = 'fuzzboundary7MA4YWxk';
  const body = encodeMultipart(parts, boundary);
  switch (shape) {
    case 'truncated':
      return { contentType: `multipart/form-data; boundary=${boundary}`, body: body.slice(0, body.length ? cut % body.length : 0) };
    case 'wrong boundary':
      return { contentType: 'multipart/form-data; boundary=another', body };
    case 'no boundary':
      return { contentType: 'multipart/form-data', body };
    case 'quoted boundary':
      return { contentType: `multipart/form-data; boundary="${boundary}"`, body };
    case 'garbage':
      return { contentType: `multipart/form-data; boundary=${boundary}`, body: new TextEncoder().encode(`--${boundary}\r\nnot a header\r\n\r\n`) };
    default:
      return { contentType: `multipart/form-data; boundary=${boundary}`, body };
  }
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/vnd.api+json', 'application/json; charset=latin1'] as const;
const OTHER_TYPES = [undefined, 'text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data', '*/*', 'application/json, text/plain', ';;;'] as const;
const MALFORMED_JSON = ['{', '{"a":', '[1,]', "{'a':1}", '\u0000', '{"a":"\\ud800"}', '{"__proto__":{"admin":true}}', '\ufeff{}', 'nul', ''] as const;

const textBody = (contentType: string | undefined, value: string): RawBody =>
  printable({ contentType, body: new TextEncoder().encode(value) });

/** Bodies for an operation that takes JSON: schema-breaking JSON under JSON types, and everything else. */
export function jsonOperationBody(schema: JsonSchema | undefined, hints: ValueHints): fc.Arbitrary<RawBody> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.tuple(schemaBreakingBody(schema, hints), fc.constantFrom(...JSON_TYPES), fc.integer({ min: 100, max: 20_000 })).map(([body, contentType, depth]) => textBody(contentType, toJsonText(body, depth))) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...MALFORMED_JSON), fc.constantFrom(...JSON_TYPES)).map(([body, contentType]) => textBody(contentType, body)) },
    { weight: 2, arbitrary: fc.tuple(hostileString, fc.constantFrom(...OTHER_TYPES)).map(([body, contentType]) => textBody(contentType, body)) },
    { weight: 1, arbitrary: multipartBody },
  );
}

/** Bodies for an upload operation: multipart above all, and the wrong kinds too. */
export function uploadOperationBody(hints: ValueHints): fc.Arbitrary<RawBody> {
  return fc.oneof({ weight: 6, arbitrary: multipartBody }, { weight: 1, arbitrary: jsonOperationBody(undefined, hints) });
}
