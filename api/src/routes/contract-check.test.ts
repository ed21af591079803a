import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv, Deps } from '../app-env.js';
import { OPERATIONS } from '../auth/access.js';
import { json } from '../lib/openapi.js';
import { apiRoutes } from './api-routes.js';
import { CONTRACT_VIOLATION, checkAnswers } from './contract-check.js';
import { defineRoute, defineRoutes, mountRoutes, routeContract } from './define-route.js';

describe('every route declares its answers', () => {
  const routes = apiRoutes.flatMap((group) => group.routes.map((route) => ({ name: `${route.method} ${group.basePath}${route.path}`, route })));

  it('walks every route group (the check below has routes to check)', () => {
    assert.ok(routes.length >= 150, `${routes.length} routes`);
  });

  it('declares at least one success or redirect for every route', () => {
    const silent = routes.filter(({ route }) => !Object.keys(route.responses).some((status) => Number(status) < 400)).map(({ name }) => name);
    assert.deepEqual(silent, []);
  });

  it('gives every JSON answer a schema, and every route the errors its middleware answers', () => {
    for (const { name, route } of routes) {
      const contract = routeContract(route);
      for (const [status, answer] of contract) {
        if (answer.kind === 'json') assert.ok(answer.schema, `${name} ${status}`);
      }
      assert.ok(contract.has(500) && contract.has(503) && contract.has(404), name);
      if (!('public' in route.access)) assert.ok(contract.has(401) && contract.has(403), name);
    }
  });
});

describe('the test app checks every answer against its route', () => {
  const group = defineRoutes('/probe', [
    defineRoute({
      method: 'GET',
      path: '/:answer',
      access: OPERATIONS,
      responses: { 200: json(v.object({ total: v.number() }), 'A count') },
      handler: ({ c }) => {
        const answer = c.req.param('answer');
        if (answer === 'right') return c.json({ total: 3 });
        if (answer === 'wrong') return c.json({ total: '3' });
        return c.json({ total: 3 }, 202);
      },
    }),
  ]);
  const app = new Hono<AppEnv>();
  app.use(checkAnswers([group]));
  // The probe's handler reads nothing of the app's dependencies.
  mountRoutes(app, {} as Deps, group);
  const ask = async (answer: string) => {
    const response = await app.request(`/probe/${answer}`);
    return { status: response.status, body: (await response.json()) as { error?: string; message?: string; total?: number } };
  };

  it('lets a declared answer through untouched', async () => {
    assert.deepEqual(await ask('right'), { status: 200, body: { total: 3 } });
  });

  it('fails a body its schema refuses, naming the route, the status and the field', async () => {
    const { status, body } = await ask('wrong');
    assert.equal(status, 500);
    assert.equal(body.error, CONTRACT_VIOLATION);
    assert.match(body.message ?? '', /GET \/probe\/:answer answered 200 with a body its schema refuses/);
    assert.match(body.message ?? '', /total: Invalid type: Expected number but received "3"/);
  });

  it('fails a status the route does not declare', async () => {
    const { status, body } = await ask('other');
    assert.equal(status, 500);
    assert.match(body.message ?? '', /GET \/probe\/:answer answered 202, which it does not declare/);
  });
});
