import { EarningBreakdownPage } from 'issuance-admin';
import { managerArea } from '../../area';

/** /manager/earnings/:id/token: a distribution by token. */
export default function EarningByTokenScreen() {
  return <EarningBreakdownPage area={managerArea} view="token" />;
}
