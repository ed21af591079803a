import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import * as v from 'valibot';
import { formatTokens, investmentListQuerySchema, issuanceListQuerySchema, localeOf } from 'shared';
import { Button, EmptyState, ListFooter, ListTable, LoadError, PageHeader } from 'shared/ui';
import { useAddressQuery, useCurrency, useHttp, useNotify } from 'host/platform';
import type { IssuanceArea } from '../area';
import { useIssuances } from '../issuances/issuances.api';
import { ExportButtons, Totals } from '../list/list-parts';
import '../messages';
import { useWording } from '../wording';
import { useInvestmentColumns } from './investment-columns';
import { CLEARED_FILTERS, InvestmentFilters, isFiltered } from './investment-filters';
import { InvestmentMoveDialog, MintProjectDialog, type PendingMove } from './investment-dialogs';
import { MOVE_TEXT } from './move-text';
import { exportInvestments, useInvestments } from './investments.api';
import styles from '../list/list.module.css';

// The projects the filter offers: the area's issuances, as many as the API serves at once.
const PROJECTS_QUERY = v.parse(issuanceListQuerySchema, { per_page: 100 });

/**
 * The investments the person may see (a manager: the tenant's; an entrepreneur: their projects'),
 * with the filters, search and page in the address, the totals of the filtered list, and the
 * moves the API allows on each row where the area moves investments.
 */
export function InvestmentsPage({ area }: { area: IssuanceArea }) {
  const { t, i18n } = useTranslation(['issuance-admin', 'domain', 'issuances', 'ui', area.ns]);
  const locale = localeOf(i18n.language);
  const { ns, capabilities } = area;
  const http = useHttp();
  const { format } = useCurrency();
  const { context } = useWording();
  const { query, update } = useAddressQuery(investmentListQuerySchema);
  const list = useInvestments(ns, query);
  const projects = useIssuances(ns, PROJECTS_QUERY);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [mintingProject, setMintingProject] = useState(false);
  const notify = useNotify();

  const projectOptions = (projects.data?.data ?? []).map((issuance) => ({ value: String(issuance.id), label: issuance.title }));
  const projectTitle = projectOptions.find((option) => option.value === query.project_id)?.label ?? query.project_id ?? '';

  const columns = useInvestmentColumns(area, setPending);

  const data = list.data;
  const clear = () => update(CLEARED_FILTERS);

  return (
    <div className={styles.page}>
      <PageHeader
        title={t(`${ns}:investments.title`)}
        description={t(`${ns}:investments.description`)}
        actions={<ExportButtons fileName="investments" load={(fileFormat) => exportInvestments(http, query, fileFormat)} />}
      />

      <InvestmentFilters
        query={query}
        update={update}
        projectOptions={projectOptions}
        projectTitle={projectTitle}
        onMintProject={capabilities.manageInvestments && query.project_id ? () => setMintingProject(true) : undefined}
      />

      <Totals
        label={t('investments.totals.label')}
        items={[
          { label: t('investments.totals.count'), value: data ? data.totals.count : '—' },
          { label: t('investments.totals.amount'), value: data ? format(data.totals.amount) : '—' },
          { label: t('investments.totals.tokens'), value: data ? formatTokens(data.totals.tokens, locale) : '—' },
          { label: t('investments.totals.fee'), value: data ? format(data.totals.fee) : '—' },
        ]}
      />

      {list.isError && !data ? (
        <LoadError keepsFilters title={t('investments.error.title')} retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : data && data.data.length === 0 ? (
        <div className={styles.panel}>
          {isFiltered(query) ? (
            <EmptyState
              icon={<SearchX size={24} />}
              title={t('investments.no_match.title')}
              description={t('investments.no_match.description')}
              action={
                <Button variant="secondary" onClick={clear}>
                  {t('issuances:filters.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t('investments.empty.title')} description={t('investments.empty.description', { context })} />
          )}
        </div>
      ) : (
        <ListTable
          stale={list.isPlaceholderData}
          busy={list.isFetching}
          caption={t('investments.table_caption', { page: query.page, pages: Math.max(1, data?.meta.total_pages ?? 1) })}
          columns={columns}
          rows={data?.data ?? []}
          rowKey={(row) => row.id}
          loading={list.isPending}
          loadingRows={Math.min(query.per_page, 8)}
        />
      )}

      {data && data.meta.total > 0 && (
        <ListFooter page={query.page} perPage={query.per_page} totalPages={data.meta.total_pages} onChange={update} />
      )}

      {capabilities.manageInvestments && (
        <>
          <InvestmentMoveDialog
            ns={ns}
            pending={pending}
            onClose={() => setPending(null)}
            onMoved={(investment, kind) => {
              setPending(null);
              notify.success(`issuance-admin:${MOVE_TEXT[kind].done}`, { name: investment.investor.name });
            }}
          />
          <MintProjectDialog
            ns={ns}
            open={mintingProject && Boolean(query.project_id)}
            projectId={query.project_id ?? ''}
            projectTitle={projectTitle}
            onClose={() => setMintingProject(false)}
            onMinted={(minted) => {
              setMintingProject(false);
              notify.success('issuance-admin:investments.mint_project.done', { count: minted.minted, project: projectTitle });
            }}
          />
        </>
      )}
    </div>
  );
}
