import assert from 'node:assert/strict';
import { customize } from '../../test/invest-fixtures.js';
import type { TestContext } from '../../test/harness.js';
import { BROWSER, chooseMethod, orderToPay, startPayment } from '../../test/payment-fixtures.js';
import { REDSYS_WEBHOOK_PATH } from './redsys-payment.js';
import { signRedsysMessage } from './redsys-signature.js';
import { redsysDateTime } from './redsys-time.js';
import { REDSYS_STANDIN_PAY_PATH, startRedsysStandin, type RedsysStandin, type RedsysStandinOptions } from './standin/redsys-standin.js';

/** Redsys's public test merchant key and a merchant code of its test environment. */
const TEST_KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const TEST_MERCHANT = '999008881';
export const OTHER_KEY = 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev';

/** The stand-in on a free port, dating its notifications on the test's clock; its notifications go to `notifyOrigin` once set. */
export async function standinFor(now: () => Date): Promise<{ standin: RedsysStandin; options: RedsysStandinOptions }> {
  const options: RedsysStandinOptions = { keyOf: (code, terminal) => (code === TEST_MERCHANT && terminal === '1' ? TEST_KEY : undefined), now };
  return { standin: await startRedsysStandin(0, options), options };
}

/** The deployment's secrets giving every tenant the test merchant on this gateway. */
export function secretsFor(gatewayUrl: string): string {
  return JSON.stringify({ '*': { redsys: { merchant_code: TEST_MERCHANT, terminal: '1', secret_key: TEST_KEY, gateway_url: `${gatewayUrl}${REDSYS_STANDIN_PAY_PATH}` } } });
}

export const useRedsys = (ctx: TestContext) => customize(ctx, { modules: { payment: 'redsys' } });

/** An order whose payment by `method` has started: answers its id, investor and the API's page that posts the form. */
export async function startedOrder(ctx: TestContext, method: 'card_terminal' | 'bizum', options: { tokens?: number } = {}) {
  const order = await orderToPay(ctx, options);
  const chosen = await chooseMethod(ctx, order.investor.token, order.id, method);
  assert.equal(chosen.status, 200, JSON.stringify(chosen.body));
  const started = await startPayment(ctx, order.investor.token, order.id, method);
  assert.equal(started.status, 200, JSON.stringify(started.body));
  assert.equal(started.body.data.kind, 'redirect');
  const url = new URL(started.body.data.redirect_url as string);
  return { ...order, page: `${url.pathname}${url.search}`, attemptId: started.body.data.session_id as string };
}

/** The hidden fields and action of the API's page, as a browser would post them. */
export async function formOfPage(ctx: TestContext, page: string) {
  const answer = await ctx.request('GET', page, { headers: BROWSER });
  assert.equal(answer.status, 200, String(answer.body));
  const html = answer.body as string;
  const action = /<form id="redsys-form" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1] ?? '', match[2] ?? '']));
  return { answer, action: action.replace(/&#38;/g, '&'), fields };
}

/** The browser on the stand-in: posts the form, then the payment page's choice; answers where the browser is sent. */
export async function payOnStandin(standin: RedsysStandin, form: { action: string; fields: Record<string, string> }, choice: Record<string, string>) {
  const opened = await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
  const html = await opened.text();
  assert.equal(opened.status, 200, html);
  const pay = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const answer = await fetch(new URL(pay, standin.url), { method: 'POST', body: new URLSearchParams(choice), redirect: 'manual' });
  return { status: answer.status, location: answer.headers.get('Location'), html };
}

/** A notification as Redsys signs it, for an order, dated `at` on Madrid's clock. */
export function notification(order: string, fields: { amount: string; response?: string; at: Date; key?: string; authorisation?: string }): string {
  const { date, hour } = redsysDateTime(fields.at);
  const parameters = {
    Ds_Date: encodeURIComponent(date),
    Ds_Hour: encodeURIComponent(hour),
    Ds_Amount: fields.amount,
    Ds_Currency: '978',
    Ds_Order: order,
    Ds_MerchantCode: TEST_MERCHANT,
    Ds_Terminal: '001',
    Ds_Response: fields.response ?? '0000',
    Ds_TransactionType: '0',
    Ds_AuthorisationCode: fields.authorisation ?? '123456',
  };
  return new URLSearchParams({ ...signRedsysMessage(fields.key ?? TEST_KEY, order, parameters, 'base64url') }).toString();
}

export async function postNotification(ctx: TestContext, body: string) {
  return ctx.request('POST', REDSYS_WEBHOOK_PATH, { rawBody: body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
}
