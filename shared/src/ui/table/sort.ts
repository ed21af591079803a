export type SortDirection = 'ascending' | 'descending';
export type SortState = { column: string; direction: SortDirection } | null;

/** `bigint` for amounts in cents (`toCents`), compared exactly. */
export type SortValue = string | number | bigint | Date | null | undefined;

/** The next state of a header click: ascending first, then it toggles. */
export function nextSort(current: SortState, column: string): SortState {
  if (current?.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: SortValue, b: SortValue): number {
  // Empty values go last whatever the direction, so they never hide the interesting rows.
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  return collator.compare(String(a), String(b));
}

/** A sorted copy; stable, so equal rows keep the server's order. */
export function sortRows<Row>(rows: readonly Row[], sort: SortState, valueOf: ((row: Row) => SortValue) | undefined): Row[] {
  if (!sort || !valueOf) return [...rows];
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const av = valueOf(a.row);
      const bv = valueOf(b.row);
      if (av === null || av === undefined || bv === null || bv === undefined) return compare(av, bv) || a.index - b.index;
      return compare(av, bv) * factor || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** One page of rows (pages count from 1). */
export function paginate<Row>(rows: readonly Row[], page: number, pageSize: number): Row[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
