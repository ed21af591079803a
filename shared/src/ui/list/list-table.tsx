import type { ReactNode } from 'react';
import { useBreakpoint } from '../breakpoints';
import { Skeleton } from '../skeleton/skeleton';
import { rowLinks } from '../table/row-link';
import { Table, type Column, type TableProps } from '../table/table';
import styles from './list.module.css';

export type ListTableProps<Row> = Pick<TableProps<Row>, 'caption' | 'hideCaption' | 'columns' | 'rows' | 'rowKey' | 'loading' | 'loadingRows' | 'footer'> & {
  /** The previous page stays on screen, dimmed, while the next loads. */
  stale?: boolean;
  /** A refresh is under way: screen readers are told the list is busy. */
  busy?: boolean;
};

/**
 * A list's rows: a table where its columns fit, and on phones one card per row (the first
 * column as the card's title, the others as labelled facts, the row's actions last), since a
 * table of eight columns only scrolls sideways there. The server orders the rows. A totals
 * row (`footer`) is the last card.
 */
export function ListTable<Row>({ stale = false, busy = false, ...props }: ListTableProps<Row>) {
  return (
    <div className={stale ? styles.stale : undefined} aria-busy={busy || undefined}>
      <ListRows {...props} />
    </div>
  );
}

function ListRows<Row>(props: Omit<ListTableProps<Row>, 'stale' | 'busy'>) {
  const phone = useBreakpoint() === 'mobile';
  if (!phone) return <Table {...props} manualSorting />;
  const { caption, columns, rows, rowKey, loading = false, loadingRows = 3, footer } = props;
  return (
    <ul {...rowLinks} className={`${styles.cards} ${rowLinks.className}`} aria-label={caption} aria-busy={loading || undefined}>
      {loading
        ? Array.from({ length: loadingRows }, (_, index) => (
            <li key={index} className={styles.card}>
              <Skeleton width="60%" />
              <Skeleton shape="rect" height="5rem" />
            </li>
          ))
        : rows.map((row) => <ListCard key={rowKey(row)} columns={columns} value={(column) => column.cell(row)} />)}
      {footer && !loading && rows.length > 0 && <ListCard columns={columns} value={(column) => footer[column.id]} />}
    </ul>
  );
}

function ListCard<Row>({ columns, value }: { columns: readonly Column<Row>[]; value: (column: Column<Row>) => ReactNode }) {
  const [title, ...facts] = columns;
  const actionColumn = facts.find((column) => column.id === 'actions');
  const actions = actionColumn ? value(actionColumn) : null;
  return (
    <li className={styles.card}>
      {title && <div className={styles.cardTitle}>{value(title)}</div>}
      <dl className={styles.cardFacts}>
        {facts.map((column) => {
          const fact = column.id === 'actions' ? null : value(column);
          // A fact the row does not have (no reason) is left out rather than shown blank.
          if (fact === null || fact === undefined || fact === '') return null;
          return (
            <div key={column.id} className={styles.cardFact}>
              <dt>{column.header}</dt>
              <dd className={column.numeric ? styles.cardNumber : undefined}>{fact}</dd>
            </div>
          );
        })}
      </dl>
      {actions !== null && actions !== undefined && <div className={styles.cardActions}>{actions}</div>}
    </li>
  );
}
