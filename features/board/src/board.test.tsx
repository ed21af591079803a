import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { boardApi, type BoardData } from 'shared/board/mock-api';
import { ad, demoBoard, holding, LOFTS, ME, SOLAR } from 'shared/board/testing';
import { expectNoA11yViolations } from 'shared/testing';
import { captureDownloads, createTestPlatform, currentLocation, loginAnswer, recordRequests, renderScreen, type RecordedRequest } from 'host/testing';
import { BoardPage as BoardScreen } from './board.screen';

const saved = captureDownloads();
let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordRequests();
});

function open(path = '/user/transfers', data: BoardData = demoBoard(), platform = createTestPlatform()) {
  const api = boardApi(data);
  const view = renderScreen(<BoardScreen />, { path, route: '/user/transfers', handlers: api.handlers, platform });
  return { api, view };
}
const adList = async (name = 'Published ads') => within(await screen.findByRole('list', { name })).getAllByRole('article');

describe('/user/transfers, the board', () => {
  it('shows the published ads with amount, unit price, reference and date, the Art. 25 notice and the past transactions', async () => {
    const { view } = open();
    const ads = await adList();
    // Published ads of everyone, the investor's own too (without Contact on it).
    expect(ads).toHaveLength(4);
    expect(within(ads[3] as HTMLElement).queryByRole('button', { name: /Contact/ })).not.toBeInTheDocument();
    const solar = ads[0] as HTMLElement;
    expect(solar).toHaveTextContent('Selling Solar Park Almeria');
    expect(solar).toHaveTextContent('120 SPA');
    expect(solar).toHaveTextContent('1.05 €');
    expect(solar).toHaveTextContent('126.00 €');
    expect(solar).toHaveTextContent('AD-2026-000007');
    expect(screen.getByRole('heading', { name: 'A notice board, not an exchange' })).toBeInTheDocument();
    expect(screen.getByText(/there is no matching of orders/)).toBeInTheDocument();
    expect(screen.getByText(/Risk warning/)).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: 'Past transactions' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    await expectNoA11yViolations(view.container);
  });

  it('filters by type, product and price range in the address', async () => {
    const user = userEvent.setup();
    open();
    await adList();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Buy');
    await waitFor(() => expect(currentLocation().search).toBe('?type=buy'));
    await waitFor(async () => expect(await adList()).toHaveLength(1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), '');
    await user.type(screen.getByRole('textbox', { name: 'Minimum unit price' }), '10{Enter}');
    await waitFor(() => expect(currentLocation().search).toBe('?min_price=10'));
    await waitFor(async () => expect(await adList()).toHaveLength(1));
    expect(requests.filter((request) => request.url === '/board/ads').at(-1)?.params).toEqual({ min_price: '10.00', page: '1', per_page: '20' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'Renewables');
    expect(await screen.findByText('No ad matches these filters')).toBeInTheDocument();
  });

  it('contacts an ad’s author with a follow-up type and a message', async () => {
    const user = userEvent.setup();
    const { api } = open();
    await user.click(await screen.findByRole('button', { name: 'Contact the author of AD-2026-000007' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact Pablo O.' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Follow-up/ }), 'Site visit');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Hello, can we talk about the price?');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    // The thread with the author opens on the message sent, to be continued there.
    const thread = await screen.findByRole('dialog', { name: 'Conversation with Pablo O.' });
    expect(within(await within(thread).findByRole('list', { name: 'Messages' })).getByRole('listitem')).toHaveTextContent(/You.*Site visit.*Hello, can we talk about the price\?/);
    expect(api.contacts()).toEqual([{ ad_id: 'ad-7', follow_up: 'site_visit', message: 'Hello, can we talk about the price?' }]);
    expect(currentLocation().search).toBe('?conversation=conv-ad-7-user-21');
  });

  it('keeps the tab in the address and moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('tab', { name: 'Board' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My ads' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(currentLocation().search).toBe('?tab=mine'));
  });
});

describe('/user/transfers, my ads', () => {
  it("offers a simulating manager the investor's ads and transfers disabled, and says why; reading stays open", async () => {
    const platform = createTestPlatform();
    platform.session.signIn(loginAnswer({ id: 'u-manager', email: 'manager@demo.test', role: 'ADMIN', token: 'manager' }), Date.now());
    platform.session.startBackdoor(loginAnswer({ token: 'simulated' }), Date.now());
    open('/user/transfers?tab=mine', demoBoard(), platform);
    const ads = await adList('Your ads');
    expect(screen.getByRole('note')).toHaveTextContent('Posting, changing or withdrawing ads and transferring tokens are the investor’s alone');
    expect(screen.getByRole('button', { name: 'New ad' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Transfer tokens' })).toBeDisabled();
    // Reading the messages about an ad stays open; writing in them is refused in the thread.
    const actions = ads.flatMap((item) => within(item).queryAllByRole('button')).filter((button) => !/^Messages/.test(button.textContent ?? ''));
    expect(actions.length).toBeGreaterThan(0);
    for (const button of actions) expect(button).toBeDisabled();
  });

  it('lists my ads with their status and the reason of a rejection', async () => {
    const { view } = open('/user/transfers?tab=mine');
    const ads = await adList('Your ads');
    expect(ads).toHaveLength(3);
    const rejected = ads.find((item) => /AD-2026-000002/.test(item.textContent ?? '')) as HTMLElement;
    expect(rejected).toHaveTextContent('Rejected');
    expect(rejected).toHaveTextContent('Rejected: the tokens were not available.');
    expect(within(rejected).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    await expectNoA11yViolations(view.container);
  });

  it('refuses a new ad with a script tag, then publishes a valid one with the amount computed live', async () => {
    const user = userEvent.setup();
    const { api } = open('/user/transfers?tab=mine');
    await adList('Your ads');
    await user.click(screen.getByRole('button', { name: 'New ad' }));
    const dialog = screen.getByRole('dialog', { name: 'New ad' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish ad' }));
    expect(await within(dialog).findAllByText('This field cannot be blank')).not.toHaveLength(0);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Investment/ }), 'inv-1');
    expect(within(dialog).getByText(/^120.SPA available$/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Number of tokens/ }), '200');
    await user.type(within(dialog).getByRole('textbox', { name: /Unit price/ }), '1.25');
    expect(within(dialog).getByText('250.00 €')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish ad' }));
    expect(await within(dialog).findByText('The number is too large (max 120)')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Number of tokens/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Number of tokens/ }), '20');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), '<script>alert(1)</script>');
    await user.click(within(dialog).getByRole('button', { name: 'Publish ad' }));
    expect(await within(dialog).findByText('This text contains code that is not allowed (scripts, event handlers or SQL)')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await user.clear(within(dialog).getByRole('textbox', { name: /Description/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Twenty tokens of the park.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish ad' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.ads()[0]).toMatchObject({ status: 'in_review', tokens: 20, unit_price: '1.25', amount: '25.00', author: ME });
  });

  it('edits an ad, which goes back to review, and withdraws another after asking', async () => {
    const user = userEvent.setup();
    const { api } = open('/user/transfers?tab=mine');
    await user.click(await screen.findByRole('button', { name: 'Edit AD-2026-000004' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit ad AD-2026-000004' });
    const price = within(dialog).getByRole('textbox', { name: /Unit price/ });
    await user.clear(price);
    await user.type(price, '1.30');
    await user.click(within(dialog).getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.ads().find((item) => item.id === 'ad-4')).toMatchObject({ status: 'in_review', unit_price: '1.30', amount: '39.00' });

    await user.click(screen.getByRole('button', { name: 'Withdraw AD-2026-000003' }));
    const confirm = screen.getByRole('dialog', { name: 'Withdraw this ad?' });
    expect(confirm).toHaveTextContent('cannot be published again');
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw ad' }));
    await waitFor(() => expect(api.ads().find((item) => item.id === 'ad-3')?.status).toBe('withdrawn'));
  });
});

describe('/user/transfers, transfers', () => {
  it('lists sent and received transfers, filters by direction in the address and exports', async () => {
    const user = userEvent.setup();
    const { view } = open('/user/transfers?tab=transfers');
    const table = await screen.findByRole('table', { name: 'Your transfers' });
    // Skeleton rows while the first page loads, then the header and three transfers.
    await waitFor(() => expect(within(table).getAllByRole('row', { name: /Sent|Received/ })).toHaveLength(3));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expectNoA11yViolations(view.container);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'Received');
    await waitFor(() => expect(currentLocation().search).toBe('?tab=transfers&direction=received'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Your transfers' })).getAllByRole('row')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved.at(-1)?.name).toBe('transfers.csv'));
  });

  it('transfers tokens after confirming the recipient’s name, and says when tokens are not enough', async () => {
    const user = userEvent.setup();
    const { api } = open('/user/transfers?tab=transfers', { ...demoBoard(), holdings: [holding(SOLAR, 150, 120), holding(LOFTS, 60, 40)] });
    await screen.findByRole('table', { name: 'Your transfers' });
    await user.click(screen.getByRole('button', { name: 'Transfer tokens' }));
    let dialog = screen.getByRole('dialog', { name: 'Transfer tokens' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Project/ }), 'Valencia Lofts');
    await user.type(within(dialog).getByRole('textbox', { name: /Number of tokens/ }), '50');
    await user.type(within(dialog).getByRole('textbox', { name: /Destination/ }), 'nobody@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('The number is too large (max 40)')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Number of tokens/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Number of tokens/ }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('No registered investor has this wallet or e-mail.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Destination/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Destination/ }), 'ana.beltran@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm the transfer' });
    expect(dialog).toHaveTextContent('Send 5 VL of Valencia Lofts to Ana B.?');
    await user.click(within(dialog).getByRole('button', { name: 'Send tokens' }));
    dialog = await screen.findByRole('dialog', { name: 'Transfer done' });
    expect(dialog).toHaveTextContent('Ana B. has received 5 VL.');
    expect(api.transfers()[0]).toMatchObject({ tokens: 5, direction: 'sent', counterparty: { name: 'Ana B.' } });
  });

  it('says the tokens are not enough when the API refuses the transfer', async () => {
    const user = userEvent.setup();
    // The screen allows 40 from its last reading; meanwhile another transfer spent them.
    const data = { ...demoBoard(), holdings: [holding(LOFTS, 60, 40)] };
    const { api } = open('/user/transfers?tab=transfers', data);
    await screen.findByRole('table', { name: 'Your transfers' });
    await user.click(screen.getByRole('button', { name: 'Transfer tokens' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer tokens' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Project/ }), 'Valencia Lofts');
    await user.type(within(dialog).getByRole('textbox', { name: /Number of tokens/ }), '30');
    await user.type(within(dialog).getByRole('textbox', { name: /Destination/ }), '0x2222222222222222222222222222222222222222');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the transfer' });
    await fetch('http://localhost/api/v2/pfp/transfers', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ issuance_id: LOFTS.id, tokens: 20, destination_email: 'ana.beltran@example.com' }),
    });
    await user.click(within(confirm).getByRole('button', { name: 'Send tokens' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('You do not have enough available tokens of this project for this transfer.');
    expect(api.transfers().filter((row) => row.id.startsWith('tr-new'))).toHaveLength(1);
  });

  it('completes a sale from my published sell ad, naming the ad and its unit price', async () => {
    const user = userEvent.setup();
    const { api } = open('/user/transfers?tab=mine', { ...demoBoard(), ads: [ad({ id: 'ad-4', author: ME, tokens: 30, unit_price: '1.20' })] });
    await user.click(await screen.findByRole('button', { name: 'Transfer tokens of AD-2026-000004' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer tokens' });
    expect(dialog).toHaveTextContent('Completes the sale agreed on ad AD-2026-000004 at 1.20 € per token.');
    await user.type(within(dialog).getByRole('textbox', { name: /Destination/ }), 'pablo.ortega@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Send tokens' }));
    await screen.findByRole('dialog', { name: 'Transfer done' });
    expect(requests.find((request) => request.method === 'POST' && request.url === '/transfers')?.body).toMatchObject({ ad_id: 'ad-4', unit_price: '1.20', tokens: 30 });
    expect(api.ads()[0]?.status).toBe('closed');
  });
});
