import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.js';
import type { Logger } from '../lib/logger.js';

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Gives each request an id (the caller's X-Request-Id when sane) and one structured log line. */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('X-Request-Id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        tenant: c.var.tenant?.slug,
        userId: c.var.principal?.user.id,
      },
      'request',
    );
  };
}
