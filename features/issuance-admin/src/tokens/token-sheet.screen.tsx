import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { formatDate, formatPercent, formatTokens, localeOf } from 'shared';
import { Button, Card, EmptyState, LoadingState, PageHeader, ProgressBar, Skeleton } from 'shared/ui';
import { isApiError, routeNotFound, useCurrency } from 'host/platform';
import type { IssuanceArea } from '../area';
import '../messages';
import { useToken } from './tokens.api';
import styles from '../list/list.module.css';
import tokenStyles from './tokens.module.css';

/** The token of the address (`:id`): supply, price, minted and holders, its contract and issuance. */
export function TokenSheetPage({ area }: { area: IssuanceArea }) {
  const { t, i18n } = useTranslation(['issuance-admin', 'ui']);
  const locale = localeOf(i18n.language);
  const { id = '' } = useParams();
  const { format } = useCurrency();
  const token = useToken(area.ns, id);

  const back = (
    <Link className={styles.link} to={area.paths.tokens.href()}>
      <ArrowLeft size={16} aria-hidden="true" /> {t('tokens.back')}
    </Link>
  );

  if (token.isPending) {
    return (
      <div className={styles.page}>
        {back}
        <LoadingState label={t('tokens.loading')}>
          <Skeleton width="40%" height="2rem" />
          <Skeleton shape="rect" height="12rem" />
        </LoadingState>
      </div>
    );
  }

  if (token.isError) {
    // A token the person may not see is a page that does not exist: the host's 404.
    if (isApiError(token.error, { status: 404 })) routeNotFound();
    return (
      <div className={styles.page}>
        {back}
        <div className={styles.panel} role="alert">
          <EmptyState
            title={
              <span role="heading" aria-level={1}>
                {t('tokens.error')}
              </span>
            }
            action={
              <Button variant="secondary" onClick={() => void token.refetch()} loading={token.isFetching}>
                {t('ui:action.retry')}
              </Button>
            }
          />
        </div>
      </div>
    );
  }

  const data = token.data;
  const share = data.supply > 0 ? data.minted / data.supply : 0;
  return (
    <div className={styles.page}>
      {back}
      <PageHeader title={data.name} description={t('tokens.sheet.description', { symbol: data.symbol, acronym: data.acronym, date: formatDate(data.created_at, locale) })} />
      <div className={tokenStyles.sheet}>
        <Card title={t('tokens.sheet.figures')} headingLevel={2}>
          <dl className={tokenStyles.facts}>
            <div>
              <dt>{t('tokens.column.supply')}</dt>
              <dd>{formatTokens(data.supply, locale, data.symbol)}</dd>
            </div>
            <div>
              <dt>{t('tokens.column.price')}</dt>
              <dd>{format(data.price)}</dd>
            </div>
            <div>
              <dt>{t('tokens.column.minted')}</dt>
              <dd>{formatTokens(data.minted, locale, data.symbol)}</dd>
            </div>
            <div>
              <dt>{t('tokens.column.holders')}</dt>
              <dd>{data.holders}</dd>
            </div>
          </dl>
          <div className={tokenStyles.progress}>
            <ProgressBar
              value={data.minted}
              max={Math.max(1, data.supply)}
              label={t('tokens.sheet.minted_of_supply')}
              valueText={t('tokens.sheet.minted_share', { share: formatPercent(share * 100, locale, { fractionDigits: 1 }) })}
            />
          </div>
        </Card>
        <Card title={t('tokens.sheet.ledger')} headingLevel={2}>
          <dl className={tokenStyles.contract}>
            <div>
              <dt>{t('tokens.column.issuance')}</dt>
              <dd>
                <Link className={styles.link} to={area.paths.issuance.href(data.issuance_id)}>
                  {data.issuance_title}
                </Link>
              </dd>
            </div>
            <div>
              <dt>{t('tokens.column.contract')}</dt>
              <dd>{data.contract_address ? <span className={styles.mono}>{data.contract_address}</span> : t('tokens.ledger')}</dd>
            </div>
          </dl>
        </Card>
      </div>
    </div>
  );
}
