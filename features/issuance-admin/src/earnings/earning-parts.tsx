import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, formatPercent, formatTokens, localeOf, type DistributionDetail, type DistributionStatus, type EarningParts, type EarningRow } from 'shared';
import { Badge, rowLinks, StatusBadge } from 'shared/ui';
import { useCurrency } from 'host/platform';
import '../messages';
import styles from './earnings.module.css';
import { InvestorCell } from '../list/list-parts';
import listStyles from '../list/list.module.css';

/** The money columns of an earning, in the order the spec names them (section 3). */
const PARTS = ['gross_amount', 'fiscal_withholding', 'rent_amount', 'capital_gain', 'returned_capital', 'net_total', 'total_returned'] as const;
const PART_LABEL = {
  gross_amount: 'earnings.part.gross_amount',
  fiscal_withholding: 'earnings.part.fiscal_withholding',
  rent_amount: 'earnings.part.rent_amount',
  capital_gain: 'earnings.part.capital_gain',
  returned_capital: 'earnings.part.returned_capital',
  net_total: 'earnings.part.net_total',
  total_returned: 'earnings.part.total_returned',
} as const;

/** A distribution's status as a badge: pending until paid to everyone. */
export function DistributionStatusBadge({ status }: { status: DistributionStatus }) {
  const { t } = useTranslation('issuance-admin');
  return status === 'paid' ? <Badge tone="success" label={t('earnings.distribution_status.paid')} /> : <Badge tone="warning" label={t('earnings.distribution_status.pending')} />;
}

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
 * columns), and it scrolls sideways in a region the keyboard reaches (WCAG 2.1.1).
 */
function ScrollingTable({ caption, children }: { caption: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.section}>
      <h2 id={id} className={styles.tableTitle}>
        {caption}
      </h2>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard */}
      <div className={styles.scroll} role="region" aria-labelledby={id} tabIndex={0}>
        <table className={styles.table}>
          <caption className={listStyles.visuallyHidden}>{caption}</caption>
          {children}
        </table>
      </div>
    </div>
  );
}

/**
 * The breakdown of a distribution by investor: each holder's tokens, the money parts of their
 * earning and its status, and the totals (which the API makes add up to the distribution's
 * figures exactly). A wide table: on a phone it scrolls sideways inside its own region.
 */
export function InvestorBreakdown({ detail, caption, investorHref }: { detail: DistributionDetail; caption: string; investorHref: ((userId: string) => string) | undefined }) {
  const { t, i18n } = useTranslation(['issuance-admin', 'domain']);
  const locale = localeOf(i18n.language);
  const { format } = useCurrency();
  const money = (parts: EarningParts, key: (typeof PARTS)[number]) => format(parts[key]);
  return (
    <ScrollingTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">{t('earnings.column.investor')}</th>
          <th scope="col" className={styles.numeric}>
            {t('earnings.column.tokens')}
          </th>
          {PARTS.map((part) => (
            <th key={part} scope="col" className={styles.numeric}>
              {t(PART_LABEL[part])}
            </th>
          ))}
          <th scope="col">{t('earnings.column.status')}</th>
        </tr>
      </thead>
      <tbody {...rowLinks}>
        {detail.rows.map((row: EarningRow) => (
          <tr key={row.id}>
            <th scope="row">
              <InvestorCell investor={row.investor} href={investorHref} />
            </th>
            <td className={styles.numeric}>{formatTokens(row.tokens, locale, detail.project.token_symbol)}</td>
            {PARTS.map((part) => (
              <td key={part} className={styles.numeric}>
                {money(row, part)}
              </td>
            ))}
            <td>
              <StatusBadge kind="earning" status={row.status} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('earnings.totals.row')}</th>
          <td className={styles.numeric}>{formatTokens(detail.tokens, locale, detail.project.token_symbol)}</td>
          {PARTS.map((part) => (
            <td key={part} className={styles.numeric}>
              {money(detail.totals, part)}
            </td>
          ))}
          <td />
        </tr>
      </tfoot>
    </ScrollingTable>
  );
}

/** The breakdown of a distribution by token: what one token earned, gross and net, and the figures of the whole. */
export function TokenBreakdown({ detail }: { detail: DistributionDetail }) {
  const { t, i18n } = useTranslation(['issuance-admin', 'domain']);
  const locale = localeOf(i18n.language);
  const { format } = useCurrency();
  const perToken = usePerToken();
  const percent = usePercent();
  const symbol = detail.project.token_symbol;
  const caption = t('earnings.token.caption', { symbol });
  return (
    <ScrollingTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">{t('earnings.token.token')}</th>
          <th scope="col" className={styles.numeric}>
            {t('earnings.column.tokens')}
          </th>
          <th scope="col" className={styles.numeric}>
            {t('earnings.column.holders')}
          </th>
          <th scope="col" className={styles.numeric}>
            {t('earnings.token.gross_per_token')}
          </th>
          <th scope="col" className={styles.numeric}>
            {t('earnings.token.net_per_token')}
          </th>
          <th scope="col" className={styles.numeric}>
            {t('earnings.column.withholding')}
          </th>
          <th scope="col" className={styles.numeric}>
            {t('earnings.part.gross_amount')}
          </th>
          <th scope="col" className={styles.numeric}>
            {t('earnings.part.fiscal_withholding')}
          </th>
          <th scope="col" className={styles.numeric}>
            {t('earnings.part.net_total')}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">
            <span className={listStyles.stack}>
              <span>{symbol}</span>
              <span className={listStyles.muted}>{detail.project.title}</span>
            </span>
          </th>
          <td className={styles.numeric}>{formatTokens(detail.tokens, locale)}</td>
          <td className={styles.numeric}>{detail.holders}</td>
          <td className={styles.numeric}>{perToken(detail.per_token.gross)}</td>
          <td className={styles.numeric}>{perToken(detail.per_token.net)}</td>
          <td className={styles.numeric}>{percent(detail.withholding_percentage)}</td>
          <td className={styles.numeric}>{format(detail.totals.gross_amount)}</td>
          <td className={styles.numeric}>{format(detail.totals.fiscal_withholding)}</td>
          <td className={styles.numeric}>{format(detail.totals.net_total)}</td>
        </tr>
      </tbody>
    </ScrollingTable>
  );
}

/** The facts of a distribution above its breakdowns: project, type, profit date, status, withholding. */
export function DistributionFacts({ detail }: { detail: DistributionDetail }) {
  const { t, i18n } = useTranslation(['issuance-admin', 'domain']);
  const locale = localeOf(i18n.language);
  const { format } = useCurrency();
  const percent = usePercent();
  const facts: { label: string; value: ReactNode }[] = [
    { label: t('earnings.column.type'), value: t(`domain:earning_type.${detail.type}`) },
    { label: t('earnings.column.profit_date'), value: formatDate(detail.profit_date, locale) },
    { label: t('earnings.part.gross_amount'), value: format(detail.totals.gross_amount) },
    { label: t('earnings.column.withholding'), value: percent(detail.withholding_percentage) },
    { label: t('earnings.part.net_total'), value: format(detail.totals.net_total) },
    { label: t('earnings.column.holders'), value: detail.holders },
  ];
  return (
    <dl className={listStyles.totals} aria-label={t('earnings.facts')}>
      {facts.map((fact) => (
        <div key={fact.label} className={listStyles.total}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
