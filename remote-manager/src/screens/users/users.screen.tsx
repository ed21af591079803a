import { UsersPage } from './users-page';

/** /manager/users: every user of the tenant, to review, validate, denegate, export or simulate. */
export default function UsersScreen() {
  return <UsersPage scope="users" />;
}
