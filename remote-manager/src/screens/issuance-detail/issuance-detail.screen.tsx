import { IssuanceSheetPage } from 'issuance-admin';
import { managerArea } from '../../area';

/** /manager/issuances/:id: the project sheet, its place in the status flow and who runs it. */
export default function IssuanceDetailScreen() {
  return <IssuanceSheetPage area={managerArea} facts={['owner']} />;
}
