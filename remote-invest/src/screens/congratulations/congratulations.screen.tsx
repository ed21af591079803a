import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarClock, Download, PartyPopper } from 'lucide-react';
import { readApiError, useCurrency, useCustomization, useDownload, useNotify, usePlatform } from 'host/platform';
import { businessDay, formatDate, formatNumber, localeOf, type InvestmentAnswer } from 'shared';
import { Button, ButtonLink, Card, ConfirmDialog } from 'shared/ui';
import { wordingContext, wordingForTenant } from 'shared/issuances';
import { hostPaths } from '../../paths';
import { signedContractPath, useRevokeInvestment } from '../order/order.api';
import { StepFrame } from '../../invest-flow/step-frame';
import { OrderGate } from '../order/order-gate';
import { orderStatus, useOrderInvestment } from '../order/use-order-investment';
import orderStyles from '../order/order.module.css';
import styles from './congratulations.module.css';

const SIGNED = ['SIGNED', 'CLOSED', 'MINTED'];
const AWAITING_TRANSFER = ['PROOF_OF_PAYMENT_UPLOADED', 'IN_UPLOAD_PROOF_OF_PAYMENT'];

/** The last calendar day of the reflection period: the period ends at the midnight after it, in the tenant's zone. */
function lastDayOf(endsAt: string, timeZone: string): string {
  return businessDay(new Date(Date.parse(endsAt) - 1), timeZone);
}

/** The reflection period (Art. 22 of Regulation (EU) 2020/1503) and the revocation it allows. */
function ReflectionPeriod({ slug, investment }: { slug: string; investment: InvestmentAnswer }) {
  const { t, i18n } = useTranslation('invest');
  const { time_zone: timeZone } = useCustomization();
  const revoke = useRevokeInvestment(slug);
  const [asking, setAsking] = useState(false);
  const notify = useNotify();
  const [failure, setFailure] = useState<'over' | 'unexpected' | null>(null);
  const locale = localeOf(i18n.language);

  if (investment.status === 'CANCELED') {
    return (
      <p className={[orderStyles.notice, orderStyles.warning].join(' ')} role="status">
        {t('congratulations.revoked')}
      </p>
    );
  }
  if (!investment.reflection_period_ends_at) {
    return <p className={styles.text}>{t('congratulations.no_reflection')}</p>;
  }

  const day = formatDate(lastDayOf(investment.reflection_period_ends_at, timeZone), locale, 'long');
  const confirm = async () => {
    setFailure(null);
    try {
      await revoke.mutateAsync(investment.id);
      notify.success('invest:congratulations.revoked');
    } catch (error) {
      setFailure(readApiError(error).key === 'reflection_period_over' ? 'over' : 'unexpected');
    } finally {
      setAsking(false);
    }
  };

  return (
    <Card title={t('congratulations.reflection_title')} headingLevel={2}>
      <div className={styles.reflection}>
        <CalendarClock size={24} aria-hidden="true" className={styles.icon} />
        <div className={styles.column}>
          <p className={styles.text}>{t('congratulations.reflection_text', { day, zone: timeZone })}</p>
          {failure && (
            <p role="alert" className={[orderStyles.notice, orderStyles.danger].join(' ')}>
              {t(`congratulations.errors.${failure}`)}
            </p>
          )}
          {investment.revocable && (
            <div>
              <Button variant="danger" onClick={() => setAsking(true)}>
                {t('congratulations.revoke')}
              </Button>
            </div>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('congratulations.revoke_title')}
        description={t('congratulations.revoke_description', { project: investment.project_title })}
        consequence={t('congratulations.revoke_consequence')}
        confirmLabel={t('congratulations.revoke_confirm')}
        cancelLabel={t('congratulations.revoke_cancel')}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}

function SignedContractLink({ investment }: { investment: InvestmentAnswer }) {
  const { t } = useTranslation('invest');
  const download = useDownload();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!SIGNED.includes(investment.status) && !investment.signed_document) return null;
  const get = async () => {
    setFailed(false);
    setBusy(true);
    try {
      await download(signedContractPath(investment.id), t('congratulations.contract_file', { project: investment.project_slug }));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" icon={<Download size={16} aria-hidden="true" />} loading={busy} onClick={() => void get()}>
        {t('congratulations.download')}
      </Button>
      {failed && (
        <p role="alert" className={[orderStyles.notice, orderStyles.danger].join(' ')}>
          {t('congratulations.download_error')}
        </p>
      )}
    </>
  );
}

function NextSteps({ slug, investment }: { slug: string; investment: InvestmentAnswer }) {
  const { t, i18n } = useTranslation('invest');
  const { format } = useCurrency();
  const locale = localeOf(i18n.language);
  const awaitingTransfer = AWAITING_TRANSFER.includes(investment.status);
  return (
    <>
      <Card title={t('congratulations.summary_title')} headingLevel={2}>
        <div className={styles.summary}>
          <PartyPopper size={28} aria-hidden="true" className={styles.icon} />
          <p className={styles.text}>
            {t('congratulations.summary', {
              tokens: formatNumber(investment.tokens, locale),
              symbol: investment.token_symbol,
              project: investment.project_title,
              amount: format(investment.amount),
            })}
          </p>
        </div>
      </Card>
      <Card title={t('congratulations.next_title')} headingLevel={2}>
        <ol className={styles.steps}>
          {awaitingTransfer && <li>{t('congratulations.next.transfer')}</li>}
          <li>{t('congratulations.next.email')}</li>
          <li>{t('congratulations.next.close')}</li>
          <li>{t('congratulations.next.follow')}</li>
        </ol>
      </Card>
      <ReflectionPeriod slug={slug} investment={investment} />
      <div className={orderStyles.actions}>
        <ButtonLink as={Link} to={hostPaths.investments}>
          {t('congratulations.investments')}
        </ButtonLink>
        <SignedContractLink investment={investment} />
      </div>
    </>
  );
}

/** /invest/{slug}/congratulations: what happens next, the reflection period and its revocation. */
export default function CongratulationsScreen() {
  const { t } = useTranslation('invest');
  const { api } = usePlatform();
  const context = wordingContext(wordingForTenant(api.known ? api.tenant : null));
  const order = useOrderInvestment();
  return (
    <StepFrame page="congratulations" status={orderStatus(order)} title={t('congratulations.title', { context })} description={t('congratulations.description')}>
      <OrderGate order={order}>{(investment) => <NextSteps slug={order.slug} investment={investment} />}</OrderGate>
    </StepFrame>
  );
}
