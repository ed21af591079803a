import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { Context } from 'hono';
import * as v from 'valibot';
import { accessRules } from '../../auth/access-rules.js';
import { DEMO_PASSWORD } from '../../db/seed/seed.js';
import { apiRoutes } from '../../routes/api-routes.js';
import { authoringRoutes } from '../../routes/authoring/authoring.routes.js';
import { isUploadRequest } from '../../routes/files/files.routes.js';
import { createTestContext, type TestContext } from '../harness.js';
import { createSecurityHarness, type Caller, type SecurityHarness } from './callers.js';
import { declaredAnswer } from './declared-answer.js';
import {
  asText,
  encode,
  extremesOf,
  hostileString,
  jsonOperationBody,
  plausibleValue,
  queryString,
  toJsonText,
  uploadOperationBody,
  wireValue,
  withValueAt,
  type JsonNumber,
  type RawBody,
  type ValueHints,
} from './hostile-inputs.js';
import { declaredOperations, figureFieldsOf, fillPath, operationKey, pathParameters, readDocumentedOperations, type FigureField, type Operation } from './operations.js';

/**
 * Property-based requests to every declared operation, sent with tokens its declaration lets
 * through so that validation and handlers are reached. The rule: never a 5xx, never a stack
 * trace or SQL in a body, and the app still answers /health afterwards. Before them, a fixed
 * pass sends every numeric and date field the OpenAPI document names its extremes, one at a time.
 *
 * FUZZ_RUNS: requests per operation (default 100). FUZZ_SEED: replays a run (printed at start;
 * fast-check prints the seed and path of a failing case). FUZZ_OPERATION: only operations
 * whose `METHOD /path` contains it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(0, 2 ** 31 - 1);
const ONLY = process.env.FUZZ_OPERATION ?? '';

interface FuzzRequest {
  /** The operation's method mostly; now and then another one on the same path. */
  method: string;
  caller: number;
  host: string;
  params: Record<string, string>;
  query: string;
  body?: RawBody;
  contentLength: 'exact' | 'absent' | 'huge';
  /** A malformed token instead of the caller's, now and then. */
  garbageToken?: string;
}

interface Sent {
  method: string;
  url: string;
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
  /** The body stream failed while being read. */
  streamError?: string;
}

