import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { boardApi } from 'shared/board/mock-api';
import { demoBoard } from 'shared/board/testing';
import { expectNoA11yViolations } from 'shared/testing';
import { currentLocation, recordRequests, renderScreen, type RecordedRequest } from 'host/testing';
import { BoardModerationPage as BoardModerationScreen } from './moderation.screen';

let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordRequests();
});

function open(path = '/manager/board') {
  const api = boardApi(demoBoard(), { as: 'manager' });
  const view = renderScreen(<BoardModerationScreen />, { path, route: '/manager/board', handlers: api.handlers });
  return { api, view };
}
// The rows once read (the table shows skeleton rows while the first page loads).
const rows = async () => {
  const table = await screen.findByRole('table', { name: 'Ads of the bulletin board' });
  await within(table).findAllByRole('row', { name: /AD-2026/ });
  return within(table).getAllByRole('row').slice(1);
};

describe('/manager/board', () => {
  it('lists ads in every status and filters by status in the address', async () => {
    const user = userEvent.setup();
    const { view } = open();
    expect(await rows()).toHaveLength(7);
    await expectNoA11yViolations(view.container);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Rejected');
    await waitFor(() => expect(currentLocation().search).toBe('?status=rejected'));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(within((await rows())[0] as HTMLElement).getByText('Tokens not available')).toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/board/ads').at(-1)?.params).toMatchObject({ status: 'rejected' });
  });

  it('drops one bad value of the address alone and keeps the other filters', async () => {
    open('/manager/board?status=bogus&type=buy');
    await rows();
    const asked = requests.filter((request) => request.url === '/board/ads').at(-1)?.params;
    expect(asked).toMatchObject({ type: 'buy' });
    expect(asked).not.toHaveProperty('status');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('buy');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('withdraws an open ad only with a reason, which the author is told', async () => {
    const user = userEvent.setup();
    const { api } = open();
    await user.click(await screen.findByRole('button', { name: 'Withdraw AD-2026-000007' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw ad AD-2026-000007?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw ad' }));
    expect(within(dialog).getByText('Say why the ad is withdrawn.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Misleading description.');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw ad' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.ads().find((ad) => ad.id === 'ad-7')).toMatchObject({ status: 'withdrawn', rejection_reason: 'withdrawn_by_manager' });
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ reason: 'Misleading description.' });
  });
});
