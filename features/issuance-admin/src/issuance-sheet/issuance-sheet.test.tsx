import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link } from 'react-router';
import { apiError, captureDownloads, createTestPlatform, currentLocation, renderScreen, server, type RenderScreenOptions } from 'host/testing';
import { expectHiddenDocumentSaved, hiddenDocumentCase, phaseHandlers } from '../testing';
import { detail } from '../test/issuances';
import { managerArea } from '../test/manager-area';
import { IssuanceSheetPage } from './issuance-sheet.screen';

const downloads = captureDownloads();

// The phase panel beside the sheet reads the issuance's phases.
beforeEach(() => server.use(...phaseHandlers('*')));

function open(id = 'iss-1', options: Pick<RenderScreenOptions, 'platform' | 'handlers'> = {}) {
  return renderScreen(<IssuanceSheetPage area={managerArea} facts={['owner']} />, { path: `/manager/issuances/${id}`, route: '/manager/issuances/:id', ...options });
}

/** The API answers the issuance's sheet with `answer`. */
function answerSheet(answer: () => Response, id = 'iss-1') {
  server.use(http.get(`*/issuances/${id}`, answer));
}

describe('/manager/issuances/:id', () => {
  it('leads from the status panel to the investors and token holders of the issuance', async () => {
    answerSheet(() => HttpResponse.json({ data: detail() }));
    open();
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByRole('link', { name: 'Investors and token holders' })).toHaveAttribute('href', '/manager/issuances/iss-1/investors');
  });

  it('shows the phases beside the sheet, with the ways to edit the issuance and its whitelist', async () => {
    answerSheet(() => HttpResponse.json({ data: detail() }));
    open();
    const phases = await screen.findByRole('region', { name: 'Phases' });
    expect(within(phases).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/manager/issuances/iss-1/edit');
    expect(within(phases).getByRole('link', { name: 'Whitelist' })).toHaveAttribute('href', '/manager/issuances/iss-1/whitelist');
    expect(await within(phases).findByText(/^Campaign/, { selector: 'li' })).toHaveAttribute('aria-current', 'step');
  });

  it('shows the project sheet with its status in the default status order, its phase and its entrepreneur', async () => {
    answerSheet(() =>
      HttpResponse.json({
        data: detail({
          documents: [{ id: 'doc-1', name: 'Pitch deck.pdf', url: 'http://api.test/doc-1', view_permission: 'hidden', expires_at: null }],
        }),
      }),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar Park Almería' })).toBeInTheDocument();

    const status = screen.getByRole('region', { name: 'Status' });
    const flow = within(status).getByRole('navigation', { name: 'Status of the issuance' });
    const steps = within(flow).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Draft (completed)',
      'Under validation (completed)',
      'Pre-campaign (completed)',
      'Campaign (current step)',
      'Closed (pending)',
    ]);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(within(status).getByText('Phase').nextElementSibling).toHaveTextContent('Campaign');
    expect(within(status).getByText('Soft cap').nextElementSibling).toHaveTextContent('25% of the soft cap');
    expect(within(status).getByText('Entrepreneur').nextElementSibling).toHaveTextContent('Sol Energía SL');

    // The shared sheet: descriptions and documents, hidden ones included for a manager.
    expect(screen.getByText('Photovoltaic panels on 12 hectares.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pitch deck.pdf' })).toBeInTheDocument();
  });

  it('downloads a hidden document with the token, which a plain link cannot send', async () => {
    open('iss-1', hiddenDocumentCase('Financials'));
    await expectHiddenDocumentSaved('Financials', downloads);
  });

  it('follows the tenant order of statuses', async () => {
    answerSheet(() => HttpResponse.json({ data: detail() }));
    open('iss-1', { platform: createTestPlatform({ tenant: { customization: { flows: { project_status: ['DRAFT', 'CAMPAIGN', 'CLOSED'] } } } }) });
    const flow = await screen.findByRole('navigation', { name: 'Status of the issuance' });
    expect(within(flow).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Draft (completed)',
      'Campaign (current step)',
      'Closed (pending)',
    ]);
  });

  it("answers an issuance the API does not know with the host's 404 page naming the address", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerSheet(() => apiError(404, 'issuance_not_found'), 'nope');
    open('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/manager/issuances/nope')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('offers to try again when the issuance could not be loaded', async () => {
    const user = userEvent.setup();
    answerSheet(() => apiError(503, 'unavailable'));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The issuance could not be loaded');
    answerSheet(() => HttpResponse.json({ data: detail() }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar Park Almería' })).toBeInTheDocument();
  });

  it('goes back to the list with the filters it came from', async () => {
    const user = userEvent.setup();
    answerSheet(() => HttpResponse.json({ data: detail() }));
    renderScreen(
      <>
        <Link to="/manager/issuances/iss-1" state={{ listSearch: '?status=CAMPAIGN' }}>
          open
        </Link>
        <IssuanceSheetPage area={managerArea} facts={['owner']} />
      </>,
      { path: '/manager/issuances/iss-1', route: '/manager/issuances/:id' },
    );
    await user.click(screen.getByRole('link', { name: 'open' }));
    await user.click(await screen.findByRole('link', { name: 'All issuances' }));
    await waitFor(() => expect(currentLocation().search).toBe('?status=CAMPAIGN'));
  });
});
