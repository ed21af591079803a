import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { platform, routeNotFound } from 'host/platform';
import { ErrorPage, RouteNotFoundPage } from './error.screen';
import { NotFoundPage } from './not-found.screen';
import { UnknownTenantPage } from './unknown-tenant.screen';
import { isCrawler, RouteErrorPage } from './route-error.screen';

function renderIn(ui: React.ReactElement) {
  return render(
    <I18nextProvider i18n={platform.i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

beforeEach(() => void platform.i18n.changeLanguage('en'));

describe('error pages', () => {
  it('titles an unknown route "Page not found"', () => {
    renderIn(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('titles a failed route validation "Page Not Found" with the path', () => {
    renderIn(<RouteNotFoundPage path="/user/issuances/not-a-number" />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/user/issuances/not-a-number')).toBeInTheDocument();
  });

  it('puts the status code in the title, 500 by default, with a default description, a hint and a way to /', () => {
    renderIn(<ErrorPage />);
    expect(screen.getByRole('heading', { name: 'Error 500' })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error stopped this page.')).toBeInTheDocument();
    expect(screen.getByText(/Try again in a few minutes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the status message when there is one', () => {
    renderIn(<ErrorPage status={503} message="Service Unavailable" />);
    expect(screen.getByRole('heading', { name: 'Error 503' })).toBeInTheDocument();
    expect(screen.getByText('Service Unavailable')).toBeInTheDocument();
  });

  describe('for a fatal error while rendering a route', () => {
    const userAgent = jest.spyOn(navigator, 'userAgent', 'get');
    beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

    function renderFailing(error: () => never, path = '/user/issuances/x') {
      const Failing = () => error();
      const router = createMemoryRouter([{ path: '*', element: <Failing />, errorElement: <RouteErrorPage /> }], { initialEntries: [path] });
      return render(
        <I18nextProvider i18n={platform.i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>,
      );
    }

    it('shows the error page to a person', () => {
      userAgent.mockReturnValue('Mozilla/5.0 Chrome/140');
      renderFailing(() => {
        throw new Error('boom');
      });
      expect(screen.getByRole('heading', { name: 'Error 500' })).toBeInTheDocument();
    });

    it('only logs the error for a crawler', () => {
      userAgent.mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1)');
      const { container } = renderFailing(() => {
        throw new Error('boom');
      });
      expect(container).toBeEmptyDOMElement();
      expect(console.error).toHaveBeenCalled();
    });

    it('shows "Page Not Found" with the path when a screen rejects its route parameters', () => {
      userAgent.mockReturnValue('Mozilla/5.0 Chrome/140');
      renderFailing(() => routeNotFound('/user/issuances/x'));
      expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
      expect(screen.getByText('/user/issuances/x')).toBeInTheDocument();
    });
  });

  it('tells a visitor on a host of no tenant that the platform is unknown', () => {
    renderIn(<UnknownTenantPage host="evil.example" />);
    expect(screen.getByRole('heading', { name: 'Unknown platform' })).toBeInTheDocument();
    expect(screen.getByText(/evil\.example does not belong to any platform/)).toBeInTheDocument();
  });

  it('recognises crawler user agents', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isCrawler('facebookexternalhit/1.1')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0')).toBe(false);
  });
});
