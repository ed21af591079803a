import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AppEventMap } from 'shared';
import type { Platform } from 'host/platform';
import { apiError, captureDownloads, textOf, createTestPlatform, currentLocation, recordRequests, renderScreen, server, type RecordedRequest } from 'host/testing';
import { draftSummary, listAnswer, summary } from '../test/issuances';
import { managerArea } from '../test/manager-area';
import { IssuancesPage } from './issuances.screen';
import { SEARCH_DEBOUNCE_MS } from 'shared/ui';

const SOLAR = summary();
const LOFTS = draftSummary({
  title: 'Valencia Lofts',
  subtitle: 'Twelve lofts near the beach',
  product_type: 'real_estate',
  token_symbol: 'LOFT',
  following: true,
});

let requests: RecordedRequest[];
let toasts: AppEventMap['toast.requested'][];
let changes: AppEventMap['data.changed'][];

/** The list answers with what `answer` makes of the query sent. */
function answerList(answer: (query: URLSearchParams) => Response | Promise<Response>) {
  server.use(http.get('*/issuances', ({ request }) => answer(new URL(request.url).searchParams)));
}

beforeEach(() => {
  toasts = [];
  changes = [];
  requests = recordRequests();
  answerList(() => HttpResponse.json(listAnswer([SOLAR, LOFTS])));
});

function open(path = '/manager/issuances', platform: Platform = createTestPlatform()) {
  platform.bus.on('toast.requested').subscribe((toast) => toasts.push(toast));
  platform.bus.on('data.changed').subscribe((change) => changes.push(change));
  return renderScreen(<IssuancesPage area={managerArea} />, { path, route: '/manager/issuances', platform });
}

const listRequests = () => requests.filter((request) => request.method === 'GET' && request.url === '/issuances');
const lastListParams = () => listRequests().at(-1)?.params;

