import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Portfolio } from 'shared';
import { ListTable, type Column } from 'shared/ui';
import type { InvestorFormat } from '../../components/use-investor-format';
import { investorPaths } from '../../paths';
import styles from './portfolio.module.css';

type Holding = Portfolio['holdings'][number];

/** What the investor holds per project, with the totals as the last row (cards on a phone). */
export function Holdings({ portfolio, format }: { portfolio: Portfolio; format: InvestorFormat }) {
  const { t } = useTranslation(['investor', 'domain']);
  const columns = useMemo<Column<Holding>[]>(
    () => [
      {
        id: 'project',
        header: t('portfolio.columns.project'),
        cell: (holding) => (
          <span className={styles.project}>
            <Link to={investorPaths.issuance.href(holding.project_id)}>{holding.project_title}</Link>
            <span className={styles.muted}>
              {t(`domain:product_type.${holding.product_type}`)} · {t('portfolio.token_price', { price: format.money(holding.token_price), symbol: holding.token_symbol })}
            </span>
          </span>
        ),
      },
      { id: 'tokens', header: t('portfolio.columns.tokens'), numeric: true, cell: (holding) => format.tokens(holding.tokens, holding.token_symbol) },
      { id: 'minted', header: t('portfolio.columns.minted'), numeric: true, cell: (holding) => format.tokens(holding.minted_tokens) },
      { id: 'invested', header: t('portfolio.columns.invested'), numeric: true, cell: (holding) => format.money(holding.invested) },
      { id: 'current_value', header: t('portfolio.columns.current_value'), numeric: true, cell: (holding) => format.money(holding.current_value) },
      { id: 'share', header: t('portfolio.columns.share'), numeric: true, cell: (holding) => format.share(holding.share_of_issuance) },
    ],
    [t, format],
  );
  const { totals, holdings } = portfolio;
  const footer = {
    project: t('portfolio.total'),
    tokens: format.tokens(totals.tokens),
    minted: format.tokens(holdings.reduce((sum, holding) => sum + holding.minted_tokens, 0)),
    invested: format.money(totals.invested),
    current_value: format.money(totals.current_value),
  };
  return (
    <section className={styles.section} aria-labelledby="portfolio-holdings">
      <h2 id="portfolio-holdings" className={styles.heading}>
        {t('portfolio.holdings_title')}
      </h2>
      <ListTable caption={t('portfolio.holdings_title')} hideCaption columns={columns} rows={holdings} rowKey={(holding) => holding.project_id} footer={footer} />
    </section>
  );
}
