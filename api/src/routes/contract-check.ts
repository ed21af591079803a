import type { MiddlewareHandler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import * as v from 'valibot';
import type { AppEnv } from '../app-env.js';
import type { Answer } from '../lib/openapi.js';
import { routeContract, type RouteGroup } from './define-route.js';

/** The error key of an answer that broke its route's contract (only the test app answers it). */
export const CONTRACT_VIOLATION = 'contract_violation';

interface Contract {
  route: string;
  answers: ReadonlyMap<number, Answer>;
}

const isJson = (response: Response) => /^application\/([\w.-]+\+)?json/i.test(response.headers.get('Content-Type') ?? '');

/** What is wrong with an answer, or null when it is one its route declares. */
async function violationOf(contract: Contract, response: Response, method: string): Promise<string | null> {
  const where = `${contract.route} answered ${response.status}`;
  const answer = contract.answers.get(response.status);
  if (!answer) return `${where}, which it does not declare (it declares ${[...contract.answers.keys()].join(', ')})`;
  // What is not JSON is checked by its status: a page may answer JSON to a client that asks for it.
  if (answer.kind !== 'json' || method === 'HEAD') return null;
  if (!isJson(response)) return `${where} with ${response.headers.get('Content-Type') ?? 'no content type'}, declared as JSON`;
  const body: unknown = await response.clone().json();
  const result = await v.safeParseAsync(answer.schema, body);
  if (result.success) return null;
  const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  return `${where} with a body its schema refuses:\n  ${issues.slice(0, 10).join('\n  ')}\nbody: ${JSON.stringify(body).slice(0, 2000)}`;
}

/**
 * The test app's contract check: every answer of a declared route must have a status the route
 * declares (or its middleware answers) and, for JSON, a body its schema accepts. A broken answer
 * is replaced by a 500 `contract_violation` naming the route, the status and valibot's issues,
 * which the test harness throws. Production does not mount it (`createApp`'s `checkAnswers`).
 */
export function checkAnswers(groups: readonly RouteGroup[]): MiddlewareHandler<AppEnv> {
  // Matched as `authorize` matches access rules: the first declaration of a path wins.
  const router = new TrieRouter<Contract>();
  for (const group of groups) {
    for (const route of group.routes) {
      const path = `${group.basePath}${route.path}`;
      router.add(route.method, path, { route: `${route.method} ${path}`, answers: routeContract(route) });
    }
  }
  return async (c, next) => {
    await next();
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const [match] = router.match(method, c.req.path)[0];
    if (!match) return;
    const violation = await violationOf(match[0], c.res, c.req.method);
    if (violation) c.res = new Response(JSON.stringify({ error: CONTRACT_VIOLATION, hide_error: false, message: violation }), { status: 500, headers: { 'Content-Type': 'application/json' } });
  };
}
