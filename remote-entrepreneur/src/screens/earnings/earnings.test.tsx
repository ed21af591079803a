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

describe('the entrepreneur’s earnings and benefits screens', () => {
  it('/entrepreneur/earnings lists the distributions in scope with their export', async () => {
    renderScreen(<EarningsScreen />, { path: '/entrepreneur/earnings', handlers: handlers() });
    const row = await screen.findByRole('row', { name: /Interest of the first half/ });
    expect(within(row).getByRole('link', { name: /by token/ })).toHaveAttribute('href', '/entrepreneur/earnings/dist-2/token');
    expect(screen.getByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('/entrepreneur/earnings/:id/token and /investor break a distribution down', async () => {
    renderScreen(<EarningByTokenScreen />, { path: '/entrepreneur/earnings/dist-2/token', route: '/entrepreneur/earnings/:id/token', handlers: handlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar Park Almeria by token' })).toBeInTheDocument();
  });

  it('/entrepreneur/earnings/:id/investor shows each holder', async () => {
    renderScreen(<EarningByInvestorScreen />, { path: '/entrepreneur/earnings/dist-2/investor', route: '/entrepreneur/earnings/:id/investor', handlers: handlers() });
    expect(await screen.findByRole('row', { name: /Pablo Ortega Ruiz/ })).toBeInTheDocument();
  });

  it('/entrepreneur/issuances/:id/benefits lists the project’s distributions and the new-distribution form', async () => {
    renderScreen(<BenefitsScreen />, { path: '/entrepreneur/issuances/1/benefits', route: '/entrepreneur/issuances/:id/benefits', handlers: handlers() });
    expect(await screen.findByRole('link', { name: /30 Sept? 2026/ })).toHaveAttribute('href', '/entrepreneur/issuances/1/benefits/dist-3');
    expect(screen.getByRole('button', { name: 'Create distribution' })).toBeInTheDocument();
  });

  it('/entrepreneur/issuances/:id/benefits/:benefitId offers to pay everyone while pending', async () => {
    renderScreen(<BenefitScreen />, { path: '/entrepreneur/issuances/1/benefits/dist-3', route: '/entrepreneur/issuances/:id/benefits/:benefitId', handlers: handlers() });
    expect(await screen.findByRole('button', { name: 'Pay everyone' })).toBeInTheDocument();
  });
});
