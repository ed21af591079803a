/**
 * What the payment pages the API serves itself share (the sandbox's payment page, the page that
 * posts the signed form to Redsys): their two languages, the escaping of every text that reaches
 * them, what a render answers, and the page's frame of style.
 */
export type PageLang = 'en' | 'es';

export function pageLang(value: string | undefined): PageLang {
  return value === 'en' ? 'en' : 'es';
}

/** Every text that reaches a page goes through here: nothing interpolated is markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface RenderedPage {
  html: string;
  /** The page's Content-Security-Policy: its own style and script by nonce, and forms to the targets it names. */
  csp: string;
}

/** The page's frame: a card on a grey ground, readable in both color schemes the pages declare. */
export const HOSTED_PAGE_STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; }
  body { margin: 0; background: #f3f4f6; color: #111827; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: .5rem; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.4rem; margin-top: 0; }
`;
