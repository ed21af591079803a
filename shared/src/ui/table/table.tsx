import { type ReactNode, useState } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { EmptyState } from '../empty-state/empty-state';
import { Skeleton } from '../skeleton/skeleton';
import { useKitText } from '../use-kit-text';
import { rowLinks } from './row-link';
import { type SortState, type SortValue, nextSort, sortRows } from './sort';
import styles from './table.module.css';

export type Column<Row> = {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: Row) => SortValue;
  /** Amounts: right-aligned tabular digits. */
  numeric?: boolean;
  align?: 'start' | 'end';
};

export type TableProps<Row> = {
  /** Names the table for screen readers; visible unless `hideCaption`. */
  caption: string;
  hideCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Controlled sort; leave undefined to let the table keep its own. */
  sort?: SortState;
  defaultSort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** The server already sorted the rows: only report header clicks. */
  manualSorting?: boolean;
  loading?: boolean;
  /** Shown instead of the body when there are no rows. */
  empty?: ReactNode;
  loadingRows?: number;
  /** A totals row under the rows, by column id; the first column's entry names it. */
  footer?: Readonly<Record<string, ReactNode>>;
};

const ARIA_SORT = { ascending: 'ascending', descending: 'descending' } as const;

export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  sort: controlledSort,
  defaultSort = null,
  onSortChange,
  manualSorting = false,
  loading = false,
  empty,
  loadingRows = 5,
  footer,
}: TableProps<Row>) {
  const text = useKitText();
  const [ownSort, setOwnSort] = useState<SortState>(defaultSort);
  const sort = controlledSort === undefined ? ownSort : controlledSort;
  const sortColumn = columns.find((column) => column.id === sort?.column);
  const shown = manualSorting ? [...rows] : sortRows(rows, sort, sortColumn?.sortValue);

  function changeSort(column: string) {
    const next = nextSort(sort, column);
    if (controlledSort === undefined) setOwnSort(next);
    onSortChange?.(next);
  }

  const alignClass = (column: Column<Row>) => (column.numeric ? styles.numeric : column.align === 'end' ? styles.end : undefined);

  return (
    <div className={styles.wrapper}>
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption className={hideCaption ? styles.hiddenCaption : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.column === column.id ? sort.direction : undefined;
              const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={[styles.th, alignClass(column)].filter(Boolean).join(' ')}
                  aria-sort={column.sortValue ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
                >
                  {column.sortValue ? (
                    <button type="button" className={styles.sortButton} onClick={() => changeSort(column.id)}>
                      {column.header}
                      <Icon size={14} aria-hidden="true" />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody {...rowLinks}>
          {loading &&
            Array.from({ length: loadingRows }, (_, index) => (
              <tr key={`loading-${index}`}>
                {columns.map((column) => (
                  <td key={column.id} className={styles.td}>
                    <Skeleton />
                  </td>
                ))}
              </tr>
            ))}
          {!loading && shown.length === 0 && (
            <tr>
              <td className={[styles.td, styles.empty].join(' ')} colSpan={columns.length}>
                {empty ?? <EmptyState title={text('table.empty')} />}
              </td>
            </tr>
          )}
          {!loading &&
            shown.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={[styles.td, alignClass(column)].filter(Boolean).join(' ')}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
        {footer && !loading && shown.length > 0 && (
          <tfoot>
            <tr>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.id} scope="row" className={[styles.td, styles.footer].join(' ')}>
                    {footer[column.id]}
                  </th>
                ) : (
                  <td key={column.id} className={[styles.td, styles.footer, alignClass(column)].filter(Boolean).join(' ')}>
                    {footer[column.id]}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