const STACK_FRAMES = [/\n\s+at\s/, /\bat\s+\S+\s+\((?:file:|node:|\/)/, /node_modules\//, /\.[cm]?[jt]s:\d+:\d+/];
const SQL = [/\bselect\s[\s\S]*\bfrom\b/i, /\binsert\s+into\b/i, /\bdelete\s+from\b/i, /\bupdate\s+"?\w+"?\s+set\b/i, /failed query/i, /\bparams:/i, /syntax error at or near/i];

/** What must never be in an answer; a successful file or page may contain anything, so only its JSON is read. */
function leakIn(answer: Answer): string | undefined {
  const isJson = answer.contentType.includes('json');
  if (answer.status < 400 && !isJson) return undefined;
  const patterns = answer.status < 400 ? STACK_FRAMES : [...STACK_FRAMES, ...SQL];
  return patterns.find((pattern) => pattern.test(answer.text))?.source;
}

/** A message key such as `validator.form_field_invalid`: the front end translates it; a sentence it would show raw. */
const MESSAGE_KEY = /^[a-z][\w]*(?:\.[\w]+)+$/;

function errorShapeProblem(answer: Answer): string | undefined {
  if (answer.status < 400) return undefined;
  try {
    const body = JSON.parse(answer.text) as { error?: unknown; hide_error?: unknown; fields?: Record<string, { key?: unknown }> };
    const notKeys = Object.values(body.fields ?? {}).filter((field) => typeof field.key !== 'string' || !MESSAGE_KEY.test(field.key));
    if (notKeys.length) return `a validation error whose field keys are not message keys`;
    if (typeof body.error === 'string' && typeof body.hide_error === 'boolean') return undefined;
  } catch {
    // Reported below like any other body without the error shape.
  }
  return `an error without the { error, hide_error } shape (${answer.contentType})`;
}

let ctx: TestContext;
let h: SecurityHarness;
let operations: Operation[];
let hints: ValueHints;
let pathHints: Record<string, readonly string[]>;
/** Users the manager's user actions may change or delete: never an account the callers sign in with. */
let expendableUsers: string[];
/**
 * Issuances the authoring writes may change (phase, slug, whitelist, files): copies of the draft
 * owned by the fixture's owner, never the fixture issuance the other operations read and invest in.
 */
let expendableIssuances: string[];
const AUTHORING_WRITE_PATHS = new Set(
  authoringRoutes.routes.filter((route) => route.method !== 'GET' && route.path.includes(':id')).map((route) => `${authoringRoutes.basePath}${route.path}`),
);
/** Shares its path with the document writes, but reads the fixture's documents (a swapped method deleting one only means 404s later). */
const FIXTURE_DOCUMENT_READ = 'GET /api/v2/pfp/issuances/:id/documents/:documentId';
let sentCount = 0;
let skippedCount = 0;

before(async () => {
  ctx = await createTestContext();
  h = await createSecurityHarness(ctx);
  operations = declaredOperations(await readDocumentedOperations(ctx));
  const { fixtures } = h;
  const ids = [
    ...Object.values(fixtures.ids),
    fixtures.issuance.id,
    fixtures.draftIssuanceId,
    fixtures.companyIssuanceId,
    fixtures.otherTenant.issuanceId,
    fixtures.investmentId,
    fixtures.otherTenant.investmentId,
  ];
  hints = {
    emails: ['investor@demo.test', 'unverified@demo.test', 'manager@demo.test', 'nobody@demo.test', 'investor@exeu.test'],
    passwords: [DEMO_PASSWORD, 'Changed123!', 'short'],
    ids,
  };
  expendableUsers = [...(await Promise.all(Array.from({ length: 6 }, () => h.disposableUser()))), fixtures.otherTenant.userId];
  expendableIssuances = [...(await Promise.all(Array.from({ length: 3 }, () => h.disposableIssuance(fixtures.issuance.owner)))), fixtures.otherTenant.issuanceId];
  const documents = [fixtures.issuance.publicDocumentId, fixtures.issuance.hiddenDocumentId, fixtures.issuance.expiredDocumentId];
  // Distributions of the fixture issuance for the benefits routes to find: paying or deleting one is harmless to the rest.
  const entrepreneur = await ctx.login('entrepreneur@demo.test');
  const today = ctx.deps.clock.now().toISOString().slice(0, 10);
  const benefits = await Promise.all(
    ['dividend', 'interest', 'repayment'].map((type) =>
      ctx.request('POST', `/api/v2/pfp/issuances/${fixtures.issuance.id}/benefits`, { token: entrepreneur, body: { type, profit_date: today, gross_amount: '100.01', withholding_percentage: 19 } }),
    ),
  );
  assert.ok(benefits.every((answer) => answer.status === 201), 'the fuzz distributions were not created');
  // The fixture issuance thrice: most paths then name a resource the handlers find.
  pathHints = {
    id: [fixtures.issuance.id, fixtures.issuance.id, fixtures.issuance.id, fixtures.investmentId, ...ids, fixtures.issuance.logoFileId],
    documentId: documents,
    benefitId: benefits.map((answer) => String(answer.body.data.id)),
    slug: [fixtures.issuance.slug, 'summer-festival-2027', 'not-a-project'],
    file: ['swagger-ui.css', 'init.js', 'avatar.svg', 'financials.pdf', 'nothing.js'],
    step: ['identification', 'account-information', 'sign', 'basics', 'story', 'token'],
    provider: ['sandbox', 'sandbox', 'unknown-provider'],
  };
  console.log(`fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} (set both to replay this run)`);
});

after(async () => {
  console.log(
    `fuzz: ${sentCount} requests to ${operations.filter((operation) => operation.key.includes(ONLY)).length} operations (${skippedCount} inputs no client can send skipped)`,
  );
  await ctx.close();
});

/** Callers the declaration lets through (anonymous too on public routes): the requests must reach the handler. */
function callersFor(operation: Operation): Caller[] {
  return h.callers.filter((caller) => {
    if (!caller.authenticates && caller.name !== 'anonymous') return false;
    return declaredAnswer(operation.access, caller, { ownedBy: h.fixtures.issuance.owner, investedBy: 'investor' }).allowed;
  });
}

/**
 * Where any method may be tried (DELETE too), the ids are expendable copies: users the manager's
 * user actions may change or delete, and issuances the authoring writes move, rename and strip.
 */
function expendableIdsOf(operation: Operation): readonly string[] | undefined {
  if (operation.path.startsWith('/api/v2/pfp/manager/users/:id')) return expendableUsers;
  if (AUTHORING_WRITE_PATHS.has(operation.path) && operation.key !== FIXTURE_DOCUMENT_READ) return expendableIssuances;
  return undefined;
}

/** The values a path parameter takes most: the fixtures the handlers find. */
function pathCandidates(operation: Operation, name: string): readonly string[] {
  const expendable = expendableIdsOf(operation);
  return (expendable && name === 'id' ? undefined : pathHints[name]) ?? expendable ?? hints.ids;
}

/**
 * The caller's own account takes any method (DELETE too): with the right password it would
 * remove an account every later request signs in as. Wrong passwords still reach the handler;
 * account.test.ts deletes a real one.
 */
function bodyHintsOf(operation: Operation): ValueHints {
  const onOwnAccount = operation.path.startsWith('/api/v2/pfp/users/me/account');
  return onOwnAccount ? { ...hints, passwords: hints.passwords.filter((password) => password !== DEMO_PASSWORD) } : hints;
}

const documentedBodyOf = (operation: Operation) => operation.documented?.requestBody?.content['application/json']?.schema;

function requestArbitrary(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.documented?.parameters ?? [];
  const names = pathParameters(operation.path);
  const expendable = expendableIdsOf(operation);
  const idHints = expendable ? { ...hints, ids: expendable } : hints;
  const params = fc.record(
    Object.fromEntries(
      names.map((name) => {
        const documented = parameters.find((parameter) => parameter.in === 'path' && parameter.name === name);
        const plausible = fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...pathCandidates(operation, name)) },
          { weight: 1, arbitrary: plausibleValue(documented?.schema, name, idHints) },
        );
        return [name, fc.oneof({ weight: 3, arbitrary: plausible.map(asText) }, { weight: 2, arbitrary: wireValue(plausible) })];
      }),
    ),
  );
  const takesBody = operation.method !== 'GET';
  const samplePath = fillPath(operation.path, Object.fromEntries(names.map((name) => [name, h.fixtures.issuance.id])));
  // The predicate reads only the method and path of the context it is given.
  const upload = isUploadRequest({ req: { method: operation.method, path: samplePath } } as unknown as Context);
  const bodyHints = bodyHintsOf(operation);
  const body = upload ? uploadOperationBody(bodyHints) : jsonOperationBody(documentedBodyOf(operation), bodyHints);
  return fc.record(
    {
      method: fc.oneof({ weight: 12, arbitrary: fc.constant(operation.method) }, { weight: 1, arbitrary: fc.constantFrom('HEAD', 'OPTIONS', 'PATCH', 'PUT', 'DELETE', 'POST') }),
      caller: fc.nat({ max: callersFor(operation).length - 1 }),
      host: fc.constantFrom('localhost', 'localhost', 'localhost', 'localhost', 'exeu.localhost', 'unknown.invalid'),
      params,
      query: queryString(parameters, hints),
      body: takesBody ? fc.option(body, { nil: undefined, freq: 6 }) : fc.constant(undefined),
      contentLength: fc.constantFrom('exact', 'exact', 'exact', 'exact', 'absent', 'huge'),
      garbageToken: fc.oneof(
        { weight: 9, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: hostileString.map((text) => text.replace(/[^\x20-\x7e]/g, '')) },
      ),
    },
    { requiredKeys: ['method', 'caller', 'host', 'params', 'query', 'contentLength'] },
  ).map((input) => Object.assign(input, { [fc.toStringMethod]: () => printable(operation, input) }));
}

