import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ComposedChart, LabelList, Legend, Line, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { toMoney, type Money } from 'shared';
import type { InvestorFormat } from '../../components/use-investor-format';
import type { ChartTheme } from './chart-theme';
import styles from './portfolio.module.css';

/** A chart's figures: what the chart draws and what its table alternative lists. */
export type Slice = { key: string; name: string; invested: Money; share: number };
export type MonthPoint = { month: string; invested: Money; cumulative: Money };

/** How a drawing looks and names its figures; `fill(i)` is the i-th series' patterned fill. */
type Drawing = { theme: ChartTheme; format: InvestorFormat; fill: (index: number) => string };

/** Chart positions only: every figure people read goes through the exact Money string. */
const plot = (amount: Money) => Number(amount);

/** Allocation by product type: a donut with its shares on the slices, and a legend. */
export function AllocationDonut({ slices: byType, theme, format, fill }: Drawing & { slices: Slice[] }) {
  return (
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
  );
}

/** Allocation by project: a bar per project, its share at the end. */
export function AllocationBars({ slices: byProject, theme, format, fill }: Drawing & { slices: Slice[] }) {
  const { t } = useTranslation('investor');
  return (
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
  );
}

/** Invested per month (bars) and to date (a dashed line). */
export function InvestedOverTime({ points: overTime, theme, format, fill }: Drawing & { points: MonthPoint[] }) {
  const { t } = useTranslation('investor');
  return (
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
  );
}
