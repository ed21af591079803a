import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { HandCoins } from 'lucide-react';
import { readApiError, useDownload, useNotify } from 'host/platform';
import { EARNING_STATUSES, formatDate, isClaimable, isZeroMoney, myEarningsQuerySchema, type MyEarning } from 'shared';
import { Button, ConfirmDialog, EmptyState, Modal, PageHeader, Pagination, Select, Skeleton, StatusBadge } from 'shared/ui';
import { useInvestorFormat } from '../../components/use-investor-format';
import { investorPaths } from '../../paths';
import { taxSummaryExportPath, useClaim, useClaimAll, useEarningChanges, useMyEarnings, useTaxSummary, type MyEarningsQuery } from './earnings.api';
import tableStyles from 'shared/ui/data-table.module.css';
import styles from './earnings.module.css';

/** The filters and page the address names; a value the API would refuse is dropped on its own. */
function readSearch(params: URLSearchParams): MyEarningsQuery {
  const raw: Record<string, string> = {};
  for (const key of ['status', 'year', 'page'] as const) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  const parsed = v.safeParse(myEarningsQuerySchema, raw);
  if (parsed.success) return parsed.output;
  for (const issue of parsed.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string') delete raw[key];
  }
  const second = v.safeParse(myEarningsQuerySchema, raw);
  return second.success ? second.output : v.parse(myEarningsQuerySchema, {});
}

type Asking = { kind: 'claim'; earning: MyEarning } | { kind: 'claim_all' } | { kind: 'bank_account' } | null;

/**
 * /user/earnings: the investor's earnings with their status and dates, the totals (pending,
 * claimable, claimed), **Claim** and **Claim all** (asked first: claiming is irreversible; without
 * a bank account they lead to the account's banking section instead), the status and year
 * filters and the page in the address, and the tax summary by year with its downloads.
 */
