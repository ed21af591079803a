import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import { getAbsoluteFSPath } from 'swagger-ui-dist';
import type { AppEnv } from '../../app-env.js';
import { OPERATIONS } from '../../auth/access.js';
import { errors } from '../../lib/errors.js';
import * as v from 'valibot';
import { file, html, json, openApiResponses, validationErrorResponse } from '../../lib/openapi.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { pathParams } from '../params.js';

// Served from the swagger-ui-dist package, never a CDN: the product must work offline.
// A Map, not an object: a name such as `__proto__` must find nothing rather than Object.prototype.
const ASSETS = new Map([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
  ['swagger-ui-standalone-preset.js', 'text/javascript; charset=utf-8'],
]);

const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>API documentation</title><link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>
<body><div id="docs"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/swagger-ui-standalone-preset.js"></script>
<script src="/docs/assets/init.js"></script>
</body></html>`;

// An external script rather than inline, so the page works under a strict Content-Security-Policy.
const init = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#docs', presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout' });`;

const documentation = {
  info: { title: 'Tokenised investment dashboard API', version: '2.0.0', description: 'Tenant is chosen by the Host header. Errors: `{ error, hide_error }`.' },
  components: {
    securitySchemes: {
      userToken: { type: 'apiKey' as const, in: 'header', name: 'X-USER-ACCESS-TOKEN' },
      managerToken: { type: 'apiKey' as const, in: 'header', name: 'X-MANAGER-USER-ACCESS-TOKEN' },
    },
  },
};

const options = {
  documentation,
  exclude: ['/docs', '/docs/assets/{file}'],
  defaultValidationErrorResponse: openApiResponses(new Map([[400, validationErrorResponse]]))[400],
};

// Generated from an app's routes on the first call, then kept: the routes do not change.
const documents = new WeakMap<Hono<AppEnv>, Awaited<ReturnType<typeof generateSpecs>>>();

/** `/openapi.json` is generated from the routes of the app (their declarations and validators). */
export const docsRoutes = defineRoutes('', [
  defineRoute({
    method: 'GET',
    path: '/openapi.json',
    access: OPERATIONS,
    responses: { 200: json(v.object({ openapi: v.string(), info: v.object({ title: v.string() }), paths: v.record(v.string(), v.unknown()) }), 'The OpenAPI document') },
    handler: async ({ c, app }) => {
      let document = documents.get(app);
      if (!document) {
        document = await generateSpecs(app, options, c);
        documents.set(app, document);
      }
      return c.json(document);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/docs',
    access: OPERATIONS,
    responses: { 200: html('Swagger UI') },
    // Swagger UI: its own scripts and the spec from here; it styles elements inline.
    handler: ({ c }) => c.html(page, 200, { 'Content-Security-Policy': "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; frame-ancestors 'none'" }),
  }),
  defineRoute({
    method: 'GET',
    path: '/docs/assets/:file',
    access: OPERATIONS,
    responses: { 200: file("Swagger UI's scripts and style") },
    param: pathParams('file'),
    handler: async ({ c, param }) => {
      const file = param.file;
      if (file === 'init.js') return c.body(init, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      const type = ASSETS.get(file);
      if (!type) throw errors.notFound();
      const body = await readFile(path.join(getAbsoluteFSPath(), file));
      return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
    },
  }),
]);
