import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiError, useNotify } from 'host/platform';
import type { InvestmentAnswer } from 'shared';
import type { AskedMove } from './investment-actions';
import { useCancelInterest, useRevokeInvestment } from './investments.api';

type Asking = { move: AskedMove; investment: InvestmentAnswer };

/**
 * The irreversible moves a row asks about: the one being asked, and once confirmed the API's
 * answer, said in the dialog when it refuses (the period is over, the interest moved on).
 */
export function useInvestmentMove() {
  const { t } = useTranslation('investor');
  const notify = useNotify();
  const cancel = useCancelInterest();
  const revoke = useRevokeInvestment();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [error, setError] = useState<string | null>(null);

  const ask = useCallback((move: AskedMove, investment: InvestmentAnswer) => {
    setError(null);
    setAsking({ move, investment });
  }, []);

  const confirm = async () => {
    if (!asking) return;
    const { move, investment } = asking;
    try {
      await (move === 'cancel' ? cancel : revoke).mutateAsync(investment.id);
      setAsking(null);
      notify.success(`investor:investments.${move}.done`, { project: investment.project_title });
    } catch (caught) {
      const key = readApiError(caught).key;
      setError(t(key === 'investment_not_cancellable' || key === 'reflection_period_over' ? `investments.errors.${key}` : 'investments.errors.unexpected'));
    }
  };

  return { asking, error, ask, confirm, dismiss: () => setAsking(null) };
}
