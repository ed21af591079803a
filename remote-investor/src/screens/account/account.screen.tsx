import { AccountPage, INVESTOR_ACCOUNT_SECTIONS, type AccountArea } from 'account';
import { BalancePanel } from '../../components/balance/balance-panel';
import { SavedCardPanel } from '../../components/saved-card/saved-card-panel';
import { investorPaths } from '../../paths';

/** The investor's sections, the banking one leading to /user/bbva; the knowledge test and the loss-bearing simulation are taken in place. */
const area: AccountArea = { sections: INVESTOR_ACCOUNT_SECTIONS, bankConnectionHref: investorPaths.bbva.href() };

/** /user/account */
export default function AccountScreen() {
  return (
    <AccountPage
      area={area}
      lead={
        <>
          <BalancePanel />
          <SavedCardPanel />
        </>
      }
    />
  );
}
