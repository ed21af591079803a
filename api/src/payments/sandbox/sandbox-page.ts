import { randomBytes } from 'node:crypto';
import { escapeHtml, HOSTED_PAGE_STYLE, type PageLang, type RenderedPage } from '../hosted-page.js';
import { formatMoney, type Money } from 'shared';
import { SANDBOX_CARDS, SANDBOX_PAGE_PATH } from './sandbox-payment.js';

export type SandboxMethod = 'card_provider' | 'card_terminal' | 'bizum' | 'crypto_wallet';

const TEXTS = {
  en: {
    title: 'Sandbox payment',
    notice: 'Test environment: no real money moves. Use the test data below.',
    merchant: 'Pay to',
    amount: 'Amount',
    card: 'Card',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    testCards: 'Test cards',
    cardSucceeds: 'payment succeeds',
    cardDeclined: 'payment is declined',
    cardConfirmation: 'asks for a confirmation step',
    anyExpiry: 'Any future expiry date and any 3 digits as CVC.',
    bizum: 'Bizum',
    phone: 'Mobile phone number',
    crypto: 'Crypto wallet',
    wallet: 'Wallet address (0x and 40 hexadecimal characters)',
    outcome: 'Result of this test payment',
    approve: 'Approve the payment',
    decline: 'Decline the payment',
    pay: 'Pay',
    confirmTitle: 'Confirm payment',
    confirmText: 'Your bank asks you to confirm this payment.',
    confirm: 'Confirm payment',
    cancel: 'Cancel payment',
    finished: 'This payment is already finished.',
    back: 'Back to the investment',
    notFound: 'This payment does not exist or has expired.',
    errors: {
      card_number: 'Enter one of the test card numbers.',
      expiry: 'Enter a future expiry date as MM/YY.',
      cvc: 'Enter 3 or 4 digits.',
      phone: 'Enter a phone number: an optional + and 9 to 15 digits.',
      wallet: 'Enter a wallet address: 0x and 40 hexadecimal characters.',
      outcome: 'Choose the result of this test payment.',
    },
  },
  es: {
    title: 'Pago de prueba',
    notice: 'Entorno de pruebas: no se mueve dinero real. Usa los datos de prueba de abajo.',
    merchant: 'Pagar a',
    amount: 'Importe',
    card: 'Tarjeta',
    cardNumber: 'Número de tarjeta',
    expiry: 'Caducidad (MM/AA)',
    cvc: 'Código de seguridad (CVC)',
    testCards: 'Tarjetas de prueba',
    cardSucceeds: 'el pago se completa',
    cardDeclined: 'el pago se rechaza',
    cardConfirmation: 'pide un paso de confirmación',
    anyExpiry: 'Cualquier fecha de caducidad futura y 3 dígitos cualesquiera como CVC.',
    bizum: 'Bizum',
    phone: 'Número de móvil',
    crypto: 'Monedero de criptomonedas',
    wallet: 'Dirección del monedero (0x y 40 caracteres hexadecimales)',
    outcome: 'Resultado de este pago de prueba',
    approve: 'Aprobar el pago',
    decline: 'Rechazar el pago',
    pay: 'Pagar',
    confirmTitle: 'Confirmar el pago',
    confirmText: 'Tu banco te pide que confirmes este pago.',
    confirm: 'Confirmar el pago',
    cancel: 'Cancelar el pago',
    finished: 'Este pago ya ha terminado.',
    back: 'Volver a la inversión',
    notFound: 'Este pago no existe o ha caducado.',
    errors: {
      card_number: 'Introduce uno de los números de tarjeta de prueba.',
      expiry: 'Introduce una fecha de caducidad futura como MM/AA.',
      cvc: 'Introduce 3 o 4 dígitos.',
      phone: 'Introduce un teléfono: un + opcional y de 9 a 15 dígitos.',
      wallet: 'Introduce una dirección de monedero: 0x y 40 caracteres hexadecimales.',
      outcome: 'Elige el resultado de este pago de prueba.',
    },
  },
} as const;

export type SandboxFieldError = keyof (typeof TEXTS)['en']['errors'];

const STYLE = `${HOSTED_PAGE_STYLE}  .notice { background: #fef3c7; border: 1px solid #92400e; padding: .5rem .75rem; border-radius: .25rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input[type=text] { display: block; width: 100%; box-sizing: border-box; padding: .5rem; font-size: 1rem; border: 1px solid #4b5563; border-radius: .25rem; }
  fieldset { margin-top: 1rem; border: 1px solid #4b5563; border-radius: .25rem; }
  fieldset label { display: inline; font-weight: normal; margin: 0 0 0 .25rem; }
  .error { color: #991b1b; font-weight: 600; }
  button { margin-top: 1.25rem; padding: .6rem 1.2rem; font-size: 1rem; border: 0; border-radius: .25rem; background: #1d4ed8; color: #fff; cursor: pointer; }
  button.secondary { background: #374151; margin-left: .5rem; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  code { font-size: 1rem; }
`;

function layout(lang: PageLang, title: string, body: string, formTargets: readonly string[]): RenderedPage {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    // A form's redirect counts against form-action: the return origin must be allowed too.
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return { html, csp };
}

export interface PaySession {
  id: string;
  method: SandboxMethod;
  amount: Money;
  currency: string;
  merchant: string;
  returnOrigin: string;
}

function actionOf(session: Pick<PaySession, 'id'>, lang: PageLang, step = ''): string {
  return `${SANDBOX_PAGE_PATH}/${encodeURIComponent(session.id)}${step}?lang=${lang}`;
}

