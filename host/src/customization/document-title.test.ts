import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { customizationSchema, type CustomizationInput } from 'shared';
import { memoryStorage } from '../testing/test-platform';
import { applyCustomization } from './apply-customization';
import { showRememberedTitle } from './document-title';

function customization(input: CustomizationInput = {}) {
  return v.parse(customizationSchema, input);
}

/** The page's first frame: index.html's title, then what the entry script does before the payload. */
function firstFrame(storage: Storage) {
  const html = readFileSync(join(__dirname, '../../public/index.html'), 'utf8');
  document.title = /<title>(.*)<\/title>/.exec(html)?.[1] ?? 'no title element';
  showRememberedTitle(document, storage);
  return document.title;
}

describe("the tab's title before the tenant's customization arrives", () => {
  it("is empty on a first visit, never the product's name", () => {
    expect(firstFrame(memoryStorage())).toBe('');
  });

  it("is the tenant's title from the last visit, which the payload then confirms", () => {
    const storage = memoryStorage();
    applyCustomization(document, customization({ title: 'EXEU' }), storage);
    expect(firstFrame(storage)).toBe('EXEU');
    applyCustomization(document, customization({ title: 'EXEU' }), storage);
    expect(document.title).toBe('EXEU');
  });

  it("follows a tenant that changed its title, from the visit after the change", () => {
    const storage = memoryStorage();
    applyCustomization(document, customization({ title: 'EXEU' }), storage);
    applyCustomization(document, customization({ title: 'EXEU Markets' }), storage);
    expect(firstFrame(storage)).toBe('EXEU Markets');
  });

  it('stays empty when the storage refuses to be read', () => {
    const refusing = { ...memoryStorage(), getItem: () => { throw new Error('SecurityError'); } };
    expect(firstFrame(refusing)).toBe('');
  });
});
