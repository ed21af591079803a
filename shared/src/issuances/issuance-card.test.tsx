import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { ReactNode } from 'react';
import { renderWithI18n } from '../test/i18n';
import { IssuanceCard, type IssuanceItemProps } from './issuance-card';
import { IssuanceRow } from './issuance-row';
import { issuanceSummary } from './testing';

function TestLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

const euros = (amount: string) => `${amount} €`;

function props(overrides: Partial<IssuanceItemProps> = {}): IssuanceItemProps {
  return {
    issuance: issuanceSummary(),
    to: '/user/issuances/1',
    linkComponent: TestLink,
    formatMoney: euros,
    showProgress: true,
    ...overrides,
  };
}

describe.each([
  ['IssuanceCard', IssuanceCard],
  ['IssuanceRow', IssuanceRow],
])('%s', (_name, Item) => {
  it('names the project and links its title to the project sheet', () => {
    renderWithI18n(<Item {...props()} />);
    expect(screen.getByRole('article', { name: 'Solar Park Almeria' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solar Park Almeria' })).toHaveAttribute('href', '/user/issuances/1');
    expect(screen.getByText('5 MW photovoltaic plant')).toBeInTheDocument();
  });

  it('shows the phase as its one status word, with its colour: the word the status filter and the manager use', () => {
    const { unmount } = renderWithI18n(<Item {...props({ issuance: issuanceSummary({ status: 'CLOSED', phase: 'financed', card_status: 'financed' }) })} />);
    expect(screen.getByText('Financed')).toHaveClass('success');
    unmount();
    const pre = renderWithI18n(<Item {...props({ issuance: issuanceSummary({ status: 'PRE_CAMPAIGN', phase: 'pre-campaign', card_status: 'candidacy' }) })} />, 'es');
    expect(screen.getByText('Precampaña')).toHaveClass('info');
    expect(screen.queryByText('Candidatura')).not.toBeInTheDocument();
    pre.unmount();
  });

  it('shows the campaign progress against the maximum, with the soft cap, in the tenant currency', () => {
    renderWithI18n(<Item {...props()} />);
    const bar = screen.getByRole('progressbar', { name: 'Campaign progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '24');
    expect(bar).toHaveAttribute('aria-valuetext', '120000.00 € of 500000.00 €, 24%');
    expect(screen.getByText('Soft cap 150000.00 €')).toBeInTheDocument();
  });

  it('hides the progress bar when the tenant hides it, keeping the amount raised', () => {
    renderWithI18n(<Item {...props({ showProgress: false })} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('120000.00 €')).toBeInTheDocument();
  });

  it('shows the days left, or that the campaign ended', () => {
    const { unmount } = renderWithI18n(<Item {...props()} />);
    expect(screen.getByText('69 days left')).toBeInTheDocument();
    unmount();
    renderWithI18n(<Item {...props({ issuance: issuanceSummary({ status: 'CLOSED', remaining_days: 0 }) })} />);
    expect(screen.getByText('Campaign ended')).toBeInTheDocument();
  });

  it('calls investors members in the EXEU wording', () => {
    const { unmount } = renderWithI18n(<Item {...props()} />);
    expect(screen.getByText('12 investors')).toBeInTheDocument();
    unmount();
    renderWithI18n(<Item {...props({ wording: 'exeu' })} />, 'es');
    expect(screen.getByText('12 miembros')).toBeInTheDocument();
  });

  it('marks a project the person invested in', () => {
    renderWithI18n(<Item {...props({ issuance: issuanceSummary({ invested: true }) })} />);
    expect(screen.getByText('You invested')).toBeInTheDocument();
  });

  it('offers a follow toggle that asks for the opposite of its pressed state', async () => {
    const onFollowChange = jest.fn();
    const { rerender } = renderWithI18n(<Item {...props({ onFollowChange })} />);
    const follow = screen.getByRole('button', { name: 'Follow Solar Park Almeria' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(follow);
    expect(onFollowChange).toHaveBeenLastCalledWith(true);

    rerender(<Item {...props({ onFollowChange, issuance: issuanceSummary({ following: true }) })} />);
    expect(screen.getByRole('button', { name: 'Follow Solar Park Almeria', pressed: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Follow Solar Park Almeria' }));
    expect(onFollowChange).toHaveBeenLastCalledWith(false);
  });

  it('has no follow button where following means nothing', () => {
    renderWithI18n(<Item {...props()} />);
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithI18n(
      <main>
        <Item {...props({ onFollowChange: jest.fn(), issuance: issuanceSummary({ following: true, invested: true }) })} />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
