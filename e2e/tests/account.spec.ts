import type { Page } from '@playwright/test';
import { AccountPage } from '../pages/account.page';
import { freshEmail, InvestFlowPage } from '../pages/invest-flow.page';
import { expect, test } from '../support/fixtures';

/** A new investor, signed in once registration lands them on the first onboarding step. */
async function registerInvestor(page: Page, label: string): Promise<void> {
  const flow = new InvestFlowPage(page);
  await flow.registerFromLanding(SLUG, freshEmail(label));
  await expect(flow.heading('Verify your identity')).toBeVisible();
}

/** Each test registers its own user: they share nothing. */
test.describe.configure({ mode: 'parallel' });

const SLUG = 'valencia-lofts';
const IBAN = 'ES9121000418450200051332';
const WALLET = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01';

test.describe('the account page (issue 12)', () => {
  test('an investor fills personal, banking, wallet, communications and language, and finds them after a reload; bad input keeps what was typed', async ({ page }) => {
    test.setTimeout(120_000);
    await registerInvestor(page, 'account');
    const account = new AccountPage(page);
    await account.open();

    const personal = account.form('Personal data');
    await personal.getByLabel('First name').fill('Lucía');
    await personal.getByLabel('Surname').fill('Martín');
    await personal.getByLabel('Date of birth').fill('1985-04-12');
    await personal.getByLabel('Gender').selectOption({ label: 'Female' });
    await personal.getByLabel(/^Phone/).fill('+34600111222');
    await personal.getByLabel('Occupation').selectOption({ index: 1 });
    await personal.getByLabel('Marital status').selectOption({ label: 'Single' });
    await account.save('Personal data');

    // Bad input first: the field says what is wrong, and nothing typed is lost.
    const banking = account.form('Banking information');
    await banking.getByLabel('Account holder').fill('Lucía Martín');
    await banking.getByLabel(/^IBAN/).fill('ES0021000418450200051332');
    await banking.getByRole('button', { name: 'Save' }).click();
    await expect(banking.getByText('The IBAN is incorrect')).toBeVisible();
    await expect(banking.getByLabel(/^IBAN/)).toHaveValue('ES0021000418450200051332');
    await expect(banking.getByLabel('Account holder')).toHaveValue('Lucía Martín');
    await banking.getByLabel(/^IBAN/).fill(IBAN);
    await account.save('Banking information');

    const wallet = account.form('Wallet');
    await wallet.getByLabel('Wallet address').fill('0x1234');
    await wallet.getByRole('button', { name: 'Save' }).click();
    await expect(wallet.getByText(/^The wallet address is/)).toBeVisible();
    await expect(wallet.getByLabel('Wallet address')).toHaveValue('0x1234');
    await wallet.getByLabel('Wallet address').fill(WALLET);
    await account.save('Wallet');

    await account.form('Commercial communications').getByRole('checkbox', { name: 'I agree to receive news and offers by e-mail' }).check();
    await account.save('Commercial communications');
    await account.form('Language').getByLabel('Language of e-mails').selectOption({ label: 'Español' });
    await account.save('Language');

    await page.reload();
    await account.open();
    await expect(account.form('Personal data').getByLabel('First name')).toHaveValue('Lucía');
    await expect(account.form('Personal data').getByLabel(/^Phone/)).toHaveValue('+34600111222');
    await expect(account.form('Personal data').getByLabel('Marital status')).toHaveValue(/.+/);
    await expect(account.form('Banking information').getByLabel(/^IBAN/)).toHaveValue(new RegExp(IBAN.replace(/(.{4})/g, '$1 ?').trim()));
    await expect(account.form('Banking information').getByLabel('Account holder')).toHaveValue('Lucía Martín');
    await expect(account.form('Wallet').getByLabel('Wallet address')).toHaveValue(new RegExp(WALLET, 'i'));
    await expect(account.form('Commercial communications').getByRole('checkbox', { name: 'I agree to receive news and offers by e-mail' })).toBeChecked();
    await expect(account.form('Language').getByLabel('Language of e-mails').locator('option:checked')).toHaveText('Español');
  });

  test('a legal person adds two partners above 25 % and finds them after a reload', async ({ page }) => {
    test.setTimeout(120_000);
    await registerInvestor(page, 'partners');
    const account = new AccountPage(page);
    await account.open();
    const userType = account.form('User type');
    await userType.getByRole('radio', { name: 'Legal person' }).check();
    await userType.getByRole('radio', { name: /^Non-sophisticated investor/ }).check();
    await account.save('User type');

    // The partners belong to the company: its data is saved first.
    const company = account.form('Company data').getByRole('group', { name: 'Company' });
    await company.getByLabel('Company name').fill('Inversiones Norte S.L.');
    await company.getByLabel('Tax ID (CIF)').fill('B98765432');
    await company.getByLabel('Activity').fill('Holding company');
    await company.getByLabel('Contact e-mail').fill('admin@norte.test');
    await company.getByLabel('Street and number').fill('Calle Mayor 1');
    await company.getByLabel('City').fill('Valencia');
    await company.getByLabel('Postal code').fill('46001');
    await company.getByLabel('Province or region').fill('Valencia');
    await company.getByLabel('Country').fill('ES');
    const representative = account.form('Company data').getByRole('group', { name: 'Legal representative' });
    await representative.getByLabel('First name').fill('Lucía');
    await representative.getByLabel('Surname').fill('Martín');
    await representative.getByLabel('ID or passport number').fill('12345678Z');
    await representative.getByLabel('Acts as').selectOption({ label: 'Sole administrator' });
    await representative.getByLabel('Nationality').fill('ES');
    await representative.getByLabel('City of birth').fill('Valencia');
    await representative.getByLabel('Country of birth').fill('ES');
    await account.save('Company data');

    const partners = account.form('Partners');
    await partners.getByRole('radio', { name: 'Yes' }).check();
    const people = [
      { name: 'Ana', surname: 'Socia', id: '12345678Z', share: '40' },
      { name: 'Bruno', surname: 'Socio', id: 'ABC123456', share: '35' },
    ];
    for (const [index, person] of people.entries()) {
      const group = partners.getByRole('group', { name: `Partner ${index + 1}` });
      if ((await group.count()) === 0) await partners.getByRole('button', { name: 'Add a partner' }).click();
      await group.getByLabel('First name').fill(person.name);
      await group.getByLabel('Surname').fill(person.surname);
      await group.getByLabel('ID or passport number').fill(person.id);
      await group.getByLabel('Share (%)').fill(person.share);
    }
    await account.save('Partners');

    await page.reload();
    await account.open();
    for (const [index, person] of people.entries()) {
      const group = account.form('Partners').getByRole('group', { name: `Partner ${index + 1}` });
      await expect(group.getByLabel('First name')).toHaveValue(person.name);
      await expect(group.getByLabel('Surname')).toHaveValue(person.surname);
      await expect(group.getByLabel('ID or passport number')).toHaveValue(person.id);
      await expect(group.getByLabel('Share (%)')).toHaveValue(person.share);
    }
  });
});
