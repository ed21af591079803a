import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { readApiError, useCustomization, useNotify } from 'host/platform';
import {
  DEFAULT_INVESTMENT_PAGE_SIZE,
  INVESTMENT_TABS,
  PAYMENT_METHODS,
  type InvestmentAnswer,
  type InvestmentTab,
  type MyInvestmentsQuery,
  type PaymentMethod,
} from 'shared';
import { Button, ButtonLink, ConfirmDialog, EmptyState, PageHeader, Pagination, Skeleton, StatusBadge, Tabs } from 'shared/ui';
import { useInvestorFormat, type InvestorFormat } from '../../components/use-investor-format';
import { investorPaths } from '../../paths';
import { InvestmentActions, type AskedMove } from './investment-actions';
import { useInvestmentChanges } from '../../api/my-investments';
import { InPersonNotice, useActingInPerson } from '../../components/in-person';
import { useCancelInterest, useMyInvestments, useRevokeInvestment } from './investments.api';
import { nextActions } from './next-actions';
import tableStyles from 'shared/ui/data-table.module.css';
import styles from './investments.module.css';

const SKELETON_ROWS = 4;

// The wire names the method as free text (older orders may carry a provider's own word): shown as is when unknown.
const isPaymentMethod = (value: string): value is PaymentMethod => PAYMENT_METHODS.some((method) => method === value);

const isTab = (value: string | null): value is InvestmentTab => INVESTMENT_TABS.some((tab) => tab === value);

/** The tab and page the address names (`?tab=ordered&page=2`); anything else is the first page of all. */
function readSearch(params: URLSearchParams): MyInvestmentsQuery {
  const tab = params.get('tab');
  const page = Number(params.get('page'));
  return {
    tab: isTab(tab) ? tab : 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    per_page: DEFAULT_INVESTMENT_PAGE_SIZE,
  };
}

/** Only what differs from the default goes in the address, so /user/investments stays the plain link. */
function writeSearch({ tab, page }: Pick<MyInvestmentsQuery, 'tab' | 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== 'all') params.set('tab', tab);
  if (page > 1) params.set('page', String(page));
  return params;
}

type Asking = { move: AskedMove; investment: InvestmentAnswer };

/** /user/investments: the investor's investments by tab (spec section 4), each with its next action. */
export default function InvestmentsScreen() {
  const { t } = useTranslation(['investor', 'domain']);
  const inPerson = useActingInPerson();
  const format = useInvestorFormat();
  const { hide } = useCustomization();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const query = readSearch(params);
  const list = useMyInvestments(query);
  useInvestmentChanges();
  const cancel = useCancelInterest();
  const revoke = useRevokeInvestment();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [moveError, setMoveError] = useState<string | null>(null);

  // A page past the end (an old link, an investment moved to another tab since) lands on the last page there is.
  const lastPage = list.data?.meta.total_pages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && query.page > lastPage) setParams(writeSearch({ tab: query.tab, page: lastPage }), { replace: true });
  }, [lastPage, query.page, query.tab, setParams]);

  const ask = (move: AskedMove, investment: InvestmentAnswer) => {
    setMoveError(null);
    setAsking({ move, investment });
  };

  const confirm = async () => {
    if (!asking) return;
    const { move, investment } = asking;
    try {
      await (move === 'cancel' ? cancel : revoke).mutateAsync(investment.id);
      setAsking(null);
      notify.success(`investor:investments.${move}.done`, { project: investment.project_title });
    } catch (error) {
      const key = readApiError(error).key;
      setMoveError(t(key === 'investment_not_cancellable' || key === 'reflection_period_over' ? `investments.errors.${key}` : 'investments.errors.unexpected'));
    }
  };

  // A tab named by the address may sit past the edge of a phone's scrolling tab list: brought into
  // view, again once the counts have widened the tabs.
  const tabsRef = useRef<HTMLDivElement>(null);
  const counted = list.data !== undefined;
  useEffect(() => {
    tabsRef.current?.querySelector('[role="tab"][aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [query.tab, counted]);

  const tabs = INVESTMENT_TABS.map((tab) => ({ id: tab, label: t(`domain:investment_tab.${tab}`), count: list.data?.tab_counts[tab] }));

  function results() {
    if (list.isPending) {
      return (
        <div role="status" aria-busy="true" aria-label={t('investments.loading')}>
          <InvestmentsTable rows={[]} loading format={format} signingHidden={hide.signInvestment} onAsk={ask} />
        </div>
      );
    }
    if (list.isError) {
      return (
        <EmptyState
          title={t('investments.error')}
          action={
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {t('investments.retry')}
            </Button>
          }
        />
      );
    }
    const { data, meta } = list.data;
    if (data.length === 0) {
      return (
        <EmptyState
          title={t(`investments.empty.${query.tab}`)}
          description={t('investments.empty_description')}
          action={
            <ButtonLink as={Link} variant="secondary" to={investorPaths.issuances.href()}>
              {t('investments.explore')}
            </ButtonLink>
          }
        />
      );
    }
    return (
      <>
        <InvestmentsTable rows={data} busy={list.isPlaceholderData} format={format} signingHidden={hide.signInvestment} onAsk={ask} />
        <Pagination page={meta.page} pageCount={meta.total_pages} onPageChange={(page) => setParams(writeSearch({ tab: query.tab, page }))} />
      </>
    );
  }

  const project = asking?.investment.project_title ?? '';
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('investments.title')}
        description={t('investments.description')}
        actions={
          <ButtonLink as={Link} variant="secondary" to={investorPaths.portfolio.href()}>
            {t('investments.portfolio')}
          </ButtonLink>
        }
      />
      {!inPerson && <InPersonNotice text={t('in_person.investments')} />}
      <div ref={tabsRef}>
        <Tabs items={tabs} value={query.tab} label={t('investments.tabs_label')} onChange={(tab) => setParams(writeSearch({ tab: isTab(tab) ? tab : 'all', page: 1 }))}>
          {results()}
        </Tabs>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t(`investments.${asking?.move ?? 'cancel'}.title`)}
        description={t(`investments.${asking?.move ?? 'cancel'}.description`, {
          project,
          amount: asking ? format.money(asking.investment.amount) : '',
        })}
        consequence={t(`investments.${asking?.move ?? 'cancel'}.consequence`)}
        confirmLabel={t(`investments.${asking?.move ?? 'cancel'}.confirm`)}
        cancelLabel={t('investments.keep')}
        error={moveError}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}

