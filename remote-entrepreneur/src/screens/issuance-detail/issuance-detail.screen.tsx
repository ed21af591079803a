import { IssuanceSheetPage } from 'issuance-admin';
import { entrepreneurArea } from '../../area';

/** /entrepreneur/issuances/:id: one of the entrepreneur's own issuances with the figures its
 * owner follows; another's answers 404 and shows the not-found state. */
export default function IssuanceDetailScreen() {
  return <IssuanceSheetPage area={entrepreneurArea} facts={['investors', 'days_left']} />;
}
