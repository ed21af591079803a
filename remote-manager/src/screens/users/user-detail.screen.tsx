import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { QueryState, Skeleton } from 'shared/ui';
import { managerPaths } from '../../paths';
import { UserSheet } from './user-sheet';
import type { UserLinkState } from './users-list';
import { useUser } from './users.api';
import styles from './user-detail.module.css';

function backFrom(state: unknown): string {
  const back = (state as Partial<UserLinkState> | null)?.back;
  // Only a path of this area: the state comes from the history, which a page may have written.
  return typeof back === 'string' && back.startsWith('/manager/') ? back : managerPaths.users.href();
}

/** /manager/users/:id: a user's profile, roles, KYC documents, investments and history, with
 * the manager's actions on them. */
export default function UserDetailScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['manager', 'ui']);
  const location = useLocation();
  const back = backFrom(location.state);
  const user = useUser(id);

  return (
    <div className={styles.page}>
      <Link className={styles.back} to={back}>
        <ArrowLeft size={16} aria-hidden="true" />
        {t('user.back')}
      </Link>
      {/* A user that does not exist is a page that does not exist: the host's 404. */}
      <QueryState query={user} notFound="page" errorTitle={t('user.error.title')} errorDescription={t('users.error.description')} loading={<UserSheetSkeleton />}>
        {(data) => <UserSheet user={data} back={back} />}
      </QueryState>
    </div>
  );
}

function UserSheetSkeleton() {
  return (
    <div className={styles.loading}>
      <Skeleton width="40%" height="2rem" />
      <Skeleton width="70%" />
      <div className={styles.grid}>
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className={styles.section}>
            <Skeleton width="50%" />
            <Skeleton />
            <Skeleton />
            <Skeleton width="80%" />
          </div>
        ))}
      </div>
    </div>
  );
}
