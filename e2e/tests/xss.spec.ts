import { IssuancesPage, ProjectSheetPage } from '../pages/issuances.page';
import { ManagerIssuancesPage } from '../pages/manager-issuances.page';
import { RegisterPage } from '../pages/register.page';
import { expect, test } from '../support/fixtures';
import { FixtureApi } from '../support/fixture-api';
import { InjectionProbe, ran } from '../support/injection-probe';
import { DEMO_PASSWORD, DEMO_USERS, forgetSession, loginAs } from '../support/session';

/**
 * Every free text shown to another user, filled with XSS payloads the API's text-safety check
 * would refuse (stored as an import or the back office could), renders as inert text: no dialog,
 * no code run, nothing runnable in the DOM, the text visible as typed.
 */
const SLUG = 'valencia-lofts';
const TEXTS = {
  title: `Valencia <img src=x onerror="${ran('title')}"> Lofts`,
  subtitle: `<script>${ran('subtitle')}</script>`,
  shortDescription: `<svg onload="${ran('short_description')}"></svg> twelve lofts`,
  product: `"><img src=x onerror="${ran('product')}"><a title="`,
  market: `<a href="javascript:${ran('market')}">the market</a>`,
  competitors: `<iframe srcdoc="<script>parent.${ran('competitors')}</script>"></iframe>`,
  businessModel: `<details open ontoggle="${ran('business_model')}">rent</details>`,
  projections: `{{constructor.constructor("${ran('projections')}")()}} $\{${ran('template')}}`,
  tokenName: `<b onmouseover="${ran('token_name')}">LOFT</b>`,
  videoUrl: `javascript:${ran('video_url')}`,
};
const DESCRIPTIONS = [TEXTS.shortDescription, TEXTS.product, TEXTS.market, TEXTS.competitors, TEXTS.businessModel, TEXTS.projections];
const OWNER = `<img src=x onerror="${ran('owner')}">`;
const CUSTOMIZATION = {
  title: `</title><script>${ran('document_title')}</script>`,
  css: `:root { --xss-probe: 1; } </style><script>${ran('css')}</script><style>`,
  urls: { home: '/login', legal: `javascript:${ran('legal_url')}`, privacy: 'https://example.com/privacy' },
  texts: {
    declareInterestDescription: { en: `<img src=x onerror="${ran('interest')}"> Tell us`, es: `<img src=x onerror="${ran('interest')}">` },
    investCustomDisclaimer: { en: `<script>${ran('disclaimer')}</script>`, es: null },
  },
};

const api = new FixtureApi({
  tenant: 'demo',
  issuances: { [SLUG]: TEXTS },
  users: { [DEMO_USERS.entrepreneur]: { username: OWNER, name: OWNER, surname: `<script>${ran('surname')}</script>` } },
  customization: CUSTOMIZATION,
});

test.describe('XSS payloads in texts shown to other users', () => {
  test.beforeAll(async () => {
    await api.start();
  });
  test.afterAll(async () => {
    await api.stop();
  });

  let probe: InjectionProbe;
  test.beforeEach(async ({ page }) => {
    probe = new InjectionProbe(page);
    await api.routeInto(page);
  });

  test('the API refuses them through its text-safety check', async ({ request }) => {
    const registration = await request.post(`${api.url}/api/v2/auth/register`, {
      data: { email: 'xss@demo.test', password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, name: TEXTS.subtitle, surname: OWNER, terms_accepted: true, privacy_accepted: true },
    });
    expect(registration.status()).toBe(400);
    expect((await registration.json()).fields).toMatchObject({ name: { key: 'validator.error_unsafe_text' }, surname: { key: 'validator.error_unsafe_text' } });

    const login = await request.post(`${api.url}/v2/user/login`, { data: { email: DEMO_USERS.manager, password: DEMO_PASSWORD } });
    const token = (await login.json()).data.accessToken as string;
    const list = await request.get(`${api.url}/api/v2/pfp/issuances?q=Sevilla`, { headers: { 'X-USER-ACCESS-TOKEN': token } });
    const issuanceId = (await list.json()).data[0].id as string;
    const upload = await request.post(`${api.url}/api/v2/pfp/issuances/${issuanceId}/documents`, {
      headers: { 'X-USER-ACCESS-TOKEN': token },
      multipart: { file: { name: 'x.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }, name: TEXTS.shortDescription },
    });
    expect(upload.status()).toBe(400);
    expect((await upload.json()).fields).toMatchObject({ name: { key: 'validator.error_unsafe_text' } });
  });

  test('the investor list and project sheet show them as text', async ({ page }) => {
    await loginAs(page, DEMO_USERS.investor);
    const issuances = new IssuancesPage(page);
    await issuances.open();
    await expect(issuances.project(TEXTS.title)).toBeVisible();
    await expect(issuances.project(TEXTS.title)).toContainText(TEXTS.subtitle);
    await probe.expectInert('the investor list');

    const sheet = await issuances.openProject(TEXTS.title);
    await expect(sheet.title).toHaveText(TEXTS.title);
    await expect(page.getByText(TEXTS.subtitle, { exact: true })).toBeVisible();
    for (const text of DESCRIPTIONS) await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByText(TEXTS.tokenName, { exact: true }).first()).toBeVisible();
    await probe.expectInert('the investor sheet');
  });

  test('the public landing page shows them and the tenant texts as text', async ({ page }) => {
    await forgetSession(page);
    await page.goto(`/invest/${SLUG}`);
    const sheet = new ProjectSheetPage(page);
    await expect(sheet.title).toHaveText(TEXTS.title);
    await expect(page.getByText(CUSTOMIZATION.texts.declareInterestDescription.en, { exact: true })).toBeVisible();
    for (const text of DESCRIPTIONS) await expect(page.getByText(text, { exact: true })).toBeVisible();
    // A javascript: video address is not offered as a link at all.
    await expect(page.getByRole('link', { name: /Watch the video/ })).toHaveCount(0);
    await probe.expectInert('the public landing page');
  });

  test('the manager list and sheet show them, the owner name included, as text', async ({ page }) => {
    await loginAs(page, DEMO_USERS.manager);
    const issuances = new ManagerIssuancesPage(page);
    await issuances.open();
    await expect(issuances.titleLink(TEXTS.title)).toBeVisible();
    await probe.expectInert('the manager list');

    await issuances.titleLink(TEXTS.title).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.title);
    await expect(page.getByText(OWNER, { exact: true })).toBeVisible();
    await probe.expectInert('the manager sheet');
  });

  test('the tenant CSS stays inside its style element and its links cannot run code', async ({ page }) => {
    await forgetSession(page);
    const register = new RegisterPage(page);
    await register.open();
    const styles = page.locator('style#tenant-css');
    await expect(styles).toHaveCount(1);
    expect(await styles.evaluate((style) => style.textContent)).toBe(CUSTOMIZATION.css);
    // The rules before the attempted break-out still apply: it is CSS, not markup.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--xss-probe').trim())).toBe('1');
    await expect(page).toHaveTitle(CUSTOMIZATION.title);
    await expect(page.getByRole('link', { name: /terms and conditions/ })).not.toHaveAttribute('href', CUSTOMIZATION.urls.legal);
    await probe.expectInert('the register page');
  });
});
