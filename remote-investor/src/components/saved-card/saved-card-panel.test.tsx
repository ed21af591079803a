import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderScreen } from 'host/testing';
import type { PaymentCard } from 'shared';
// Registers the investor's words, as loading the remote does in the page.
import '../../routes';
import { SavedCardPanel } from './saved-card-panel';

function cardApi(initial: PaymentCard, remove: () => Response = () => HttpResponse.json({ data: { available: true, card: null } })) {
  const removed: number[] = [];
  const served: number[] = [];
  const handlers = [
    http.get('*/payment-card', () => {
      served.push(1);
      return HttpResponse.json({ data: initial });
    }),
    http.delete('*/payment-card', () => {
      removed.push(1);
      return remove();
    }),
  ];
  return { handlers, removed, served };
}

const VISA: PaymentCard = { available: true, card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 } };

describe("the account's saved card", () => {
  it('shows the brand, the last four digits and the expiry, and removes the card only after asking', async () => {
    const api = cardApi(VISA);
    renderScreen(<SavedCardPanel />, { path: '/user/account', handlers: api.handlers });
    expect(await screen.findByText('Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('Expires 04/2031')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove your saved card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.removed).toHaveLength(0);
    expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Remove your saved card?' })).getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.removed).toHaveLength(1);
    expect(screen.getByText(/No card saved/)).toBeInTheDocument();
  });

  it('says so in the dialog when the card could not be removed, and keeps showing it', async () => {
    const api = cardApi(VISA, () => HttpResponse.json({ error: 'internal_error', hide_error: false }, { status: 502 }));
    renderScreen(<SavedCardPanel />, { path: '/user/account', handlers: api.handlers });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove card' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove your saved card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await within(dialog).findByText('The card could not be removed. Try again.')).toBeInTheDocument();
  });

  it('is not shown where the platform keeps no cards', async () => {
    const api = cardApi({ available: false, card: null });
    renderScreen(<SavedCardPanel />, { path: '/user/account', handlers: api.handlers });
    await waitFor(() => expect(api.served).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Saved card' })).not.toBeInTheDocument());
  });
});
