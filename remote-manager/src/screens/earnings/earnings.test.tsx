import { screen, within } from '@testing-library/react';
import { renderScreen } from 'host/testing';
import { demoEarnings, earningsApi } from 'shared/earnings/mock-api';
import { demoIssuances, issuancesApi } from 'shared/issuances/mock-api';
// Registers the area's words, as loading the remote does in the page.
import '../../routes';
import BenefitScreen from '../benefits/benefit.screen';
import BenefitsScreen from '../benefits/benefits.screen';
import EarningByInvestorScreen from './earning-by-investor.screen';
import EarningByTokenScreen from './earning-by-token.screen';
import EarningsScreen from './earnings.screen';

const handlers = () => [...earningsApi(demoEarnings()).handlers, ...issuancesApi(demoIssuances()).handlers];

describe('the manager’s earnings and benefits screens', () => {
  it('/manager/earnings lists the distributions in scope with their export', async () => {
    renderScreen(<EarningsScreen />, { path: '/manager/earnings', handlers: handlers() });
    const row = await screen.findByRole('row', { name: /Interest of the first half/ });
    expect(within(row).getByRole('link', { name: /by token/ })).toHaveAttribute('href', '/manager/earnings/dist-2/token');
    expect(screen.getByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('/manager/earnings/:id/token and /investor break a distribution down', async () => {
    renderScreen(<EarningByTokenScreen />, { path: '/manager/earnings/dist-2/token', route: '/manager/earnings/:id/token', handlers: handlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar Park Almeria by token' })).toBeInTheDocument();
  });

  it('/manager/earnings/:id/investor shows each holder', async () => {
    renderScreen(<EarningByInvestorScreen />, { path: '/manager/earnings/dist-2/investor', route: '/manager/earnings/:id/investor', handlers: handlers() });
    expect(await screen.findByRole('row', { name: /Pablo Ortega Ruiz/ })).toBeInTheDocument();
  });

  it('/manager/issuances/:id/benefits lists the project’s distributions and the new-distribution form', async () => {
    renderScreen(<BenefitsScreen />, { path: '/manager/issuances/1/benefits', route: '/manager/issuances/:id/benefits', handlers: handlers() });
    expect(await screen.findByRole('link', { name: /30 Sept? 2026/ })).toHaveAttribute('href', '/manager/issuances/1/benefits/dist-3');
    expect(screen.getByRole('button', { name: 'Create distribution' })).toBeInTheDocument();
  });

  it('/manager/issuances/:id/benefits/:benefitId offers to pay everyone while pending', async () => {
    renderScreen(<BenefitScreen />, { path: '/manager/issuances/1/benefits/dist-3', route: '/manager/issuances/:id/benefits/:benefitId', handlers: handlers() });
    expect(await screen.findByRole('button', { name: 'Pay everyone' })).toBeInTheDocument();
  });
});
