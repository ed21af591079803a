export type PageItem = number | 'gap';

/**
 * The page buttons to show: always the first and last, the current one and its neighbours,
 * with a gap where pages are skipped. Seven items at most, so the control never wraps.
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(page - 1, pageCount - 4));
  const end = Math.min(pageCount - 1, Math.max(page + 1, 5));
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [1, ...(start > 2 ? ['gap' as const] : []), ...middle, ...(end < pageCount - 1 ? ['gap' as const] : []), pageCount];
}
