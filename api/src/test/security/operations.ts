import { accessRules, type Access, type AccessRule } from '../../auth/access-rules.js';
import type { TestContext } from '../harness.js';

/** The parts of an OpenAPI 3 operation the security tests read. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface DocumentedOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

export interface Operation {
  /** `METHOD /path/:param`, the access table's spelling. */
  key: string;
  method: AccessRule['method'];
  path: string;
  access: Access;
  /** Its entry in /openapi.json; absent for the few routes listed in UNDOCUMENTED. */
  documented?: DocumentedOperation;
}

/** Routes the OpenAPI document leaves out on purpose; every other route must be in it. */
export const UNDOCUMENTED: Record<string, string> = {
  'GET /openapi.json': 'the document itself',
  'GET /docs': 'the page that shows the document',
  'GET /docs/assets/:file': 'the scripts and styles of that page',
  'GET /dev/mailbox.json': 'the development mailbox (its HTML twin is documented)',
};

export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** `/issuances/{id}` in the document is `/issuances/:id` in the access table and the router. */
export const toRoutePath = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

export async function readDocumentedOperations(ctx: TestContext): Promise<Map<string, DocumentedOperation>> {
  const response = await ctx.request<{ paths: Record<string, Record<string, DocumentedOperation>> }>('GET', '/openapi.json');
  if (response.status !== 200) throw new Error(`/openapi.json answered ${response.status}`);
  const operations = new Map<string, DocumentedOperation>();
  for (const [path, methods] of Object.entries(response.body.paths)) {
    for (const [method, operation] of Object.entries(methods)) operations.set(operationKey(method, toRoutePath(path)), operation);
  }
  return operations;
}

/** Every operation the access table declares, with its documentation when it has one. */
export function declaredOperations(documented: Map<string, DocumentedOperation>): Operation[] {
  return accessRules.map((rule) => {
    const key = operationKey(rule.method, rule.path);
    return { key, method: rule.method, path: rule.path, access: rule.access, documented: documented.get(key) };
  });
}

/** The `:name` parameters of a route path, in order. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

/** The route path with its parameters replaced (already encoded as the caller wants them sent). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return value;
  });
}

/** What a field holds that can be out of every range: a number (an amount, a count, a page) or a calendar day. */
export type FigureKind = 'number' | 'date';

/** Where a figure goes: a query parameter, or a path into the JSON body (0 for an array's first item). */
export type FigureField = { in: 'query'; name: string; kind: FigureKind } | { in: 'body'; path: readonly (string | number)[]; kind: FigureKind };

function alternativesOf(schema: JsonSchema): JsonSchema[] {
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
}

/** A day by its `format: date`; a number by its type, also when a union allows it (`page` as string or integer). */
export function figureKindOf(schema: JsonSchema): FigureKind | undefined {
  const schemas = [schema, ...alternativesOf(schema)];
  if (schemas.some((candidate) => candidate.format === 'date')) return 'date';
  const types = schemas.flatMap((candidate) => candidate.type ?? []);
  return types.includes('number') || types.includes('integer') ? 'number' : undefined;
}

/** Every figure of a JSON body's schema, nested objects, first items of arrays and alternatives included. */
export function bodyFigures(schema: JsonSchema, path: readonly (string | number)[] = []): FigureField[] {
  const kind = path.length > 0 ? figureKindOf(schema) : undefined;
  if (kind) return [{ in: 'body', path, kind }];
  const nested = [
    ...Object.entries(schema.properties ?? {}).flatMap(([key, property]) => bodyFigures(property, [...path, key])),
    ...(schema.items ? bodyFigures(schema.items, [...path, 0]) : []),
    ...alternativesOf(schema).flatMap((alternative) => bodyFigures(alternative, path)),
  ];
  // Alternatives often repeat a field (the same property in two shapes of one body).
  return [...new Map(nested.map((field) => [JSON.stringify(field), field])).values()];
}

/**
 * The numeric and date fields of an operation as its OpenAPI entry documents them, query and JSON
 * body: a field added to a schema is found here without naming it.
 */
export function figureFieldsOf(operation: DocumentedOperation | undefined): FigureField[] {
  const query = (operation?.parameters ?? []).flatMap((parameter): FigureField[] => {
    const kind = parameter.in === 'query' && parameter.schema ? figureKindOf(parameter.schema) : undefined;
    return kind ? [{ in: 'query', name: parameter.name, kind }] : [];
  });
  const body = operation?.requestBody?.content['application/json']?.schema;
  return [...query, ...(body ? bodyFigures(body) : [])];
}
