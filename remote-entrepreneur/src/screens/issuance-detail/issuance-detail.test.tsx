import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiError, captureDownloads, renderScreen, server, type RenderScreenOptions } from 'host/testing';
import { detail, expectHiddenDocumentSaved, hiddenDocumentCase, phaseHandlers } from 'issuance-admin/testing';
// Registers the entrepreneur's words, as loading the remote does in the page.
import '../../routes';
import IssuanceDetailScreen from './issuance-detail.screen';

const downloads = captureDownloads();

// The phase panel beside the sheet reads the issuance's phases.
beforeEach(() => server.use(...phaseHandlers('*')));

function open(id: string, options: Pick<RenderScreenOptions, 'platform' | 'handlers'>) {
  return renderScreen(<IssuanceDetailScreen />, { path: `/entrepreneur/issuances/${id}`, route: '/entrepreneur/issuances/:id', ...options });
}

describe('/entrepreneur/issuances/:id', () => {
  it('shows the entrepreneur’s issuance with its status, phase and figures', async () => {
    open('iss-1', { handlers: [http.get('*/issuances/iss-1', () => HttpResponse.json({ data: detail({ status: 'PRE_CAMPAIGN', phase: 'validated' }) }))] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar Park Almería' })).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Status' });
    const current = within(within(status).getByRole('navigation', { name: 'Status of the issuance' })).getByRole('listitem', { current: 'step' });
    expect(current).toHaveTextContent('Pre-campaign');
    expect(within(status).getByText('Phase').nextElementSibling).toHaveTextContent('Validated');
    expect(within(status).getByText('Soft cap').nextElementSibling).toHaveTextContent('25% of the soft cap');
    expect(within(status).getByText('Investors').nextElementSibling).toHaveTextContent('3');
    expect(within(status).getByText('Time left').nextElementSibling).toHaveTextContent('69 days left');
  });

  it('downloads a hidden document of theirs with the token, which a plain link cannot send', async () => {
    open('iss-1', hiddenDocumentCase('Business plan'));
    await expectHiddenDocumentSaved('Business plan', downloads);
  });

  it("answers another entrepreneur’s issuance, which the API answers 404, with the host's 404 page naming the address", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    open('not-mine', { handlers: [http.get('*/issuances/not-mine', () => apiError(404, 'issuance_not_found'))] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/entrepreneur/issuances/not-mine')).toBeInTheDocument();
  });
});
