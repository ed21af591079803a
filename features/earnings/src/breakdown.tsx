import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrency } from 'host/platform';
import { formatDate, formatNumber, formatPercent, formatTokens, localeOf, type DistributionDetail, type EarningParts, type EarningRow } from 'shared';
import { rowLink, rowLinks, StatusBadge } from 'shared/ui';
import './messages';
import styles from './breakdown.module.css';

/** The money columns of an earning, in the order the spec names them (section 3). */
const PARTS = ['gross_amount', 'fiscal_withholding', 'rent_amount', 'capital_gain', 'returned_capital', 'net_total', 'total_returned'] as const;
const PART_LABEL = {
  gross_amount: 'part.gross_amount',
  fiscal_withholding: 'part.fiscal_withholding',
  rent_amount: 'part.rent_amount',
  capital_gain: 'part.capital_gain',
  returned_capital: 'part.returned_capital',
  net_total: 'part.net_total',
  total_returned: 'part.total_returned',
} as const;

/** A withholding percentage as people read it ("19 %"). */
export function usePercent() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (percent: string) => formatPercent(Number(percent), locale, { fractionDigits: 4 });
}

/** What one token earned, to the 6 decimals the API gives, with the tenant's symbol where it puts it. */
function usePerToken() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const { currency } = useCurrency();
  return (value: string) => {
    const digits = formatNumber(Number(value), locale, { minimumFractionDigits: 6, maximumFractionDigits: 6 });
    return currency.symbol_position === 'before' ? `${currency.symbol}${digits}` : `${digits}\u00a0${currency.symbol}`;
  };
}

/**
 * A table wider than a phone: its caption shows above it (inside, it would scroll away with the
 * columns), and it scrolls sideways in a region the keyboard reaches (WCAG 2.1.1). The kit's
 * `Table` has no footer row, which the totals need.
 */
function ScrollingTable({ caption, children }: { caption: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.section}>
      <h2 id={id} className={styles.title}>
        {caption}
      </h2>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard */}
      <div className={styles.scroll} role="region" aria-labelledby={id} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.hidden}>{caption}</caption>
          {children}
        </table>
      </div>
    </div>
  );
}

function InvestorCell({ investor, href }: { investor: EarningRow['investor']; href?: (userId: string) => string }) {
  return (
    <span className={styles.stack}>
      {href ? (
        <Link {...rowLink} to={href(investor.id)}>
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
 * The breakdown of a distribution by investor: each holder's tokens, the money parts of their
 * earning and its status, and (`totals`) the figures of the whole, which the API makes add up
 * exactly. An investor reads their own row only, so without the totals of everyone's.
 */
export function InvestorBreakdown({ detail, caption, investorHref, totals = true }: { detail: DistributionDetail; caption: string; investorHref?: (userId: string) => string; totals?: boolean }) {
  const { t, i18n } = useTranslation('earnings');
  const locale = localeOf(i18n.language);
  const { format } = useCurrency();
  const money = (parts: EarningParts) => PARTS.map((part) => <td key={part} className={styles.numeric}>{format(parts[part])}</td>);
  return (
    <ScrollingTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">{t('column.investor')}</th>
          <th scope="col" className={styles.numeric}>
            {t('column.tokens')}
          </th>
          {PARTS.map((part) => (
            <th key={part} scope="col" className={styles.numeric}>
              {t(PART_LABEL[part])}
            </th>
          ))}
          <th scope="col">{t('column.status')}</th>
          <th scope="col">{t('column.executed')}</th>
          <th scope="col">{t('column.delivered')}</th>
        </tr>
      </thead>
      <tbody {...rowLinks}>
        {detail.rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <InvestorCell investor={row.investor} href={investorHref} />
            </th>
            <td className={styles.numeric}>{formatTokens(row.tokens, locale, detail.project.token_symbol)}</td>
            {money(row)}
            <td>
              <StatusBadge kind="earning" status={row.status} />
            </td>
            <td>{row.executed_date ? formatDate(row.executed_date, locale) : '—'}</td>
            <td>{row.delivered_date ? formatDate(row.delivered_date, locale) : '—'}</td>
          </tr>
        ))}
      </tbody>
      {totals && (
        <tfoot>
          <tr>
            <th scope="row">{t('totals.row')}</th>
            <td className={styles.numeric}>{formatTokens(detail.tokens, locale, detail.project.token_symbol)}</td>
            {money(detail.totals)}
            <td />
            <td />
            <td />
          </tr>
        </tfoot>
      )}
    </ScrollingTable>
  );
}

/** The breakdown of a distribution by token: what one token earned, gross and net, and the figures of the whole. */
export function TokenBreakdown({ detail }: { detail: DistributionDetail }) {
  const { t, i18n } = useTranslation('earnings');
  const locale = localeOf(i18n.language);
  const { format } = useCurrency();
  const perToken = usePerToken();
  const percent = usePercent();
  const symbol = detail.project.token_symbol;
  const columns: [string, ReactNode][] = [
    [t('column.tokens'), formatTokens(detail.tokens, locale)],
    [t('column.holders'), detail.holders],
    [t('token.gross_per_token'), perToken(detail.per_token.gross)],
    [t('token.net_per_token'), perToken(detail.per_token.net)],
    [t('column.withholding'), percent(detail.withholding_percentage)],
    [t('part.gross_amount'), format(detail.totals.gross_amount)],
    [t('part.fiscal_withholding'), format(detail.totals.fiscal_withholding)],
    [t('part.net_total'), format(detail.totals.net_total)],
  ];
  return (
    <ScrollingTable caption={t('token.caption', { symbol })}>
      <thead>
        <tr>
          <th scope="col">{t('token.token')}</th>
          {columns.map(([label]) => (
            <th key={label} scope="col" className={styles.numeric}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">
            <span className={styles.stack}>
              <span>{symbol}</span>
              <span className={styles.muted}>{detail.project.title}</span>
            </span>
          </th>
          {columns.map(([label, value]) => (
            <td key={label} className={styles.numeric}>
              {value}
            </td>
          ))}
        </tr>
      </tbody>
    </ScrollingTable>
  );
}
