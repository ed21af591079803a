import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import * as v from 'valibot';
import { DISTRIBUTION_STATUSES, EARNING_TYPES, earningsListQuerySchema, issuanceListQuerySchema } from 'shared';
import { Button, EmptyState, ListFooter, ListTable, LoadError, PageHeader, Select, Tabs } from 'shared/ui';
import { useCurrency, useHttp } from 'host/platform';
import type { IssuanceArea } from '../area';
import { useAddressQuery } from 'host/platform';
import { useIssuances } from '../issuances/issuances.api';
import { ExportButtons, Totals } from '../list/list-parts';
import '../messages';
import { exportEarnings, useEarnings } from './earnings.api';
import { useEarningColumns } from './earning-columns';
import styles from '../list/list.module.css';
import earningStyles from './earnings.module.css';

const PROJECTS_QUERY = v.parse(issuanceListQuerySchema, { per_page: 100 });
const TABS = ['all', ...EARNING_TYPES] as const;

/**
 * Every distribution in the area's scope (a manager: the tenant's; an issuer: their projects'):
 * a tab per type (dividends, yields or interest, repayments or amortisations), the status and
 * project filters and the page in the address, the totals of every page, and the export.
 */
export function EarningsPage({ area }: { area: IssuanceArea }) {
  const { t } = useTranslation(['issuance-admin', 'domain', 'issuances']);
  const http = useHttp();
  const { format } = useCurrency();
  const { query, update } = useAddressQuery(earningsListQuerySchema);
  const list = useEarnings(area.ns, query);
  const projects = useIssuances(area.ns, PROJECTS_QUERY);
  const projectOptions = (projects.data?.data ?? []).map((issuance) => ({ value: String(issuance.id), label: issuance.title }));

  const columns = useEarningColumns(area);

  const data = list.data;
  const filtered = Boolean(query.type || query.status || query.project_id);
  const clear = () => update({ type: undefined, status: undefined, project_id: undefined });
  const tabs = TABS.map((tab) => ({ id: tab, label: tab === 'all' ? t('earnings.tabs.all') : t(`domain:earning_type.${tab}`) }));

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('earnings.title')}
        description={t('earnings.description')}
        actions={<ExportButtons fileName="earnings" load={(fileFormat) => exportEarnings(http, query, fileFormat)} />}
      />
      <Tabs items={tabs} value={query.type ?? 'all'} label={t('earnings.tabs.label')} onChange={(tab) => update({ type: tab === 'all' ? undefined : tab })}>
        <div className={earningStyles.section}>
          <div className={styles.filters} role="search" aria-label={t('earnings.filters.label')}>
            <Select
              label={t('earnings.filters.status')}
              placeholder={t('earnings.filters.any_status')}
              options={DISTRIBUTION_STATUSES.map((status) => ({ value: status, label: status === 'paid' ? t('earnings.distribution_status.paid') : t('earnings.distribution_status.pending') }))}
              value={query.status ?? ''}
              onChange={(event) => update({ status: event.target.value })}
            />
            <Select
              label={t('earnings.filters.project')}
              placeholder={t('earnings.filters.any_project')}
              options={projectOptions}
              value={query.project_id ?? ''}
              onChange={(event) => update({ project_id: event.target.value })}
            />
            {filtered && (
              <div className={styles.filterActions}>
                <Button variant="ghost" onClick={clear}>
                  {t('issuances:filters.clear')}
                </Button>
              </div>
            )}
          </div>

          <Totals
            label={t('earnings.totals.label')}
            items={[
              { label: t('earnings.totals.count'), value: data ? data.meta.total : '—' },
              { label: t('earnings.part.gross_amount'), value: data ? format(data.totals.gross_amount) : '—' },
              { label: t('earnings.part.fiscal_withholding'), value: data ? format(data.totals.fiscal_withholding) : '—' },
              { label: t('earnings.part.net_total'), value: data ? format(data.totals.net_total) : '—' },
            ]}
          />

          {list.isError && !data ? (
            <LoadError keepsFilters title={t('earnings.list_error')} retrying={list.isFetching} onRetry={() => void list.refetch()} />
          ) : data && data.data.length === 0 ? (
            <div className={styles.panel}>
              {filtered ? (
                <EmptyState
                  icon={<SearchX size={24} />}
                  title={t('earnings.no_match')}
                  action={
                    <Button variant="secondary" onClick={clear}>
                      {t('issuances:filters.clear')}
                    </Button>
                  }
                />
              ) : (
                <EmptyState title={t('earnings.empty.title')} description={t('earnings.empty.description')} />
              )}
            </div>
          ) : (
            <ListTable
              stale={list.isPlaceholderData}
              busy={list.isFetching}
              caption={t('earnings.table_caption', { page: query.page, pages: Math.max(1, data?.meta.total_pages ?? 1) })}
              columns={columns}
              rows={data?.data ?? []}
              rowKey={(row) => row.id}
              loading={list.isPending}
              loadingRows={Math.min(query.per_page, 6)}
            />
          )}

          {data && data.meta.total > 0 && <ListFooter page={query.page} perPage={query.per_page} totalPages={data.meta.total_pages} onChange={update} />}
        </div>
      </Tabs>
    </div>
  );
}
