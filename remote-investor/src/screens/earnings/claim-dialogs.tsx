import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readApiError, useNotify } from 'host/platform';
import type { Money, MyEarning } from 'shared';
import { Button, ButtonLink, ConfirmDialog, Modal } from 'shared/ui';
import { useInvestorFormat } from '../../components/use-investor-format';
import { investorPaths } from '../../paths';
import { useClaim, useClaimAll } from './earnings.api';

export type Asking = { kind: 'claim'; earning: MyEarning } | { kind: 'claim_all' } | { kind: 'bank_account' };

/**
 * **Claim** and **Claim all**, asked first (claiming is irreversible); without a bank account
 * they lead to the account's banking section instead. `ask` opens the question.
 */
export function useClaimDialogs(hasBankAccount: boolean, claimable: Money | undefined) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [claimError, setClaimError] = useState<string | null>(null);
  const ask = (next: Asking) => {
    setClaimError(null);
    setAsking(hasBankAccount || next.kind === 'bank_account' ? next : { kind: 'bank_account' });
  };
  const dialogs = <ClaimDialogs asking={asking} setAsking={setAsking} claimError={claimError} setClaimError={setClaimError} claimable={claimable} />;
  return { ask, dialogs };
}

type DialogProps = { asking: Asking | null; setAsking: (asking: Asking | null) => void; claimError: string | null; setClaimError: (error: string | null) => void; claimable: Money | undefined };

function ClaimDialogs({ asking, setAsking, claimError, setClaimError, claimable }: DialogProps) {
  const { t } = useTranslation('investor');
  const format = useInvestorFormat();
  const notify = useNotify();
  const claim = useClaim();
  const claimAll = useClaimAll();

  /** Why a claim was refused, in the dialog that asked; no bank account leads to the banking section. */
  function refused(error: unknown) {
    const { key } = readApiError(error);
    if (key === 'bank_account_required') return setAsking({ kind: 'bank_account' });
    if (key === 'earning_not_claimable') setClaimError(t('earnings.errors.earning_not_claimable'));
    else if (key === 'nothing_to_claim') setClaimError(t('earnings.errors.nothing_to_claim'));
    else {
      setClaimError(t('earnings.errors.unexpected'));
      notify.error('investor:earnings.errors.unexpected');
    }
  }

  async function confirm() {
    try {
      if (asking?.kind === 'claim') {
        const claimed = await claim.mutateAsync(asking.earning.id);
        setAsking(null);
        notify.success('investor:earnings.claim.done', { amount: format.money(claimed.net_total), project: asking.earning.project.title });
      } else if (asking?.kind === 'claim_all') {
        const { claimed, total } = await claimAll.mutateAsync(undefined);
        setAsking(null);
        notify.success('investor:earnings.claim_all.done', { count: claimed, amount: format.money(total) });
      }
    } catch (error) {
      refused(error);
    }
  }

  return (
    <>
      <ConfirmDialog
        open={asking?.kind === 'claim' || asking?.kind === 'claim_all'}
        title={asking?.kind === 'claim_all' ? t('earnings.claim_all.title') : t('earnings.claim.title')}
        description={
          asking?.kind === 'claim'
            ? t('earnings.claim.description', { amount: format.money(asking.earning.net_total), project: asking.earning.project.title })
            : t('earnings.claim_all.description', { amount: claimable ? format.money(claimable) : '' })
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
            <ButtonLink as={Link} to={investorPaths.account.banking()}>
              {t('earnings.bank_account.link')}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
