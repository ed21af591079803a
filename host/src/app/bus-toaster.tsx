import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useBusEvent } from 'host/platform';
import type { ToastRequest } from '../platform/api-errors';

const ToastOutlet = lazy(() => import('./toast-outlet'));

/**
 * The page's one toast outlet; remotes ask for toasts over the bus instead of owning one. Most
 * visits to a public screen show none, so the toast library comes with the first toast: the
 * ones asked for while it arrives wait here and are shown in order.
 */
export function BusToaster() {
  const [waiting, setWaiting] = useState<readonly ToastRequest[]>([]);
  const outletListens = useRef(false);
  useBusEvent('toast.requested', (request) => {
    if (!outletListens.current) setWaiting((requests) => [...requests, request]);
  });
  const onListening = useCallback(() => {
    outletListens.current = true;
  }, []);
  if (waiting.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastOutlet waiting={waiting} onListening={onListening} />
    </Suspense>
  );
}
