import { Hono, type Context, type Handler, type MiddlewareHandler } from 'hono';
import { describeRoute, type DescribeRouteOptions } from 'hono-openapi';
import type * as v from 'valibot';
import type { AppEnv, Deps } from '../app-env.js';
import { auditImpersonatedWrite } from '../audit/impersonated-writes.js';
import { securityOf, type Access, type AccessRule, type Method } from '../auth/access.js';
import { contractOf, openApiResponses, type Answer, type Answers } from '../lib/openapi.js';
import { validate } from '../lib/validation.js';

type Schema = v.GenericSchema | v.GenericSchemaAsync;
type Parsed<S> = S extends Schema ? v.InferOutput<S> : undefined;

/** What a route's handler gets: the request, the app's dependencies and the validated inputs. */
interface RouteInput<Query, Json, Param> {
  c: Context<AppEnv>;
  deps: Deps;
  /** The app the route is mounted on (the OpenAPI document is generated from its routes). */
  app: Hono<AppEnv>;
  query: Parsed<Query>;
  json: Parsed<Json>;
  param: Parsed<Param>;
}

/**
 * One route, declared once: method, path (below its group's base path), who may call it, its
 * OpenAPI description, its validators and its answers. The access rule and the OpenAPI `security`
 * both come from `access`, so the middleware, the document and the security tests cannot
 * disagree; the OpenAPI `responses` come from `responses`, which the test app checks against
 * every real answer (`lib/contract-check.ts`).
 */
export interface RouteDeclaration<Query, Json, Param> {
  method: Method;
  path: `/${string}`;
  access: Access;
  /** The OpenAPI operation without `security` and `responses`; a route without it is left out of the document. */
  describe?: Description;
  /**
   * Every status the handler answers, with its body's schema (`json`, `errorResponse`) or a
   * marker for what is not JSON (`file`, `redirect`, `empty`, `html`, `eventStream`). What the
   * app's middleware answers (401, 403, 404, 400 of the validators, 413, 415, 500, 503) is added
   * from `access` and the validators (`implicitAnswers`).
   */
  responses: Answers;
  /** Runs before the validators: a route that must not even reveal itself to some callers. */
  guard?: (c: Context<AppEnv>, deps: Deps) => void | Promise<void>;
  param?: Param;
  query?: Query;
  json?: Json;
  handler: (input: RouteInput<Query, Json, Param>) => Response | Promise<Response>;
}

type Description = Omit<DescribeRouteOptions, 'security' | 'responses'>;

/** A declaration with its schemas' types erased, as a group holds it. */
export interface Route {
  method: Method;
  path: `/${string}`;
  access: Access;
  describe?: Description;
  responses: Answers;
  guard?: (c: Context<AppEnv>, deps: Deps) => void | Promise<void>;
  param?: Schema;
  query?: Schema;
  json?: Schema;
  handler(input: RouteInput<Schema, Schema, Schema>): Response | Promise<Response>;
}

export function defineRoute<Query extends Schema | undefined = undefined, Json extends Schema | undefined = undefined, Param extends Schema | undefined = undefined>(
  declaration: RouteDeclaration<Query, Json, Param>,
): Route {
  // Only the erasure of the schemas' types: the handler gets what its own schemas parse.
  return declaration as Route;
}

/** The routes of a resource, mounted below one base path (`''` for the root). */
export interface RouteGroup {
  basePath: '' | `/${string}`;
  routes: readonly Route[];
}

export function defineRoutes(basePath: RouteGroup['basePath'], routes: readonly Route[]): RouteGroup {
  return { basePath, routes };
}

/** Every route's access rule with its full path, in registration order (the first match wins). */
export function accessRulesOf(groups: readonly RouteGroup[]): AccessRule[] {
  return groups.flatMap((group) => group.routes.map((route) => ({ method: route.method, path: `${group.basePath}${route.path}`, access: route.access })));
}

type ValidatedTarget = 'param' | 'query' | 'json';
const VALIDATED: readonly ValidatedTarget[] = ['param', 'query', 'json'];

/** Everything a route may answer: its declared answers and what the middleware answers for it. */
export function routeContract(route: Route): Map<number, Answer> {
  return contractOf(route.responses, { method: route.method, access: route.access });
}

/**
 * Registers a group's routes on `app` below the group's base path. A successful write made with a
 * backdoor token is audited after its handler, here once for every route (issue 33,
 * `audit/impersonated-writes.ts`).
 */
export function mountRoutes(app: Hono<AppEnv>, deps: Deps, group: RouteGroup): void {
  const router = new Hono<AppEnv>();
  for (const route of group.routes) {
    const handlers: MiddlewareHandler<AppEnv>[] = [];
    const { guard } = route;
    if (guard) {
      handlers.push(async (c, next) => {
        await guard(c, deps);
        await next();
      });
    }
    if (route.describe) {
      const security = securityOf(route.access);
      const responses = openApiResponses(routeContract(route));
      handlers.push(describeRoute({ ...route.describe, responses, ...(security ? { security } : {}) }));
    }
    for (const target of VALIDATED) {
      const schema = route[target];
      if (schema) handlers.push(validate(target, schema));
    }
    // Routes a backdoor token may only call (ending the impersonation) record themselves.
    const audited = route.method !== 'GET' && 'backdoor' in route.access && route.access.backdoor === 'allow';
    const declared = { method: route.method, path: `${group.basePath}${route.path}` };
    const respond: Handler<AppEnv> = async (c) => {
      // The validators above stored these; Hono's types only know them along a typed chain.
      const request = c.req as unknown as { valid(target: ValidatedTarget): unknown };
      const [param, query, json] = VALIDATED.map((target) => (route[target] ? request.valid(target) : undefined));
      const response = await route.handler({ c, deps, app, param, query, json });
      if (audited && response.ok) await auditImpersonatedWrite(deps, c, declared, json);
      return response;
    };
    // Hono's types want the first handler apart; `respond` stays last either way.
    const [first = respond, ...rest] = [...handlers, respond];
    router.on(route.method, route.path, first, ...rest);
  }
  app.route(group.basePath || '/', router);
}
