import { UsersPage } from '../users/users-list';

/** /manager/members: the users list restricted to investors (participants in EXEU's words). */
export default function MembersScreen() {
  return <UsersPage scope="members" />;
}
