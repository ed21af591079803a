import { describeAccountRoute } from 'account/testing';
import { issuerAccount } from 'shared/account/testing';

describeAccountRoute({
  routes: () => import('../routes'),
  screen: () => import('../screens/account/account.screen'),
  path: '/manager/account',
  account: issuerAccount('manager'),
  shows: ['Personal data', 'Identification', 'Legal data', 'Banking information', 'Public name', 'Profile image', 'Change password', 'Delete account'],
  hides: ['Suitability test', 'Wallet', 'Beneficiaries'],
});