/** A failing case as fast-check reports it: the request in a line or two, long values cut. */
function printable(operation: Operation, input: FuzzRequest): string {
  const url = `http://${input.host}${fillPath(operation.path, input.params)}${input.query}`;
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text);
  const caller = callersFor(operation)[input.caller]?.name ?? String(input.caller);
  const token = input.garbageToken === undefined ? '' : ` token ${JSON.stringify(cut(input.garbageToken))}`;
  const body = input.body ? ` body ${fc.stringify(input.body)}` : '';
  return `${input.method} ${cut(url)} as ${caller}${token}, Content-Length ${input.contentLength}${body}`;
}

async function send(operation: Operation, input: FuzzRequest): Promise<{ sent: Sent; answer: Answer } | undefined> {
  const caller = callersFor(operation)[input.caller];
  if (!caller) throw new Error(`no caller ${input.caller} for ${operation.key}`);
  const headers: Record<string, string> = {
    'X-Forwarded-For': `203.0.${randomInt(0, 255)}.${randomInt(1, 255)}`,
    ...(await h.headersOf(caller)),
  };
  if (input.garbageToken !== undefined) headers['X-USER-ACCESS-TOKEN'] = input.garbageToken;
  if (input.body?.contentType !== undefined) headers['Content-Type'] = input.body.contentType;
  if (input.body && input.contentLength === 'exact') headers['Content-Length'] = String(input.body.body.byteLength);
  if (input.body && input.contentLength === 'huge') headers['Content-Length'] = String(2 ** 40);
  const url = `http://${input.host}${fillPath(operation.path, input.params)}${input.query}`;
  let request: Request;
  try {
    request = new Request(url, { method: input.method, headers, body: input.body?.body });
  } catch {
    // Not a request any client can send (an invalid URL or header): nothing reaches a server.
    skippedCount += 1;
    return undefined;
  }
  sentCount += 1;
  const response = await ctx.app.request(request);
  const answer: Answer = { status: response.status, contentType: response.headers.get('Content-Type') ?? '', text: '' };
  try {
    answer.text = await textOf(response);
  } catch (error) {
    answer.streamError = String(error);
  }
  const sent: Sent = {
    method: input.method,
    url,
  };
  return { sent, answer };
}

