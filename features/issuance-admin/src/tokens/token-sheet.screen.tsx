import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { formatDate, formatPercent, formatTokens, localeOf, type Token } from 'shared';
import { Card, PageHeader, ProgressBar, QueryState, Skeleton } from 'shared/ui';
import { useCurrency } from 'host/platform';
import type { IssuanceArea } from '../area';
import '../messages';
import { useToken } from './tokens.api';
import styles from '../list/list.module.css';
import tokenStyles from './tokens.module.css';

/** The token of the address (`:id`): supply, price, minted and holders, its contract and issuance. */
export function TokenSheetPage({ area }: { area: IssuanceArea }) {
  const { t } = useTranslation('issuance-admin');
  const { id = '' } = useParams();
  const token = useToken(area.ns, id);

  const back = (
    <Link className={styles.link} to={area.paths.tokens.href()}>
      <ArrowLeft size={16} aria-hidden="true" /> {t('tokens.back')}
    </Link>
  );

  return (
    <div className={styles.page}>
      {back}
      {/* A token the person may not see is a page that does not exist: the host's 404. */}
      <QueryState
        query={token}
        notFound="page"
        heading
        errorTitle={t('tokens.error')}
        loadingLabel={t('tokens.loading')}
        loading={
          <>
            <Skeleton width="40%" height="2rem" />
            <Skeleton shape="rect" height="12rem" />
          </>
        }
      >
        {(data) => <TokenSheet area={area} data={data} />}
      </QueryState>
    </div>
  );
}

function TokenSheet({ area, data }: { area: IssuanceArea; data: Token }) {
  const { t, i18n } = useTranslation('issuance-admin');
  const locale = localeOf(i18n.language);
  const { format } = useCurrency();
  const share = data.supply > 0 ? data.minted / data.supply : 0;
  return (
    <>
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
              <dd>
                {data.contract_address ? (
                  data.contract_url ? (
                    <a className={`${styles.link} ${styles.mono}`} href={data.contract_url} target="_blank" rel="noreferrer" aria-label={t('tokens.sheet.contract_on_explorer', { address: data.contract_address })}>
                      {data.contract_address}
                    </a>
                  ) : (
                    <span className={styles.mono}>{data.contract_address}</span>
                  )
                ) : (
                  t('tokens.ledger')
                )}
                {data.deployment_status === 'pending' || data.deployment_status === 'failed' ? (
                  <span role="status"> · {t(data.deployment_status === 'pending' ? 'tokens.sheet.deployment_pending' : 'tokens.sheet.deployment_failed')}</span>
                ) : null}
              </dd>
            </div>
          </dl>
        </Card>
      </div>
    </>
  );
}
