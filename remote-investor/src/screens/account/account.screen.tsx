import { AccountPage, INVESTOR_ACCOUNT_SECTIONS, type AccountArea } from 'account';
import { investorPaths } from '../../paths';

/** The investor's sections; the knowledge test is taken again from a project's invest flow, found from the list. */
const area: AccountArea = { sections: INVESTOR_ACCOUNT_SECTIONS, retakeTestHref: investorPaths.issuances.href() };

/** /user/account */
export default function AccountScreen() {
  return <AccountPage area={area} />;
}