function field(id: string, label: string, options: { value?: string; error?: string; autocomplete?: string; inputmode?: string; hint?: string }): string {
  const describedBy = [options.hint ? `${id}-hint` : '', options.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `<label for="${id}">${escapeHtml(label)}</label>
${options.hint ? `<p id="${id}-hint">${escapeHtml(options.hint)}</p>` : ''}
${options.error ? `<p id="${id}-error" class="error">${escapeHtml(options.error)}</p>` : ''}
<input type="text" id="${id}" name="${id}" required value="${escapeHtml(options.value ?? '')}"${options.autocomplete ? ` autocomplete="${options.autocomplete}"` : ''}${options.inputmode ? ` inputmode="${options.inputmode}"` : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}${options.error ? ' aria-invalid="true"' : ''}>`;
}

function outcomeChoice(t: (typeof TEXTS)[PageLang], error: string | undefined): string {
  return `<fieldset${error ? ' aria-describedby="outcome-error"' : ''}>
<legend>${escapeHtml(t.outcome)}</legend>
${error ? `<p id="outcome-error" class="error">${escapeHtml(error)}</p>` : ''}
<div><input type="radio" id="outcome-approve" name="outcome" value="approve" required><label for="outcome-approve">${escapeHtml(t.approve)}</label></div>
<div><input type="radio" id="outcome-decline" name="outcome" value="decline"><label for="outcome-decline">${escapeHtml(t.decline)}</label></div>
</fieldset>`;
}

const groupCard = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The provider's payment page: the amount, a form for the method, the documented test data. */
export function renderPayPage(session: PaySession, lang: PageLang, state: { values?: Record<string, string>; errors?: Partial<Record<SandboxFieldError, true>> } = {}): RenderedPage {
  const t = TEXTS[lang];
  const values = state.values ?? {};
  const error = (name: SandboxFieldError) => (state.errors?.[name] ? t.errors[name] : undefined);
  const amount = formatMoney(session.amount, { symbol: session.currency, symbol_position: 'after' }, lang);
  let fields: string;
  if (session.method === 'card_provider' || session.method === 'card_terminal') {
    fields = `<h2>${escapeHtml(t.card)}</h2>
<section aria-labelledby="test-cards">
<h3 id="test-cards">${escapeHtml(t.testCards)}</h3>
<ul>
<li><code>${groupCard(SANDBOX_CARDS.succeeds)}</code>: ${escapeHtml(t.cardSucceeds)}</li>
<li><code>${groupCard(SANDBOX_CARDS.declined)}</code>: ${escapeHtml(t.cardDeclined)}</li>
<li><code>${groupCard(SANDBOX_CARDS.confirmation)}</code>: ${escapeHtml(t.cardConfirmation)}</li>
</ul>
<p>${escapeHtml(t.anyExpiry)}</p>
</section>
${field('card_number', t.cardNumber, { value: values.card_number, error: error('card_number'), autocomplete: 'cc-number', inputmode: 'numeric' })}
${field('expiry', t.expiry, { value: values.expiry, error: error('expiry'), autocomplete: 'cc-exp', inputmode: 'numeric' })}
${field('cvc', t.cvc, { value: values.cvc, error: error('cvc'), autocomplete: 'cc-csc', inputmode: 'numeric' })}`;
  } else if (session.method === 'bizum') {
    fields = `<h2>${escapeHtml(t.bizum)}</h2>
${field('phone', t.phone, { value: values.phone, error: error('phone'), autocomplete: 'tel', inputmode: 'tel' })}
${outcomeChoice(t, error('outcome'))}`;
  } else {
    fields = `<h2>${escapeHtml(t.crypto)}</h2>
${field('wallet', t.wallet, { value: values.wallet, error: error('wallet') })}
${outcomeChoice(t, error('outcome'))}`;
  }
  const body = `<h1>${escapeHtml(t.title)}</h1>
<p class="notice">${escapeHtml(t.notice)}</p>
<dl>
<dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(session.merchant)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(amount)}</dd>
</dl>
<form method="post" enctype="multipart/form-data" action="${escapeHtml(actionOf(session, lang))}" novalidate>
${fields}
<button type="submit">${escapeHtml(t.pay)} ${escapeHtml(amount)}</button>
<button type="submit" name="decision" value="cancel" class="secondary">${escapeHtml(t.cancel)}</button>
</form>`;
  return layout(lang, t.title, body, [session.returnOrigin]);
}

/** The extra step of the 3220 test card: the investor confirms, or cancels, the payment. */
export function renderConfirmPage(session: PaySession, lang: PageLang): RenderedPage {
  const t = TEXTS[lang];
  const body = `<h1>${escapeHtml(t.confirmTitle)}</h1>
<p class="notice">${escapeHtml(t.notice)}</p>
<p>${escapeHtml(t.confirmText)}</p>
<dl><dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(session.merchant)}</dd></dl>
<form method="post" enctype="multipart/form-data" action="${escapeHtml(actionOf(session, lang, '/confirm'))}">
<button type="submit" name="decision" value="confirm">${escapeHtml(t.confirm)}</button>
<button type="submit" name="decision" value="cancel" class="secondary">${escapeHtml(t.cancel)}</button>
</form>`;
  return layout(lang, t.confirmTitle, body, [session.returnOrigin]);
}

/** A session already finished (a second submit, the back button) or unknown: a link back, if any. */
export function renderMessagePage(lang: PageLang, kind: 'finished' | 'not_found', backTo: string | null): RenderedPage {
  const t = TEXTS[lang];
  const body = `<h1>${escapeHtml(t.title)}</h1>
<p role="status">${escapeHtml(kind === 'finished' ? t.finished : t.notFound)}</p>
${backTo ? `<p><a href="${escapeHtml(backTo)}">${escapeHtml(t.back)}</a></p>` : ''}`;
  return layout(lang, t.title, body, []);
}
