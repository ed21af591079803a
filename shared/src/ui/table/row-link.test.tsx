import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/i18n';
import { rowLink } from './row-link';
import { type Column, Table } from './table';

type Project = { id: number; title: string };
const rows: Project[] = [
  { id: 1, title: 'Solar Park' },
  { id: 2, title: 'Art gallery' },
];

function renderTable(onOpen: (id: number) => void, onDelete = jest.fn()) {
  const columns: Column<Project>[] = [
    {
      id: 'title',
      header: 'Project',
      cell: (row) => (
        <a
          {...rowLink}
          href={`#${row.id}`}
          onClick={(event) => {
            event.preventDefault();
            onOpen(row.id);
          }}
        >
          {row.title}
        </a>
      ),
    },
    { id: 'status', header: 'Status', cell: () => 'Open' },
    { id: 'actions', header: 'Actions', cell: (row) => <button type="button" onClick={() => onDelete(row.id)}>{`Delete ${row.title}`}</button> },
  ];
  return renderWithI18n(<Table caption="Projects" columns={columns} rows={rows} rowKey={(row) => row.id} />);
}

describe('rows that open their detail', () => {
  it('follows the row link on a click anywhere on the row', async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    renderTable(onOpen);
    await user.click(within(screen.getByRole('row', { name: /Art gallery/ })).getByRole('cell', { name: 'Open' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith(2);
  });

  it('follows it once when the link itself is clicked, and on Enter', async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    renderTable(onOpen);
    await user.click(screen.getByRole('link', { name: 'Solar Park' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    screen.getByRole('link', { name: 'Art gallery' }).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(2);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('leaves the row’s other controls to themselves', async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    const onDelete = jest.fn();
    renderTable(onOpen, onDelete);
    await user.click(screen.getByRole('button', { name: 'Delete Solar Park' }));
    expect(onDelete).toHaveBeenCalledWith(1);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('offers one link per row, named by its subject', () => {
    renderTable(jest.fn());
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Solar Park', 'Art gallery']);
  });
});
