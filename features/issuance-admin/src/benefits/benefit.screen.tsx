import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Banknote, Trash2 } from 'lucide-react';
import { formatDate, localeOf, type DistributionDetail } from 'shared';
import { Button, ConfirmDialog, PageHeader, QueryState } from 'shared/ui';
import { readApiError, useCurrency, useNotify } from 'host/platform';
import type { IssuanceArea } from '../area';
import '../messages';
import { useDeleteDistribution, useDistribution, usePayDistribution } from '../earnings/earnings.api';
import { DistributionSkeleton } from '../earnings/earning-breakdown.screen';
import { DistributionFacts, DistributionStatusBadge, InvestorBreakdown } from '../earnings/earning-parts';
import styles from '../list/list.module.css';
import earningStyles from '../earnings/earnings.module.css';

type Asking = 'pay' | 'delete' | null;

/**
 * `/…/issuances/:id/benefits/:benefitId`: a distribution broken down by investor, with its
 * totals and statuses; while pending, **Pay everyone** (asked first; once: a second payment is
 * refused) and delete. Paying needs a bank account on the issuer's profile: the page then says
 * so and leads to the account page.
 */
export function BenefitPage({ area }: { area: IssuanceArea }) {
  const { t } = useTranslation('issuance-admin');
  const { id = '', benefitId = '' } = useParams();
  const detail = useDistribution(area.ns, benefitId);
  return (
    <div className={styles.page}>
      <Link className={styles.link} to={area.paths.benefits.href(id)}>
        <ArrowLeft size={16} aria-hidden="true" /> {t('benefits.detail.back')}
      </Link>
      {/* A distribution the person may not see is a page that does not exist: the host's 404. */}
      <QueryState query={detail} notFound="page" heading errorTitle={t('earnings.error')} loadingLabel={t('earnings.loading')} loading={<DistributionSkeleton />}>
        {(data) => <BenefitSheet area={area} data={data} />}
      </QueryState>
    </div>
  );
}

function BenefitSheet({ area, data }: { area: IssuanceArea; data: DistributionDetail }) {
  const { t, i18n } = useTranslation(['issuance-admin', 'domain']);
  const locale = localeOf(i18n.language);
  const { id = '', benefitId = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const { format } = useCurrency();
  const payment = usePayDistribution(area.ns, id, benefitId);
  const deletion = useDeleteDistribution(area.ns, id, benefitId);
  const [asking, setAsking] = useState<Asking>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [needsBankAccount, setNeedsBankAccount] = useState(false);

  function ask(move: Exclude<Asking, null>) {
    setFailure(null);
    setAsking(move);
  }

  async function pay() {
    try {
      await payment.mutateAsync();
      setAsking(null);
      notify.success('issuance-admin:benefits.pay.done', { count: data.holders });
    } catch (error) {
      const { key } = readApiError(error);
      if (key === 'bank_account_required') {
        setAsking(null);
        setNeedsBankAccount(true);
        return;
      }
      if (key === 'distribution_already_paid') {
        setFailure(t('benefits.pay.already_paid'));
        return;
      }
      if (key === 'payout_account_required') {
        setFailure(t('benefits.pay.payout_account_required'));
        return;
      }
      if (key === 'payout_currency_not_sepa') {
        setFailure(t('benefits.pay.payout_currency_not_sepa'));
        return;
      }
      setFailure(t('benefits.pay.failed'));
      notify.error('issuance-admin:benefits.pay.failed');
    }
  }

  async function remove() {
    try {
      await deletion.mutateAsync();
      setAsking(null);
      notify.success('issuance-admin:benefits.delete.done');
      await navigate(area.paths.benefits.href(id));
    } catch (error) {
      setFailure(t(readApiError(error).key === 'distribution_already_paid' ? 'benefits.delete.already_paid' : 'benefits.delete.failed'));
    }
  }

  const date = formatDate(data.profit_date, locale);
  const pending = data.status === 'pending';
  return (
    <>
      <PageHeader
        title={t('benefits.detail.title', { type: t(`domain:earning_type.${data.type}`), date })}
        description={data.description ?? data.project.title}
        actions={pending ? <PendingMoves onAsk={ask} /> : undefined}
      />
      <div className={earningStyles.actions}>
        <DistributionStatusBadge status={data.status} />
        {data.paid_at && <span className={styles.muted}>{t('benefits.detail.paid_on', { date: formatDate(data.paid_at, locale) })}</span>}
        <Link className={styles.link} to={area.paths.earningByToken.href(data.id)}>
          {t('earnings.by_token')}
        </Link>
      </div>
      {needsBankAccount && (
        <p className={earningStyles.notice} role="alert">
          {t('benefits.pay.bank_account_required')}{' '}
          <Link className={styles.link} to={area.paths.account.banking()}>
            {t('benefits.pay.add_bank_account')}
          </Link>
        </p>
      )}
      <DistributionFacts detail={data} />
      <InvestorBreakdown detail={data} investorHref={area.investorHref} caption={t('earnings.investor.caption', { project: data.project.title, date })} />

      <ConfirmDialog
        open={asking === 'pay'}
        title={t('benefits.pay.title')}
        description={t('benefits.pay.description', { count: data.holders, net: format(data.totals.net_total), gross: format(data.totals.gross_amount) })}
        consequence={t('benefits.pay.consequence')}
        confirmLabel={t('benefits.pay.confirm')}
        cancelLabel={t('benefits.keep')}
        tone="primary"
        error={asking === 'pay' ? failure : null}
        onConfirm={pay}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        title={t('benefits.delete.title')}
        description={t('benefits.delete.description', { date })}
        confirmLabel={t('benefits.delete.confirm')}
        cancelLabel={t('benefits.keep')}
        tone="danger"
        error={asking === 'delete' ? failure : null}
        onConfirm={remove}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

/** What a pending distribution offers: delete it, or pay everyone (each asked first). */
function PendingMoves({ onAsk }: { onAsk: (move: Exclude<Asking, null>) => void }) {
  const { t } = useTranslation('issuance-admin');
  return (
    <>
      <Button variant="secondary" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => onAsk('delete')}>
        {t('benefits.delete.action')}
      </Button>
      <Button icon={<Banknote size={16} aria-hidden="true" />} onClick={() => onAsk('pay')}>
        {t('benefits.pay.action')}
      </Button>
    </>
  );
}
