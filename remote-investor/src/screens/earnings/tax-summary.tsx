import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownload, useNotify } from 'host/platform';
import type { TaxSummary as TaxYears } from 'shared';
import { Button, Table, type Column } from 'shared/ui';
import { useInvestorFormat } from '../../components/use-investor-format';
import { taxSummaryExportPath } from './earnings.api';
import styles from './earnings.module.css';

type TaxYear = TaxYears[number];

/** The tax summary by year (gross, withheld, net) with its CSV and PDF downloads. */
export function TaxSummary({ years }: { years: TaxYears | undefined }) {
  const { t } = useTranslation('investor');
  const format = useInvestorFormat();
  const notify = useNotify();
  const download = useDownload();
  const columns = useMemo<Column<TaxYear>[]>(() => {
    async function downloadTax(year: number, fileFormat: 'csv' | 'pdf') {
      try {
        await download(taxSummaryExportPath(year, fileFormat), `earnings-${year}.${fileFormat}`);
      } catch {
        notify.error('investor:earnings.tax.failed');
      }
    }
    return [
      {
        id: 'year',
        header: t('earnings.tax.year'),
        cell: (row) => (
          <span className={styles.project}>
            <span>{row.year}</span>
            <span className={styles.muted}>{t('earnings.tax.count', { count: row.earnings })}</span>
          </span>
        ),
      },
      { id: 'gross', header: t('earnings.columns.gross'), numeric: true, cell: (row) => format.money(row.gross) },
      { id: 'withholding', header: t('earnings.columns.withholding'), numeric: true, cell: (row) => format.money(row.withholding) },
      { id: 'net', header: t('earnings.columns.net'), numeric: true, cell: (row) => format.money(row.net) },
      {
        id: 'downloads',
        header: t('earnings.tax.downloads'),
        cell: (row) => (
          <span className={styles.actions}>
            <Button size="sm" variant="secondary" aria-label={t('earnings.tax.csv_of', { year: row.year })} onClick={() => void downloadTax(row.year, 'csv')}>
              {t('earnings.tax.csv')}
            </Button>
            <Button size="sm" variant="secondary" aria-label={t('earnings.tax.pdf_of', { year: row.year })} onClick={() => void downloadTax(row.year, 'pdf')}>
              {t('earnings.tax.pdf')}
            </Button>
          </span>
        ),
      },
    ];
  }, [t, format, download, notify]);

  return (
    <section className={styles.section} aria-labelledby="tax-summary">
      <h2 id="tax-summary" className={styles.sectionTitle}>
        {t('earnings.tax.title')}
      </h2>
      <p className={styles.muted}>{t('earnings.tax.description')}</p>
      {years && years.length > 0 ? (
        <Table caption={t('earnings.tax.caption')} hideCaption columns={columns} rows={years} rowKey={(row) => row.year} manualSorting />
      ) : (
        years && <p className={styles.muted}>{t('earnings.tax.empty')}</p>
      )}
    </section>
  );
}
