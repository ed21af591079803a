import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, type Column } from 'shared/ui';
import { PATTERNS, type ChartTheme } from './chart-theme';
import styles from './portfolio.module.css';

/** A chart's figures as its table says them: a named row per slice or month, then its figures. */
export type FigureTable = { rowHeader: string; columns: string[]; rows: { key: string; header: string; cells: string[] }[] };
type FigureRow = FigureTable['rows'][number];

/**
 * A chart with its table alternative. The table is always in the page for screen readers (the
 * drawing is hidden from them); the toggle shows it to everyone in place of the drawing.
 */
export function ChartCard({ title, table, wide = false, children }: { title: string; table: FigureTable; wide?: boolean; children: ReactNode }) {
  const { t } = useTranslation('investor');
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const columns: Column<FigureRow>[] = [
    { id: 'name', header: table.rowHeader, cell: (row) => row.header },
    ...table.columns.map((header, index) => ({ id: `figure-${index}`, header, numeric: true, cell: (row: FigureRow) => row.cells[index] })),
  ];
  return (
    <article className={[styles.chartCard, wide && styles.wide].filter(Boolean).join(' ')} aria-label={title}>
      <header className={styles.chartHeader}>
        <h3 className={styles.chartTitle}>{title}</h3>
        <button type="button" className={styles.toggle} aria-expanded={asTable} aria-controls={tableId} onClick={() => setAsTable(!asTable)}>
          {t(asTable ? 'portfolio.charts.show_chart' : 'portfolio.charts.show_table')}
        </button>
      </header>
      {/* The drawing is for the eye: its table says the same to a screen reader, so nothing in it takes focus. */}
      {!asTable && (
        <div aria-hidden="true" className={styles.chart}>
          {children}
        </div>
      )}
      <div id={tableId} className={asTable ? styles.figures : styles.hiddenFigures}>
        <Table caption={title} hideCaption columns={columns} rows={table.rows} rowKey={(row) => row.key} manualSorting />
      </div>
    </article>
  );
}

/** The fills of the series: the tenant's colour with a pattern over it, so no two depend on colour alone. */
export function PatternDefs({ prefix, theme }: { prefix: string; theme: ChartTheme }) {
  return (
    <svg width="0" height="0" className={styles.defs} aria-hidden="true" focusable="false">
      <defs>
        {PATTERNS.map((pattern, index) => (
          <pattern key={pattern} id={`${prefix}-${index}`} width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="8" height="8" fill={theme.series[index % theme.series.length]} />
            {pattern === 'diagonal' && <path d="M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4" stroke={theme.surface} strokeWidth="1.5" strokeOpacity="0.6" />}
            {pattern === 'dots' && <circle cx="4" cy="4" r="1.5" fill={theme.surface} fillOpacity="0.7" />}
            {pattern === 'horizontal' && <path d="M0,4 h8" stroke={theme.surface} strokeWidth="1.5" strokeOpacity="0.6" />}
            {pattern === 'cross' && <path d="M0,0 l8,8 M8,0 l-8,8" stroke={theme.surface} strokeWidth="1" strokeOpacity="0.6" />}
            {pattern === 'vertical' && <path d="M4,0 v8" stroke={theme.surface} strokeWidth="1.5" strokeOpacity="0.6" />}
          </pattern>
        ))}
      </defs>
    </svg>
  );
}
