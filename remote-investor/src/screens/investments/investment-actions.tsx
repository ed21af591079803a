import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight, Download } from 'lucide-react';
import { useDownload } from 'host/platform';
import type { InvestmentAnswer } from 'shared';
import { Button, ButtonLink } from 'shared/ui';
import type { InvestorFormat } from '../../components/use-investor-format';
import { investFlowPaths } from '../../paths';
import { useActingInPerson } from '../../components/in-person';
import { signedContractPath } from './investments.api';
import type { NextAction } from './next-actions';
import styles from './investments.module.css';

/** The irreversible moves a row asks about in the screen's dialog. */
export type AskedMove = 'cancel' | 'revoke';

type Props = {
  investment: InvestmentAnswer;
  actions: readonly NextAction[];
  format: InvestorFormat;
  onAsk: (move: AskedMove) => void;
};

/** The next actions of one investment: links into the invest flow, the moves to confirm, the signed contract. */
export function InvestmentActions({ investment, actions, format, onAsk }: Props) {
  const { t } = useTranslation('investor');
  const inPerson = useActingInPerson();
  if (actions.length === 0) return <span className={styles.muted}>{t('investments.actions.none')}</span>;
  const project = investment.project_title;
  return (
    <div className={styles.actions}>
      {actions.map((action) => {
        switch (action.kind) {
          case 'step':
            return (
              <ButtonLink as={Link} size="sm"
                key="step"
                to={investFlowPaths.step(investment.project_slug, action.page, investment.id)}
                aria-label={t(`investments.actions.${action.label}_in`, { project })}
              >
                {t(`investments.actions.${action.label}`)}
                <ArrowRight size={14} aria-hidden="true" />
              </ButtonLink>
            );
          case 'cancel':
            return (
              <Button key="cancel" size="sm" variant="secondary" disabled={!inPerson} onClick={() => onAsk('cancel')} aria-label={t('investments.actions.cancel_in', { project })}>
                {t('investments.actions.cancel')}
              </Button>
            );
          case 'revoke':
            return (
              <div key="revoke" className={styles.revoke}>
                <Button size="sm" variant="secondary" disabled={!inPerson} onClick={() => onAsk('revoke')} aria-label={t('investments.actions.revoke_in', { project })}>
                  {t('investments.actions.revoke')}
                </Button>
                <span className={styles.muted}>{t('investments.actions.revoke_until', { day: format.lastDayBefore(action.until) })}</span>
              </div>
            );
          case 'contract':
            return <ContractDownload key="contract" investment={investment} />;
        }
      })}
    </div>
  );
}

function ContractDownload({ investment }: { investment: InvestmentAnswer }) {
  const { t } = useTranslation('investor');
  const download = useDownload();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const get = async () => {
    setFailed(false);
    setBusy(true);
    try {
      await download(signedContractPath(investment.id), t('investments.contract_file', { project: investment.project_slug }));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        icon={<Download size={14} aria-hidden="true" />}
        loading={busy}
        onClick={() => void get()}
        aria-label={t('investments.actions.contract_in', { project: investment.project_title })}
      >
        {t('investments.actions.contract')}
      </Button>
      {failed && (
        <p role="alert" className={styles.error}>
          {t('investments.contract_error')}
        </p>
      )}
    </>
  );
}