export default function EarningsScreen() {
  const { t } = useTranslation(['investor', 'domain']);
  const format = useInvestorFormat();
  const notify = useNotify();
  const download = useDownload();
  const [params, setParams] = useSearchParams();
  const query = readSearch(params);
  const list = useMyEarnings(query);
  const taxes = useTaxSummary();
  useEarningChanges();
  const claim = useClaim();
  const claimAll = useClaimAll();
  const [asking, setAsking] = useState<Asking>(null);
  const [claimError, setClaimError] = useState<string | null>(null);

  function update(changes: Partial<Record<'status' | 'year' | 'page', string | undefined>>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  }

  const hasBankAccount = list.data?.has_bank_account ?? true;
  function ask(next: Exclude<Asking, null>) {
    setClaimError(null);
    setAsking(hasBankAccount || next.kind === 'bank_account' ? next : { kind: 'bank_account' });
  }

  /** Why a claim was refused, in the dialog that asked; no bank account leads to the banking section. */
  function refused(error: unknown) {
    const { key } = readApiError(error);
    if (key === 'bank_account_required') {
      setAsking({ kind: 'bank_account' });
      return;
    }
    if (key === 'earning_not_claimable') setClaimError(t('earnings.errors.earning_not_claimable'));
    else if (key === 'nothing_to_claim') setClaimError(t('earnings.errors.nothing_to_claim'));
    else {
      setClaimError(t('earnings.errors.unexpected'));
      notify.error('investor:earnings.errors.unexpected');
    }
  }

  async function confirm() {
    if (asking?.kind === 'claim') {
      const { earning } = asking;
      try {
        const claimed = await claim.mutateAsync(earning.id);
        setAsking(null);
        notify.success('investor:earnings.claim.done', { amount: format.money(claimed.net_total), project: earning.project.title });
      } catch (error) {
        refused(error);
      }
    } else if (asking?.kind === 'claim_all') {
      try {
        const { claimed, total } = await claimAll.mutateAsync(undefined);
        setAsking(null);
        notify.success('investor:earnings.claim_all.done', { count: claimed, amount: format.money(total) });
      } catch (error) {
        refused(error);
      }
    }
  }

  async function downloadTax(year: number, fileFormat: 'csv' | 'pdf') {
    try {
      await download(taxSummaryExportPath(year, fileFormat), `earnings-${year}.${fileFormat}`);
    } catch {
      notify.error('investor:earnings.tax.failed');
    }
  }

  const totals = list.data?.totals;
  const claimable = totals && !isZeroMoney(totals.claimable);
  const years = (taxes.data ?? []).map((row) => String(row.year));
  if (query.year && !years.includes(query.year)) years.push(query.year);

  function results() {
    if (list.isPending) {
      return (
        <div role="status" aria-busy="true" aria-label={t('earnings.loading')}>
          <Skeleton shape="rect" height="10rem" />
        </div>
      );
    }
    if (list.isError) {
      return (
        <EmptyState
          title={t('earnings.error')}
          action={
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {t('earnings.retry')}
            </Button>
          }
        />
      );
    }
    const { data, meta } = list.data;
    if (data.length === 0) {
      const filtered = Boolean(query.status || query.year);
      return (
        <EmptyState
          title={filtered ? t('earnings.no_match') : t('earnings.empty.title')}
          description={filtered ? undefined : t('earnings.empty.description')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => update({ status: undefined, year: undefined })}>
                {t('earnings.filters.clear')}
              </Button>
            ) : undefined
          }
        />
      );
    }
    return (
      <>
        <EarningsTable rows={data} busy={list.isPlaceholderData} onClaim={(earning) => ask({ kind: 'claim', earning })} />
        <Pagination page={meta.page} pageCount={Math.max(1, meta.total_pages)} onPageChange={(page) => update({ page: page > 1 ? String(page) : undefined })} />
      </>
    );
  }

  const project = asking?.kind === 'claim' ? asking.earning.project.title : '';
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('earnings.title')}
        description={t('earnings.description')}
        actions={
          claimable ? (
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
        <Select
          label={t('earnings.filters.year')}
          placeholder={t('earnings.filters.any_year')}
          options={years.map((year) => ({ value: year, label: year }))}
          value={query.year ?? ''}
          onChange={(event) => update({ year: event.target.value })}
        />
      </div>

      {results()}

      <section className={styles.section} aria-labelledby="tax-summary">
        <h2 id="tax-summary" className={styles.sectionTitle}>
          {t('earnings.tax.title')}
        </h2>
        <p className={styles.muted}>{t('earnings.tax.description')}</p>
        {taxes.data && taxes.data.length > 0 ? (
          <div className={tableStyles.wrapper}>
            <table className={tableStyles.table}>
              <caption className={tableStyles.hidden}>{t('earnings.tax.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('earnings.tax.year')}</th>
                  <th scope="col" className={tableStyles.numeric}>
                    {t('earnings.columns.gross')}
                  </th>
                  <th scope="col" className={tableStyles.numeric}>
                    {t('earnings.columns.withholding')}
                  </th>
                  <th scope="col" className={tableStyles.numeric}>
                    {t('earnings.columns.net')}
                  </th>
                  <th scope="col">{t('earnings.tax.downloads')}</th>
                </tr>
              </thead>
              <tbody>
                {taxes.data.map((row) => (
                  <tr key={row.year}>
                    <th scope="row" data-label={t('earnings.tax.year')}>
                      <span className={styles.project}>
                        <span>{row.year}</span>
                        <span className={tableStyles.muted}>{t('earnings.tax.count', { count: row.earnings })}</span>
                      </span>
                    </th>
                    <td data-label={t('earnings.columns.gross')} className={tableStyles.numeric}>
                      {format.money(row.gross)}
                    </td>
                    <td data-label={t('earnings.columns.withholding')} className={tableStyles.numeric}>
                      {format.money(row.withholding)}
                    </td>
                    <td data-label={t('earnings.columns.net')} className={tableStyles.numeric}>
                      {format.money(row.net)}
                    </td>
                    <td data-label={t('earnings.tax.downloads')}>
                      <span className={styles.actions}>
                        <Button size="sm" variant="secondary" aria-label={t('earnings.tax.csv_of', { year: row.year })} onClick={() => void downloadTax(row.year, 'csv')}>
                          {t('earnings.tax.csv')}
                        </Button>
                        <Button size="sm" variant="secondary" aria-label={t('earnings.tax.pdf_of', { year: row.year })} onClick={() => void downloadTax(row.year, 'pdf')}>
                          {t('earnings.tax.pdf')}
                        </Button>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          taxes.data && <p className={styles.muted}>{t('earnings.tax.empty')}</p>
        )}
      </section>

      <ConfirmDialog
        open={asking?.kind === 'claim' || asking?.kind === 'claim_all'}
        title={asking?.kind === 'claim_all' ? t('earnings.claim_all.title') : t('earnings.claim.title')}
        description={
          asking?.kind === 'claim'
            ? t('earnings.claim.description', { amount: format.money(asking.earning.net_total), project })
            : t('earnings.claim_all.description', { amount: totals ? format.money(totals.claimable) : '' })
        }
        consequence={t('earnings.claim.irreversible')}
        confirmLabel={asking?.kind === 'claim_all' ? t('earnings.claim_all.confirm') : t('earnings.claim.confirm')}
        cancelLabel={t('earnings.keep')}
        tone="primary"
        error={claimError}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
      <Modal
        open={asking?.kind === 'bank_account'}
        onClose={() => setAsking(null)}
        title={t('earnings.bank_account.title')}
        description={t('earnings.bank_account.description')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              {t('earnings.keep')}
            </Button>
            <Link className={styles.primaryLink} to={investorPaths.account.banking()}>
              {t('earnings.bank_account.link')}
            </Link>
          </>
        }
      />
    </div>
  );
}

const TOTAL_LABEL = { pending: 'earnings.totals.pending', claimable: 'earnings.totals.claimable', claimed: 'earnings.totals.claimed' } as const;

/** The instant an earning reached its status: claimed or paid; a pending one has none yet. */
function statusInstant(earning: MyEarning): string | null {
  return earning.claimed_at ?? earning.paid_at;
}

/** A table on wide screens; below 768 px each row becomes a card whose cells name their column. */
function EarningsTable({ rows, busy, onClaim }: { rows: readonly MyEarning[]; busy: boolean; onClaim: (earning: MyEarning) => void }) {
  const { t } = useTranslation(['investor', 'domain']);
  const format = useInvestorFormat();
  const headers = {
    project: t('earnings.columns.project'),
    profit_date: t('earnings.columns.profit_date'),
    tokens: t('earnings.columns.tokens'),
    gross: t('earnings.columns.gross'),
    withholding: t('earnings.columns.withholding'),
    net: t('earnings.columns.net'),
    status: t('earnings.columns.status'),
    actions: t('earnings.columns.actions'),
  };
  return (
    <div className={tableStyles.wrapper}>
      <table className={tableStyles.table} aria-busy={busy || undefined}>
        <caption className={tableStyles.hidden}>{t('earnings.table_caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{headers.project}</th>
            <th scope="col">{headers.profit_date}</th>
            <th scope="col" className={tableStyles.numeric}>
              {headers.tokens}
            </th>
            <th scope="col" className={tableStyles.numeric}>
              {headers.gross}
            </th>
            <th scope="col" className={tableStyles.numeric}>
              {headers.withholding}
            </th>
            <th scope="col" className={tableStyles.numeric}>
              {headers.net}
            </th>
            <th scope="col">{headers.status}</th>
            <th scope="col">{headers.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((earning) => (
            <tr key={earning.id}>
              <th scope="row" data-label={headers.project} className={styles.project}>
                <span>{earning.project.title}</span>
                <span className={tableStyles.muted}>{t(`domain:earning_type.${earning.type}`)}</span>
              </th>
              <td data-label={headers.profit_date}>{formatDate(earning.profit_date, format.locale)}</td>
              <td data-label={headers.tokens} className={tableStyles.numeric}>
                {format.tokens(earning.tokens, earning.project.token_symbol)}
              </td>
              <td data-label={headers.gross} className={tableStyles.numeric}>
                {format.money(earning.gross_amount)}
              </td>
              <td data-label={headers.withholding} className={tableStyles.numeric}>
                {format.money(earning.fiscal_withholding)}
              </td>
              <td data-label={headers.net} className={tableStyles.numeric}>
                {format.money(earning.net_total)}
              </td>
              <td data-label={headers.status}>
                <span className={styles.status}>
                  <StatusBadge kind="earning" status={earning.status} />
                  {statusInstant(earning) && <span className={tableStyles.muted}>{t('earnings.since', { day: format.day(statusInstant(earning) ?? '') })}</span>}
                </span>
              </td>
              <td data-label={headers.actions}>
                <span className={styles.actions}>
                  {isClaimable(earning) && (
                    <Button size="sm" onClick={() => onClaim(earning)} aria-label={t('earnings.claim.named', { project: earning.project.title, amount: format.money(earning.net_total) })}>
                      {t('earnings.claim.action')}
                    </Button>
                  )}
                  <Link className={styles.link} to={investorPaths.earningByToken.href(earning.distribution_id)} aria-label={t('earnings.by_token_of', { project: earning.project.title })}>
                    {t('earnings.by_token')}
                  </Link>
                  <Link className={styles.link} to={investorPaths.earningByInvestor.href(earning.distribution_id)} aria-label={t('earnings.by_investor_of', { project: earning.project.title })}>
                    {t('earnings.by_investor')}
                  </Link>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
