import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AppEnv, Deps } from '../../app-env.js';
import { validate } from '../../lib/validation.js';
import { listMail, mailboxPage } from './dev-mailbox.handlers.js';

const mailboxQuerySchema = v.object({ to: v.optional(v.string()) });
const hidden = describeRoute({ tags: ['development'], summary: 'Mail kept in the outbox (not mounted in production)' });

/** Where a person or an end-to-end test reads the verification code when no SMTP server is configured. */
export function devMailboxRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/dev/mailbox', hidden, validate('query', mailboxQuerySchema), async (c) =>
      c.html(mailboxPage(c.var.tenant, await listMail(deps, c.var.tenant, c.req.valid('query').to))),
    )
    .get('/dev/mailbox.json', hidden, validate('query', mailboxQuerySchema), async (c) =>
      c.json({ data: await listMail(deps, c.var.tenant, c.req.valid('query').to) }),
    );
}
