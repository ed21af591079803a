import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { OPERATIONS } from '../../auth/access.js';
import { apiRoot } from '../../env.js';
import { errors } from '../../lib/errors.js';
import { defineRoute, defineRoutes } from '../define-route.js';

const TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.pdf': 'application/pdf' };
const dir = path.join(apiRoot, 'assets/seed');

/** The demo images and documents the seed points at (shipped in api/assets/seed). */
export const assetsRoutes = defineRoutes('/assets', [
  defineRoute({
    method: 'GET',
    path: '/seed/:file',
    access: OPERATIONS,
    handler: async ({ c }) => {
      const file = c.req.param('file') ?? '';
      const type = TYPES[path.extname(file)];
      // A plain file name only: no path separators, so nothing outside the folder is reachable.
      if (!type || !/^[\w.-]+$/.test(file)) throw errors.notFound();
      const body = await readFile(path.join(dir, file)).catch(() => {
        throw errors.notFound();
      });
      return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
    },
  }),
]);
