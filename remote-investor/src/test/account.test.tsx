import { describeAccountRoute } from 'account/testing';
import { investorAccount } from 'shared/account/testing';

describeAccountRoute({
  routes: () => import('../routes'),
  screen: () => import('../screens/account/account.screen'),
  path: '/user/account',
  account: investorAccount(),
  shows: ['Personal data', 'Identification', 'Suitability test', 'Wallet', 'Documents', 'Investor profile', 'Beneficiaries', 'User type', 'Delete account'],
  hides: ['Public name', 'Company data'],
});
