import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Download } from 'lucide-react';
import { Button, rowLink } from 'shared/ui';
import { saveFile, useNotify } from 'host/platform';
import '../messages';
import type { ExportFormat } from '../issuances/issuances.api';
import styles from './list.module.css';

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
