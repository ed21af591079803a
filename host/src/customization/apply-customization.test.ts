import * as v from 'valibot';
import { customizationSchema, type CustomizationInput } from 'shared';
import { applyCustomization } from './apply-customization';

function customization(input: CustomizationInput = {}) {
  return v.parse(customizationSchema, input);
}

beforeEach(() => {
  document.head.innerHTML = '<link rel="icon" href="/favicon.ico" />';
  document.title = '';
});

describe('applying the customization to the page', () => {
  it("injects the tenant's CSS once, replacing it on reload", () => {
    applyCustomization(document, customization({ css: ':root { --color-primary: #0b3d91; }' }));
    applyCustomization(document, customization({ css: ':root { --color-primary: #111111; }' }));
    const styles = document.querySelectorAll('style#tenant-css');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe(':root { --color-primary: #111111; }');
  });

  it("sets the document title to the tenant's title", () => {
    applyCustomization(document, customization({ title: 'EXEU' }));
    expect(document.title).toBe('EXEU');
  });

  it("falls back to the product's fixed name without a title", () => {
    applyCustomization(document, customization({}));
    expect(document.title).toBe('Tokenised Investment Dashboard');
  });

  it("sets the tenant's favicon, /favicon.ico by default", () => {
    applyCustomization(document, customization({ image: { favicon: '/tenant.png' } }));
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/tenant.png');
    applyCustomization(document, customization({}));
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.ico');
  });

  it('loads no analytics script without ids', () => {
    applyCustomization(document, customization({}));
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads the tag manager, pixel and behaviour-analytics scripts when their ids are set, once each', () => {
    const withIds = customization({ analytics: { googleTagManagerId: 'GTM-ABC', metaPixelId: '123', microsoftClarityId: 'clar1' } });
    applyCustomization(document, withIds);
    applyCustomization(document, withIds);
    const sources = [...document.querySelectorAll('script')].map((script) => script.getAttribute('src'));
    expect(sources).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC',
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://www.clarity.ms/tag/clar1',
    ]);
  });
});
