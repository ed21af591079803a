import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
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

  /** Lays the tab row out as a browser would on a phone: 300 px wide, each tab 120 px, scrolled
   * to `scrollLeft`. jsdom lays nothing out. */
  function layOut(list: HTMLElement) {
    let scrollLeft = 0;
    Object.defineProperties(list, {
      clientWidth: { get: () => 300 },
      scrollWidth: { get: () => 360 },
      scrollLeft: { get: () => scrollLeft, set: (value: number) => void (scrollLeft = Math.max(0, Math.min(60, value))) },
      getBoundingClientRect: { value: () => DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 40 }) },
    });
    screen.getAllByRole('tab').forEach((tab, index) => {
      tab.getBoundingClientRect = () => DOMRect.fromRect({ x: index * 120 - scrollLeft, y: 0, width: 120, height: 40 });
    });
    fireEvent.scroll(list);
    return { scrollLeft: () => scrollLeft };
  }

  it('fades the edge of a row that hides more tabs: after it at first, before it once scrolled to the end', () => {
    renderWithI18n(<InvestmentTabs />);
    const list = screen.getByRole('tablist');
    expect(list).not.toHaveAttribute('data-more-after');
    const row = layOut(list);
    expect(list).toHaveAttribute('data-more-after');
    expect(list).not.toHaveAttribute('data-more-before');
    list.scrollLeft = 60;
    fireEvent.scroll(list);
    expect(row.scrollLeft()).toBe(60);
    expect(list).toHaveAttribute('data-more-before');
    expect(list).not.toHaveAttribute('data-more-after');
  });

  it('scrolls the row to a tab the arrow keys select beyond its edge, and back to the first', async () => {
    const user = userEvent.setup();
    renderWithI18n(<InvestmentTabs />);
    const row = layOut(screen.getByRole('tablist'));
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Closed' })).toHaveAttribute('aria-selected', 'true');
    expect(row.scrollLeft()).toBe(60);
    await user.keyboard('{Home}');
    expect(row.scrollLeft()).toBe(0);
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithI18n(<InvestmentTabs />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
