import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button, EmptyState } from 'shared/ui';
import { isApiError, useCustomization, useHttp } from 'host/platform';
import { SimpleLayout } from '../layouts/simple-layout';
import { ServerStateProvider } from '../platform/server-state-provider';
import { NotFoundPage } from '../pages/not-found.screen';
import { investNextStepOptions } from '../platform/invest-next-step';
import { decideInvestPage } from './invest-rules';

/**
 * The invest check of spec section 6: asks the API which step this investor must do next in
 * this project and shows the page asked for only when it is that step or one already behind
 * them; otherwise it sends them to the step due (a blocked investor to the page saying why).
 *
 * The check is made when a page is entered. A page once let in stays while the investor acts
 * on it: an action there (placing the order, sending the proof) moves the next step, and the
 * page itself then shows its result or goes on (the breakdown, the "proof received" panel);
 * the refetched step must not pull the investor away from it first. The admission is recorded
 * once the page is on screen (an effect), not while a navigation still renders in the
 * background waiting for its screen's code: that would leave the page on screen unadmitted.
 */
export function InvestCheck(props: InvestCheckProps) {
  return (
    <ServerStateProvider>
      <Check {...props} />
    </ServerStateProvider>
  );
}

interface InvestCheckProps {
  slug: string;
  page: string;
  pending: React.ReactNode;
}

function Check({ slug, page, pending }: InvestCheckProps) {
  const { t } = useTranslation('common');
  const http = useHttp();
  const { flows } = useCustomization();
  const next = useQuery(investNextStepOptions(http, slug));
  const { key } = useLocation();
  const admitted = useRef<string | null>(null);
  const entered = admitted.current === key;
  const decision = next.data === undefined || entered ? null : decideInvestPage({ slug, page, next: next.data, order: flows.onboarding });
  const shown = entered || decision?.type === 'allow';
  useEffect(() => {
    if (shown) admitted.current = key;
  }, [shown, key]);

  if (next.isPending) return pending;
  if (next.isError) {
    return (
      <SimpleLayout variant="invest">
        {isApiError(next.error, { status: 404 }) ? (
          <NotFoundPage />
        ) : (
          <EmptyState
            title={t('invest_check.error')}
            action={
              <Button variant="secondary" onClick={() => void next.refetch()}>
                {t('invest_check.retry')}
              </Button>
            }
          />
        )}
      </SimpleLayout>
    );
  }
  return decision?.type === 'redirect' ? <Navigate to={decision.to} replace /> : <Outlet />;
}
