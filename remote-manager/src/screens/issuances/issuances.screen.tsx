import { IssuancesPage } from 'issuance-admin';
import { managerArea } from '../../area';

/** /manager/issuances: every issuance of the tenant, as a sortable table or token cards. */
export default function IssuancesScreen() {
  return <IssuancesPage area={managerArea} />;
}
