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
