import { act, screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../test/i18n';
import type { Column } from '../table/table';
import { ListTable } from './list-table';

type Row = { id: string; project: string; amount: string; reason: string | null };

const rows: Row[] = [
  { id: 'a', project: 'Solar Park', amount: '1,500.00 €', reason: null },
  { id: 'b', project: 'Building 10', amount: '200.00 €', reason: 'Duplicate order' },
];
const columns: Column<Row>[] = [
  { id: 'project', header: 'Project', cell: (row) => row.project },
  { id: 'amount', header: 'Amount', cell: (row) => row.amount, numeric: true },
  { id: 'reason', header: 'Reason', cell: (row) => row.reason },
  { id: 'actions', header: 'Actions', cell: (row) => <button type="button">Open {row.project}</button> },
];

function resizeTo(width: number) {
  act(() => {
    globalThis.innerWidth = width;
    globalThis.dispatchEvent(new Event('resize'));
  });
}

describe('ListTable', () => {
  afterEach(() => resizeTo(1280));

  it('is a table where its columns fit', () => {
    resizeTo(1280);
    renderWithI18n(<ListTable caption="Investments" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    expect(screen.getByRole('table', { name: 'Investments' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('becomes one card per row on a phone: the first column as title, the facts labelled, no blank fact, the actions last', () => {
    resizeTo(390);
    renderWithI18n(<ListTable caption="Investments" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Investments' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Solar Park');
    expect(within(first).getByRole('term')).toHaveTextContent('Amount');
    expect(within(first).queryByText('Reason')).not.toBeInTheDocument();
    expect(within(second).getByText('Duplicate order')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Open Building 10' })).toBeInTheDocument();
  });

  it('says it is busy while loading, on a phone too', () => {
    resizeTo(390);
    renderWithI18n(<ListTable caption="Investments" columns={columns} rows={[]} rowKey={(row) => row.id} loading />);
    expect(screen.getByRole('list', { name: 'Investments' })).toHaveAttribute('aria-busy', 'true');
  });

  it('ends with its totals row: the last row of the table, the last card on a phone', () => {
    const footer = { project: 'Total', amount: '1,700.00 €' };
    resizeTo(1280);
    const { unmount } = renderWithI18n(<ListTable caption="Investments" columns={columns} rows={rows} rowKey={(row) => row.id} footer={footer} />);
    const total = screen.getAllByRole('row').at(-1) as HTMLElement;
    expect(within(total).getByRole('rowheader')).toHaveTextContent('Total');
    expect(total).toHaveTextContent('1,700.00 €');
    unmount();
    resizeTo(390);
    renderWithI18n(<ListTable caption="Investments" columns={columns} rows={rows} rowKey={(row) => row.id} footer={footer} />);
    const last = within(screen.getByRole('list', { name: 'Investments' })).getAllByRole('listitem').at(-1) as HTMLElement;
    expect(last).toHaveTextContent('Total');
    expect(within(last).getByRole('definition')).toHaveTextContent('1,700.00 €');
    expect(within(last).queryByRole('button')).not.toBeInTheDocument();
  });

  it('leaves the totals out while loading', () => {
    resizeTo(1280);
    renderWithI18n(<ListTable caption="Investments" columns={columns} rows={[]} rowKey={(row) => row.id} loading footer={{ project: 'Total' }} />);
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
  });
});
