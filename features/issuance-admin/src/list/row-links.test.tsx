import type { ReactElement } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { earningsApi } from 'shared/earnings/mock-api';
import { distribution, LUCIA, PABLO, SOLAR_PROJECT } from 'shared/earnings/testing';
import { investmentsAdminApi } from 'shared/investments/admin-mock-api';
import { issuanceInvestor, managedInvestment, token } from 'shared/investments/admin-testing';
import { issuancesApi } from 'shared/issuances/mock-api';
import { clickRowAwayFromLinks, pressEnterOn } from 'shared/testing';
import { currentLocation, renderScreen } from 'host/testing';
import { BenefitsPage } from '../benefits/benefits.screen';
import { EarningBreakdownPage } from '../earnings/earning-breakdown.screen';
import { EarningsPage } from '../earnings/earnings.screen';
import { IssuanceInvestorsPage } from '../issuance-investors/issuance-investors.screen';
import { InvestmentsPage } from '../investments/investments.screen';
import { IssuancesPage } from '../issuances/issuances.screen';
import { TokensPage } from '../tokens/tokens.screen';
import { detail, listAnswer, summary } from '../test/issuances';
import { managerArea, readOnlyArea } from '../test/manager-area';

type ListCase = {
  list: string;
  ui: ReactElement;
  path: string;
  route?: string;
  handlers: () => RequestHandler[];
  /** The row's subject, which names the row and its one link. */
  subject: string;
  detail: string;
};

const DIVIDEND = distribution({ id: 'dist-7', profit_date: '2026-03-31', description: 'First quarter' });
const earnings = () => earningsApi({ distributions: [DIVIDEND], projects: { [SOLAR_PROJECT.id]: SOLAR_PROJECT }, holders: { [SOLAR_PROJECT.id]: [{ investor: LUCIA, tokens: 1 }, { investor: PABLO, tokens: 2 }] } }).handlers;
const projects = () => issuancesApi([summary({ id: SOLAR_PROJECT.id, title: 'Solar Park Almeria' })]).handlers;

const LISTS: ListCase[] = [
  {
    list: 'issuances',
    ui: <IssuancesPage area={managerArea} />,
    path: '/manager/issuances',
    handlers: () => [http.get('*/issuances', () => HttpResponse.json(listAnswer([summary()])))],
    subject: 'Solar Park Almería',
    detail: '/manager/issuances/iss-1',
  },
  {
    list: 'tokens',
    ui: <TokensPage area={managerArea} />,
    path: '/manager/tokens',
    handlers: () => investmentsAdminApi({ tokens: [token({ issuance_id: 'iss-1', issuance_title: 'Solar Park Almería' })] }).handlers,
    subject: 'Solar Park Token',
    detail: '/manager/tokens/tok-1',
  },
  {
    list: 'investments (to the investor)',
    ui: <InvestmentsPage area={managerArea} />,
    path: '/manager/investments',
    handlers: () => [...investmentsAdminApi({ investments: [managedInvestment()] }).handlers, ...projects()],
    subject: 'Lucía Martín',
    detail: '/manager/users/user-21',
  },
  {
    list: 'issuance investors (to the investor)',
    ui: <IssuanceInvestorsPage area={managerArea} />,
    path: '/manager/issuances/iss-1/investors',
    route: '/manager/issuances/:id/investors',
    handlers: () => [...investmentsAdminApi({ investors: { 'iss-1': [issuanceInvestor()] } }).handlers, http.get('*/issuances/iss-1', () => HttpResponse.json({ data: detail() }))],
    subject: 'Lucía Martín',
    detail: '/manager/users/user-21',
  },
  {
    list: 'earnings (to the distribution)',
    ui: <EarningsPage area={managerArea} />,
    path: '/manager/earnings',
    handlers: () => [...earnings(), ...projects()],
    subject: 'Solar Park Almeria',
    detail: '/manager/issuances/1/benefits/dist-7',
  },
  {
    list: 'earnings by investor (to the investor)',
    ui: <EarningBreakdownPage area={managerArea} view="investor" />,
    path: '/manager/earnings/dist-7/investor',
    route: '/manager/earnings/:id/investor',
    handlers: () => [...earnings(), ...projects()],
    subject: 'Pablo Ortega Ruiz',
    detail: '/manager/users/user-22',
  },
  {
    list: 'benefits of an issuance',
    ui: <BenefitsPage area={managerArea} />,
    path: '/manager/issuances/1/benefits',
    route: '/manager/issuances/:id/benefits',
    handlers: () => [...earnings(), ...projects()],
    subject: '31 Mar 2026',
    detail: '/manager/issuances/1/benefits/dist-7',
  },
];

function open({ ui, path, route, handlers }: ListCase) {
  renderScreen(ui, { path, route: route ?? path, handlers: handlers() });
}

describe.each(LISTS)('a row of $list', (list) => {
  it('opens its detail from a click anywhere on the row, and from Enter on its one link', async () => {
    const user = userEvent.setup();
    open(list);
    const row = await screen.findByRole('row', { name: new RegExp(list.subject) });
    expect(within(row).getAllByRole('link', { name: list.subject })).toHaveLength(1);
    await clickRowAwayFromLinks(user, row);
    expect(currentLocation().pathname).toBe(list.detail);
    cleanup();

    open(list);
    const again = await screen.findByRole('row', { name: new RegExp(list.subject) });
    await pressEnterOn(user, within(again).getByRole('link', { name: list.subject }));
    expect(currentLocation().pathname).toBe(list.detail);
  });
});

describe('where an area has no screen of a person', () => {
  it('names the investor without a link, and the row opens nothing', async () => {
    const user = userEvent.setup();
    renderScreen(<InvestmentsPage area={readOnlyArea} />, {
      path: '/entrepreneur/investments',
      handlers: [...investmentsAdminApi({ investments: [managedInvestment()] }, { readOnly: true }).handlers, ...projects()],
    });
    const row = await screen.findByRole('row', { name: /Lucía Martín/ });
    expect(within(row).queryByRole('link')).toBeNull();
    await clickRowAwayFromLinks(user, row);
    expect(currentLocation().pathname).toBe('/entrepreneur/investments');
  });
});
