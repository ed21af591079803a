import { expect, type Page } from '@playwright/test';
// The roles module alone: the pure entry also brings message JSON, which Node's ESM loader refuses.
import { ROLE_GROUP_HOME_PATHS } from 'shared/roles';
import { LoginPage } from '../pages/login.page';
import { PORTS } from './suite';

/** The one password of every demo account the API seeds. */
export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO_USERS = {
  investor: 'investor@demo.test',
  manager: 'manager@demo.test',
  entrepreneur: 'entrepreneur@demo.test',
} as const;

/** Where the host keeps the session (and the manager's backdoor one) in local storage. */
export const AUTH_STORAGE_KEY = 'auth';

/** Signs out whoever is signed in, keeping the chosen language, without a server call. */
export async function forgetSession(page: Page): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/status');
  await page.evaluate(() => {
    const lang = localStorage.getItem('lang');
    localStorage.clear();
    if (lang) localStorage.setItem('lang', lang);
  });
}

/** Any role's landing page after login (shared's role home paths, which the host's guard reads). */
const LANDING = new RegExp(`(${Object.values(ROLE_GROUP_HOME_PATHS).join('|')})$`);

/** Signs in through the login form, as a person would, and waits for the role's landing page. */
export async function loginAs(page: Page, email: string): Promise<void> {
  await forgetSession(page);
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email, DEMO_PASSWORD);
  await page.waitForURL(LANDING);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toContain('access_token');
}

/** The mail the API's development mailbox holds for an address, newest first. */
export async function mailboxFor(page: Page, email: string): Promise<{ subject: string; meta: Record<string, string> }[]> {
  const response = await page.request.get(`http://localhost:${PORTS.api}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { subject: string; meta: Record<string, string> }[] }).data;
}