/** The body; an event stream never ends, so only its first event is read before it is closed. */
async function textOf(response: Response): Promise<string> {
  if (!answerIsEventStream(response) || !response.body) return response.text();
  const reader = response.body.getReader();
  const first = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(first.value ?? new Uint8Array());
}

const answerIsEventStream = (response: Response) => (response.headers.get('Content-Type') ?? '').includes('text/event-stream');

/** Why an answer breaks the rule, or undefined when it keeps it. */
function judge(sent: Sent, answer: Answer): string | undefined {
  const leak = leakIn(answer);
  if (leak) return `the body leaks internals (${leak})`;
  // An answer to HEAD has no body to hold the error shape.
  if (answer.status < 500 && answer.streamError === undefined) return sent.method === 'HEAD' ? undefined : errorShapeProblem(answer);
  return answer.streamError ? `the body stream failed: ${answer.streamError}` : `answered ${answer.status}`;
}

/** Every sample of these requests is the same, so a failure names a request that fails again. */
const FIXED_SEED = 33;
/** Plausible bodies tried, in a fixed order, for one the route's own schema accepts. */
const BASE_TRIES = 500;

const nameOf = (field: FigureField) => (field.in === 'query' ? `?${field.name}` : field.path.join('.'));

/** Each route's JSON body schema by its `METHOD /path`: what its validator checks before the handler. */
const bodySchemas = new Map(apiRoutes.flatMap((group) => group.routes.map((route) => [operationKey(route.method, `${group.basePath}${route.path}`), route.json])));

/**
 * A body the route's own schema accepts when one of the first plausible samples is one, so that
 * one field set to an extreme is the body's only fault and the rest reaches the handler.
 */
async function validBodyOf(operation: Operation): Promise<unknown> {
  if (operation.method === 'GET') return undefined;
  const samples = fc.sample(plausibleValue(documentedBodyOf(operation), '', bodyHintsOf(operation)), { seed: FIXED_SEED, numRuns: BASE_TRIES });
  const schema = bodySchemas.get(operation.key);
  for (const sample of samples) if (!schema || (await v.safeParseAsync(schema, sample)).success) return sample;
  return samples[0];
}

