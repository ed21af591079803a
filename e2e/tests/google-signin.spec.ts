import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { LoginPage } from '../pages/login.page';
import { expect, test } from '../support/fixtures';
import { FixtureApi } from '../support/fixture-api';
import { LocalGoogle } from '../support/local-google';
import { DEMO_USERS } from '../support/session';
import { PORTS } from '../support/suite';

/**
 * "Sign in with Google" for real: the demo tenant with its switch on and a Google client pointing
 * at a local OpenID provider configured as Google. The API of this spec answers for the suite's.
 */
const FIXTURE_API = 'http://localhost:8041';
const google = new LocalGoogle(`${FIXTURE_API}/api/v2/auth/oidc/google/callback`);
const api = new FixtureApi(
  {
    tenant: 'demo',
    customization: { extras: { referral: true, payWithBalance: true, investmentFee: true, openAllAccordions: false, signInWithGoogle: true } },
  },
  { GOOGLE_OIDC_CLIENTS: google.clientsFor('demo') },
);

/**
 * The Google button leads to the suite's API address; this spec's API answers there instead. The
 * navigation is made to it directly: a browser request intercepted by the test would lose the
 * cookies set along its redirects, which the sign-in needs.
 */
async function leaveForGoogle(page: Page): Promise<void> {
  const link = page.getByRole('link', { name: 'Sign in with Google' });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(new RegExp(`^http://localhost:${PORTS.api}/api/v2/auth/oidc/google/start\\?redirect=http%3A%2F%2Flocalhost%3A${PORTS.host}&lang=en$`));
  await page.goto(href.replace(`http://localhost:${PORTS.api}`, FIXTURE_API));
}

async function continueWithGoogle(page: Page, email: string): Promise<void> {
  await leaveForGoogle(page);
  await expect(page.getByRole('heading', { name: 'Sign in with Google (local)' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('Sign in with Google (OpenID Connect, local provider)', () => {
  test.beforeAll(async () => {
    await google.start();
    await api.start();
  });
  test.afterAll(async () => {
    await api.stop();
    await google.stop();
  });

  test.beforeEach(async ({ page }) => {
    await api.routeInto(page);
  });

  test('signs an existing investor in', async ({ page }) => {
    await new LoginPage(page).open();
    await continueWithGoogle(page, DEMO_USERS.investor);
    await expect(page).toHaveURL(/\/user\/issuances$/);
  });

  test('registers a new investor from the register page', async ({ page }) => {
    await page.goto('/register');
    await continueWithGoogle(page, `google-${randomUUID().slice(0, 8)}@example.test`);
    await expect(page).toHaveURL(/\/user\/issuances$/);
  });

  test('comes back to /callback with a clear message when the person cancels', async ({ page }) => {
    await new LoginPage(page).open();
    await leaveForGoogle(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/callback\?error=access_denied$/);
    await expect(page.getByText('You cancelled the sign-in with Google, so you are not signed in.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
