import { EarningsPage } from 'issuance-admin';
import { entrepreneurArea } from '../../area';

/** /entrepreneur/earnings: every distribution in the area's scope, by type, with totals and export. */
export default function EarningsScreen() {
  return <EarningsPage area={entrepreneurArea} />;
}
