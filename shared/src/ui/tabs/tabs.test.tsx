import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithI18n } from '../../test/i18n';
import { Tabs } from './tabs';

const items = [
  { id: 'all', label: 'All', count: 12 },
  { id: 'signed', label: 'Signed', count: 3 },
  { id: 'closed', label: 'Closed' },
];

function InvestmentTabs() {
  const [tab, setTab] = useState('all');
  return (
    <Tabs items={items} value={tab} onChange={setTab} label="Investments">
      <p>Showing {tab}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('marks the selected tab and labels the panel with it', () => {
    renderWithI18n(<InvestmentTabs />);
    expect(screen.getByRole('tab', { name: 'All 12' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'All 12' })).toHaveTextContent('Showing all');
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    renderWithI18n(<InvestmentTabs />);
    await user.click(screen.getByRole('tab', { name: 'Signed 3' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing signed');
  });

  it('moves with the arrow keys, Home and End, keeping one tab in the Tab order', async () => {
    const user = userEvent.setup();
    renderWithI18n(<InvestmentTabs />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'All 12' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Signed 3' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Signed 3' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'All 12' })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Closed' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All 12' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing all');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithI18n(<InvestmentTabs />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
