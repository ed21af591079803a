import { useEffect, useRef } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useBusEvent } from 'host/platform';
import type { ToastRequest } from '../platform/api-errors';

/**
 * Spec section 9: at most 3 toasts at once, 5000 ms each. They sit bottom right rather than the
 * spec's top right, where they covered the header's language switch and user menu (issue 34).
 */
const TOAST_LIMIT = 3;
const TOAST_DURATION_MS = 5000;

const API_CLIENT_PREFIX = 'errors:api_client.';

/**
 * The toasts themselves (react-hot-toast), loaded with the first one asked for: shows the
 * requests that `BusToaster` kept while it arrived, then listens to the bus itself.
 */
export default function ToastOutlet({ waiting, onListening }: { waiting: readonly ToastRequest[]; onListening: () => void }) {
  const { t, i18n } = useTranslation();
  const { toasts } = useToasterStore();
  const shown = useRef(0);

  const show = ({ kind, messageKey, params }: ToastRequest) => {
    const values: Record<string, string | number> = { ...params };
    // An API failure names a stable error code; say it in words when we know it.
    if (messageKey.startsWith(API_CLIENT_PREFIX) && typeof values.error === 'string') {
      const key = `errors:api_error.${values.error}`;
      if (i18n.exists(key)) values.error = t(key, { defaultValue: values.error });
    }
    // Statuses without a text of their own (409, 422, 429...) use the generic one.
    const keys = messageKey.startsWith(API_CLIENT_PREFIX) ? [messageKey, `${API_CLIENT_PREFIX}response_code_default`] : [messageKey];
    // A key sent at run time (by any remote) is checked by its sender's message tests, not by
    // this typecheck; a missing one shows itself, as i18next does by default.
    const message = t(keys, { ...values, defaultValue: messageKey });
    if (kind === 'success') toast.success(message);
    else if (kind === 'error') toast.error(message);
    else toast(message);
  };

  useBusEvent('toast.requested', show);
  // After the bus subscription above (effects run in order): from here on nothing more waits.
  useEffect(() => {
    for (const request of waiting.slice(shown.current)) show(request);
    shown.current = waiting.length;
    onListening();
  });

  // react-hot-toast has no limit of its own: the oldest visible ones beyond it go at once.
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_LIMIT)
      .forEach((item) => toast.remove(item.id));
  }, [toasts]);

  return <Toaster position="bottom-right" toastOptions={{ duration: TOAST_DURATION_MS }} />;
}
