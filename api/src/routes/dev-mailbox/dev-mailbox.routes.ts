import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Deps } from '../../app-env.js';
import { clientAddress, isLoopback } from '../../lib/client-address.js';
import { ApiError } from '../../lib/errors.js';
import { validate } from '../../lib/validation.js';
import { listMail, mailboxPage } from './dev-mailbox.handlers.js';

const mailboxQuerySchema = v.object({ to: v.optional(v.string()) });
const hidden = describeRoute({ tags: ['development'], summary: 'Mail kept in the outbox (only with DEV_MAILBOX, only for loopback callers)' });

/**
 * Where a developer or an end-to-end test on the same machine reads the verification code when no
 * SMTP server is configured. The mail holds codes and reset links, so another machine must not
 * even learn that the mailbox exists.
 */
export function devMailboxRoutes(deps: Deps) {
  const loopbackOnly = createMiddleware<AppEnv>(async (c, next) => {
    // A proxy on this machine makes every caller's socket look local: a forwarded request is
    // only as local as the address it forwards, and only a trusted proxy's word counts.
    const forwarded = c.req.header('X-Forwarded-For') !== undefined || c.req.header('Forwarded') !== undefined;
    const local = isLoopback(clientAddress(c, deps.env.TRUST_PROXY)) && (deps.env.TRUST_PROXY || !forwarded);
    if (!local) throw new ApiError(404, 'not_found');
    await next();
  });
  return new Hono<AppEnv>()
    .use('/dev/*', loopbackOnly)
    .get('/dev/mailbox', hidden, validate('query', mailboxQuerySchema), async (c) =>
      c.html(mailboxPage(c.var.tenant, await listMail(deps, c.var.tenant, c.req.valid('query').to))),
    )
    .get('/dev/mailbox.json', hidden, validate('query', mailboxQuerySchema), async (c) =>
      c.json({ data: await listMail(deps, c.var.tenant, c.req.valid('query').to) }),
    );
}
