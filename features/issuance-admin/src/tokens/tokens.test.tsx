import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { investmentsAdminApi } from 'shared/investments/admin-mock-api';
import { token } from 'shared/investments/admin-testing';
import { issuancesApi } from 'shared/issuances/mock-api';
import { currentLocation, recordRequests, renderScreen, type RecordedRequest } from 'host/testing';
import { summary } from '../test/issuances';
import { managerArea } from '../test/manager-area';
import { NewTokenPage } from './new-token.screen';
import { TokenSheetPage } from './token-sheet.screen';
import { TokensPage } from './tokens.screen';

const SOLAR_TOKEN = token({ issuance_id: 'iss-1', issuance_title: 'Solar Park Almería' });
const candidate = (issuance_id: string, issuance_title: string) => ({ issuance_id, issuance_title, issuance_slug: issuance_id, supply: 1000, price: '10.00', contract_address: null });
// Solar Park is still offered, as when it got its token after the form was opened.
const CANDIDATES = [candidate('iss-1', 'Solar Park Almería'), candidate('iss-2', 'Valencia Lofts')];
const handlers = () => [
  ...investmentsAdminApi({ tokens: [SOLAR_TOKEN], candidates: CANDIDATES }).handlers,
  ...issuancesApi([summary(), summary({ id: 'iss-2', title: 'Valencia Lofts' })]).handlers,
];

let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordRequests();
});

describe('/manager/tokens', () => {
  it('lists each token with its issuance, supply, price, minted and holders, and leads to its sheet and to a new one', async () => {
    renderScreen(<TokensPage area={managerArea} />, { path: '/manager/tokens', handlers: handlers() });
    const row = await screen.findByRole('row', { name: /Solar Park Token/ });
    expect(within(row).getByRole('link', { name: 'Solar Park Token' })).toHaveAttribute('href', '/manager/tokens/tok-1');
    expect(within(row).getByRole('link', { name: 'Solar Park Almería' })).toHaveAttribute('href', '/manager/issuances/iss-1');
    expect(within(row).getByRole('cell', { name: '50,000' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '12,500' })).toBeInTheDocument();
    expect(within(row).getByText('Built-in ledger')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New token' })).toHaveAttribute('href', '/manager/tokens/new');
  });
});

describe('/manager/tokens/new', () => {
  function open() {
    renderScreen(<NewTokenPage area={managerArea} />, { path: '/manager/tokens/new', handlers: handlers() });
  }

  it('says under each field what is missing or wrong, and sends nothing', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('option', { name: 'Valencia Lofts' });
    await user.type(screen.getByRole('textbox', { name: /Symbol/ }), 'S');
    await user.type(screen.getByRole('textbox', { name: /Acronym/ }), 'S$');
    await user.type(screen.getByRole('textbox', { name: /Contract address/ }), '0x123');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByRole('combobox', { name: /Issuance/ })).toHaveAccessibleDescription(/This field cannot be blank/);
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(/This field cannot be blank/);
    expect(screen.getByRole('textbox', { name: /Symbol/ })).toHaveAccessibleDescription(/Too short \(min 2 characters\)/);
    expect(screen.getByRole('textbox', { name: /Acronym/ })).toHaveAccessibleDescription(/cannot contain special characters/);
    expect(screen.getByRole('textbox', { name: /Contract address/ })).toHaveAccessibleDescription(/The wallet address is (incorrect|too short)/);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('creates the token of the chosen issuance and opens its sheet', async () => {
    const user = userEvent.setup();
    open();
    await user.selectOptions(await screen.findByRole('combobox', { name: /Issuance/ }), await screen.findByRole('option', { name: 'Valencia Lofts' }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Lofts Token');
    await user.type(screen.getByRole('textbox', { name: /Symbol/ }), 'VLT');
    await user.type(screen.getByRole('textbox', { name: /Acronym/ }), 'VL');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/manager/tokens/tok-2'));
    expect(requests.find((request) => request.method === 'POST' && request.url === '/tokens')?.body).toEqual({
      issuance_id: 'iss-2',
      name: 'Lofts Token',
      symbol: 'VLT',
      acronym: 'VL',
    });
  });

  it('says on the form when the issuance already has a token', async () => {
    const user = userEvent.setup();
    open();
    await user.selectOptions(await screen.findByRole('combobox', { name: /Issuance/ }), await screen.findByRole('option', { name: 'Solar Park Almería' }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Second Token');
    await user.type(screen.getByRole('textbox', { name: /Symbol/ }), 'SPB');
    await user.type(screen.getByRole('textbox', { name: /Acronym/ }), 'SB');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This issuance already has a token.');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Second Token');
  });
});

describe('/manager/tokens/:id', () => {
  it('shows the supply, price, minted share, holders, contract and issuance of the token', async () => {
    renderScreen(<TokenSheetPage area={managerArea} />, { path: '/manager/tokens/tok-1', route: '/manager/tokens/:id', handlers: handlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar Park Token' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /Minted of the supply/ })).toHaveAttribute('aria-valuetext', '25% minted');
    expect(screen.getByText('10.00 €')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solar Park Almería' })).toHaveAttribute('href', '/manager/issuances/iss-1');
  });

  it("answers a token that does not exist with the host's 404 page naming the address", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(<TokenSheetPage area={managerArea} />, { path: '/manager/tokens/nope', route: '/manager/tokens/:id', handlers: handlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/manager/tokens/nope')).toBeInTheDocument();
  });
});
