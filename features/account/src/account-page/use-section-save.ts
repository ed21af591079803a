import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from 'host/platform';
import { SECTION_TITLE_KEYS, type AccountSectionId } from './account-area';

/**
 * Wraps a section's save with its toast: "saved" when the server kept it, "not saved" when it
 * did not. The failure is thrown on, so the form puts the API's field errors on their fields
 * and keeps what was typed.
 */
export function useSectionSave<TArgs extends unknown[]>(section: AccountSectionId, save: (...args: TArgs) => Promise<unknown>) {
  const notify = useNotify();
  const { t } = useTranslation('account');
  return useCallback(
    async (...args: TArgs) => {
      const params = { section: t(SECTION_TITLE_KEYS[section]) };
      try {
        await save(...args);
        notify.success('account:toast.saved', params);
      } catch (error) {
        notify.error('account:toast.failed', params);
        throw error;
      }
    },
    [notify, save, section, t],
  );
}
