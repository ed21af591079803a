import * as v from 'valibot';
import { customizationSchema } from '../schemas/customization.schema';
import { fieldErrors } from '../test/parse';
import { customizationDraftFixture } from './customization-admin-testing';
import { changedPaths, customizationDraftSchema, themeCss, themeSchema } from './customization-admin.schemas';
import { customCssProblem } from './custom-css';
import { draftOfStored, servedCss } from './customization-draft';

describe("the tenant's custom CSS", () => {
  it.each([
    ['a { color: red; }'],
    [':root { --color-primary: #0b3d91; }'],
    ["@import url('/fonts/brand.css');"],
    ['.logo { background: url(/files/logo.png); }'],
  ])('accepts plain CSS and imports of this site: %s', (css) => {
    expect(customCssProblem(css)).toBeNull();
  });

  it.each([
    ['@import url(https://evil.example/x.css);', 'validator.error_css_import'],
    ['@import "//evil.example/x.css";', 'validator.error_css_import'],
    ['@IMPORT\turl( "http://evil.example/x.css" );', 'validator.error_css_import'],
    ['a { background: url(javascript:alert(1)) }', 'validator.error_css_javascript_url'],
    ['a { background: url( "JavaScript:alert(1)" ) }', 'validator.error_css_javascript_url'],
    ['a { background: url(\\6a avascript:alert(1)) }', 'validator.error_css_javascript_url'],
    ['a { width: expr/**/ession(alert(1)) }', 'validator.error_css_expression'],
    ['a { -moz-binding: url(/x.xml#x) }', 'validator.error_css_expression'],
    ['a {}</style><script>alert(1)</script>', 'validator.error_css_style_close'],
    ['a {}<\\/style>', 'validator.error_css_style_close'],
    ['a'.repeat(20_001), 'validator.error_css_too_large'],
  ])('refuses %s', (css, key) => {
    expect(customCssProblem(css)).toBe(key);
  });

  it('reports the refusal on the payload’s css field', () => {
    const payload = { ...customizationDraftFixture(), css: 'a{background:url(javascript:x)}' };
    expect(fieldErrors(customizationDraftSchema, payload)).toEqual({ css: { key: 'validator.error_css_javascript_url' } });
  });
});

describe('the theme', () => {
  it('adds no CSS when it is the kit’s own, and only the changed tokens otherwise', () => {
    expect(themeCss(v.parse(themeSchema, {}))).toBe('');
    const theme = v.parse(themeSchema, { colors: { primary: '#AA0000' }, radius: 0 });
    expect(themeCss(theme)).toBe(':root { --color-primary: #aa0000; --color-focus: #aa0000; --radius-sm: 0px; --radius-md: 0px; --radius-lg: 0px; }');
  });

  it('serves the tokens before the advanced CSS, so the advanced CSS wins', () => {
    const theme = v.parse(themeSchema, { colors: { primary: '#aa0000' } });
    expect(servedCss(theme, '.x { color: red; }')).toBe(':root { --color-primary: #aa0000; --color-focus: #aa0000; }\n.x { color: red; }');
    expect(servedCss(v.parse(themeSchema, {}), '')).toBeNull();
  });
});

describe('the editable payload', () => {
  it('reads a stored payload completed with the defaults, one disclaimer becoming both languages', () => {
    const draft = draftOfStored({ title: 'EXEU', css: ':root{}', texts: { investCustomDisclaimer: 'Read this' }, modules: { kyc: 'gone-provider' } });
    expect(draft.title).toBe('EXEU');
    expect(draft.css).toBe(':root{}');
    expect(draft.texts.investCustomDisclaimer).toEqual({ es: 'Read this', en: 'Read this' });
    expect(draft.modules.kyc).toBeNull();
    expect(draft.currency).toEqual({ symbol: '€', symbol_position: 'after', code: 'EUR', name: 'Euro' });
    // What is stored from a draft is a valid section-3 payload.
    expect(v.is(customizationSchema, draft)).toBe(true);
  });

  it('names the paths that changed between two payloads', () => {
    const before = customizationDraftFixture();
    const after = customizationDraftFixture();
    after.theme.colors.primary = '#aa0000';
    after.flows.onboarding = [...after.flows.onboarding].reverse();
    after.texts.declareInterestDescription.en = 'New';
    expect(changedPaths(before, after)).toEqual(['theme.colors.primary', 'flows.onboarding', 'texts.declareInterestDescription.en']);
  });
});
