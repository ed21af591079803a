import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Platform } from 'host/platform';
import { createTestPlatform, renderScreen, server } from 'host/testing';
import type { IssuanceSummary } from 'shared';
import { issuancesApi } from 'shared/issuances/mock-api';
import { issuanceSummary } from 'shared/issuances/testing';
// Registers the investor's words, as loading the remote does in the page.
import '../../routes';
import IssuanceDetailScreen from './issuance-detail.screen';

const campaign = issuanceSummary({ id: 1, slug: 'solar-park-almeria', status: 'CAMPAIGN' });
const preCampaign = issuanceSummary({ id: 2, slug: 'sevilla-offices', title: 'Sevilla Offices', status: 'PRE_CAMPAIGN' });
const closed = issuanceSummary({ id: 3, slug: 'bridge-notes', title: 'Bridge Notes', status: 'CLOSED', remaining_days: 0 });

let platform: Platform;

/** The API answers from these issuances, as the real one would. */
function serve(issuances: IssuanceSummary[]) {
  const api = issuancesApi(issuances);
  server.use(...api.handlers);
  return api;
}

function renderSheet(id: number | string) {
  return renderScreen(<IssuanceDetailScreen />, { path: `/user/issuances/${id}`, route: '/user/issuances/:id', platform });
}

const heading = () => screen.findByRole('heading', { level: 1 });

beforeEach(() => {
  platform = createTestPlatform();
});
afterEach(() => jest.restoreAllMocks());

describe('the investor project sheet', () => {
  it('shows the project with its video, descriptions, token data and documents', async () => {
    serve([campaign]);
    renderSheet(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the project…');
    expect(await heading()).toHaveTextContent('Solar Park Almeria');
    expect(screen.getByTitle('Video: Solar Park Almeria')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(screen.getByRole('heading', { name: 'Business model' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Token data' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Documents' })).getByRole('link', { name: 'Pitch deck' })).toBeInTheDocument();
  });

  it('leads to the invest flow to invest or book while the campaign runs', async () => {
    serve([campaign]);
    renderSheet(1);
    await heading();
    expect(screen.getByRole('link', { name: 'Invest' })).toHaveAttribute('href', '/invest/solar-park-almeria/invest');
    expect(screen.getByRole('link', { name: 'Book tokens' })).toHaveAttribute('href', '/invest/solar-park-almeria/invest?mode=book');
    expect(screen.queryByRole('link', { name: 'Declare interest' })).not.toBeInTheDocument();
  });

  it('offers to declare interest before the campaign opens', async () => {
    serve([preCampaign]);
    renderSheet(2);
    await heading();
    expect(screen.getByRole('link', { name: 'Declare interest' })).toHaveAttribute('href', '/invest/sevilla-offices/declare-interest');
    expect(screen.queryByRole('link', { name: 'Invest' })).not.toBeInTheDocument();
  });

  it('says a closed campaign is closed and offers no investment', async () => {
    serve([closed]);
    renderSheet(3);
    await heading();
    expect(screen.getByText('This campaign is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Invest|Book|Declare/ })).not.toBeInTheDocument();
  });

  it('follows and unfollows the project from its sheet', async () => {
    const api = serve([campaign]);
    renderSheet(1);
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Follow Solar Park Almeria' }));
    expect(screen.getByRole('button', { name: 'Follow Solar Park Almeria' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.following(1)).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow Solar Park Almeria' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Follow Solar Park Almeria' }));
    await waitFor(() => expect(api.following(1)).toBe(false));
    expect(screen.getByRole('button', { name: 'Follow Solar Park Almeria' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('goes back to the list', async () => {
    serve([campaign]);
    renderSheet(1);
    await heading();
    await userEvent.click(screen.getByRole('link', { name: 'All projects' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/user\/issuances$/);
  });

  it('answers a project the investor may not see with the 404 page, and no "request does not exist" toast besides', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const toasts: unknown[] = [];
    platform.bus.on('toast.requested').subscribe((toast) => toasts.push(toast));
    serve([campaign]);
    renderSheet(99);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/user/issuances/99')).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('hides the progress bar when the tenant hides it, and uses the EXEU wording in Spanish', async () => {
    platform = createTestPlatform({ tenant: { id: 'exeu', customization: { hide: { progressBar: true } } }, language: 'es' });
    serve([campaign]);
    renderSheet(1);
    await heading();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admisión a negociación' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invertir' })).toBeInTheDocument();
  });
});
