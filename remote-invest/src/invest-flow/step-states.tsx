import { useTranslation } from 'react-i18next';
import { Button, EmptyState, LoadingState, Skeleton } from 'shared/ui';

/** While a step's data loads: the shape of a form, and what is loading when it is worth saying. */
export function StepLoading({ label }: { label?: string }) {
  const { t } = useTranslation('invest');
  return (
    <LoadingState label={label ?? t('flow.loading')}>
      <Skeleton width="40%" height={32} />
      <Skeleton shape="rect" height={240} />
    </LoadingState>
  );
}

/** A step's data could not be read: say so and offer to ask again. */
export function StepLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('invest');
  return (
    <EmptyState
      title={t('flow.load_error')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('flow.retry')}
        </Button>
      }
    />
  );
}
