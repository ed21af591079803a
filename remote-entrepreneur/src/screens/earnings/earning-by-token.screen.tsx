import { EarningBreakdownPage } from 'issuance-admin';
import { entrepreneurArea } from '../../area';

/** /entrepreneur/earnings/:id/token: a distribution by token. */
export default function EarningByTokenScreen() {
  return <EarningBreakdownPage area={entrepreneurArea} view="token" />;
}
