import { render, screen } from '@testing-library/react';
import { version as reactVersion } from 'react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { platform } from 'host/platform';
import type { AppEventMap } from 'shared';

// Listening before the module is evaluated, as the host does before it loads a remote.
const reports: AppEventMap['remote.ready'][] = [];
platform.bus.on('remote.ready').subscribe((report) => reports.push(report));

let routes: RouteObject[];
beforeAll(async () => {
  ({ routes } = await import('./routes'));
});

describe('remote_investor routes module', () => {
  it('announces itself on the bus with the React and platform it received', () => {
    expect(reports).toEqual([{ name: 'remote_investor', buildVersion: __BUILD_VERSION__, reactVersion, platformId: platform.id }]);
  });

  it('sends the bare area address to its issuances page', () => {
    function Area() {
      const location = useLocation();
      // Only the redirect is under test: the screens are replaced by the address they were given.
      const redirectOnly = routes.map((route) => (route.index ? route : { ...route, element: <p>{location.pathname}</p> }));
      return useRoutes(redirectOnly);
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <Area />
      </MemoryRouter>,
    );
    expect(screen.getByText('/issuances')).toBeInTheDocument();
  });
});

describe('remote_investor earnings routes', () => {
  it('serves the earnings and both breakdowns of a distribution', () => {
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(['earnings', 'earnings/:id/token', 'earnings/:id/investor']));
  });
});
