import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiError, createTestPlatform, currentLocation, recordRequests, renderScreen, server, type RecordedRequest } from 'host/testing';
import { draftSummary, listAnswer, summary } from 'issuance-admin/testing';
// Registers the entrepreneur's words, as loading the remote does in the page.
import '../../routes';
import IssuancesScreen from './issuances.screen';

const CAMPAIGN = summary();
const DRAFT = draftSummary({ title: 'Summer Festival 2027', subtitle: 'Ticket revenue participation', product_type: 'music', token_symbol: 'SUM', remaining_days: 90 });

let requests: RecordedRequest[];

/** The API answers the list with `answer`. */
function answerList(answer: () => Response) {
  server.use(http.get('*/issuances', answer));
}

beforeEach(() => {
  requests = recordRequests();
  answerList(() => HttpResponse.json(listAnswer([CAMPAIGN, DRAFT])));
});

function open(path = '/entrepreneur/issuances', platform = createTestPlatform()) {
  return renderScreen(<IssuancesScreen />, { path, route: '/entrepreneur/issuances', platform });
}

const lastListParams = () => requests.filter((request) => request.url === '/issuances').at(-1)?.params;

describe('/entrepreneur/issuances', () => {
  it('lists the entrepreneur’s issuances in any status, drafts included, with their figures', async () => {
    open();
    const campaign = await screen.findByRole('row', { name: /Solar Park Almería/ });
    expect(within(campaign).getByRole('progressbar', { name: /25,000\s€ of 100,000\s€/ })).toHaveAttribute('aria-valuetext', '25% of the soft cap');
    expect(within(campaign).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(campaign).getByText('69 days left')).toBeInTheDocument();
    const draft = within(screen.getByRole('table')).getByRole('row', { name: /Summer Festival 2027/ });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'Summer Festival 2027' })).toHaveAttribute('href', '/entrepreneur/issuances/iss-2');
    expect(screen.getByRole('heading', { name: '2 issuances' })).toBeInTheDocument();
    // Managers' actions have no place here.
    expect(screen.queryByRole('button', { name: /Delete|Export/ })).not.toBeInTheDocument();
    expect(lastListParams()).toEqual({ sort: 'newest', page: '1', per_page: '12' });
  });

  it('switches between the table and token cards, and keeps the view in the address', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('link', { name: 'Solar Park Almería' });
    await user.click(within(screen.getByRole('group', { name: 'View' })).getByRole('button', { name: 'Grid' }));
    const cards = screen.getByRole('list', { name: 'My issuances' });
    expect(within(cards).getAllByRole('article')).toHaveLength(2);
    expect(within(cards).getByText('3 investors')).toBeInTheDocument();
    expect(currentLocation().searchParams.get('view')).toBe('grid');
  });

  it('filters by status and product type, and searches once typing pauses', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('link', { name: 'Solar Park Almería' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'DRAFT');
    await waitFor(() => expect(lastListParams()).toMatchObject({ status: 'DRAFT' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product type' }), 'music');
    await waitFor(() => expect(lastListParams()).toMatchObject({ status: 'DRAFT', product_type: 'music' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'festival');
    await waitFor(() => expect(lastListParams()).toEqual({ status: 'DRAFT', product_type: 'music', q: 'festival', sort: 'newest', page: '1', per_page: '12' }));
    expect(currentLocation().search).toBe('?status=DRAFT&product_type=music&q=festival');
  });

  it('tells an entrepreneur without issuances what happens next', async () => {
    answerList(() => HttpResponse.json(listAnswer([])));
    open();
    expect(await screen.findByText('You have no issuances yet')).toBeInTheDocument();
    expect(screen.getByText(/Contact the platform's managers/)).toBeInTheDocument();
  });

  it('keeps the search typed when the list fails, and loads again on retry', async () => {
    const user = userEvent.setup();
    answerList(() => apiError(500, 'internal'));
    open('/entrepreneur/issuances?q=solar');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your issuances could not be loaded');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('solar');
    answerList(() => HttpResponse.json(listAnswer([CAMPAIGN])));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Solar Park Almería' })).toBeInTheDocument();
  });

  it('speaks Spanish, the default language', async () => {
    open('/entrepreneur/issuances', createTestPlatform({ language: 'es' }));
    await screen.findByRole('link', { name: 'Solar Park Almería' });
    expect(screen.getByRole('heading', { name: 'Mis emisiones' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Inversores' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Solar Park Almería/ })).getByText('Quedan 69 días')).toBeInTheDocument();
  });
});
