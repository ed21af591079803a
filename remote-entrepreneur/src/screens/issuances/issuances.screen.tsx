import { IssuancesPage } from 'issuance-admin';
import { entrepreneurArea } from '../../area';

/** /entrepreneur/issuances: the signed-in entrepreneur's own issuances, any status. */
export default function IssuancesScreen() {
  return <IssuancesPage area={entrepreneurArea} />;
}
