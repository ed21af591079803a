import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createTestPlatform, recordRequests, renderScreen } from 'host/testing';
import { customizationDefaults } from 'shared';
import { customizationAdminApi } from 'shared/customization-admin/mock-api';
import { customizationDraftFixture, customizationVersionFixture } from 'shared/customization-admin/testing';
import { expectNoA11yViolations } from 'shared/testing';
// Registers the manager's words, as loading the remote does in the page.
import '../../routes';
import CustomizationScreen from './customization.screen';

/** The tenant's payload the host fetches again after a save, as the API would serve it. */
const served = (title: string) => http.get('*/v2/ui/get-customization', () => HttpResponse.json({ data: { ...customizationDefaults, title } }));

function open(handlers = customizationAdminApi().handlers) {
  return renderScreen(<CustomizationScreen />, { path: '/manager/customization', handlers: [...handlers, served('Saved title')] });
}

const preview = () => screen.getByTestId('customization-preview');

describe('/manager/customization', () => {
  it('shows every section of the payload with labelled controls', async () => {
    const { container } = open();
    expect(await screen.findByLabelText('Brand colour')).toHaveValue('#1d4ed8');
    for (const name of ['Theme', 'Title and images', 'Addresses', 'Currency', 'Flows', 'Hidden elements', 'Registration fields', 'Extras', 'Texts', 'Analytics', 'Modules', 'Versions']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Advanced CSS')).toHaveValue('');
    expect(screen.getByLabelText('Declare-interest description (English)')).toHaveValue('Tell us how much you would like to invest.');
    expect(screen.getByLabelText('Identity verification (KYC)')).toHaveValue('sandbox');
    expect(screen.getByLabelText('ERIR reporting')).toBeDisabled();
    await screen.findByText('Version 1');
    await expectNoA11yViolations(container);
  });

  it('names the adapter that runs when the tenant chose none, instead of calling the module off', async () => {
    const payload = customizationDraftFixture();
    payload.modules = { ...payload.modules, kyc: null, payment: null, signature: null };
    open(customizationAdminApi([customizationVersionFixture({ payload })]).handlers);
    const kyc = await screen.findByLabelText('Identity verification (KYC)');
    await waitFor(() => expect(kyc).toHaveDisplayValue('Sandbox (default)'));
    expect(screen.getByLabelText('Payments')).toHaveDisplayValue('Sandbox (default)');
    expect(screen.getByLabelText('Contract signature')).toHaveDisplayValue('Simple electronic signature (default)');
    expect(screen.getByLabelText('Earnings payouts')).toHaveDisplayValue('Sandbox (default)');
  });

  it('changes the preview as a colour is typed, before anything is saved', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    open();
    const hex = await screen.findByLabelText('Brand colour');
    expect(preview().style.getPropertyValue('--color-primary')).toBe('#1d4ed8');
    await user.clear(hex);
    await user.type(hex, '#aa0000');
    expect(preview().style.getPropertyValue('--color-primary')).toBe('#aa0000');
    expect(screen.getByLabelText('Brand colour: colour picker')).toHaveValue('#aa0000');
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('warns when a text colour falls below the AA contrast', async () => {
    const user = userEvent.setup();
    open();
    const text = await screen.findByLabelText('Text');
    expect(screen.queryByText(/WCAG AA/)).not.toBeInTheDocument();
    await user.clear(text);
    await user.type(text, '#dddddd');
    const warning = screen.getByText(/WCAG AA/).closest('[role="status"]');
    expect(warning).toHaveTextContent('Text on Card background');
  });

  it('reorders the onboarding steps from the keyboard, announces the move and shows it in the preview', async () => {
    const user = userEvent.setup();
    open();
    const steps = await screen.findByRole('group', { name: 'Onboarding steps' });
    const second = within(steps).getAllByRole('listitem')[1]!.textContent!.replace(/^\d/, '');
    const up = within(steps).getByRole('button', { name: `Move ${second} up in Onboarding steps` });
    up.focus();
    await user.keyboard('{Enter}');
    const items = within(steps).getAllByRole('listitem').map((item) => item.textContent?.replace(/^\d/, ''));
    expect(items[0]).toBe(second);
    expect(screen.getByText(`${second} moved to position 1 of 5`)).toBeInTheDocument();
    expect(within(preview()).getAllByRole('listitem')[0]).toHaveTextContent(second);
  });

  it('shows a refused CSS under its field, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { container } = open();
    const css = await screen.findByLabelText('Advanced CSS');
    const refused = 'a { background: url(javascript:alert(1)) }';
    await user.click(css);
    await user.paste(refused);
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText('The CSS cannot use url(javascript:…) or other script addresses')).toBeInTheDocument();
    expect(screen.getByLabelText('Advanced CSS')).toHaveValue(refused);
    expect(screen.getByLabelText('Advanced CSS')).toHaveAccessibleDescription(expect.stringContaining('The CSS cannot use url(javascript:…) or other script addresses'));
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need fixing');
    await expectNoA11yViolations(container);
  });

  it('refuses a draft its schema refuses before sending it, with the message under the field', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    open();
    const symbol = await screen.findByLabelText(/^Symbol\b(?! position)/);
    await user.clear(symbol);
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields need fixing');
    expect(screen.getByLabelText(/^Symbol\b(?! position)/)).toHaveAccessibleDescription(expect.stringContaining('This field cannot be blank'));
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('shows a field the API still refuses (400) under that field', async () => {
    const user = userEvent.setup();
    open([
      http.put('*/manager/customization', () =>
        HttpResponse.json({ error: 'validation_error', hide_error: false, fields: { title: { key: 'validator.error_string_max', params: { max: 3 } } } }, { status: 400 }),
      ),
      ...customizationAdminApi().handlers,
    ]);
    await user.click(await screen.findByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields need fixing');
    expect(screen.getByLabelText('Browser tab title')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says under the token ledger when this deployment has no chain for the tenant', async () => {
    const user = userEvent.setup();
    open([
      http.put('*/manager/customization', () =>
        HttpResponse.json({ error: 'validation_error', hide_error: false, fields: { 'modules.ledger': { key: 'customization.ledger_chain_not_configured' } } }, { status: 400 }),
      ),
      ...customizationAdminApi().handlers,
    ]);
    await user.click(await screen.findByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields need fixing');
    expect(screen.getByLabelText('Token ledger')).toHaveAccessibleDescription(expect.stringContaining('This deployment has no chain settings (evm) for this tenant'));
  });

  it("shows a CSS loading an address outside the tenant's uploads refused under its field", async () => {
    const user = userEvent.setup();
    open();
    const css = await screen.findByLabelText('Advanced CSS');
    await user.click(css);
    await user.paste('input[value^="a"] { background: url(https://evil.example/leak?a) }');
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    const refused = 'The CSS can only load files uploaded to this platform (url(/api/v2/pfp/files/…)) or data: addresses';
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(screen.getByLabelText('Advanced CSS')).toHaveAccessibleDescription(expect.stringContaining(refused));
  });

  it('opens a CSS saved before the rule against outside addresses as it was, with what is wrong under it', async () => {
    const stored = 'body { background: url(https://cdn.example/brand.png) }';
    open(customizationAdminApi([customizationVersionFixture({ payload: { ...customizationDraftFixture(), css: stored } })]).handlers);
    const css = await screen.findByLabelText('Advanced CSS');
    expect(css).toHaveValue(stored);
    expect(css).toHaveAccessibleDescription(expect.stringContaining('The CSS can only load files uploaded to this platform'));
  });

  it('saves a new version, says so, lists it and refreshes the page’s own customization', async () => {
    const user = userEvent.setup();
    const platform = createTestPlatform();
    const toasts: unknown[] = [];
    platform.bus.on('toast.requested').subscribe((toast) => toasts.push(toast));
    const api = customizationAdminApi();
    renderScreen(<CustomizationScreen />, { path: '/manager/customization', platform, handlers: [...api.handlers, served('Saved title')] });
    const title = await screen.findByLabelText('Browser tab title');
    await user.clear(title);
    await user.type(title, 'Saved title');
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', messageKey: 'manager:customization.saved', params: { number: 2 } }]));
    expect(api.versions().at(-1)?.changed).toEqual(['title']);
    await waitFor(() => expect(platform.customization.getSnapshot().value.title).toBe('Saved title'));
    expect(await screen.findByText('Changed: Browser tab title')).toBeInTheDocument();
  });

  it('says what each version changed in the form’s own words', async () => {
    const changed = ['theme.colors.primary', 'texts.investCustomDisclaimer.es', 'modules.kyc', 'image.logo'];
    open(customizationAdminApi([customizationVersionFixture(), customizationVersionFixture({ id: 'v-2', number: 2, changed })]).handlers);
    expect(await screen.findByText('Changed: Brand colour, Investment disclaimer (Spanish), Identity verification (KYC), Logo')).toBeInTheDocument();
  });

  it('compares a version with the current payload and restores it after a confirmation', async () => {
    const user = userEvent.setup();
    const api = customizationAdminApi();
    const platform = createTestPlatform();
    const toasts: unknown[] = [];
    platform.bus.on('toast.requested').subscribe((toast) => toasts.push(toast));
    renderScreen(<CustomizationScreen />, { path: '/manager/customization', platform, handlers: [...api.handlers, served('Second')] });
    const title = await screen.findByLabelText('Browser tab title');
    await user.clear(title);
    await user.type(title, 'Second');
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    await screen.findByText('Changed: Browser tab title');

    await user.click(screen.getByRole('button', { name: 'Compare version 1 with the current customization' }));
    const comparison = (await screen.findByRole('heading', { name: 'Version 1 differs from the current customization in:' })).parentElement!;
    expect(within(comparison).getByRole('listitem')).toHaveTextContent('Browser tab title');

    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    expect(dialog).toHaveTextContent('Unsaved changes in the form are lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', messageKey: 'manager:customization.versions.restored', params: { number: 1 } }));
    await waitFor(() => expect(screen.getByLabelText('Browser tab title')).toHaveValue('Demo Invest'));
    expect(api.versions().at(-1)).toMatchObject({ number: 3, restored_from: 1 });
  });
});

describe('the favicon and logo uploads', () => {
  const png = (name: string, bytes: number) => new File(['x'.repeat(bytes)], name, { type: 'image/png' });

  it('refuses an image over the size limit before sending it, naming the limit and the allowed types', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    open();
    await user.upload(await screen.findByLabelText('Favicon'), png('icon.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image is too large (max 5 MB). Allowed extensions: jpg, jpeg, png, webp, gif');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
