import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { Button, EmptyState } from 'shared/ui';
import { isApiError, useCustomization, useHttp } from 'host/platform';
import { SimpleLayout } from '../layouts/simple-layout';
import { NotFoundPage } from '../pages/not-found.page';
import { investNextStepOptions } from '../platform/invest-next-step';
import { decideInvestPage } from './invest-rules';

/**
 * The invest check of spec section 6: asks the API which step this investor must do next in
 * this project and shows the page asked for only when it is that step or one already behind
 * them; otherwise it sends them to the step due (a blocked investor to the page saying why).
 */
export function InvestCheck({ slug, page, pending }: { slug: string; page: string; pending: React.ReactNode }) {
  const { t } = useTranslation('common');
  const http = useHttp();
  const { flows } = useCustomization();
  const next = useQuery(investNextStepOptions(http, slug));

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
  const decision = decideInvestPage({ slug, page, next: next.data, order: flows.onboarding });
  return decision.type === 'redirect' ? <Navigate to={decision.to} replace /> : <Outlet />;
}
