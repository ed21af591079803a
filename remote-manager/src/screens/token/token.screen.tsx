import { TokenSheetPage } from 'issuance-admin';
import { managerArea } from '../../area';

/** /manager/tokens/:id: a token's supply, minted share, holders and contract. */
export default function TokenScreen() {
  return <TokenSheetPage area={managerArea} />;
}
