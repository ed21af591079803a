import { useTranslation } from 'react-i18next';
import { HandCoins } from 'lucide-react';
import { useAddressQuery } from 'host/platform';
import { EARNING_STATUSES, isZeroMoney, myEarningsQuerySchema } from 'shared';
import { Button, EmptyState, ListFooter, LoadError, PageHeader, Select, Skeleton } from 'shared/ui';
import { useInvestorFormat } from '../../components/use-investor-format';
import { useClaimDialogs } from './claim-dialogs';
import { EarningsTable } from './earnings-table';
import { useEarningChanges, useMyEarnings, useTaxSummary } from './earnings.api';
import { TaxSummary } from './tax-summary';
import styles from './earnings.module.css';

const TOTAL_LABEL = { pending: 'earnings.totals.pending', claimable: 'earnings.totals.claimable', claimed: 'earnings.totals.claimed' } as const;

/**
 * /user/earnings: the investor's earnings with their status and dates, the totals (pending,
 * claimable, claimed), **Claim** and **Claim all** (see `useClaimDialogs`), the status and year
 * filters and the page in the address, and the tax summary by year with its downloads.
 */
export default function EarningsScreen() {
  const { t } = useTranslation(['investor', 'domain']);
  const format = useInvestorFormat();
  const { query, update } = useAddressQuery(myEarningsQuerySchema);
  const list = useMyEarnings(query);
  const taxes = useTaxSummary();
  useEarningChanges();
  const totals = list.data?.totals;
  const { ask, dialogs } = useClaimDialogs(list.data?.has_bank_account ?? true, totals?.claimable);
  const years = (taxes.data ?? []).map((row) => String(row.year));
  if (query.year && !years.includes(query.year)) years.push(query.year);

  function results() {
    if (list.isError && !list.data) return <LoadError keepsFilters title={t('earnings.error')} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
    if (!list.data) {
      return (
        <div role="status" aria-busy="true" aria-label={t('earnings.loading')}>
          <Skeleton shape="rect" height="10rem" />
        </div>
      );
    }
    const { data, meta } = list.data;
    if (data.length === 0) {
      const filtered = Boolean(query.status || query.year);
      return (
        <EmptyState
          title={filtered ? t('earnings.no_match') : t('earnings.empty.title')}
          description={filtered ? undefined : t('earnings.empty.description')}
          action={filtered ? <Button variant="secondary" onClick={() => update({ status: undefined, year: undefined })}>{t('earnings.filters.clear')}</Button> : undefined}
        />
      );
    }
    return (
      <>
        <EarningsTable rows={data} busy={list.isPlaceholderData} onClaim={(earning) => ask({ kind: 'claim', earning })} />
        <ListFooter page={query.page} perPage={query.per_page} totalPages={meta.total_pages} onChange={update} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('earnings.title')}
        description={t('earnings.description')}
        actions={
          totals && !isZeroMoney(totals.claimable) ? (
            <Button icon={<HandCoins size={16} aria-hidden="true" />} onClick={() => ask({ kind: 'claim_all' })}>
              {t('earnings.claim_all.action')}
            </Button>
          ) : undefined
        }
      />
      <dl className={styles.totals} aria-label={t('earnings.totals.label')}>
        {(['pending', 'claimable', 'claimed'] as const).map((key) => (
          <div key={key} className={styles.total}>
            <dt>{t(TOTAL_LABEL[key])}</dt>
            <dd>{totals ? format.money(totals[key]) : '—'}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.filters} role="search" aria-label={t('earnings.filters.label')}>
        <Select
          label={t('earnings.filters.status')}
          placeholder={t('earnings.filters.any_status')}
          options={EARNING_STATUSES.map((status) => ({ value: status, label: t(`domain:earning_status.${status}`) }))}
          value={query.status ?? ''}
          onChange={(event) => update({ status: event.target.value })}
        />
        <Select label={t('earnings.filters.year')} placeholder={t('earnings.filters.any_year')} options={years.map((year) => ({ value: year, label: year }))} value={query.year ?? ''} onChange={(event) => update({ year: event.target.value })} />
      </div>
      {results()}
      <TaxSummary years={taxes.data} />
      {dialogs}
    </div>
  );
}
