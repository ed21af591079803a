import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Coins, SearchX } from 'lucide-react';
import * as v from 'valibot';
import {
  formatDate,
  formatTokens,
  INVESTMENT_STATUSES,
  investmentListQuerySchema,
  issuanceListQuerySchema,
  localeOf,
  PAYMENT_METHODS,
  paymentMethodSchema,
  type ManagedInvestment,
} from 'shared';
import { Button, EmptyState, Input, ListFooter, ListTable, LoadError, PageHeader, SearchField, Select, StatusBadge, type Column } from 'shared/ui';
import { useCurrency, useHttp, useNotify } from 'host/platform';
import type { IssuanceArea } from '../area';
import { useAddressQuery } from 'host/platform';
import { useIssuances } from '../issuances/issuances.api';
import { ExportButtons, InvestorCell, Totals } from '../list/list-parts';
import '../messages';
import { useWording } from '../wording';
import { BlockedMint } from './blocked-mint';
import { InvestmentMoveDialog, MintProjectDialog, type PendingMove } from './investment-dialogs';
import { MOVE_TEXT } from './move-text';
import { exportInvestments, useInvestments } from './investments.api';
import styles from '../list/list.module.css';

// The projects the filter offers: the area's issuances, as many as the API serves at once.
const PROJECTS_QUERY = v.parse(issuanceListQuerySchema, { per_page: 100 });
const MOVES = ['confirm_payment', 'reject_payment', 'close', 'cancel', 'mint'] as const;

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

  const columns = useMemo<Column<ManagedInvestment>[]>(() => {
    const base: Column<ManagedInvestment>[] = [
      {
        id: 'investor',
        header: t('investments.column.investor', { context }),
        cell: (row) => <InvestorCell investor={row.investor} href={area.investorHref} />,
      },
      { id: 'project', header: t('investments.column.project'), cell: (row) => row.project_title },
      { id: 'tokens', header: t('investments.column.tokens'), numeric: true, cell: (row) => <span className={styles.nowrap}>{formatTokens(row.tokens, locale, row.token_symbol)}</span> },
      { id: 'amount', header: t('investments.column.amount'), numeric: true, cell: (row) => <span className={styles.nowrap}>{format(row.amount)}</span> },
      { id: 'method', header: t('investments.column.method'), cell: (row) => (v.is(paymentMethodSchema, row.payment_method) ? t(`domain:payment_method.${row.payment_method}`) : (row.payment_method ?? '—')) },
      {
        id: 'status',
        header: t('investments.column.status'),
        cell: (row) => {
          const since = row.status_dates[row.status];
          return (
            <span className={styles.stack}>
              <StatusBadge kind="investment" status={row.status} />
              {since && <span className={styles.muted}>{formatDate(since, locale)}</span>}
            </span>
          );
        },
      },
      { id: 'reason', header: t('investments.column.reason'), cell: (row) => (row.status_reason ? <span className={styles.reason}>{row.status_reason}</span> : null) },
    ];
    if (!capabilities.manageInvestments) return base;
    return [
      ...base,
      {
        id: 'actions',
        header: t('investments.column.actions'),
        align: 'end',
        cell: (row) => (
          <span className={styles.rowActions}>
            {MOVES.filter((kind) => row.actions[kind]).map((kind) => (
              <Button
                key={kind}
                size="sm"
                variant={kind === 'confirm_payment' || kind === 'mint' ? 'primary' : 'secondary'}
                aria-label={t(MOVE_TEXT[kind].named, { name: row.investor.name })}
                onClick={() => setPending({ kind, investment: row })}
              >
                {t(MOVE_TEXT[kind].action)}
              </Button>
            ))}
            {row.mint_blocked_by.length > 0 && <BlockedMint investment={row} />}
          </span>
        ),
      },
    ];
  }, [t, context, locale, format, capabilities.manageInvestments, area.investorHref]);

  const data = list.data;
  const filtered = Boolean(query.status || query.project_id || query.method || query.from || query.to || query.q);
  const clear = () => update({ status: undefined, project_id: undefined, method: undefined, from: undefined, to: undefined, q: undefined });

  return (
    <div className={styles.page}>
      <PageHeader
        title={t(`${ns}:investments.title`)}
        description={t(`${ns}:investments.description`)}
        actions={<ExportButtons fileName="investments" load={(fileFormat) => exportInvestments(http, query, fileFormat)} />}
      />

      <div className={styles.filters} role="search" aria-label={t('investments.filters.label')}>
        <SearchField label={t('investments.filters.search', { context })} value={query.q} onSearch={(q) => update({ q }, { replace: true })} />
        <Select
          label={t('investments.filters.status')}
          placeholder={t('investments.filters.any_status')}
          options={INVESTMENT_STATUSES.map((status) => ({ value: status, label: t(`domain:investment_status.${status}`) }))}
          value={query.status ?? ''}
          onChange={(event) => update({ status: event.target.value })}
        />
        <Select
          label={t('investments.filters.project')}
          placeholder={t('investments.filters.any_project')}
          options={projectOptions}
          value={query.project_id ?? ''}
          onChange={(event) => update({ project_id: event.target.value })}
        />
        <Select
          label={t('investments.filters.method')}
          placeholder={t('investments.filters.any_method')}
          options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`domain:payment_method.${method}`) }))}
          value={query.method ?? ''}
          onChange={(event) => update({ method: event.target.value })}
        />
        <div className={styles.dates}>
          <Input type="date" label={t('investments.filters.from')} value={query.from ?? ''} max={query.to} onChange={(event) => update({ from: event.target.value })} />
          <Input type="date" label={t('investments.filters.to')} value={query.to ?? ''} min={query.from} onChange={(event) => update({ to: event.target.value })} />
        </div>
        <div className={styles.filterActions}>
          {capabilities.manageInvestments && query.project_id && (
            <Button variant="secondary" icon={<Coins size={16} aria-hidden="true" />} onClick={() => setMintingProject(true)}>
              {t('investments.mint_project.action', { project: projectTitle })}
            </Button>
          )}
          {filtered && (
            <Button variant="ghost" onClick={clear}>
              {t('issuances:filters.clear')}
            </Button>
          )}
        </div>
      </div>

      <Totals
        label={t('investments.totals.label')}
        items={[
          { label: t('investments.totals.count'), value: data ? data.totals.count : '—' },
          { label: t('investments.totals.amount'), value: data ? format(data.totals.amount) : '—' },
          { label: t('investments.totals.tokens'), value: data ? formatTokens(data.totals.tokens, locale) : '—' },
        ]}
      />

      {list.isError && !data ? (
        <LoadError keepsFilters title={t('investments.error.title')} retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : data && data.data.length === 0 ? (
        <div className={styles.panel}>
          {filtered ? (
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
        <div className={list.isPlaceholderData ? styles.stale : undefined} aria-busy={list.isFetching || undefined}>
          <ListTable
            caption={t('investments.table_caption', { page: query.page, pages: Math.max(1, data?.meta.total_pages ?? 1) })}
            columns={columns}
            rows={data?.data ?? []}
            rowKey={(row) => row.id}
            loading={list.isPending}
            loadingRows={Math.min(query.per_page, 8)}
          />
        </div>
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
