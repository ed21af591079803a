import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeMerchantParameters, isRedsysSignatureValid, REDSYS_SIGNATURE_VERSION, signRedsysMessage } from '../redsys-signature.js';
import { redsysDateTime } from '../redsys-time.js';

/**
 * A local stand-in for Redsys's redirect connection, for tests and the e2e suite: it speaks the
 * protocol the adapter speaks to Redsys. It takes the signed form at `POST /sis/realizarPago`
 * (refused unless signed with the merchant's key), shows a small payment page (card, or Bizum
 * phone for pay method "z"), then posts the signed notification (base64url, the merchant's key)
 * to the merchant URL and sends the browser to URLOK or URLKO. Nothing leaves the machine.
 */

/** The cards the page documents: one pays, one is refused (Ds_Response 0190). Any other card number is not taken. */
export const REDSYS_STANDIN_CARDS = { pays: '4548810000000003', refused: '4000000000000002' } as const;
export const REDSYS_STANDIN_PAY_PATH = '/sis/realizarPago';

export interface RedsysStandinOptions {
  /** The key of a merchant's terminal, as the tenant's Redsys secrets hold it. */
  keyOf: (merchantCode: string, terminal: string) => string | undefined;
  /** The stand-in's clock, which dates the notifications (a test's clock when the API's is moved). */
  now?: () => Date;
  /** Notifications go to this origin instead of the merchant URL's (a test's API listens on a port its requests do not name). */
  notifyOrigin?: string;
  log?: (message: string) => void;
}

interface DeliveredNotification {
  url: string;
  body: string;
  status: number;
}

export interface RedsysStandin {
  url: string;
  /** Every notification sent, in order: tests replay them. */
  notifications: DeliveredNotification[];
  close(): Promise<void>;
}

interface Session {
  order: string;
  key: string;
  parameters: Record<string, string>;
  finished: boolean;
}

const TEXTS = {
  es: {
    title: 'Pago de prueba de Redsys (simulador local)',
    notice: 'Entorno de pruebas: no se mueve dinero real.',
    amount: 'Importe',
    merchant: 'Comercio',
    card: 'Número de tarjeta',
    cards: `Tarjetas de prueba: ${REDSYS_STANDIN_CARDS.pays} paga, ${REDSYS_STANDIN_CARDS.refused} se rechaza.`,
    phone: 'Teléfono de Bizum',
    pay: 'Pagar',
    deny: 'Cancelar el pago',
    invalid: 'Revisa el dato: una tarjeta de prueba o un teléfono de 9 dígitos.',
    refused: 'Firma no válida o comercio desconocido (SIS0042).',
    finished: 'Este pago ya ha terminado.',
  },
  en: {
    title: 'Redsys test payment (local stand-in)',
    notice: 'Test environment: no real money moves.',
    amount: 'Amount',
    merchant: 'Merchant',
    card: 'Card number',
    cards: `Test cards: ${REDSYS_STANDIN_CARDS.pays} pays, ${REDSYS_STANDIN_CARDS.refused} is refused.`,
    phone: 'Bizum phone number',
    pay: 'Pay',
    deny: 'Cancel the payment',
    invalid: 'Check the field: a test card or a 9-digit phone number.',
    refused: 'Invalid signature or unknown merchant (SIS0042).',
    finished: 'This payment is already finished.',
  },
} as const;

type Lang = keyof typeof TEXTS;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** `returnTo`: the merchant's URLOK and URLKO, where the pay form's answer redirects (a redirect counts against form-action). */
function page(response: ServerResponse, status: number, lang: Lang, body: string, returnTo: readonly string[] = []): void {
  const nonce = randomBytes(16).toString('base64');
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action ${["'self'", ...origins(returnTo)].join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
    'Cache-Control': 'no-store',
  });
  response.end(`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(TEXTS[lang].title)}</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}label{display:block;font-weight:600;margin-top:1rem}input{display:block;width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}button{margin:1rem .5rem 0 0;padding:.6rem 1.2rem;font-size:1rem}.notice{background:#fef3c7;padding:.5rem}</style>
</head><body><main><h1>${escapeHtml(TEXTS[lang].title)}</h1>${body}</main></body></html>`);
}

