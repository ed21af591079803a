import type { Page } from '@playwright/test';
import { ROLE_GROUP_HOME_PATHS } from 'shared/roles';
import { LoginPage } from '../pages/login.page';
import { RegisterPage } from '../pages/register.page';
import { expect, test } from '../support/fixtures';
import { AUTH_STORAGE_KEY, DEMO_PASSWORD, DEMO_USERS, loginAs, mailboxFor } from '../support/session';

const storedAuth = (page: Page) => page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);

test('/ goes to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(new LoginPage(page).heading).toHaveText('Sign in');
});

test.describe('a demo user logs in and lands on their issuances page', () => {
  for (const [email, landing] of [
    [DEMO_USERS.investor, ROLE_GROUP_HOME_PATHS.investor],
    [DEMO_USERS.manager, ROLE_GROUP_HOME_PATHS.manager],
    [DEMO_USERS.entrepreneur, ROLE_GROUP_HOME_PATHS.issuer],
  ] as const) {
    test(`${email} lands on ${landing}`, async ({ page }) => {
      const login = new LoginPage(page);
      await login.open();
      await login.signIn(email, DEMO_PASSWORD);
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
      // A signed-in user who opens /login again is sent back to their area.
      await login.open();
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
    });
  }
});

test('a wrong password says no user matches, with a link to register', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(DEMO_USERS.investor, 'Wrong1234!');
  await expect(login.error).toContainText('No user matches this e-mail and password');
  await login.error.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('?lang= switches the language and disappears from the address', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open('?lang=es');
  await expect(login.heading).toHaveText('Iniciar sesión');
  await expect(page).toHaveURL(/\/login$/);

  await login.open('?lang=en');
  await expect(login.heading).toHaveText('Sign in');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
});

test('an unknown path shows Page not found', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a protected page without a session goes to /login, keeping lang', async ({ page }) => {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
  });
  await page.goto('/user/portfolio?lang=es');
  await expect(new LoginPage(page).heading).toHaveText('Iniciar sesión');
  expect(addresses).toContain('/login?lang=es');
  await expect(page).toHaveURL(/\/login$/);
});

test('a manager may not open the investor area', async ({ page }) => {
  await loginAs(page, DEMO_USERS.manager);
  await page.goto('/user/issuances');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});

test('logout returns to /login and clears the stored session', async ({ page }) => {
  await loginAs(page, DEMO_USERS.investor);
  const token = JSON.parse((await storedAuth(page)) ?? '{}').access_token as string;
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedAuth(page)).toBeNull();
  // The server dropped the token too.
  const me = await page.request.get('http://localhost:8031/api/v2/pfp/users/me', { headers: { 'X-USER-ACCESS-TOKEN': token } });
  expect(me.status()).toBe(401);
  await page.goto('/user/issuances');
  await expect(page).toHaveURL(/\/login$/);
});

test('a session older than 15 days is logged out', async ({ page }) => {
  await loginAs(page, DEMO_USERS.investor);
  // The stored session as it would be 15 days and a minute after this login.
  await page.evaluate((key) => {
    const auth = JSON.parse(localStorage.getItem(key) ?? '{}') as { token_expired_at: number };
    auth.token_expired_at = Date.now() - 60_000;
    localStorage.setItem(key, JSON.stringify(auth));
  }, AUTH_STORAGE_KEY);
  await page.goto('/user/portfolio');
  await expect(page).toHaveURL(/\/login$/);
  await expect(new LoginPage(page).heading).toHaveText('Sign in');
  const stored = JSON.parse((await storedAuth(page)) ?? '{}') as { user?: unknown; access_token?: string };
  expect(stored.user ?? null).toBeNull();
  expect(stored.access_token ?? '').toBe('');
});

test('a new investor registers with the code from the e-mail and lands on their issuances', async ({ page }) => {
  const email = `e2e-${Date.now()}@demo.test`;
  const register = new RegisterPage(page);
  await register.open();
  await register.fill({ name: 'Nora', surname: 'Nueva', email, password: 'Nueva1234!' });
  await register.submit();
  await expect(register.codeStep).toBeVisible();

  // A wrong code first: the form says so and stays.
  await register.verify('00000');
  await expect(page.getByRole('alert')).toContainText('The code is incorrect or has expired.');

  await register.resend();
  await expect(page.getByRole('status').filter({ hasText: `We sent a new code to ${email}.` })).toBeVisible();
  const [latest] = await mailboxFor(page, email);
  expect(latest?.meta.code).toMatch(/^\d{5}$/);
  await register.verify(latest?.meta.code ?? '');

  await expect(page).toHaveURL(/\/user\/issuances$/);
  expect(await storedAuth(page)).toContain(email);
});

