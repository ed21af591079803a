import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { Platform } from 'host/platform';
import { apiError, createTestPlatform, recordRequests, renderScreen, server, type RecordedRequest } from 'host/testing';
import type { AppEventMap, IssuanceSummary } from 'shared';
import { issuancesApi } from 'shared/issuances/mock-api';
import { issuanceSummary } from 'shared/issuances/testing';
// Registers the investor's words, as loading the remote does in the page.
import '../../routes';
import { SEARCH_DEBOUNCE_MS } from 'shared/ui';
import IssuancesScreen from './issuances.screen';

const solar = issuanceSummary({ id: 1, title: 'Solar Park Almeria', status: 'CAMPAIGN', product_type: 'renewables', card_status: 'candidacy' });
const lofts = issuanceSummary({
  id: 2,
  title: 'Valencia Lofts',
  subtitle: 'Twelve lofts near the beach',
  token_symbol: 'VL',
  token_name: 'Lofts Token',
  status: 'CAMPAIGN',
  product_type: 'real_estate',
  following: true,
  invested: true,
});
const bridge = issuanceSummary({
  id: 3,
  title: 'Bridge Notes 2027',
  subtitle: 'Short-term notes',
  token_symbol: 'BN',
  token_name: 'Bridge Token',
  status: 'CLOSED',
  phase: 'financed',
  product_type: 'debt',
  card_status: 'financed',
  remaining_days: 0,
});

let platform: Platform;
let requests: RecordedRequest[];

/** The API answers from these issuances, as the real one would. */
function serve(issuances: IssuanceSummary[]) {
  const api = issuancesApi(issuances);
  server.use(...api.handlers);
  return api;
}

function renderList(path = '/user/issuances') {
  return renderScreen(<IssuancesScreen />, { path, route: '/user/issuances', platform });
}

const location = () => screen.getByTestId('location').textContent;
const list = () => screen.findByRole('list', { name: 'Projects' });
/** The list queries sent, as the API received them. */
const listQueries = () => requests.filter((request) => request.method === 'GET' && request.url === '/issuances').map((request) => request.params);
const sent = (method: string) => requests.filter((request) => request.method === method).map((request) => request.url);

