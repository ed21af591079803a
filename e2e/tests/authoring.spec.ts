import type { APIRequestContext } from '@playwright/test';
import { AuthoringPage, dateIn, freshProject, OPEN_ROUND, pdf, png } from '../pages/authoring.page';
import { freshEmail, InvestFlowPage } from '../pages/invest-flow.page';
import { IssuancesPage } from '../pages/issuances.page';
import { expectNoA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, forgetSession, loginAs, mailboxFor } from '../support/session';
import { PORTS } from '../support/suite';

const PFP = `http://localhost:${PORTS.api}/api/v2/pfp`;
/** Another entrepreneur of the demo tenant, who owns none of entrepreneur@demo.test's projects. */
const OTHER_ENTREPRENEUR = 'company@demo.test';

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post(`http://localhost:${PORTS.api}/v2/user/login`, { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

/**
 * A project of the entrepreneur's taken to CAMPAIGN through the API, as the screens would (every
 * step, a validation, two confirmed moves): the whitelist test needs an open round of its own.
 */
async function openRoundThroughApi(request: APIRequestContext, project: { title: string; slug: string }): Promise<string> {
  const owner = { 'X-USER-ACCESS-TOKEN': await apiToken(request, DEMO_USERS.entrepreneur) };
  const manager = { 'X-USER-ACCESS-TOKEN': await apiToken(request, DEMO_USERS.manager) };
  const created = await request.post(`${PFP}/issuances`, {
    headers: owner,
    data: { ...project, subtitle: 'A private round', product_type: 'renewables', modality: 'online_round' },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const ok = async (answer: Promise<{ status: () => number; text: () => Promise<string> }>) => {
    const response = await answer;
    expect(response.status(), await response.text()).toBeLessThan(300);
  };
  await ok(request.patch(`${PFP}/issuances/${id}/steps/story`, { headers: owner, data: { short_description: 'Panels on public roofs' } }));
  await ok(
    request.patch(`${PFP}/issuances/${id}/steps/token`, {
      headers: owner,
      data: {
        token_name: 'Huerto',
        token_symbol: 'HPRV',
        price: '10.00',
        tokens_for_sale: 1000,
        min_offer: '10.00',
        max_offer: '5000.00',
        soft_cap: '2000.00',
        max_fundraising: '10000.00',
        minimum_contribution: '10.00',
        start_date: dateIn(0),
        end_date: dateIn(60),
      },
    }),
  );
  await ok(request.post(`${PFP}/issuances/${id}/images`, { headers: owner, multipart: { kind: 'logo', file: png('logo.png') } }));
  await ok(request.post(`${PFP}/issuances/${id}/documents`, { headers: owner, multipart: { name: 'Pitch deck', file: pdf('deck.pdf') } }));
  await ok(request.post(`${PFP}/issuances/${id}/phase`, { headers: owner, data: { to: 'VALIDATING' } }));
  await ok(request.post(`${PFP}/issuances/${id}/validation`, { headers: manager, data: { decision: 'validated', message: '' } }));
  await ok(request.post(`${PFP}/issuances/${id}/phase`, { headers: manager, data: { to: 'PRE_CAMPAIGN' } }));
  await ok(request.post(`${PFP}/issuances/${id}/phase`, { headers: manager, data: { to: 'CAMPAIGN' } }));
  return id;
}

test.describe('issuance authoring (issue 13)', () => {
  test('an entrepreneur creates a project step by step, submits it, a manager validates it and opens its campaign, an investor can invest', async ({ page }) => {
    test.setTimeout(180_000);
    const project = freshProject('steps');
    const authoring = new AuthoringPage(page, 'entrepreneur');
    await loginAs(page, DEMO_USERS.entrepreneur);
    await authoring.openCreate();
    await expectNoA11yViolations(page, 'create form');

    // Basics: a subtitle too long is refused and everything typed stays.
    const longSubtitle = 'Solar energy for the whole neighbourhood, shared by its residents';
    await authoring.fillBasics({ title: project.title, subtitle: longSubtitle, slug: project.slug });
    await authoring.submitStep('Create draft');
    await expect(page.getByText(/^Too long \(max \d+ characters\)$/)).toBeVisible();
    await expect(authoring.field('Subtitle')).toHaveValue(longSubtitle);
    await expect(authoring.field('Title')).toHaveValue(project.title);
    await expect(authoring.field('Address (slug)')).toHaveValue(project.slug);
    await expect(page).toHaveURL(/\/entrepreneur\/issuances\/create$/);
    await authoring.field('Subtitle').fill('Solar energy for the neighbourhood');
    await authoring.submitStep('Create draft');

    await authoring.fillStory();
    await expect(page).toHaveURL(/\/edit\?step=story$/);
    const id = authoring.idFromUrl();
    await authoring.submitStep('Save and continue');

    await authoring.uploadMedia();
    await authoring.submitStep('Save and continue');

    await authoring.uploadDocument('Business plan', 'Hidden from investors');
    await expect(page.getByLabel('Who can see Business plan')).toHaveValue('hidden');
    await authoring.submitStep('Save and continue');

    // Token and round: a soft cap above the maximum fundraising is refused, the figures stay.
    await authoring.fillToken({ ...OPEN_ROUND, 'Soft cap': '20000' });
    await authoring.submitStep('Save and preview');
    await expect(page.getByText('The soft cap cannot exceed the maximum fundraising')).toBeVisible();
    await expect(authoring.field('Soft cap')).toHaveValue('20000');
    await expect(authoring.field('Token name')).toHaveValue('Huerto');
    await expect(authoring.field('Campaign end')).toHaveValue(OPEN_ROUND['Campaign end'] ?? '');
    await authoring.field('Soft cap').fill('2000');
    await authoring.submitStep('Save and preview');
    await expect(page.getByRole('heading', { name: 'Preview: the project sheet as investors will see it' })).toBeVisible();

    // The entrepreneur submits it; nothing else is theirs to do until the regulator answers.
    await authoring.openSheet(id);
    await expectNoA11yViolations(page, 'phase panel of a draft');
    await authoring.move('Submit for validation', 'Submit for validation?');
    await expect(authoring.phasePanel.getByText("Waiting for the regulator's validation.")).toBeVisible();
    await expect(authoring.moves.and(page.locator(':enabled'))).toHaveCount(0);
    for (const to of ['PRE_CAMPAIGN', 'CAMPAIGN']) expect((await authoring.requestMove(id, to)).status).toBeGreaterThanOrEqual(400);
    const mailsBefore = (await mailboxFor(page, DEMO_USERS.entrepreneur)).length;

    // The manager records the validation and opens the campaign, each move confirmed.
    const managing = new AuthoringPage(page, 'manager');
    await loginAs(page, DEMO_USERS.manager);
    await managing.openSheet(id);
    await expect(managing.phasePanel.getByRole('button', { name: 'Move to Pre-campaign' })).toBeDisabled();
    await expectNoA11yViolations(page, 'phase panel under validation');
    await managing.phasePanel.getByRole('radio', { name: 'Validated' }).check();
    await managing.phasePanel.getByRole('button', { name: 'Record the decision' }).click();
    await expect(managing.phasePanel.getByText(/^Validated by the regulator on /)).toBeVisible();
    await managing.move('Move to Pre-campaign', 'Move it to Pre-campaign?');
    await expect(managing.phasePanel.getByRole('list', { name: 'Phases of this platform' }).locator('[aria-current="step"]')).toContainText('Pre-campaign');
    await managing.move('Move to Campaign', 'Move it to Campaign?');
    await expect(managing.phasePanel.getByRole('list', { name: 'Phases of this platform' }).locator('[aria-current="step"]')).toContainText('Campaign');

    // The entrepreneur was told by e-mail.
    await expect.poll(async () => (await mailboxFor(page, DEMO_USERS.entrepreneur)).length).toBeGreaterThan(mailsBefore);
    const [mail] = await mailboxFor(page, DEMO_USERS.entrepreneur);
    expect(mail?.meta.issuance_id).toBe(id);
    expect(mail?.subject).toContain(project.title);

    // An investor finds it among the projects and starts investing.
    await loginAs(page, DEMO_USERS.investor);
    const issuances = new IssuancesPage(page);
    await issuances.open();
    await issuances.search(project.slug.split('-').pop() ?? '');
    await expect(issuances.project(project.title)).toBeVisible();
    await issuances.openProject(project.title);
    // The hidden document is the issuer's and the managers' only.
    await expect(page.getByText('Business plan')).toHaveCount(0);
    await page.goto(`/invest/${project.slug}/invest`);
    await expect(page.getByRole('heading', { name: 'How many tokens?' })).toBeVisible();
  });

  test('a whitelisted round refuses an investor not on the list and lets the listed one order', async ({ page }) => {
    test.setTimeout(180_000);
    const project = freshProject('private');
    const id = await openRoundThroughApi(page.request, project);
    const listed = freshEmail('whitelisted');

    await loginAs(page, DEMO_USERS.manager);
    await page.goto(`/manager/issuances/${id}/whitelist`);
    await expect(page.getByRole('heading', { level: 1, name: 'Whitelist' })).toBeVisible();
    await expect(page.getByText('The list is empty: every investor may take part in this round.')).toBeVisible();
    await expectNoA11yViolations(page, 'whitelist page');
    await page.getByLabel(/^E-mails/).fill(listed);
    await page.getByRole('button', { name: 'Add to the list' }).click();
    await expect(page.getByRole('heading', { name: '1 e-mail listed' })).toBeVisible();
    await expect(page.getByRole('main').getByText(listed)).toBeVisible();

    // The demo investor, not on the list, is told the round is private when ordering.
    await loginAs(page, DEMO_USERS.investor);
    await page.goto(`/invest/${project.slug}/invest`);
    await expect(page.getByRole('heading', { name: 'How many tokens?' })).toBeVisible();
    await page.getByLabel(/^Number of tokens/).fill('1');
    await page.getByRole('checkbox', { name: /may lose all or part/ }).check();
    await page.getByRole('checkbox', { name: /may not be able to sell/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This round is private: only investors invited by the issuer may take part.' })).toBeVisible();

    // The listed investor registers with the invited address, onboards and orders.
    const flow = new InvestFlowPage(page);
    await forgetSession(page);
    await flow.registerFromLanding(project.slug, listed);
    await flow.onboard();
    await flow.chooseTokens(1);
    await expect(flow.heading('Payment method')).toBeVisible();
  });

  test('an entrepreneur cannot open another entrepreneur’s edit page', async ({ page }) => {
    const project = freshProject('owned');
    const owner = { 'X-USER-ACCESS-TOKEN': await apiToken(page.request, OTHER_ENTREPRENEUR) };
    const created = await page.request.post(`${PFP}/issuances`, {
      headers: owner,
      data: { ...project, subtitle: 'Not yours', product_type: 'renewables', modality: 'online_round' },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { data: { id: string } }).data.id;

    await loginAs(page, DEMO_USERS.entrepreneur);
    await page.goto(`/entrepreneur/issuances/${id}/edit`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText(project.title)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveCount(0);
  });
});
