import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { InvestmentStatus } from 'shared';
import * as t from '../db/schema.js';
import type { Transport } from '../payments/notifier.js';
import type { TestContext } from './harness.js';
import { newInvestor } from './invest-fixtures.js';

/** Fixtures of the payment and signature tests: orders ready to pay, the sandbox's page, mails. */

export const PFP = '/api/v2/pfp';
export const SLUG = 'fleet-leasing-pool';

/** The sandbox's notifications go through the app in process (a listening server is tested apart). */
export function inProcess(ctx: TestContext): Transport {
  return async ({ path, body, headers }) => {
    const response = await ctx.app.request(`http://provider.invalid${path}`, { method: 'POST', body, headers });
    return { status: response.status };
  };
}

/** An onboarded investor with a CREATED order of `tokens` tokens of Fleet Leasing Pool (20.00 each). */
export async function orderToPay(ctx: TestContext, options: { tokens?: number; balance?: string } = {}) {
  const investor = await newInvestor(ctx, { onboarded: true, sophisticated: false, ...(options.balance ? { balance: options.balance } : {}) });
  const placed = await ctx.request('POST', `${PFP}/invest/${SLUG}/orders`, {
    token: investor.token,
    body: { tokens: options.tokens ?? 3, risk_loss_acknowledged: true, risk_liquidity_acknowledged: true },
    headers: { 'Idempotency-Key': `order-${randomUUID()}` },
  });
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  return { investor, id: placed.body.data.id as string };
}

export async function chooseMethod(ctx: TestContext, token: string, id: string, method: string, useBalance = false) {
  return ctx.request('POST', `${PFP}/investments/${id}/payment-method`, { token, body: { method, use_balance: useBalance } });
}

export const signatureBody = () => ({ typed_name: 'Nora Nueva', drawn_signature: dataUrl(png()), consent: true });

/** Signs the order's contract as it stands (invest, sign, pay); answers the API's answer. */
export async function signContract(ctx: TestContext, token: string, id: string) {
  return ctx.request('POST', `${PFP}/investments/${id}/signature`, { token, body: signatureBody() });
}

/**
 * Starts paying, as the invest flow does: the contract of an order waiting for its payment is
 * signed first (a tenant that hides signing answers 409 and pays without).
 */
export async function startPayment(ctx: TestContext, token: string, id: string, method: string, extra: Record<string, unknown> = {}) {
  if ((await statusOf(ctx, id)) === 'METHOD_PAYMENT') await signContract(ctx, token, id);
  return ctx.request('POST', `${PFP}/investments/${id}/payments`, { token, body: { method, lang: 'en', ...extra } });
}

/** An order on the provider's page: method chosen and payment started; answers the page's path. */
export async function atSandboxPage(ctx: TestContext, method = 'card_provider', options: { tokens?: number } = {}) {
  const order = await orderToPay(ctx, options);
  const chosen = await chooseMethod(ctx, order.investor.token, order.id, method);
  assert.equal(chosen.status, 200, JSON.stringify(chosen.body));
  const started = await startPayment(ctx, order.investor.token, order.id, method);
  assert.equal(started.status, 200, JSON.stringify(started.body));
  assert.equal(started.body.data.kind, 'redirect');
  const url = new URL(started.body.data.redirect_url as string);
  return { ...order, page: `${url.pathname}${url.search}`, sessionId: started.body.data.session_id as string };
}

export function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

export const CARD = (number: string) => ({ card_number: number, expiry: '12/39', cvc: '123' });

/** What a browser sends: it asks for HTML, so failures come back as pages too. */
export const BROWSER = { Accept: 'text/html,application/xhtml+xml' };

export async function submitPage(ctx: TestContext, page: string, fields: Record<string, string>) {
  return ctx.request('POST', page, { form: form(fields), headers: BROWSER });
}

export async function openPage(ctx: TestContext, page: string) {
  return ctx.request('GET', page, { headers: BROWSER });
}

export async function statusOf(ctx: TestContext, id: string) {
  const [row] = await ctx.deps.db.select({ status: t.investments.status }).from(t.investments).where(eq(t.investments.id, id));
  return row?.status;
}

export async function mailsAbout(ctx: TestContext, investmentId: string, purpose: string) {
  const rows = await ctx.deps.db.select().from(t.mailOutbox);
  return rows.filter((row) => (row.meta as Record<string, string>).investment_id === investmentId && (row.meta as Record<string, string>).purpose === purpose);
}

export async function movesTo(ctx: TestContext, investmentId: string, status: string) {
  return ctx.deps.db
    .select()
    .from(t.investmentTransitions)
    .where(and(eq(t.investmentTransitions.investmentId, investmentId), eq(t.investmentTransitions.toStatus, status as InvestmentStatus)));
}

/** A real PNG (8-bit grey, `width` × `height`), as a signature pad's canvas would export. */
export function png(width = 4, height = 2): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 0;
  const rows = Buffer.concat(Array.from({ length: height }, (_, y) => Buffer.from([0, ...Array.from({ length: width }, (_, x) => ((x + y) % 2 ? 0 : 255))])));
  return new Uint8Array(
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]),
  );
}

export const dataUrl = (bytes: Uint8Array, type = 'image/png') => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
