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

describe('remote_manager routes module', () => {
  it('announces itself on the bus with the React and platform it received', () => {
    expect(reports).toEqual([{ name: 'remote_manager', buildVersion: __BUILD_VERSION__, reactVersion, platformId: platform.id }]);
  });

  it('sends the bare area address to its issuances page', () => {
    function Area() {
      const location = useLocation();
      // Only the redirect is under test: the lazy screen it leads to is stood in for.
      const element = useRoutes([...routes.filter((route) => route.index), { path: 'issuances', element: null }]);
      return (
        <>
          {element}
          <p data-testid="location">{location.pathname}</p>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <Area />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/issuances');
  });

  it('serves the issuance list and the issuance sheet', () => {
    expect(routes.map((route) => route.path)).toEqual([undefined, 'issuances', 'issuances/:id']);
  });
});
