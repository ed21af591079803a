import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, loginAs, mailboxFor } from '../support/session';
import { PORTS } from '../support/suite';

const PFP = `http://localhost:${PORTS.api}/api/v2/pfp`;

async function apiHeaders(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const login = await request.post(`http://localhost:${PORTS.api}/v2/user/login`, { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return { 'X-USER-ACCESS-TOKEN': ((await login.json()) as { data: { accessToken: string } }).data.accessToken };
}

test("a notification's e-mail links to the reader's own notifications page, not to a page the app does not serve", async ({ page }) => {
  const investor = await apiHeaders(page.request, DEMO_USERS.investor);
  const me = await page.request.get(`${PFP}/users/me`, { headers: investor });
  const investorId = ((await me.json()) as { data: { id: string } }).data.id;
  const title = `Mailbox check ${Date.now()}`;
  const sent = await page.request.post(`${PFP}/notifications/broadcasts`, {
    headers: await apiHeaders(page.request, DEMO_USERS.manager),
    data: { audience: 'user', user_id: investorId, title: { es: title, en: title }, body: { es: 'Un aviso de prueba.', en: 'A test notice.' } },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The mail the API's development mailbox holds, as the investor reads it.
  await expect.poll(async () => (await mailboxFor(page, DEMO_USERS.investor)).find((mail) => mail.subject === title)).toBeTruthy();
  const mail = (await mailboxFor(page, DEMO_USERS.investor)).find((mail) => mail.subject === title);
  const link = mail?.meta.link ?? '';
  expect(link).toMatch(/\/user\/notifications$/);

  await loginAs(page, DEMO_USERS.investor);
  await page.goto(link);
  await expect(page).toHaveURL(/\/user\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});
