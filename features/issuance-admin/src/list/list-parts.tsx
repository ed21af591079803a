import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Download, Search } from 'lucide-react';
import { INVESTMENT_PAGE_SIZES, DEFAULT_INVESTMENT_PAGE_SIZE } from 'shared';
import { Button, EmptyState, Input, Pagination, rowLink, Select } from 'shared/ui';
import { saveFile, useNotify } from 'host/platform';
import '../messages';
import type { ExportFormat } from '../issuances/issuances.api';
import styles from './list.module.css';

export const SEARCH_DEBOUNCE_MS = 300;

/** A wallet or contract address as people compare them (start and end), the whole one on hover
 * and for screen readers, so a column of addresses stays narrow. */
export function Address({ value }: { value: string }) {
  const short = value.length > 14 ? `${value.slice(0, 6)}…${value.slice(-4)}` : value;
  return (
    <span className={styles.mono} title={value}>
      <span aria-hidden="true">{short}</span>
      <span className={styles.visuallyHidden}>{value}</span>
    </span>
  );
}

/** An investor as a row names them: the name (the row's link to their detail where the area
 * has one) and, under it, the e-mail that tells namesakes apart. */
export function InvestorCell({ investor, href }: { investor: { id: string; name: string; email: string }; href: ((userId: string) => string) | undefined }) {
  return (
    <span className={styles.stack}>
      {href ? (
        <Link {...rowLink} className={styles.link} to={href(investor.id)}>
          {investor.name}
        </Link>
      ) : (
        <span>{investor.name}</span>
      )}
      <span className={styles.muted}>{investor.email}</span>
    </span>
  );
}

/**
 * The text of a search box whose search lives in the address (`searched`): the search follows
 * once typing pauses, and the address changing elsewhere (back button, "clear filters") shows
 * in the box, unless it only lost the spaces the schema trims.
 */
export function useSearchText(searched: string, onSearch: (q: string) => void) {
  const [text, setText] = useState(searched);

  useEffect(() => {
    setText((current) => (current.trim() === searched ? current : searched));
  }, [searched]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === searched) return undefined;
    const timer = setTimeout(() => onSearch(trimmed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, searched, onSearch]);

  return [text, setText] as const;
}

/**
 * A search box bound to the address: the list follows once typing pauses, and what the person
 * types stays theirs (an empty answer never clears the field).
 */
export function SearchField({ label, value, onSearch }: { label: string; value: string | undefined; onSearch: (q: string) => void }) {
  const [text, setText] = useSearchText(value ?? '', onSearch);
  return (
    <div className={styles.search}>
      <Search className={styles.searchIcon} size={16} aria-hidden="true" />
      <Input type="search" label={label} value={text} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}

/** A list that could not load: what failed, that the filters are kept, and a retry. */
export function ListError({ title, retrying, onRetry }: { title: string; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation(['issuance-admin', 'ui']);
  return (
    <div className={styles.panel} role="alert">
      <EmptyState
        title={title}
        description={t('issuances.error.description')}
        action={
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            {t('ui:action.retry')}
          </Button>
        }
      />
    </div>
  );
}

/** Figures over every page of the filtered list, as a row of labelled numbers. */
export function Totals({ label, items }: { label: string; items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className={styles.totals} aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className={styles.total}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** CSV and Excel downloads of what the filters select (every page). */
export function ExportButtons({ fileName, load }: { fileName: string; load: (format: ExportFormat) => Promise<Blob> }) {
  const { t } = useTranslation('issuance-admin');
  const notify = useNotify();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  async function download(format: ExportFormat) {
    setExporting(format);
    try {
      saveFile(await load(format), `${fileName}.${format}`);
    } catch {
      notify.error('issuance-admin:issuances.export.failed');
    } finally {
      setExporting(null);
    }
  }

  return (
    <>
      <Button variant="secondary" icon={<Download size={16} aria-hidden="true" />} loading={exporting === 'csv'} onClick={() => void download('csv')}>
        {t('issuances.export.csv')}
      </Button>
      <Button variant="secondary" icon={<Download size={16} aria-hidden="true" />} loading={exporting === 'xlsx'} onClick={() => void download('xlsx')}>
        {t('issuances.export.xlsx')}
      </Button>
    </>
  );
}

/** The pages and the page size under a list; the default size leaves the address. */
export function ListFooter({
  page,
  perPage,
  totalPages,
  onChange,
}: {
  page: number;
  perPage: number;
  totalPages: number;
  onChange: (changes: { page?: string; per_page?: string }) => void;
}) {
  const { t } = useTranslation('issuance-admin');
  const options = INVESTMENT_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));
  return (
    <div className={styles.footer}>
      <Pagination page={page} pageCount={Math.max(1, totalPages)} onPageChange={(next) => onChange({ page: next === 1 ? undefined : String(next) })} />
      <Select
        className={styles.pageSize}
        label={t('issuances.per_page')}
        placeholder={false}
        options={options}
        value={String(perPage)}
        onChange={(event) => onChange({ per_page: event.target.value === String(DEFAULT_INVESTMENT_PAGE_SIZE) ? undefined : event.target.value })}
      />
    </div>
  );
}
