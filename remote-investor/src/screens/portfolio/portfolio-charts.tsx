import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ComposedChart, LabelList, Legend, Line, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { moneyRatio, toMoney, type Money, type Portfolio } from 'shared';
import { useInvestorFormat } from '../../components/use-investor-format';
import { PATTERNS, useChartTheme, type ChartTheme } from './chart-theme';
import tableStyles from 'shared/ui/data-table.module.css';
import styles from './portfolio.module.css';

/** A chart's figures: what the chart draws and what its table alternative lists. */
type Slice = { key: string; name: string; invested: Money; share: number };

/** Chart positions only: every figure people read goes through the exact Money string. */
const plot = (amount: Money) => Number(amount);

/**
 * The portfolio's charts (loaded lazily with Recharts): allocation by product type and by
 * project, and invested over time. Each is themed from the tenant's tokens, names its figures
 * directly (percentages on the slices and bars, patterns beside the colours) and has a table
 * with the same figures for screen readers, which a sighted person can show too.
 */
export default function PortfolioCharts({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation(['investor', 'domain']);
  const format = useInvestorFormat();
  const theme = useChartTheme();
  const patternPrefix = useId();

  const byType: Slice[] = portfolio.by_product_type.map((item) => ({
    key: item.product_type,
    name: t(`domain:product_type.${item.product_type}`),
    invested: item.invested,
    share: item.share,
  }));
  const byProject: Slice[] = portfolio.holdings.map((holding) => ({
    key: holding.project_id,
    name: holding.project_title,
    invested: holding.invested,
    share: moneyRatio(holding.invested, portfolio.totals.invested),
  }));
  const overTime = portfolio.invested_over_time.map((point) => ({
    month: format.month(point.month),
    invested: point.invested,
    cumulative: point.cumulative,
  }));
  const fill = (index: number) => `url(#${patternPrefix}-${index % PATTERNS.length})`;

  const sliceColumns = [t('portfolio.charts.share'), t('portfolio.charts.invested')];
  const sliceRows = (slices: Slice[]) => slices.map((slice) => ({ key: slice.key, header: slice.name, cells: [format.share(slice.share), format.money(slice.invested)] }));

  return (
    <section className={styles.section} aria-labelledby="portfolio-charts">
      <h2 id="portfolio-charts" className={styles.heading}>
        {t('portfolio.charts.title')}
      </h2>
      <PatternDefs prefix={patternPrefix} theme={theme} />
      <div className={styles.charts}>
        <ChartCard
          title={t('portfolio.charts.by_type')}
          table={{ rowHeader: t('portfolio.charts.product_type'), columns: sliceColumns, rows: sliceRows(byType) }}
        >
          <div className={styles.donut}>
            <ResponsiveContainer width="100%" height={220} initialDimension={{ width: 220, height: 220 }}>
              <PieChart accessibilityLayer={false}>
                <Pie
                  rootTabIndex={-1}
                  data={byType}
                  dataKey={(slice: Slice) => plot(slice.invested)}
                  nameKey="name"
                  innerRadius="52%"
                  outerRadius="80%"
                  paddingAngle={1}
                  stroke={theme.surface}
                  strokeWidth={2}
                  isAnimationActive={false}
                  labelLine={false}
                  label={({ x, y, percent }: { x?: number; y?: number; percent?: number }) => (
                    <text x={x} y={y} fill={theme.text} fontSize={12} fontWeight={600} textAnchor="middle" dominantBaseline="central">
                      {format.share(percent ?? 0)}
                    </text>
                  )}
                >
                  {byType.map((slice, index) => (
                    <Cell key={slice.key} fill={fill(index)} />
                  ))}
                </Pie>
              </PieChart>
            </ResponsiveContainer>
            <ul className={styles.legend}>
              {byType.map((slice, index) => (
                <li key={slice.key}>
                  <svg width="14" height="14" aria-hidden="true" className={styles.swatch}>
                    <rect width="14" height="14" rx="3" fill={fill(index)} />
                  </svg>
                  <span className={styles.legendName}>{slice.name}</span>
                  <span className={styles.legendValue}>{format.share(slice.share)}</span>
                </li>
              ))}
            </ul>
          </div>
        </ChartCard>

        <ChartCard title={t('portfolio.charts.by_project')} table={{ rowHeader: t('portfolio.charts.project'), columns: sliceColumns, rows: sliceRows(byProject) }}>
          <ResponsiveContainer width="100%" height={Math.max(160, byProject.length * 56 + 24)} initialDimension={{ width: 480, height: 200 }}>
            <BarChart accessibilityLayer={false} data={byProject} layout="vertical" margin={{ top: 8, right: 56, bottom: 8, left: 0 }}>
              <XAxis type="number" hide domain={[0, 'dataMax']} />
              <YAxis
                type="category"
                dataKey="name"
                width={130}
                tickLine={false}
                axisLine={false}
                tick={{ fill: theme.text, fontSize: 12, fontFamily: theme.font }}
              />
              <Tooltip cursor={{ fill: theme.muted, fillOpacity: 0.08 }} formatter={(value) => format.money(toMoney(String(value)))} />
              <Bar dataKey={(slice: Slice) => plot(slice.invested)} name={t('portfolio.charts.invested')} barSize={24} radius={[0, 4, 4, 0]} isAnimationActive={false}>
                {byProject.map((slice, index) => (
                  <Cell key={slice.key} fill={fill(index)} />
                ))}
                <LabelList
                  dataKey={(slice: Slice) => format.share(slice.share)}
                  position="right"
                  fill={theme.text}
                  fontSize={12}
                  fontWeight={600}
                />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>

        <ChartCard
          wide
          title={t('portfolio.charts.over_time')}
          table={{
            rowHeader: t('portfolio.charts.month'),
            columns: [t('portfolio.charts.invested_month'), t('portfolio.charts.cumulative')],
            rows: overTime.map((point) => ({ key: point.month, header: point.month, cells: [format.money(point.invested), format.money(point.cumulative)] })),
          }}
        >
          <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 640, height: 260 }}>
            <ComposedChart accessibilityLayer={false} data={overTime} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
              <CartesianGrid vertical={false} stroke={theme.grid} />
              <XAxis dataKey="month" tickLine={false} axisLine={{ stroke: theme.grid }} tick={{ fill: theme.muted, fontSize: 12, fontFamily: theme.font }} />
              <YAxis
                width={72}
                tickLine={false}
                axisLine={false}
                tick={{ fill: theme.muted, fontSize: 12, fontFamily: theme.font }}
                tickFormatter={(value: number) => format.moneyShort(toMoney(value.toFixed(2)))}
              />
              <Tooltip formatter={(value) => format.money(toMoney(Number(value).toFixed(2)))} />
              <Legend iconSize={12} wrapperStyle={{ fontSize: 12, fontFamily: theme.font, color: theme.text }} />
              <Bar
                dataKey={(point: (typeof overTime)[number]) => plot(point.invested)}
                name={t('portfolio.charts.invested_month')}
                fill={fill(0)}
                barSize={28}
                radius={[4, 4, 0, 0]}
                isAnimationActive={false}
              />
              <Line
                dataKey={(point: (typeof overTime)[number]) => plot(point.cumulative)}
                name={t('portfolio.charts.cumulative')}
                type="monotone"
                stroke={theme.series[1]}
                strokeWidth={2}
                strokeDasharray="6 3"
                dot={{ r: 4, fill: theme.surface, stroke: theme.series[1], strokeWidth: 2, strokeDasharray: 'none' }}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </ChartCard>
      </div>
    </section>
  );
}

/** The fills of the series: the tenant's colour with a pattern over it, so no two depend on colour alone. */
function PatternDefs({ prefix, theme }: { prefix: string; theme: ChartTheme }) {
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

type FigureTable = { rowHeader: string; columns: string[]; rows: { key: string; header: string; cells: string[] }[] };

/**
 * A chart with its table alternative. The table is always in the page for screen readers (the
 * drawing is hidden from them); the toggle shows it to everyone in place of the drawing.
 */
function ChartCard({ title, table, wide = false, children }: { title: string; table: FigureTable; wide?: boolean; children: ReactNode }) {
  const { t } = useTranslation('investor');
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
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
      <div id={tableId} className={asTable ? styles.figures : tableStyles.hidden}>
        <table className={styles.figureTable}>
          <caption className={tableStyles.hidden}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{table.rowHeader}</th>
              {table.columns.map((column) => (
                <th scope="col" key={column} className={tableStyles.numeric}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.header}</th>
                {row.cells.map((cell, index) => (
                  <td key={table.columns[index]} className={tableStyles.numeric}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