beforeEach(() => {
  platform = createTestPlatform();
  requests = recordRequests();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the investor issuances page', () => {
  it('shows skeletons of the cards while loading, then a token card per published project', async () => {
    serve([solar, lofts, bridge]);
    renderList();
    expect(screen.getByRole('status', { name: 'Loading projects…' })).toBeInTheDocument();
    const cards = within(await list()).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby') && within(card).getByRole('heading').textContent)).toEqual([
      'Solar Park Almeria',
      'Valencia Lofts',
      'Bridge Notes 2027',
    ]);
    expect(screen.getByText('3 projects')).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).getByText('Financed')).toBeInTheDocument();
    // The phase, the word the Status filter and the manager use for it: no "Candidacy" on a campaign.
    expect(within(cards[0] as HTMLElement).getByText('Campaign')).toBeInTheDocument();
    expect(screen.queryByText('Candidacy')).not.toBeInTheDocument();
  });

  it('checks the projects on entry: the followed and invested state comes fresh from the server', async () => {
    serve([solar, lofts]);
    renderList();
    const lofts_card = within(await list()).getByRole('article', { name: 'Valencia Lofts' });
    expect(within(lofts_card).getByRole('button', { name: 'Follow Valencia Lofts' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(lofts_card).getByText('You invested')).toBeInTheDocument();
    expect(listQueries()).toEqual([{ sort: 'newest', page: '1' }]);
  });

  it('links each card to its project sheet', async () => {
    serve([solar]);
    renderList();
    expect(within(await list()).getByRole('link', { name: 'Solar Park Almeria' })).toHaveAttribute('href', '/user/issuances/1');
  });

  it('switches between the grid and the list view and keeps the choice in the address', async () => {
    serve([solar, lofts]);
    renderList();
    expect(await list()).toHaveClass('grid');
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(location()).toBe('/user/issuances?view=list');
    expect(await list()).toHaveClass('rows');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(await list()).getAllByRole('article')).toHaveLength(2);
  });

  it('opens in the view, filters and page the address names, so a link can be shared', async () => {
    serve([solar, lofts, bridge]);
    renderList('/user/issuances?view=list&status=CLOSED&product_type=debt&q=bridge&sort=title');
    expect(await list()).toHaveClass('rows');
    expect(within(await list()).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('CLOSED');
    expect(screen.getByRole('combobox', { name: 'Product type' })).toHaveValue('debt');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('bridge');
    expect(listQueries()).toEqual([{ status: 'CLOSED', product_type: 'debt', q: 'bridge', sort: 'title', page: '1' }]);
  });

  it('ignores address values the API would refuse', async () => {
    serve([solar]);
    renderList('/user/issuances?status=BOGUS&page=-2&view=table');
    expect(await list()).toHaveClass('grid');
    expect(listQueries()).toEqual([{ sort: 'newest', page: '1' }]);
  });

  it('filters by status and product type, asking the API and writing the address', async () => {
    serve([solar, lofts, bridge]);
    renderList('/user/issuances?page=1');
    await list();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'CAMPAIGN');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('article')).toHaveLength(2));
    expect(location()).toBe('/user/issuances?status=CAMPAIGN');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Product type' }), 'real_estate');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('article')).toHaveLength(1));
    expect(location()).toBe('/user/issuances?status=CAMPAIGN&product_type=real_estate');
    expect(listQueries().at(-1)).toEqual({ status: 'CAMPAIGN', product_type: 'real_estate', sort: 'newest', page: '1' });
  });

  it('offers only the published statuses to filter by', async () => {
    serve([solar]);
    renderList();
    const options = within(screen.getByRole('combobox', { name: 'Status' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All statuses', 'Pre-campaign', 'Campaign', 'Closed']);
    await list();
  });

  it('asks the API and writes the address once typing pauses, not on every keystroke', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    serve([solar, lofts, bridge]);
    renderList();
    await list();
    for (const key of 'lofts') {
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), key);
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    }
    expect(location()).toBe('/user/issuances');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('lofts');
    // Until the request for what was typed answers, the list says it is updating.
    expect(screen.getByRole('list', { name: 'Projects' })).toHaveAttribute('aria-busy', 'true');
    expect(listQueries().map((query) => query.q)).toEqual([undefined]);
    act(() => jest.advanceTimersByTime(50));
    expect(location()).toBe('/user/issuances?q=lofts');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('list', { name: 'Projects' })).not.toHaveAttribute('aria-busy');
    expect(listQueries().map((query) => query.q)).toEqual([undefined, 'lofts']);
  });

  it('keeps the opened result in the address when the typing pause ends after the click', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    serve([solar, lofts, bridge]);
    renderList();
    await list();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lofts');
    await user.click(within(screen.getByRole('article', { name: lofts.title })).getByRole('link', { name: lofts.title }));
    expect(location()).toBe(`/user/issuances/${lofts.id}`);
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(location()).toBe(`/user/issuances/${lofts.id}`);
  });

  it('sorts through the API', async () => {
    serve([solar, lofts]);
    renderList();
    await list();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'ending_soon');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ sort: 'ending_soon', page: '1' }));
    expect(location()).toBe('/user/issuances?sort=ending_soon');
  });

  it('pages through the results and goes back to page 1 when a filter changes', async () => {
    const many = Array.from({ length: 14 }, (_, index) => issuanceSummary({ id: index + 1, title: `Project ${index + 1}`, status: 'CAMPAIGN' }));
    serve(many);
    renderList();
    expect(within(await list()).getAllByRole('article')).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('article')).toHaveLength(2));
    expect(location()).toBe('/user/issuances?page=2');
    expect(listQueries().at(-1)).toEqual({ sort: 'newest', page: '2' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'CAMPAIGN');
    expect(location()).toBe('/user/issuances?status=CAMPAIGN');
  });

  it('moves a page past the end to the last page there is', async () => {
    const many = Array.from({ length: 14 }, (_, index) => issuanceSummary({ id: index + 1, title: `Project ${index + 1}`, status: 'CAMPAIGN' }));
    serve(many);
    renderList('/user/issuances?page=5');
    await waitFor(() => expect(location()).toBe('/user/issuances?page=2'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('article')).toHaveLength(2));
  });

  it('follows a project at once, tells the server and the other areas, and unfollows it again', async () => {
    const api = serve([solar]);
    const events: AppEventMap['data.changed'][] = [];
    const subscription = platform.bus.on('data.changed').subscribe((event) => events.push(event));
    renderList();
    const follow = within(await list()).getByRole('button', { name: 'Follow Solar Park Almeria' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(follow);
    expect(screen.getByRole('button', { name: 'Follow Solar Park Almeria' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.following(1)).toBe(true));
    expect(sent('PUT')).toEqual(['/issuances/1/follow']);
    await waitFor(() => expect(events).toEqual([{ entity: 'issuance', id: 1 }]));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow Solar Park Almeria' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Follow Solar Park Almeria' }));
    await waitFor(() => expect(api.following(1)).toBe(false));
    expect(sent('DELETE')).toEqual(['/issuances/1/follow']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow Solar Park Almeria' })).toHaveAttribute('aria-pressed', 'false'));
    subscription.unsubscribe();
  });

  it('puts the follow toggle back when the server refuses', async () => {
    serve([solar]);
    server.use(http.put('*/issuances/1/follow', () => apiError(500)));
    renderList();
    await userEvent.click(within(await list()).getByRole('button', { name: 'Follow Solar Park Almeria' }));
    await waitFor(() => expect(sent('PUT')).toEqual(['/issuances/1/follow']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow Solar Park Almeria' })).toHaveAttribute('aria-pressed', 'false'));
  });

  it('lists only the followed projects when asked', async () => {
    serve([solar, lofts]);
    renderList();
    await list();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only projects I follow' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('article')).toHaveLength(1));
    expect(location()).toBe('/user/issuances?followed=true');
    expect(listQueries().at(-1)).toEqual({ followed: 'true', sort: 'newest', page: '1' });
  });

  it('shows the campaign progress bars, and hides them when the tenant hides them', async () => {
    serve([solar, lofts]);
    const { unmount } = renderList();
    expect(within(await list()).getAllByRole('progressbar')).toHaveLength(2);
    unmount();

    platform = createTestPlatform({ tenant: { customization: { hide: { progressBar: true } } } });
    renderList();
    expect(within(await list()).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows amounts in the tenant currency', async () => {
    platform = createTestPlatform({ tenant: { customization: { currency: { symbol: '$', symbol_position: 'before', code: 'USD', name: 'Dollar' } } } });
    serve([solar]);
    renderList();
    expect(within(await list()).getByText('Token price').nextSibling).toHaveTextContent('$10.00');
  });

  it('says what to do when no project matches, and clears the filters', async () => {
    serve([solar]);
    renderList('/user/issuances?q=nothing&sort=title');
    const empty = (await screen.findByText('No project matches these filters')).parentElement as HTMLElement;
    expect(within(empty).getByText('Try another search or clear the filters.')).toBeInTheDocument();
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/user/issuances?sort=title');
    expect(await list()).toBeInTheDocument();
  });

  it('says when nothing is published yet', async () => {
    serve([]);
    renderList();
    expect(await screen.findByText('No published projects yet')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    serve([solar]);
    server.use(http.get('*/issuances', () => apiError(500)));
    renderList();
    expect(await screen.findByText('The projects could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Spanish by default and uses the EXEU wording on that tenant', async () => {
    platform = createTestPlatform({ tenant: { id: 'exeu' }, language: 'es' });
    serve([solar]);
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Emisiones' })).toBeInTheDocument();
    expect(screen.getByText('Proyectos abiertos a los miembros. Sigue los que quieras tener a la vista.')).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Proyectos' })).getByText('12 miembros')).toBeInTheDocument();
  });
});
