import { describeAccountRoute } from 'account/testing';
import { issuerAccount } from 'shared/account/testing';

// An entrepreneur's page is the manager's sections over an issuer's account.
describeAccountRoute({
  routes: () => import('../routes'),
  screen: () => import('../screens/account/account.screen'),
  path: '/entrepreneur/account',
  account: issuerAccount('issuer'),
  shows: ['Personal data', 'Legal data', 'Public name', 'Change password'],
  hides: ['Investor profile', 'Documents'],
});
