import { UsersPage } from './users-list';

/** /manager/users: every user of the tenant, to review, validate, denegate, export or simulate. */
export default function UsersScreen() {
  return <UsersPage scope="users" />;
}
