import { randomBytes } from 'node:crypto';
import { escapeHtml, HOSTED_PAGE_STYLE, type PageLang, type RenderedPage } from '../hosted-page.js';
import type { RedsysForm } from './redsys-payment.js';


const TEXTS = {
  en: {
    title: 'Going to the payment page',
    messageTitle: 'Card or Bizum payment',
    lead: 'You are going to the secure payment page of the bank (Redsys) to pay.',
    go: 'Continue to the payment page',
    finished: 'This payment is already finished.',
    notFound: 'This payment does not exist or is no longer open.',
    back: 'Back to the investment',
  },
  es: {
    title: 'Vamos a la página de pago',
    messageTitle: 'Pago con tarjeta o Bizum',
    lead: 'Vas a la página de pago segura del banco (Redsys) para pagar.',
    go: 'Continuar a la página de pago',
    finished: 'Este pago ya ha terminado.',
    notFound: 'Este pago no existe o ya no está abierto.',
    back: 'Volver a la inversión',
  },
} as const;

const STYLE = `${HOSTED_PAGE_STYLE}  button { margin-top: 1rem; padding: .6rem 1.2rem; font-size: 1rem; border: 0; border-radius: .25rem; background: #1d4ed8; color: #fff; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

function layout(lang: PageLang, title: string, body: string, options: { formTarget?: string; script?: string } = {}): RenderedPage {
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
${options.script ? `<script nonce="${nonce}">${options.script}</script>` : ''}
</body>
</html>`;
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    ...(options.script ? [`script-src 'nonce-${nonce}'`] : []),
    options.formTarget ? `form-action ${new URL(options.formTarget).origin}` : "form-action 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return { html, csp };
}

/**
 * The page that takes the browser to Redsys: the signed form, posted at once by a script the
 * page's CSP allows by nonce, and by its button when scripts are off.
 */
export function renderRedirectPage(form: RedsysForm, lang: PageLang): RenderedPage {
  const t = TEXTS[lang];
  const fields = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const body = `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.lead)}</p>
<form id="redsys-form" method="post" action="${escapeHtml(form.action)}">
${fields}
<button type="submit">${escapeHtml(t.go)}</button>
</form>`;
  return layout(lang, t.title, body, { formTarget: form.action, script: "document.getElementById('redsys-form').submit();" });
}

export function renderMessagePage(lang: PageLang, kind: 'finished' | 'not_found', backTo: string | null): RenderedPage {
  const t = TEXTS[lang];
  const body = `<h1>${escapeHtml(t.messageTitle)}</h1>
<p role="status">${escapeHtml(kind === 'finished' ? t.finished : t.notFound)}</p>
${backTo ? `<p><a href="${escapeHtml(backTo)}">${escapeHtml(t.back)}</a></p>` : ''}`;
  return layout(lang, t.messageTitle, body);
}
