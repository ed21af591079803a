import { useBreakpoint } from '../breakpoints';
import { Skeleton } from '../skeleton/skeleton';
import { rowLinks } from '../table/row-link';
import { Table, type TableProps } from '../table/table';
import styles from './list.module.css';

export type ListTableProps<Row> = Pick<TableProps<Row>, 'caption' | 'columns' | 'rows' | 'rowKey' | 'loading' | 'loadingRows'>;

/**
 * A list's rows: a table where its columns fit, and on phones one card per row (the first
 * column as the card's title, the others as labelled facts, the row's actions last), since a
 * table of eight columns only scrolls sideways there. The server orders the rows.
 */
export function ListTable<Row>(props: ListTableProps<Row>) {
  const phone = useBreakpoint() === 'mobile';
  if (!phone) return <Table {...props} manualSorting />;
  const { caption, columns, rows, rowKey, loading = false, loadingRows = 3 } = props;
  const [title, ...facts] = columns;
  const shown = facts.filter((column) => column.id !== 'actions');
  const actions = facts.find((column) => column.id === 'actions');
  return (
    <ul {...rowLinks} className={`${styles.cards} ${rowLinks.className}`} aria-label={caption} aria-busy={loading || undefined}>
      {loading
        ? Array.from({ length: loadingRows }, (_, index) => (
            <li key={index} className={styles.card}>
              <Skeleton width="60%" />
              <Skeleton shape="rect" height="5rem" />
            </li>
          ))
        : rows.map((row) => (
            <li key={rowKey(row)} className={styles.card}>
              {title && <div className={styles.cardTitle}>{title.cell(row)}</div>}
              <dl className={styles.cardFacts}>
                {shown.map((column) => {
                  const value = column.cell(row);
                  // A fact the row does not have (no reason) is left out rather than shown blank.
                  if (value === null || value === '') return null;
                  return (
                    <div key={column.id} className={styles.cardFact}>
                      <dt>{column.header}</dt>
                      <dd className={column.numeric ? styles.cardNumber : undefined}>{value}</dd>
                    </div>
                  );
                })}
              </dl>
              {actions && <div className={styles.cardActions}>{actions.cell(row)}</div>}
            </li>
          ))}
    </ul>
  );
}
