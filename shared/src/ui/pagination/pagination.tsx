import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useKitText } from '../use-kit-text';
import { pageItems } from './pages';
import styles from './pagination.module.css';

export type PaginationProps = {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
};

export function Pagination({ page, pageCount, onPageChange, label }: PaginationProps) {
  const text = useKitText();
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={label ?? text('pagination.label')}>
      <span className={styles.status} aria-live="polite">
        {text('pagination.status', { page, pages: pageCount })}
      </span>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.page}
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            aria-label={text('pagination.previous')}
          >
            <ChevronLeft size={16} aria-hidden="true" />
          </button>
        </li>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                onClick={() => onPageChange(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={text('pagination.page', { page: item })}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.page}
            onClick={() => onPageChange(page + 1)}
            disabled={page >= pageCount}
            aria-label={text('pagination.next')}
          >
            <ChevronRight size={16} aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
