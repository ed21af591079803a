import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Platform } from 'host/platform';
import { http, HttpResponse } from 'msw';
import { createTestPlatform, loginAnswer, renderScreen, server } from 'host/testing';
import { ACCOUNT_ERROR_KEYS, type Account, type AppEventMap, type CustomizationInput } from 'shared';
import { accountApi, type AccountApiOptions } from 'shared/account/mock-api';
import { ACCOUNT_PASSWORD, investorAccount, issuerAccount, legalPersonAccount } from 'shared/account/testing';
import { INVESTOR_ACCOUNT_SECTIONS, ISSUER_ACCOUNT_SECTIONS, type AccountArea } from './account-area';
import { AccountPage } from './account.screen';

const investorArea: AccountArea = { sections: INVESTOR_ACCOUNT_SECTIONS };
const managerArea: AccountArea = { sections: ISSUER_ACCOUNT_SECTIONS };

let toasts: AppEventMap['toast.requested'][];
let api: ReturnType<typeof accountApi>;

function open({
  account = investorAccount(),
  area = investorArea,
  options,
  customization,
  language,
  simulating = false,
}: { account?: Account; area?: AccountArea; options?: AccountApiOptions; customization?: CustomizationInput; language?: 'en' | 'es'; simulating?: boolean } = {}) {
  toasts = [];
  api = accountApi(account, options);
  const platform: Platform = createTestPlatform({ tenant: customization ? { customization } : {}, language });
  if (simulating) {
    platform.session.signIn(loginAnswer({ id: 'u-manager', email: 'manager@demo.test', role: 'ADMIN', token: 'manager' }), Date.now());
    platform.session.startBackdoor(loginAnswer({ token: 'simulated' }), Date.now());
  }
  platform.bus.on('toast.requested').subscribe((toast) => toasts.push(toast));
  return renderScreen(<AccountPage area={area} />, { path: '/user/account', platform, handlers: api.handlers });
}

/** One section of the page, by its heading. */
async function section(name: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 2, name });
  return heading.closest('section') as HTMLElement;
}

