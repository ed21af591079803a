import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithI18n } from '../test/i18n';
import { IssuanceFilters, type IssuanceFilterValues } from './issuance-filters';
import { ViewSwitch } from './view-switch';

const PUBLISHED = ['PRE_CAMPAIGN', 'CAMPAIGN', 'CLOSED'] as const;
const empty: IssuanceFilterValues = { q: '', sort: 'newest' };

function renderFilters(value: IssuanceFilterValues = empty, locale: 'en' | 'es' = 'en') {
  const onChange = jest.fn();
  const onClear = jest.fn();
  const view = renderWithI18n(<IssuanceFilters value={value} onChange={onChange} onClear={onClear} statuses={PUBLISHED} showFollowed />, locale);
  return { ...view, onChange, onClear };
}

describe('IssuanceFilters', () => {
  it('offers only the statuses the person may see, named in their language', () => {
    renderFilters(empty, 'es');
    const status = screen.getByRole('combobox', { name: 'Estado' });
    expect([...status.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Todos los estados',
      'Precampaña',
      'Campaña',
      'Cerrado',
    ]);
  });

  it('reports a chosen status, product type and order', async () => {
    const { onChange } = renderFilters();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'CAMPAIGN');
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, status: 'CAMPAIGN' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Product type' }), 'real_estate');
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, product_type: 'real_estate' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'ending_soon');
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, sort: 'ending_soon' });
  });

  it('clears a filter by choosing "all"', async () => {
    const { onChange } = renderFilters({ ...empty, status: 'CLOSED' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, status: undefined });
  });

  it('reports each keystroke of the search box, which the caller debounces', async () => {
    const { onChange } = renderFilters();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'S');
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, q: 'S' });
  });

  it('filters to the followed projects', async () => {
    const { onChange } = renderFilters();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only projects I follow' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, followed: true });
  });

  it('offers to clear the filters only when one is set', async () => {
    const { unmount } = renderFilters();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    unmount();
    const { onClear } = renderFilters({ ...empty, q: 'solar' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderFilters({ ...empty, status: 'CAMPAIGN' });
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('ViewSwitch', () => {
  it('shows the current view as the pressed button and reports the other', async () => {
    const onChange = jest.fn();
    renderWithI18n(<ViewSwitch value="grid" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'View' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(onChange).toHaveBeenCalledWith('list');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithI18n(<ViewSwitch value="list" onChange={jest.fn()} />, 'es');
    expect(await axe(container)).toHaveNoViolations();
  });
});