describe('/manager/issuances', () => {
  it('lists every issuance as a table with status, product type, raised against the soft cap, investors and days left', async () => {
    open();
    await screen.findByRole('link', { name: 'Solar Park Almería' });
    const table = screen.getByRole('table');
    const solar = within(table).getByRole('row', { name: /Solar Park Almería/ });
    expect(within(solar).getByText('Campaign')).toBeInTheDocument();
    expect(within(solar).getByText('Renewables')).toBeInTheDocument();
    expect(within(solar).getByRole('progressbar', { name: /25,000\s€ of 100,000\s€/ })).toHaveAttribute('aria-valuetext', '25% of the soft cap');
    expect(within(solar).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(solar).getByText('69 days left')).toBeInTheDocument();
    expect(within(solar).getByRole('link', { name: 'Solar Park Almería' })).toHaveAttribute('href', '/manager/issuances/iss-1');
    expect(screen.getByRole('heading', { name: '2 issuances' })).toBeInTheDocument();
    expect(lastListParams()).toEqual({ sort: 'newest', page: '1', per_page: '12' });
  });

  it('leads to the form of a new project', async () => {
    open();
    expect(await screen.findByRole('link', { name: 'New project' })).toHaveAttribute('href', '/manager/issuances/create');
  });

  it('shows skeleton rows of the table while the first page loads', async () => {
    answerList(() => new Promise(() => undefined));
    open();
    expect(await screen.findByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link', { name: 'Solar Park Almería' })).not.toBeInTheDocument();
  });

  it('switches between the table and token cards, and keeps the view in the address', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('table');
    const views = screen.getByRole('group', { name: 'View' });
    expect(within(views).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(views).getByRole('button', { name: 'Grid' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Issuances' });
    expect(within(cards).getAllByRole('article')).toHaveLength(2);
    expect(within(cards).getByRole('heading', { name: 'Valencia Lofts' })).toBeInTheDocument();
    expect(within(cards).getByText('0 investors')).toBeInTheDocument();
    expect(currentLocation().searchParams.get('view')).toBe('grid');

    await user.click(within(views).getByRole('button', { name: 'List' }));
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(currentLocation().searchParams.get('view')).toBe('list');
  });

  it('shows token cards on a phone unless the table was chosen', async () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      open();
      expect(await screen.findByRole('list', { name: 'Issuances' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      window.innerWidth = width;
    }
  });

  it('opens on the view, filters and page the address names', async () => {
    open('/manager/issuances?view=grid&status=CAMPAIGN&product_type=renewables&page=2&sort=title');
    expect(await screen.findByRole('list', { name: 'Issuances' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('CAMPAIGN');
    expect(screen.getByRole('combobox', { name: 'Product type' })).toHaveValue('renewables');
    expect(lastListParams()).toEqual({ status: 'CAMPAIGN', product_type: 'renewables', sort: 'title', page: '2', per_page: '12' });
  });

  it('ignores a value of the address it does not know and keeps the rest', async () => {
    open('/manager/issuances?status=SOLD&product_type=art');
    await screen.findByRole('table');
    expect(lastListParams()).toEqual({ product_type: 'art', sort: 'newest', page: '1', per_page: '12' });
  });

  it('filters by status and product type in the tenant order, back to page 1', async () => {
    const user = userEvent.setup();
    open('/manager/issuances?page=3');
    await screen.findByRole('table');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All statuses',
      'Draft',
      'Under validation',
      'Pre-campaign',
      'Campaign',
      'Closed',
    ]);

    await user.selectOptions(status, 'CAMPAIGN');
    await waitFor(() => expect(lastListParams()).toEqual({ status: 'CAMPAIGN', sort: 'newest', page: '1', per_page: '12' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product type' }), 'real_estate');
    await waitFor(() => expect(lastListParams()).toMatchObject({ status: 'CAMPAIGN', product_type: 'real_estate' }));
    expect(currentLocation().search).toBe('?status=CAMPAIGN&product_type=real_estate');

    await user.click(screen.getByRole('checkbox', { name: 'Only projects I follow' }));
    await waitFor(() => expect(lastListParams()).toMatchObject({ status: 'CAMPAIGN', product_type: 'real_estate', followed: 'true' }));
    expect(currentLocation().searchParams.get('followed')).toBe('true');
  });

  it('searches once typing pauses, not on every key', async () => {
    open();
    await screen.findByRole('link', { name: 'Solar Park Almería' });
    const before = listRequests().length;
    // A fake clock: however slow the machine, the keys arrive within the pause.
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'solar');
      expect(listRequests().length).toBe(before);
      await act(async () => {
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      });
      // Still on the fake clock, which waitFor advances: the request's way through the
      // network mock has timers of its own.
      await waitFor(() => expect(lastListParams()).toMatchObject({ q: 'solar' }));
    } finally {
      jest.useRealTimers();
    }
    expect(listRequests().length).toBe(before + 1);
    expect(currentLocation().searchParams.get('q')).toBe('solar');
  });

  it('orders by a column header and marks the order with aria-sort', async () => {
    const user = userEvent.setup();
    open();
    const table = await screen.findByRole('table');
    const title = within(table).getByRole('columnheader', { name: /Title/ });
    expect(title).toHaveAttribute('aria-sort', 'none');
    await user.click(within(title).getByRole('button'));
    await waitFor(() => expect(lastListParams()).toMatchObject({ sort: 'title' }));
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(screen.getByRole('table')).getByRole('button', { name: /Raised/ }));
    await waitFor(() => expect(lastListParams()).toMatchObject({ sort: 'most_raised' }));
    expect(screen.getByRole('columnheader', { name: /Raised/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('most_raised');
  });

  it('pages through the list with the page size kept', async () => {
    const user = userEvent.setup();
    answerList((query) =>
      HttpResponse.json(listAnswer([SOLAR], { page: Number(query.get('page')), per_page: Number(query.get('per_page')), total: 30, total_pages: 3 })),
    );
    open('/manager/issuances?per_page=24');
    await screen.findByRole('link', { name: 'Solar Park Almería' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastListParams()).toMatchObject({ page: '2', per_page: '24' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the page when only the view changes', async () => {
    const user = userEvent.setup();
    answerList((query) =>
      HttpResponse.json(listAnswer([SOLAR], { page: Number(query.get('page')), per_page: Number(query.get('per_page')), total: 30, total_pages: 3 })),
    );
    open('/manager/issuances?page=2');
    await screen.findByRole('link', { name: 'Solar Park Almería' });
    await user.click(within(screen.getByRole('group', { name: 'View' })).getByRole('button', { name: 'Grid' }));
    expect(currentLocation().searchParams.get('view')).toBe('grid');
    expect(currentLocation().searchParams.get('page')).toBe('2');
  });

  it('goes to the last page when the one in the address is past the end', async () => {
    answerList((query) =>
      HttpResponse.json(listAnswer(query.get('page') === '2' ? [SOLAR] : [], { page: Number(query.get('page')), total: 13, total_pages: 2 })),
    );
    open('/manager/issuances?page=3');
    expect(await screen.findByRole('link', { name: 'Solar Park Almería' })).toBeInTheDocument();
    expect(currentLocation().searchParams.get('page')).toBe('2');
    expect(screen.queryByText('No issuance matches')).not.toBeInTheDocument();
  });

  it('says so and offers to clear the filters when nothing matches', async () => {
    const user = userEvent.setup();
    answerList((query) => HttpResponse.json(listAnswer(query.get('status') ? [] : [SOLAR])));
    open('/manager/issuances?status=CLOSED');
    expect(await screen.findByText('No issuance matches')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[1]!);
    expect(await screen.findByRole('link', { name: 'Solar Park Almería' })).toBeInTheDocument();
    expect(currentLocation().search).toBe('');
  });

  it('says what to expect when the tenant has no issuance at all', async () => {
    answerList(() => HttpResponse.json(listAnswer([])));
    open();
    expect(await screen.findByText('No issuances yet')).toBeInTheDocument();
    expect(screen.getByText(/as soon as an entrepreneur creates one/)).toBeInTheDocument();
  });

  it('keeps the search typed when the list fails, and loads again on retry', async () => {
    const user = userEvent.setup();
    answerList(() => apiError(500, 'internal'));
    open();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'wind');
    expect(await screen.findByRole('alert')).toHaveTextContent('The issuances could not be loaded');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('wind');

    answerList(() => HttpResponse.json(listAnswer([SOLAR])));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Solar Park Almería' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('wind');
  });

  describe('export', () => {
    const saved = captureDownloads();

    beforeEach(() => {
      server.use(http.get('*/issuances/export', ({ request }) => new HttpResponse(`format=${new URL(request.url).searchParams.get('format')}`)));
    });

    it.each([
      ['Export CSV', 'csv'],
      ['Export Excel', 'xlsx'],
    ])('%s downloads every issuance the current filters select', async (label, format) => {
      const user = userEvent.setup();
      open('/manager/issuances?status=CAMPAIGN&product_type=renewables&q=solar&followed=true&sort=title&page=2&per_page=24');
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: label }));

      await waitFor(() => expect(saved).toHaveLength(1));
      const request = requests.find((item) => item.url === '/issuances/export');
      // Every page: the filters, search and order, never the page or its size.
      expect(request?.params).toEqual({ status: 'CAMPAIGN', product_type: 'renewables', q: 'solar', followed: 'true', sort: 'title', format });
      // The file is the server's bytes, saved as they came.
      expect(await textOf(saved[0]?.blob)).toBe(`format=${format}`);
      expect(saved[0]?.name).toBe(`issuances.${format}`);
    });

    it('tells the person when the file could not be downloaded', async () => {
      const user = userEvent.setup();
      server.use(http.get('*/issuances/export', () => apiError(503, 'unavailable')));
      open();
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', messageKey: 'issuance-admin:issuances.export.failed', params: undefined }));
      expect(saved).toHaveLength(0);
    });
  });

  describe('delete', () => {
    it('asks first, naming the consequence, and deletes on confirm', async () => {
      const user = userEvent.setup();
      let deleted = false;
      server.use(
        http.delete('*/issuances/iss-2', () => {
          deleted = true;
          return new HttpResponse(null, { status: 204 });
        }),
      );
      answerList(() => HttpResponse.json(listAnswer(deleted ? [SOLAR] : [SOLAR, LOFTS])));
      open();
      await user.click(await screen.findByRole('button', { name: 'Delete Valencia Lofts' }));

      const dialog = screen.getByRole('dialog', { name: 'Delete “Valencia Lofts”?' });
      expect(dialog).toHaveTextContent('This cannot be undone.');
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Delete issuance' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.queryByRole('link', { name: 'Valencia Lofts' })).not.toBeInTheDocument();
      expect(toasts).toContainEqual({ kind: 'success', messageKey: 'issuance-admin:issuances.delete.done', params: { title: 'Valencia Lofts' } });
      expect(changes).toEqual([{ entity: 'issuance', id: 'iss-2' }]);
      await waitFor(() => expect(screen.getByRole('heading', { name: '1 issuance' })).toHaveFocus());
    });

    it('deletes nothing on cancel and gives focus back to the delete button', async () => {
      const user = userEvent.setup();
      open();
      const button = await screen.findByRole('button', { name: 'Delete Valencia Lofts' });
      await user.click(button);
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
      expect(button).toHaveFocus();
    });

    it('explains the refusal of an issuance with investments: nothing is lost', async () => {
      const user = userEvent.setup();
      server.use(http.delete('*/issuances/iss-1', () => apiError(409, 'issuance_has_investments')));
      open();
      const button = await screen.findByRole('button', { name: 'Delete Solar Park Almería' });
      await user.click(button);
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete issuance' }));

      const dialog = await screen.findByRole('dialog', { name: '“Solar Park Almería” cannot be deleted' });
      expect(within(dialog).getByRole('alert')).toHaveTextContent('It already has investments, so it must stay on the platform. Nothing was deleted.');
      expect(within(dialog).queryByRole('button', { name: 'Delete issuance' })).not.toBeInTheDocument();
      // The host's client must not toast an answer the dialog already explains.
      expect(toasts).toEqual([]);
      expect(changes).toEqual([]);

      await user.click(within(dialog).getAllByRole('button', { name: /Close/ }).at(-1)!);
      expect(screen.getByRole('link', { name: 'Solar Park Almería' })).toBeInTheDocument();
      expect(button).toHaveFocus();
    });

    it('keeps the dialog open with a message when the delete fails for another reason', async () => {
      const user = userEvent.setup();
      server.use(http.delete('*/issuances/iss-1', () => apiError(500, 'internal')));
      open();
      await user.click(await screen.findByRole('button', { name: 'Delete Solar Park Almería' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete issuance' }));
      expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('nothing was changed');
      expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete issuance' })).toBeEnabled();
    });
  });

  it('follows and unfollows from the row', async () => {
    const user = userEvent.setup();
    server.use(http.put('*/issuances/iss-1/follow', () => HttpResponse.json({ data: { id: 'iss-1', following: true } })));
    open();
    const follow = await screen.findByRole('button', { name: 'Follow Solar Park Almería' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Stop following Valencia Lofts' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(follow);
    await waitFor(() => expect(changes).toEqual([{ entity: 'issuance', id: 'iss-1' }]));
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.url)).toEqual(['/issuances/iss-1/follow']);
  });

  it('speaks Spanish, the default language', async () => {
    open('/manager/issuances', createTestPlatform({ language: 'es' }));
    expect(await screen.findByRole('link', { name: 'Solar Park Almería' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Emisiones' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Inversores' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Solar Park Almería/ })).getByText('Quedan 69 días')).toBeInTheDocument();
  });

  it('keeps the amounts but drops the bars when the tenant hides progress bars', async () => {
    open('/manager/issuances', createTestPlatform({ tenant: { customization: { hide: { progressBar: true } } } }));
    await screen.findByRole('link', { name: 'Solar Park Almería' });
    const row = within(screen.getByRole('table')).getByRole('row', { name: /Solar Park Almería/ });
    expect(within(row).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(row).toHaveTextContent(/25,000\s€ of 100,000\s€/);
    expect(row).toHaveTextContent('25% of the soft cap');
  });
});
