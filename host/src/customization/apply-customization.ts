import type { Customization } from 'shared';
import { PRODUCT_NAME } from '../config/app-config';
import { rememberTitle } from './document-title';

const TENANT_CSS_ID = 'tenant-css';

function upsert<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, id: string, parent: HTMLElement): HTMLElementTagNameMap[K] {
  const existing = doc.getElementById(id);
  if (existing) return existing as HTMLElementTagNameMap[K];
  const element = doc.createElement(tag);
  element.id = id;
  parent.appendChild(element);
  return element;
}

function addScript(doc: Document, id: string, setup: (script: HTMLScriptElement) => void): void {
  if (doc.getElementById(id)) return;
  const script = doc.createElement('script');
  script.id = id;
  script.async = true;
  setup(script);
  doc.head.appendChild(script);
}

interface AnalyticsGlobals {
  dataLayer?: Record<string, unknown>[];
  fbq?: (...args: unknown[]) => void;
}

/** Third-party tags load only when the tenant configured their ids (spec section 7). */
function loadAnalytics(doc: Document, analytics: Customization['analytics']): void {
  const { googleTagManagerId, metaPixelId, microsoftClarityId } = analytics;
  const win = (doc.defaultView ?? globalThis) as unknown as AnalyticsGlobals;
  if (googleTagManagerId) {
    win.dataLayer ??= [];
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(doc, 'analytics-gtm', (script) => {
      script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(googleTagManagerId)}`;
    });
  }
  if (metaPixelId && !win.fbq) {
    // The pixel's documented stub: calls queue until fbevents.js arrives and replays them.
    const queue: unknown[][] = [];
    const fbq = Object.assign((...args: unknown[]) => void queue.push(args), { queue, loaded: true, version: '2.0' });
    win.fbq = fbq;
    fbq('init', metaPixelId);
    fbq('track', 'PageView');
    addScript(doc, 'analytics-meta-pixel', (script) => {
      script.src = 'https://connect.facebook.net/en_US/fbevents.js';
      script.dataset.pixelId = metaPixelId;
    });
  }
  if (microsoftClarityId) {
    addScript(doc, 'analytics-clarity', (script) => {
      script.src = `https://www.clarity.ms/tag/${encodeURIComponent(microsoftClarityId)}`;
    });
  }
}

/** The tenant's look in the page: its CSS (which overrides the design tokens), title (kept in
 * `storage` for the next visit's first frame), favicon and analytics tags. */
export function applyCustomization(doc: Document, customization: Customization, storage: Storage | undefined = globalThis.localStorage): void {
  const style = upsert(doc, 'style', TENANT_CSS_ID, doc.head);
  style.textContent = customization.css ?? '';
  doc.title = customization.title || PRODUCT_NAME;
  rememberTitle(storage, doc.title);
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  icon.setAttribute('href', customization.image.favicon || '/favicon.ico');
  loadAnalytics(doc, customization.analytics);
}
