import { EarningsPage } from 'issuance-admin';
import { managerArea } from '../../area';

/** /manager/earnings: every distribution in the area's scope, by type, with totals and export. */
export default function EarningsScreen() {
  return <EarningsPage area={managerArea} />;
}