describe('the account page', () => {
  it('lists its sections and links to each one', async () => {
    open();
    const nav = await screen.findByRole('navigation', { name: 'Sections of your account' });
    for (const name of ['Personal data', 'Legal data', 'Identification', 'Suitability test', 'Wallet', 'Banking information', 'Documents', 'Investor profile', 'Beneficiaries', 'Change password', 'Delete account']) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(/^#account-/));
    }
  });

  it('saves each section on its own and says so in a toast', async () => {
    const user = userEvent.setup();
    open();
    const banking = await section('Banking information');
    await user.clear(within(banking).getByLabelText(/^Account holder/));
    await user.type(within(banking).getByLabelText(/^Account holder/), 'Lucía García López');
    await user.click(within(banking).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', messageKey: 'account:toast.saved', params: { section: 'Banking information' } }]));
    expect(api.current().banking.account_holder).toBe('Lucía García López');
    // Only that section was sent: the personal data stays as it was.
    expect(api.current().personal.saved_at).toBe(investorAccount().personal.saved_at);

    const wallet = await section('Wallet');
    await user.type(within(wallet).getByLabelText(/^Wallet address/), `0x${'ab'.repeat(20)}`);
    await user.click(within(wallet).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.current().wallet?.wallet_address).toBe(`0x${'ab'.repeat(20)}`));
    expect(toasts.at(-1)).toMatchObject({ kind: 'success', params: { section: 'Wallet' } });
  });

  it('shows the field message for bad input and keeps what was typed', async () => {
    const user = userEvent.setup();
    open();
    const personal = await section('Personal data');
    const phone = within(personal).getByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(within(personal).getByRole('button', { name: 'Save' }));
    expect(await within(personal).findByText('The phone format is incorrect')).toBeInTheDocument();
    expect(phone).toHaveValue('12');

    const banking = await section('Banking information');
    const iban = within(banking).getByLabelText(/^IBAN/);
    await user.clear(iban);
    await user.type(iban, 'ES0000000000000000000000');
    await user.click(within(banking).getByRole('button', { name: 'Save' }));
    expect(await within(banking).findByText('The IBAN is incorrect')).toBeInTheDocument();
    expect(iban).toHaveValue('ES0000000000000000000000');
    expect(api.current().banking.iban).toBe(investorAccount().banking.iban);
  });

  it("puts the API's field errors on their fields, with a failure toast", async () => {
    const user = userEvent.setup();
    open();
    server.use(
      http.put('*/users/me/account/legal', () =>
        HttpResponse.json({ error: 'validation_error', hide_error: false, fields: { postal_code: { key: 'validator.error_postal_code' } } }, { status: 400 }),
      ),
    );
    const legal = await section('Legal data');
    const postalCode = within(legal).getByLabelText(/^Postal code/);
    await user.clear(postalCode);
    await user.type(postalCode, '99999');
    await user.click(within(legal).getByRole('button', { name: 'Save' }));
    expect(await within(legal).findByText('The postal code is incorrect')).toBeInTheDocument();
    expect(postalCode).toHaveValue('99999');
    expect(toasts).toEqual([{ kind: 'error', messageKey: 'account:toast.failed', params: { section: 'Legal data' } }]);
  });

  it("says on its field that a wallet address is another user's, keeping what was typed", async () => {
    const user = userEvent.setup();
    const taken = `0x${'cd'.repeat(20)}`;
    open({ options: { takenWallets: [taken.toUpperCase().replace('0X', '0x')] } });
    const wallet = await section('Wallet');
    await user.type(within(wallet).getByLabelText(/^Wallet address/), taken);
    await user.click(within(wallet).getByRole('button', { name: 'Save' }));
    expect(await within(wallet).findByText('This address belongs to another user. Enter a wallet of your own.')).toBeInTheDocument();
    expect(within(wallet).getByLabelText(/^Wallet address/)).toHaveValue(taken);
    expect(api.current().wallet?.wallet_address).not.toBe(taken);
    expect(toasts.at(-1)).toMatchObject({ kind: 'error', messageKey: 'account:toast.failed' });
  });

  it('says the current password is wrong on its field', async () => {
    const user = userEvent.setup();
    open();
    const password = await section('Change password');
    await user.type(within(password).getByLabelText(/^Current password/), 'not-my-password');
    await user.type(within(password).getByLabelText(/^New password/), 'NewPass1234!');
    await user.type(within(password).getByLabelText(/^Repeat the new password/), 'NewPass1234!');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('The current password is wrong.')).toBeInTheDocument();
    expect(within(password).getByLabelText(/^Current password/)).toHaveValue('not-my-password');
    expect(toasts.at(-1)).toMatchObject({ kind: 'error', messageKey: 'account:toast.failed' });
  });

  it('changes the password and empties the form', async () => {
    const user = userEvent.setup();
    open();
    const password = await section('Change password');
    await user.type(within(password).getByLabelText(/^Current password/), ACCOUNT_PASSWORD);
    await user.type(within(password).getByLabelText(/^New password/), 'NewPass1234!');
    await user.type(within(password).getByLabelText(/^Repeat the new password/), 'NewPass1234!');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ kind: 'success', params: { section: 'Change password' } }));
    await waitFor(() => expect(within(password).getByLabelText(/^Current password/)).toHaveValue(''));
  });

  it('refuses to delete the account while investments are open and says why', async () => {
    const user = userEvent.setup();
    open({ options: { deleteRefusal: ACCOUNT_ERROR_KEYS.openInvestments } });
    const danger = await section('Delete account');
    await user.click(within(danger).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Password'), ACCOUNT_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText(/cannot be deleted while you have investments in progress/)).toBeInTheDocument();
  });

  it('shows company and partner sections only to a legal person', async () => {
    const { unmount } = open();
    await section('Personal data');
    expect(screen.queryByRole('heading', { name: 'Company data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Partners' })).not.toBeInTheDocument();
    unmount();

    const user = userEvent.setup();
    open({ account: legalPersonAccount() });
    const company = await section('Company data');
    expect(within(company).getByLabelText(/^Company name/)).toHaveValue('Renovables del Sur SL');
    const partners = await section('Partners');
    expect(within(partners).getByLabelText(/^First name/)).toHaveValue('Ana');
    await user.click(within(partners).getByRole('button', { name: 'Add a partner' }));
    await user.type(within(partners).getAllByLabelText(/^First name/)[1] as HTMLElement, 'Pablo');
    await user.type(within(partners).getAllByLabelText(/^Surname/)[1] as HTMLElement, 'Sanz');
    await user.type(within(partners).getAllByLabelText(/^ID or passport number/)[1] as HTMLElement, '11111111H');
    await user.type(within(partners).getAllByLabelText(/^Share/)[1] as HTMLElement, '30');
    await user.click(within(partners).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.current().partners?.partners).toHaveLength(2));
  });

  it('says why partners are refused before the company is saved, in both languages', async () => {
    const user = userEvent.setup();
    const { unmount } = open({ account: legalPersonAccount({ company: null }) });
    const partners = await section('Partners');
    await user.click(within(partners).getByRole('button', { name: 'Save' }));
    expect(await within(partners).findByRole('alert')).toHaveTextContent('Save the Company data section first: the partners belong to that company.');
    expect(within(partners).getByLabelText(/^First name/)).toHaveValue('Ana');
    unmount();

    open({ account: legalPersonAccount({ company: null }), language: 'es' });
    const socios = await section('Socios');
    await user.click(within(socios).getByRole('button', { name: 'Guardar' }));
    expect(await within(socios).findByRole('alert')).toHaveTextContent('Guarda primero la sección Datos de la empresa: los socios pertenecen a esa empresa.');
  });

  it('says a natural person has no company to save', async () => {
    const user = userEvent.setup();
    open({ account: legalPersonAccount() });
    const company = await section('Company data');
    server.use(http.put('*/users/me/account/company', () => HttpResponse.json({ error: ACCOUNT_ERROR_KEYS.notLegalPerson, hide_error: false }, { status: 409 })));
    await user.click(within(company).getByRole('button', { name: 'Save' }));
    expect(await within(company).findByRole('alert')).toHaveTextContent('Only a legal person has company data and partners. In User type, choose “Legal person” under “I invest as” and save it first.');
  });

  it("honours the tenant's hidden fields and natural-only investors", async () => {
    open({ account: legalPersonAccount(), customization: { hide: { extraFields: true, legalTypeInvestor: true } } });
    const personal = await section('Personal data');
    expect(within(personal).queryByLabelText(/^Second phone/)).not.toBeInTheDocument();
    expect(within(personal).queryByLabelText(/^Occupation/)).not.toBeInTheDocument();
    expect(within(await section('Banking information')).queryByLabelText(/^Account type/)).not.toBeInTheDocument();
    const userType = await section('User type');
    expect(within(userType).queryByRole('radiogroup', { name: /I invest as/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Company data' })).not.toBeInTheDocument();
  });

  it('shows a manager only the sections of their area', async () => {
    open({ account: issuerAccount('manager'), area: managerArea });
    expect(await section('Public name')).toBeInTheDocument();
    for (const name of ['Personal data', 'Identification', 'Legal data', 'Banking information', 'Profile image', 'Change password', 'Delete account']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    for (const name of ['Suitability test', 'Wallet', 'Beneficiaries', 'Investor profile']) {
      expect(screen.queryByRole('heading', { level: 2, name })).not.toBeInTheDocument();
    }
  });

  it('offers the way back to a manager who is simulating the investor', async () => {
    const { unmount } = open();
    await section('Personal data');
    expect(screen.queryByRole('button', { name: 'Back to manager' })).not.toBeInTheDocument();
    unmount();
    open({ simulating: true });
    expect(await screen.findByRole('button', { name: 'Back to manager' })).toBeInTheDocument();
  });

  it("shows a simulating manager the owner's own sections read-only, with the reason, and leaves the rest editable", async () => {
    open({ simulating: true });
    for (const name of ['Personal data', 'Wallet', 'Banking information', 'Beneficiaries', 'Change password']) {
      const owned = await section(name);
      expect(within(owned).getByText('Only the account owner can change this: a manager simulating them cannot.')).toBeInTheDocument();
      for (const control of within(owned).queryAllByRole('textbox')) expect(control).toBeDisabled();
      const buttons = within(owned).getAllByRole('button');
      for (const button of buttons) expect(button).toBeDisabled();
    }
    const profile = await section('Investor profile');
    expect(within(profile).queryByText(/Only the account owner can change this/)).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    open({ language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeInTheDocument();
    expect(await section('Datos bancarios')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Secciones de tu cuenta' })).toBeInTheDocument();
  });
});