interface ExtremeRequest {
  field: FigureField;
  extreme: JsonNumber | string;
  input: FuzzRequest;
}

/**
 * One request per extreme of each numeric and date field the operation documents: that field set
 * to it, the required query parameters and the rest of the body valid where the samples allow.
 */
async function extremeRequests(operation: Operation): Promise<ExtremeRequest[]> {
  const fields = figureFieldsOf(operation.documented);
  if (fields.length === 0) return [];
  const query = (operation.documented?.parameters ?? []).filter((parameter) => parameter.in === 'query' && parameter.required);
  const required = query.map((parameter): [string, string] => [parameter.name, asText(fc.sample(plausibleValue(parameter.schema, parameter.name, hints), { seed: FIXED_SEED, numRuns: 1 })[0])]);
  const base = await validBodyOf(operation);
  const params = Object.fromEntries(pathParameters(operation.path).map((name) => [name, encode(pathCandidates(operation, name)[0] ?? '')]));
  return fields.flatMap((field) =>
    extremesOf(field.kind).map((extreme) => {
      const pairs: [string, string][] = field.in === 'query' ? [...required.filter(([name]) => name !== field.name), [field.name, asText(extreme)]] : required;
      const body = field.in === 'body' ? withValueAt(base, field.path, extreme) : base;
      const input: FuzzRequest = {
        method: operation.method,
        caller: 0,
        host: 'localhost',
        params,
        query: pairs.length ? `?${pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&')}` : '',
        contentLength: 'exact',
        ...(body === undefined ? {} : { body: { contentType: 'application/json', body: new TextEncoder().encode(toJsonText(body, 1)) } }),
      };
      return { field, extreme, input };
    }),
  );
}

describe('every numeric and date field of the OpenAPI document, at its extremes', () => {
  it('answers each figure past its column and each day past the calendar with a 4xx at most, one field at a time', async () => {
    const chosen = operations.filter((operation) => operation.key.includes(ONLY));
    const requests = (await Promise.all(chosen.map(async (operation) => (await extremeRequests(operation)).map((request) => ({ operation, ...request }))))).flat();
    if (!ONLY) {
      // The fields are found in the document, not named here: these must be among them.
      const found = new Set(requests.map(({ operation, field }) => `${operation.key} ${nameOf(field)}`));
      for (const expected of ['POST /api/v2/pfp/board/ads tokens', 'POST /api/v2/pfp/board/ads unit_price', 'GET /api/v2/pfp/transfers ?to', 'GET /api/v2/pfp/manager/users ?registered_to']) {
        assert.ok(found.has(expected), `${expected} is not among the document's figure fields`);
      }
    }
    const problems: string[] = [];
    for (const { operation, field, extreme, input } of requests) {
      const result = await send(operation, input);
      const problem = result && judge(result.sent, result.answer);
      if (result && problem) problems.push(`${operation.key} ${nameOf(field)} = ${asText(extreme)}: ${problem}: ${result.answer.text.slice(0, 200)}`);
    }
    assert.deepEqual(problems, []);
    const health = await ctx.request('GET', '/health');
    assert.equal(health.status, 200, 'the app stopped answering /health');
  });
});

describe('fuzzing every declared operation from the OpenAPI document', () => {
  for (const [index, rule] of accessRules.entries()) {
    const key = operationKey(rule.method, rule.path);
    if (!key.includes(ONLY)) continue;
    it(`${key} never answers 5xx nor leaks internals`, async () => {
      const operation = operations.find((candidate) => candidate.key === key);
      assert.ok(operation, `${key} is not declared`);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation), async (input) => {
          const result = await send(operation, input);
          if (!result) return;
          const problem = judge(result.sent, result.answer);
          const shown = `${result.sent.method} ${result.sent.url.slice(0, 300)} → ${result.answer.status} ${result.answer.text.slice(0, 300)}`;
          assert.equal(problem, undefined, `${problem}: ${shown}`);
        }),
        { numRuns: RUNS, seed: SEED + index, endOnFailure: true, includeErrorInReport: true },
      );
      const health = await ctx.request('GET', '/health');
      assert.equal(health.status, 200, 'the app stopped answering /health');
    });
  }
});
