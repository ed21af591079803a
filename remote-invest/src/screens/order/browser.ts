/**
 * Leaving the app for a provider's hosted page, and finding the order again when the provider
 * sends the browser back to an address that does not name it (`/payment-success`). Kept apart
 * so tests can stand in for a real page load.
 */

/** Only web addresses: an answer naming `javascript:` or similar must never run. */
export function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export function sendBrowserTo(url: string): void {
  window.location.assign(url);
}

const key = (slug: string) => `invest.order.${slug}`;

/** The order being paid on the provider's page, for the pages the provider comes back to. */
export function rememberPaidOrder(slug: string, investmentId: string): void {
  try {
    sessionStorage.setItem(key(slug), investmentId);
  } catch {
    // Storage off (private mode): the return pages fall back to the API's next step.
  }
}

export function paidOrderOf(slug: string): string | null {
  try {
    return sessionStorage.getItem(key(slug));
  } catch {
    return null;
  }
}
