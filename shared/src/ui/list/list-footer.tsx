import { DEFAULT_INVESTMENT_PAGE_SIZE, INVESTMENT_PAGE_SIZES } from '../../investments/investments.schemas';
import { Pagination } from '../pagination/pagination';
import { Select } from '../select/select';
import { useKitText } from '../use-kit-text';
import styles from './list.module.css';

export type ListFooterProps = {
  page: number;
  perPage: number;
  totalPages: number;
  /** The sizes offered and the one the address leaves out; the investments' by default. */
  sizes?: readonly number[];
  defaultSize?: number;
  /** The address changes: a page or size equal to the default leaves the address. */
  onChange: (changes: { page?: string; per_page?: string }) => void;
};

/** The pages and the page size under a list; the default size leaves the address. */
export function ListFooter({ page, perPage, totalPages, onChange, sizes = INVESTMENT_PAGE_SIZES, defaultSize = DEFAULT_INVESTMENT_PAGE_SIZE }: ListFooterProps) {
  const text = useKitText();
  const options = sizes.map((size) => ({ value: String(size), label: String(size) }));
  return (
    <div className={styles.footer}>
      <Pagination page={page} pageCount={Math.max(1, totalPages)} onPageChange={(next) => onChange({ page: next === 1 ? undefined : String(next) })} />
      <Select
        className={styles.pageSize}
        label={text('pagination.per_page')}
        placeholder={false}
        options={options}
        value={String(perPage)}
        onChange={(event) => onChange({ per_page: event.target.value === String(defaultSize) ? undefined : event.target.value })}
      />
    </div>
  );
}
