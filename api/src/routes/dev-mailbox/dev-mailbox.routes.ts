import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv, Deps } from '../../app-env.js';
import { PUBLIC } from '../../auth/access.js';
import { clientAddress, isLoopback } from '../../lib/client-address.js';
import { ApiError } from '../../lib/errors.js';
import { html, json } from '../../lib/openapi.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { listMail, mailboxPage } from './dev-mailbox.handlers.js';

const mailboxQuerySchema = v.object({ to: v.optional(v.string()) });
const mailboxResponseSchema = v.object({
  data: v.array(v.object({ id: v.string(), to: v.string(), subject: v.string(), text: v.string(), meta: v.unknown(), created_at: v.string() })),
});
const describe = { tags: ['development'], summary: 'Mail kept in the outbox (only with DEV_MAILBOX, only for loopback callers)' };

/** The mail holds codes and reset links, so another machine must not even learn that the mailbox exists. */
function loopbackOnly(c: Context<AppEnv>, deps: Deps): void {
  // A proxy on this machine makes every caller's socket look local: a forwarded request is
  // only as local as the address it forwards, and only a trusted proxy's word counts.
  const forwarded = c.req.header('X-Forwarded-For') !== undefined || c.req.header('Forwarded') !== undefined;
  const local = isLoopback(clientAddress(c, deps.env.TRUST_PROXY)) && (deps.env.TRUST_PROXY || !forwarded);
  if (!local) throw new ApiError(404, 'not_found');
}

/**
 * Where a developer or an end-to-end test on the same machine reads the verification code when no
 * SMTP server is configured. Mounted only with `DEV_MAILBOX=true`.
 */
export const devMailboxRoutes = defineRoutes('/dev', [
  defineRoute({
    method: 'GET',
    path: '/mailbox',
    access: PUBLIC,
    describe,
    responses: { 200: html('The mail, newest first') },
    guard: loopbackOnly,
    query: mailboxQuerySchema,
    // The page has its inline style and links, and nothing else.
    handler: async ({ c, deps, query }) =>
      c.html(mailboxPage(c.var.tenant, await listMail(deps, c.var.tenant, query.to)), 200, { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'" }),
  }),
  defineRoute({
    method: 'GET',
    path: '/mailbox.json',
    access: PUBLIC,
    describe,
    responses: { 200: json(mailboxResponseSchema, 'The mail, newest first') },
    guard: loopbackOnly,
    query: mailboxQuerySchema,
    handler: async ({ c, deps, query }) => c.json({ data: await listMail(deps, c.var.tenant, query.to) }),
  }),
]);
