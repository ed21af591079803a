/**
 * The tab's title before the tenant's customization has arrived. index.html carries an empty
 * title, so no page ever names the product to a tenant's visitors; the tenant's own title,
 * kept from their last visit to this address, shows at once and the payload confirms it.
 */
const TITLE_KEY = 'customization.title';

/** Puts the title kept from the last visit in the tab, if there is one; else it stays empty. */
export function showRememberedTitle(doc: Document, storage: Storage | undefined): void {
  try {
    const title = storage?.getItem(TITLE_KEY);
    if (title) doc.title = title;
  } catch {
    // Storage refused (a private window): the neutral empty title stays until the payload.
  }
}

/** Keeps the title a loaded customization gave the tab, for the next visit's first frame. */
export function rememberTitle(storage: Storage | undefined, title: string): void {
  try {
    storage?.setItem(TITLE_KEY, title);
  } catch {
    // Storage refused or full: the next visit starts with the empty title, never a wrong one.
  }
}
