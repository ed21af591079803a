import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, Trash2, UserCog } from 'lucide-react';
import type { UserDetail } from 'shared';
import { Badge, Button, StatusBadge } from 'shared/ui';
import { useBusEvent, useNotify, useSessionCommands } from 'host/platform';
import { UserActionDialogs, type UserDialog } from './user-actions';
import { ActivitySections, KycSection, ProfileSection } from './user-sheet-sections';
import { userKeys } from './users.api';
import styles from './user-detail.module.css';

/** The name, e-mail, KYC state and flags, with the actions that are not a KYC decision. */
function UserHeader({ user, back, onOpen }: { user: UserDetail; back: string; onOpen: (dialog: UserDialog) => void }) {
  const { t } = useTranslation(['manager', 'domain']);
  const notify = useNotify();
  const { startSimulation } = useSessionCommands();
  const [simulating, setSimulating] = useState(false);
  const name = [user.name, user.surname].filter(Boolean).join(' ') || user.username;
  const { actions } = user;

  async function simulate() {
    setSimulating(true);
    try {
      // The host brings the manager back to this list, filters included, on "Back to manager".
      await startSimulation(user.id, { returnTo: back });
    } catch {
      notify.error('manager:user.simulate.failed');
      setSimulating(false);
    }
  }

  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <h1 className={styles.title}>{name}</h1>
        <p className={styles.subtitle}>
          <span>{user.email}</span>
          <StatusBadge kind="kyc" status={user.kyc_status} />
          {user.flags.map((flag) => (
            <Badge key={flag} tone="danger" label={t(`domain:user_flag.${flag}`)} />
          ))}
        </p>
      </div>
      <div className={styles.actions} role="group" aria-label={t('user.actions_label')}>
        {actions.roles && (
          <Button variant="secondary" icon={<UserCog size={16} aria-hidden="true" />} onClick={() => onOpen('roles')}>
            {t('user.roles.action')}
          </Button>
        )}
        {actions.simulate && (
          <Button variant="secondary" icon={<Eye size={16} aria-hidden="true" />} loading={simulating} onClick={() => void simulate()}>
            {t('user.simulate.action')}
          </Button>
        )}
        {actions.delete && (
          <Button variant="ghost" className={styles.danger} icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => onOpen('delete')}>
            {t('user.delete.action')}
          </Button>
        )}
      </div>
    </header>
  );
}

/** A user's profile, KYC documents, roles, investments and history, with the manager's actions. */
export function UserSheet({ user, back }: { user: UserDetail; back: string }) {
  const { t } = useTranslation('manager');
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<UserDialog>(null);

  // Another screen (or tab's bus) changed a user: this one may be it.
  useBusEvent('data.changed', ({ entity }) => {
    if (entity === 'user') void queryClient.invalidateQueries({ queryKey: userKeys.all });
  });

  return (
    <>
      <UserHeader user={user} back={back} onOpen={setDialog} />
      {user.flags_message && (
        <p className={styles.flagsMessage}>
          <strong>{t('user.flags_message')}</strong> {user.flags_message}
        </p>
      )}
      <div className={styles.grid}>
        <div className={styles.column}>
          <ProfileSection user={user} />
          <KycSection user={user} onDecide={setDialog} />
        </div>
        <div className={styles.column}>
          <ActivitySections user={user} />
        </div>
      </div>
      <UserActionDialogs user={user} dialog={dialog} back={back} onClose={() => setDialog(null)} />
    </>
  );
}
