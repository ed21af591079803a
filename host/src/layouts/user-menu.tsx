import { ChevronDown, LogOut, Undo2, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionCommands } from 'host/platform';
import styles from './user-menu.module.css';

/** The header's account corner: who is signed in, "back to manager" while simulating, logout. */
export function UserMenu() {
  const { t } = useTranslation('common');
  const { user, simulating } = useSession();
  const { logout, endSimulation } = useSessionCommands();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!user) return null;
  const displayName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name;

  const run = (action: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <div className={styles.corner} ref={container}>
      {simulating && (
        <button type="button" className={styles.back} onClick={run(endSimulation)} disabled={busy}>
          <Undo2 size={16} aria-hidden="true" />
          <span>{t('user_menu.back_to_manager')}</span>
        </button>
      )}
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserRound size={18} aria-hidden="true" />
        <span className={styles.name}>{displayName}</span>
        <ChevronDown size={16} aria-hidden="true" />
        <span className={styles.srOnly}>{t('user_menu.label')}</span>
      </button>
      {open && (
        <div id={menuId} className={styles.panel}>
          <p className={styles.who}>
            <strong>{displayName}</strong>
            <span>{user.email}</span>
          </p>
          <button type="button" className={styles.item} onClick={run(logout)} disabled={busy}>
            <LogOut size={16} aria-hidden="true" />
            {t('user_menu.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
