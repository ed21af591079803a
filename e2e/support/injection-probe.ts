import { expect, type Page } from '@playwright/test';

/** The global a payload sets when it runs; it names the payload that ran. */
const INJECTED_FLAG = '__xss';

/** `<code>` that records it ran, then opens a dialog: either is proof of injection. */
export const ran = (where: string) => `window.${INJECTED_FLAG}='${where}';alert('${where}')`;

/**
 * Watches a page for injected code: any dialog opened, the flag a payload sets, and markup that
 * could still run (inline handlers, scripts or javascript: URLs carrying a payload) in the DOM.
 */
export class InjectionProbe {
  readonly dialogs: string[] = [];

  constructor(private readonly page: Page) {
    page.on('dialog', (dialog) => {
      this.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  }

  /** Asserts nothing ran and nothing runnable was rendered on the current screen. */
  async expectInert(screen: string): Promise<void> {
    expect(this.dialogs, `dialogs opened on ${screen}`).toEqual([]);
    expect(await this.page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], INJECTED_FLAG), `code run on ${screen}`).toBeUndefined();
    const runnable = await this.page.evaluate((flag) => {
      const found: string[] = [];
      for (const element of Array.from(document.querySelectorAll('*'))) {
        for (const attribute of Array.from(element.attributes)) {
          if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
          if (/^\s*javascript:/i.test(attribute.value) && attribute.value.includes(flag)) found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
        }
        if ((element.tagName === 'SCRIPT' || element.tagName === 'IFRAME') && (element.textContent ?? '').concat(element.getAttribute('srcdoc') ?? '').includes(flag)) {
          found.push(element.tagName);
        }
      }
      return found;
    }, INJECTED_FLAG);
    expect(runnable, `runnable markup on ${screen}`).toEqual([]);
  }
}