test('a new investor who reloads on the code step, and signs in after, finishes the verification', async ({ page }) => {
  const email = `e2e-back-${Date.now()}@demo.test`;
  const register = new RegisterPage(page);
  await register.open();
  await register.fill({ name: 'Vera', surname: 'Vuelta', email, password: 'Vuelta1234!' });
  await register.submit();
  await expect(register.codeStep).toBeVisible();

  // The step is in the address: a reload keeps it.
  await page.reload();
  await expect(register.codeStep).toBeVisible();
  await expect(page.getByText(`We sent a code to ${email}.`)).toBeVisible();

  // As after a closed tab: a wrong password stays a wrong password, said once.
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email, 'Wrong1234!');
  await expect(login.error).toContainText('No user matches this e-mail and password');
  await expect(page.getByText('Authentication credentials were not found')).toHaveCount(0);

  // The right one leads to the code step, saying why.
  await page.getByLabel('Password', { exact: false }).fill('Vuelta1234!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(register.codeStep).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Your e-mail address is not verified yet.');
  await expect(page.getByText('You do not have permission to do this.')).toHaveCount(0);

  const [latest] = await mailboxFor(page, email);
  await register.verify(latest?.meta.code ?? '');
  await expect(page).toHaveURL(/\/user\/issuances$/);
  expect(await storedAuth(page)).toContain(email);
});

test('registering again with an unverified e-mail and its password opens the code step with a new code', async ({ page }) => {
  const email = `e2e-again-${Date.now()}@demo.test`;
  const account = { name: 'Ada', surname: 'Again', email, password: 'Again1234!' };
  const register = new RegisterPage(page);
  await register.open();
  await register.fill(account);
  await register.submit();
  await expect(register.codeStep).toBeVisible();

  await register.open();
  await register.fill(account);
  await register.submit();
  await expect(register.codeStep).toBeVisible();
  const mails = await mailboxFor(page, email);
  expect(mails).toHaveLength(2);
  const [fresh] = mails;
  await register.verify(fresh?.meta.code ?? '');
  await expect(page).toHaveURL(/\/user\/issuances$/);
});

test('registering an e-mail twice says it is already registered, with a link to login', async ({ page }) => {
  const register = new RegisterPage(page);
  await register.open();
  await register.fill({ name: 'Irene', surname: 'Inversora', email: DEMO_USERS.investor, password: 'Nueva1234!' });
  await register.submit();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This user is already registered');
  await alert.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a sign-in link with a secret signs in, drops the secret from the address and reloads', async ({ page }) => {
  const answer = await page.request.post('http://localhost:8031/v2/user/login', {
    data: { email: DEMO_USERS.investor, password: DEMO_PASSWORD, secret: true },
  });
  const { secret } = (await answer.json()) as { secret: string };
  await page.goto(`/user/portfolio?secret=${encodeURIComponent(secret)}&tab=all`);
  await expect(page).toHaveURL(/\/user\/portfolio\?tab=all$/);
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  expect(await storedAuth(page)).toContain(DEMO_USERS.investor);
});

test('a used or wrong secret goes to /login', async ({ page }) => {
  await page.goto('/user/portfolio?secret=not-a-secret');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedAuth(page)).toBeNull();
});

test('a forgotten password is reset from the e-mailed link', async ({ page }) => {
  const email = `e2e-reset-${Date.now()}@demo.test`;
  const register = new RegisterPage(page);
  await register.open();
  await register.fill({ name: 'Rita', surname: 'Reset', email, password: 'Before1234!' });
  await register.submit();
  await expect(register.codeStep).toBeVisible();

  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If an account exists for ${email}` })).toBeVisible();

  const reset = (await mailboxFor(page, email)).find((mail) => mail.meta.purpose === 'reset_password');
  const link = new URL(reset?.meta.link ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel(/^New password/).fill('After1234!');
  await page.getByLabel(/^Repeat the password/).fill('After1234!');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email, 'After1234!');
  await expect(page).toHaveURL(/\/user\/issuances$/);
});
