import type { ReactNode } from 'react';
import { isApiError, routeNotFound } from '../../errors';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { LoadingState } from '../skeleton/skeleton';
import { useKitText } from '../use-kit-text';
import styles from '../list/list.module.css';

export type LoadErrorProps = {
  title: ReactNode;
  /** What to do about it; defaults to "check your connection and try again". */
  description?: ReactNode;
  retrying: boolean;
  onRetry: () => void;
  /** A page whose whole content failed: the title is the page's heading. */
  heading?: boolean;
  /** A filtered list: the default description says its filters are kept. */
  keepsFilters?: boolean;
};

/** Something could not load: what failed, what to do, and a retry. Said once, in the page. */
export function LoadError({ title, description, retrying, onRetry, heading = false, keepsFilters = false }: LoadErrorProps) {
  const text = useKitText();
  return (
    <div className={styles.panel} role="alert">
      <EmptyState
        title={
          heading ? (
            <span role="heading" aria-level={1}>
              {title}
            </span>
          ) : (
            title
          )
        }
        description={description ?? text(keepsFilters ? 'load_error.description_list' : 'load_error.description')}
        action={
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            {text('action.retry')}
          </Button>
        }
      />
    </div>
  );
}

/** What `QueryState` reads of a query (react-query's result has it all). */
export type QueryLike<T> = {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

export type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** The error's title: what could not be loaded. */
  errorTitle: ReactNode;
  errorDescription?: ReactNode;
  /**
   * A 404 from the API: `'page'` shows the host's "page not found" (a sheet whose id does not
   * exist, or that the person may not see); a node shows in place. Unset, it is an error.
   */
  notFound?: 'page' | ReactNode;
  /** Skeletons of the final shape, so the page does not jump; defaults to lines of text. */
  loading?: ReactNode;
  loadingLabel?: string;
  /** The error's title is the page's heading (a sheet that failed as a whole). */
  heading?: boolean;
  children: (data: T) => ReactNode;
};

/**
 * A query's three states in one place: its skeleton while loading, "not found" or the error
 * with a retry when it failed, and the content once the data is there. Data already shown
 * stays when a refresh fails: the person keeps what they were reading.
 */
export function QueryState<T>({ query, errorTitle, errorDescription, notFound, loading, loadingLabel, heading, children }: QueryStateProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending) return <LoadingState label={loadingLabel}>{loading}</LoadingState>;
  if (notFound !== undefined && isApiError(query.error, { status: 404 })) {
    if (notFound === 'page') routeNotFound();
    return <>{notFound}</>;
  }
  return <LoadError title={errorTitle} description={errorDescription} heading={heading} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
}
