/** The stand-in's hosted checkout page: a plain, accessible form, like Stripe's own in spirit. */

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface CheckoutPageInput {
  sessionId: string;
  mode: 'payment' | 'setup';
  /** "60.90 EUR"; null for a setup session. */
  amount: string | null;
  description: string;
  cancelUrl: string;
  lang: string;
  error: string | null;
  card: string;
}

const TEXTS = {
  en: {
    title: 'Stripe test checkout (stand-in)',
    pay: (amount: string) => `Pay ${amount}`,
    save: 'Save card',
    setupLead: 'Save a card for later payments. It is charged only when you pay an order with it.',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    cancel: 'Cancel and go back',
    cards: 'Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 0341 saves but its charges are declined.',
  },
  es: {
    title: 'Pago de prueba de Stripe (sustituto)',
    pay: (amount: string) => `Pagar ${amount}`,
    save: 'Guardar tarjeta',
    setupLead: 'Guarda una tarjeta para pagos posteriores. Solo se cobra cuando pagas una orden con ella.',
    card: 'Número de tarjeta',
    expiry: 'Caducidad (MM/AA)',
    cvc: 'CVC',
    cancel: 'Cancelar y volver',
    cards: 'Tarjetas de prueba: 4242 4242 4242 4242 se acepta; 4000 0000 0000 0002 se rechaza; 4000 0000 0000 0341 se guarda pero sus cobros se rechazan.',
  },
} as const;

export function renderCheckoutPage(input: CheckoutPageInput): string {
  const lang = input.lang === 'es' ? 'es' : 'en';
  const t = TEXTS[lang];
  const submit = input.mode === 'setup' || input.amount === null ? t.save : t.pay(input.amount);
  const error = input.error ? `<p id="card-error" role="alert" class="error">${escape(input.error)}</p>` : '';
  const invalid = input.error ? ' aria-invalid="true" aria-describedby="card-error"' : '';
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;padding:.6rem;font-size:1rem;box-sizing:border-box}button{margin-top:1.5rem;width:100%;padding:.8rem;font-size:1rem;background:#635bff;color:#fff;border:0;border-radius:6px}button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}.error{color:#a10f0f;font-weight:600}.hint{font-size:.875rem;color:#4a4a4a}</style>
</head>
<body><main>
<h1>${escape(t.title)}</h1>
<p>${escape(input.description)}${input.amount ? ` — <strong>${escape(input.amount)}</strong>` : ''}</p>
${input.mode === 'setup' ? `<p>${escape(t.setupLead)}</p>` : ''}
${error}
<form method="post" action="/checkout/${escape(input.sessionId)}?lang=${lang}">
<label for="card_number">${escape(t.card)}</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required value="${escape(input.card)}"${invalid}>
<label for="expiry">${escape(t.expiry)}</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" required value="12/34">
<label for="cvc">${escape(t.cvc)}</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required value="123">
<button type="submit">${escape(submit)}</button>
</form>
<p class="hint">${escape(t.cards)}</p>
<p><a href="${escape(input.cancelUrl)}">${escape(t.cancel)}</a></p>
</main></body></html>`;
}
