import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { freshEmail, InvestFlowPage } from '../pages/invest-flow.page';
import { expectNoA11yViolations } from '../support/a11y';
import { apiHeadersOf, setTenantModule, SUITE_API as API } from '../support/api-session';
import { expect, test } from '../support/fixtures';
import { STRIPE_STANDIN_URL } from '../support/stripe-standin';

const SLUG = 'valencia-lofts';

let context: APIRequestContext;
let previous: string | null = null;

// The demo tenant pays cards with Stripe (the stand-in) for this spec only; the sandbox comes back after.
test.beforeAll(async () => {
  context = await apiRequest.newContext();
  previous = await setTenantModule(context, 'payment', 'stripe');
});

test.afterAll(async () => {
  await setTenantModule(context, 'payment', previous);
  await context.dispose();
});

test('an investor pays an order by card through Stripe (the stand-in): CHARGED once, a replayed event changes nothing', async ({ page }) => {
  test.setTimeout(180_000);
  const flow = new InvestFlowPage(page);
  const email = freshEmail('stripe');
  await flow.registerFromLanding(SLUG, email);
  await flow.onboard();
  await flow.chooseTokens(1);
  await flow.choosePaymentMethod('Card');
  await flow.sign('Lucía Martín');

  await expect(flow.heading('Pay on the secure payment page')).toBeVisible();
  // Stripe keeps cards: the investor may save one; paying once is the default without a saved card.
  const choice = page.getByRole('group', { name: 'Your card' });
  await expect(choice.getByRole('radio', { name: 'Pay once, without saving the card' })).toBeChecked();
  await expectNoA11yViolations(page, 'stripe card payment');
  await page.getByRole('button', { name: 'Go to the payment page' }).click();

  await expect(page).toHaveURL(new RegExp(`^${STRIPE_STANDIN_URL}/checkout/cs_test_`));
  await expect(page.getByRole('heading', { name: 'Stripe test checkout (stand-in)' })).toBeVisible();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
  const investmentId = new URL(page.url()).searchParams.get('investment');
  expect(investmentId).toBeTruthy();
  const investorHeaders = await apiHeadersOf(context, email);
  const investment = async () => {
    const answer = await context.get(`${API}/api/v2/pfp/investments/${investmentId}`, { headers: investorHeaders });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { data: { status: string; status_dates: Record<string, string> } }).data;
  };
  const paid = await investment();
  expect(paid.status_dates.CHARGED).toBeTruthy();

  // Stripe sends an event again (a retry): the webhook takes it once, the order is not charged twice.
  const events = ((await (await context.get(`${STRIPE_STANDIN_URL}/_standin/events`)).json()) as { data: { id: string; type: string }[] }).data;
  const completed = events.filter((event) => event.type === 'checkout.session.completed').at(-1);
  expect(completed).toBeTruthy();
  const resent = await context.post(`${STRIPE_STANDIN_URL}/_standin/events/${completed?.id}/resend`);
  expect(((await resent.json()) as { status: number }).status).toBe(200);
  const after = await investment();
  expect(after.status).toBe(paid.status);
  expect(after.status_dates.CHARGED).toBe(paid.status_dates.CHARGED);
});