function origins(urls: readonly string[]): string[] {
  const found = new Set<string>();
  for (const url of urls) {
    try {
      found.add(new URL(url).origin);
    } catch {
      // Not an address: nothing to allow.
    }
  }
  return [...found];
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 100_000) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The parameters of a request by their upper-case names (Redsys takes either case). */
function upperCased(parameters: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(parameters).map(([name, value]) => [name.toUpperCase(), String(value)]));
}

export async function startRedsysStandin(port: number, options: RedsysStandinOptions, host = '127.0.0.1'): Promise<RedsysStandin> {
  const sessions = new Map<string, Session>();
  const notifications: DeliveredNotification[] = [];
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});

  const payPage = (response: ServerResponse, id: string, session: Session, status = 200, invalid = false) => {
    const lang: Lang = session.parameters.DS_MERCHANT_CONSUMERLANGUAGE === '002' ? 'en' : 'es';
    const t = TEXTS[lang];
    const bizum = session.parameters.DS_MERCHANT_PAYMETHODS === 'z';
    const cents = session.parameters.DS_MERCHANT_AMOUNT ?? '0';
    const amount = `${cents.slice(0, -2) || '0'}.${cents.slice(-2).padStart(2, '0')}`;
    const field = bizum
      ? `<label for="phone">${escapeHtml(t.phone)}</label><input id="phone" name="phone" inputmode="tel" autocomplete="off"${invalid ? ' aria-invalid="true" aria-describedby="error"' : ''}>`
      : `<label for="card">${escapeHtml(t.card)}</label><input id="card" name="card_number" inputmode="numeric" autocomplete="off"${invalid ? ' aria-invalid="true" aria-describedby="error"' : ''}><p>${escapeHtml(t.cards)}</p>`;
    page(
      response,
      status,
      lang,
      `<p class="notice">${escapeHtml(t.notice)}</p>
<p>${escapeHtml(t.merchant)}: ${escapeHtml(session.parameters.DS_MERCHANT_MERCHANTNAME ?? session.parameters.DS_MERCHANT_MERCHANTCODE ?? '')}<br>${escapeHtml(t.amount)}: ${escapeHtml(amount)} (${escapeHtml(session.parameters.DS_MERCHANT_CURRENCY ?? '')})</p>
${invalid ? `<p id="error" role="alert">${escapeHtml(t.invalid)}</p>` : ''}
<form method="post" action="/sis/pay/${id}">${field}
<button type="submit" name="decision" value="pay">${escapeHtml(t.pay)}</button><button type="submit" name="decision" value="deny">${escapeHtml(t.deny)}</button></form>`,
      [session.parameters.DS_MERCHANT_URLOK ?? '', session.parameters.DS_MERCHANT_URLKO ?? ''],
    );
  };

  /** Posts the signed notification as Redsys does, then answers where the browser goes. */
  const finish = async (session: Session, dsResponse: string): Promise<string> => {
    const { date, hour } = redsysDateTime(now());
    const parameters = session.parameters;
    const notification = {
      Ds_Date: encodeURIComponent(date),
      Ds_Hour: encodeURIComponent(hour),
      Ds_SecurePayment: '1',
      Ds_Amount: parameters.DS_MERCHANT_AMOUNT ?? '',
      Ds_Currency: parameters.DS_MERCHANT_CURRENCY ?? '',
      Ds_Order: session.order,
      Ds_MerchantCode: parameters.DS_MERCHANT_MERCHANTCODE ?? '',
      Ds_Terminal: (parameters.DS_MERCHANT_TERMINAL ?? '').padStart(3, '0'),
      Ds_Response: dsResponse,
      Ds_MerchantData: parameters.DS_MERCHANT_MERCHANTDATA ?? '',
      Ds_TransactionType: parameters.DS_MERCHANT_TRANSACTIONTYPE ?? '0',
      Ds_ConsumerLanguage: '1',
      Ds_AuthorisationCode: dsResponse === '0000' ? String(randomInt(100_000, 1_000_000)) : '',
      Ds_ProcessedPayMethod: parameters.DS_MERCHANT_PAYMETHODS === 'z' ? '68' : '1',
    };
    const signed = signRedsysMessage(session.key, session.order, notification, 'base64url');
    const body = new URLSearchParams({ ...signed }).toString();
    const target = new URL(parameters.DS_MERCHANT_MERCHANTURL ?? '');
    const url = options.notifyOrigin ? new URL(`${target.pathname}${target.search}`, options.notifyOrigin).toString() : target.toString();
    let status = 0;
    try {
      const answer = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
      status = answer.status;
    } catch (error) {
      // Redsys sends the browser back whatever the merchant's server answered.
      log(`notification of ${session.order} not delivered: ${String(error)}`);
    }
    notifications.push({ url, body, status });
    return (Number(dsResponse) < 100 ? parameters.DS_MERCHANT_URLOK : parameters.DS_MERCHANT_URLKO) ?? '';
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://standin').pathname;
    if (request.method === 'GET' && path === '/health') {
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
      return;
    }
    if (request.method === 'POST' && path === REDSYS_STANDIN_PAY_PATH) {
      const form = await readForm(request);
      const encoded = form.get('Ds_MerchantParameters') ?? '';
      const decoded = decodeMerchantParameters(encoded);
      const parameters = decoded ? upperCased(decoded) : {};
      const order = parameters.DS_MERCHANT_ORDER ?? '';
      const key = options.keyOf(parameters.DS_MERCHANT_MERCHANTCODE ?? '', parameters.DS_MERCHANT_TERMINAL ?? '');
      const valid =
        form.get('Ds_SignatureVersion') === REDSYS_SIGNATURE_VERSION && key !== undefined && order !== '' && isRedsysSignatureValid(key, order, encoded, form.get('Ds_Signature') ?? '');
      if (!valid || !key) {
        log(`payment form refused (order ${order || 'none'})`);
        page(response, 400, 'es', `<p role="alert">${escapeHtml(TEXTS.es.refused)}</p>`);
        return;
      }
      const id = randomBytes(18).toString('base64url');
      const session: Session = { order, key, parameters, finished: false };
      sessions.set(id, session);
      payPage(response, id, session);
      return;
    }
    const pay = /^\/sis\/pay\/([A-Za-z0-9_-]{24})$/.exec(path);
    const session = pay?.[1] ? sessions.get(pay[1]) : undefined;
    if (request.method === 'POST' && pay?.[1] && session) {
      const form = await readForm(request);
      if (session.finished) {
        page(response, 409, 'es', `<p role="status">${escapeHtml(TEXTS.es.finished)}</p>`);
        return;
      }
      let dsResponse: string;
      if (form.get('decision') === 'deny') dsResponse = '9915';
      else if (session.parameters.DS_MERCHANT_PAYMETHODS === 'z') {
        if (!/^\+?\d{9,15}$/.test((form.get('phone') ?? '').replace(/\s/g, ''))) return payPage(response, pay[1], session, 400, true);
        dsResponse = '0000';
      } else {
        const card = (form.get('card_number') ?? '').replace(/[\s-]/g, '');
        if (card !== REDSYS_STANDIN_CARDS.pays && card !== REDSYS_STANDIN_CARDS.refused) return payPage(response, pay[1], session, 400, true);
        dsResponse = card === REDSYS_STANDIN_CARDS.pays ? '0000' : '0190';
      }
      session.finished = true;
      const next = await finish(session, dsResponse);
      response.writeHead(303, { Location: next }).end();
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`stand-in failed: ${String(error)}`);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    notifications,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