type TableProps = {
  rows: readonly InvestmentAnswer[];
  loading?: boolean;
  busy?: boolean;
  format: InvestorFormat;
  signingHidden: boolean;
  onAsk: (move: AskedMove, investment: InvestmentAnswer) => void;
};

/** A table on wide screens; below 768 px each row becomes a card whose cells name their column. */
function InvestmentsTable({ rows, loading = false, busy = false, format, signingHidden, onAsk }: TableProps) {
  const { t } = useTranslation(['investor', 'domain']);
  const headers = {
    project: t('investments.columns.project'),
    tokens: t('investments.columns.tokens'),
    amount: t('investments.columns.amount'),
    method: t('investments.columns.method'),
    status: t('investments.columns.status'),
    next: t('investments.columns.next'),
  };
  return (
    // The skeleton rows are the page's shape only: the busy region around them says it is loading.
    <div className={tableStyles.wrapper} aria-hidden={loading || undefined}>
      <table className={tableStyles.table} aria-busy={busy || undefined}>
        <caption className={tableStyles.hidden}>{t('investments.table_caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{headers.project}</th>
            <th scope="col" className={tableStyles.numeric}>
              {headers.tokens}
            </th>
            <th scope="col" className={tableStyles.numeric}>
              {headers.amount}
            </th>
            <th scope="col">{headers.method}</th>
            <th scope="col">{headers.status}</th>
            <th scope="col">{headers.next}</th>
          </tr>
        </thead>
        <tbody>
          {loading &&
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <tr key={index}>
                <td data-label={headers.project}>
                  <Skeleton width="70%" />
                </td>
                <td data-label={headers.tokens} className={tableStyles.numeric}>
                  <Skeleton width="4em" />
                </td>
                <td data-label={headers.amount} className={tableStyles.numeric}>
                  <Skeleton width="6em" />
                </td>
                <td data-label={headers.method}>
                  <Skeleton width="7em" />
                </td>
                <td data-label={headers.status}>
                  <Skeleton width="8em" />
                </td>
                <td data-label={headers.next} className={tableStyles.wide}>
                  <Skeleton width="9em" />
                </td>
              </tr>
            ))}
          {rows.map((investment) => {
            const since = investment.status_dates[investment.status] ?? investment.created_at;
            return (
              <tr key={investment.id}>
                <th scope="row" data-label={headers.project} className={styles.project}>
                  <Link to={investorPaths.issuance.href(investment.project_id)}>{investment.project_title}</Link>
                  <span className={styles.muted}>{t('investments.token_price', { price: format.money(investment.token_price), symbol: investment.token_symbol })}</span>
                </th>
                <td data-label={headers.tokens} className={tableStyles.numeric}>
                  {format.tokens(investment.tokens, investment.token_symbol)}
                </td>
                <td data-label={headers.amount} className={tableStyles.numeric}>
                  {format.money(investment.amount)}
                </td>
                <td data-label={headers.method}>
                  {investment.payment_method ? (
                    isPaymentMethod(investment.payment_method) ? (
                      t(`domain:payment_method.${investment.payment_method}`)
                    ) : (
                      investment.payment_method
                    )
                  ) : (
                    <span className={styles.muted}>{t('investments.no_method')}</span>
                  )}
                </td>
                <td data-label={headers.status}>
                  <div className={styles.status}>
                    <StatusBadge kind="investment" status={investment.status} />
                    {since && <span className={styles.muted}>{t('investments.since', { day: format.day(since) })}</span>}
                    {investment.status_reason && <span className={styles.reason}>{t('investments.reason', { reason: investment.status_reason })}</span>}
                  </div>
                </td>
                <td data-label={headers.next} className={tableStyles.wide}>
                  <InvestmentActions
                    investment={investment}
                    actions={nextActions(investment, { signingHidden })}
                    format={format}
                    onAsk={(move) => onAsk(move, investment)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
