import { and, desc, eq } from 'drizzle-orm';
import { html } from 'hono/html';
import type { Deps } from '../../app-env.js';
import { mailOutbox } from '../../db/schema.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { normaliseEmail } from '../../users/users.repository.js';

export async function listMail(deps: Deps, tenant: Tenant, to: string | undefined) {
  const rows = await deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, tenant.id), to ? eq(mailOutbox.to, normaliseEmail(to)) : undefined))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(100);
  return rows.map((row) => ({ id: row.id, to: row.to, subject: row.subject, text: row.text, meta: row.meta, created_at: row.createdAt.toISOString() }));
}

export function mailboxPage(tenant: Tenant, mails: Awaited<ReturnType<typeof listMail>>) {
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Development mailbox - ${tenant.name}</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;max-width:60rem}article{border:1px solid #ccc;border-radius:6px;padding:.75rem 1rem;margin:.75rem 0}pre{white-space:pre-wrap}small{color:#555}</style></head>
<body>
<h1>Development mailbox: ${tenant.name}</h1>
<p>Mail is kept here because SMTP_URL is not set. Newest first; filter with <code>?to=email</code>; JSON at <code>/dev/mailbox.json</code>.</p>
${mails.length === 0 ? html`<p>No mail yet.</p>` : ''}
${mails.map(
  (mail) => html`<article><h2>${mail.subject}</h2><small>To ${mail.to} at ${mail.created_at}</small><pre>${mail.text}</pre></article>`,
)}
</body></html>`;
}
