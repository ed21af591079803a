import toast, { Toaster } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useBusEvent } from 'host/platform';

/** The page's one toast outlet; remotes ask for toasts over the bus instead of owning one. */
export function BusToaster() {
  const { t } = useTranslation();
  useBusEvent('toast.requested', ({ kind, messageKey, params }) => {
    const message = t(messageKey, params ?? {});
    if (kind === 'success') toast.success(message);
    else if (kind === 'error') toast.error(message);
    else toast(message);
  });
  return <Toaster position="top-right" toastOptions={{ duration: 5000 }} />;
}
