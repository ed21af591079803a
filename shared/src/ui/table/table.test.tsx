import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithI18n } from '../../test/i18n';
import { type Column, Table } from './table';
import { paginate, sortRows } from './sort';

type Investment = { id: number; project: string; amount: number; date: string | null };

const rows: Investment[] = [
  { id: 1, project: 'Solar Park', amount: 1500, date: '2026-02-01' },
  { id: 2, project: 'art gallery', amount: 200, date: null },
  { id: 3, project: 'Building 10', amount: 9000, date: '2026-01-15' },
  { id: 4, project: 'Building 9', amount: 200, date: '2026-03-01' },
];

const columns: Column<Investment>[] = [
  { id: 'project', header: 'Project', cell: (row) => row.project, sortValue: (row) => row.project },
  { id: 'amount', header: 'Amount', cell: (row) => `${row.amount} €`, sortValue: (row) => row.amount, numeric: true },
  { id: 'status', header: 'Status', cell: () => 'Paid' },
];

function projectColumn() {
  return screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

describe('Table', () => {
  it('sorts ascending on the first header click and descending on the second, reflecting it in aria-sort', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Table caption="Investments" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const header = screen.getByRole('columnheader', { name: /amount/i });
    expect(header).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header).getByRole('button', { name: /amount/i }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(projectColumn()).toEqual(['art gallery', 'Building 9', 'Solar Park', 'Building 10']);

    await user.click(within(header).getByRole('button', { name: /amount/i }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(projectColumn()).toEqual(['Building 10', 'Solar Park', 'art gallery', 'Building 9']);
  });

  it('sorts text naturally and ignoring case', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Table caption="Investments" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    await user.click(screen.getByRole('button', { name: /project/i }));
    expect(projectColumn()).toEqual(['art gallery', 'Building 9', 'Building 10', 'Solar Park']);
  });

  it('reports header clicks without reordering when the server sorts', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    renderWithI18n(
      <Table caption="Investments" columns={columns} rows={rows} rowKey={(row) => row.id} sort={null} onSortChange={onSortChange} manualSorting />,
    );
    await user.click(screen.getByRole('button', { name: /amount/i }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'amount', direction: 'ascending' });
    expect(projectColumn()).toEqual(['Solar Park', 'art gallery', 'Building 10', 'Building 9']);
  });

  it('does not offer sorting on columns without a sort value', () => {
    renderWithI18n(<Table caption="Investments" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const status = screen.getByRole('columnheader', { name: 'Status' });
    expect(status).not.toHaveAttribute('aria-sort');
    expect(within(status).queryByRole('button')).toBeNull();
  });

  it('right-aligns amounts with tabular numbers', () => {
    renderWithI18n(<Table caption="Investments" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    expect(screen.getByRole('cell', { name: '9000 €' })).toHaveClass('numeric');
  });

  it('shows an empty state when there are no rows and skeletons while loading', () => {
    const { rerender } = renderWithI18n(<Table caption="Investments" columns={columns} rows={[]} rowKey={(row) => row.id} />);
    expect(screen.getByText('No results')).toBeInTheDocument();
    rerender(<Table caption="Investments" columns={columns} rows={[]} rowKey={(row) => row.id} loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No results')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithI18n(<Table caption="Investments" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('sortRows and paginate', () => {
  it('keeps empty values last in both directions', () => {
    const byDate = (row: Investment) => row.date;
    expect(sortRows(rows, { column: 'date', direction: 'ascending' }, byDate).map((row) => row.id)).toEqual([3, 1, 4, 2]);
    expect(sortRows(rows, { column: 'date', direction: 'descending' }, byDate).map((row) => row.id)).toEqual([4, 1, 3, 2]);
  });

  it('cuts a page of rows', () => {
    expect(paginate(rows, 2, 3).map((row) => row.id)).toEqual([4]);
  });
});
