import { Skeleton } from 'shared/ui';

/** A step's shape while its data loads (the kit's `QueryState` or `LoadingState` says it is loading). */
export function StepSkeleton() {
  return (
    <>
      <Skeleton width="40%" height={32} />
      <Skeleton shape="rect" height={240} />
    </>
  );
}
