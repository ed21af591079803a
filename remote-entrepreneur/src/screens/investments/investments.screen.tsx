import { InvestmentsPage } from 'issuance-admin';
import { entrepreneurArea } from '../../area';

/** /entrepreneur/investments: the orders in the entrepreneur's projects, to read and export. */
export default function InvestmentsScreen() {
  return <InvestmentsPage area={entrepreneurArea} />;
}
