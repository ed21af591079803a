import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { platform } from 'host/platform';
import { customizationDefaults, type Customization } from 'shared';
import '../routes';

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders the investor area's routes at an address inside the page's real platform, as the
 * host does, with a fresh query cache and a probe showing where navigation led. */
export function renderArea(path: string, screens: { path: string; element: ReactElement }[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <I18nextProvider i18n={platform.i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {screens.map((screen) => (
              <Route key={screen.path} path={screen.path} element={screen.element} />
            ))}
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, queryClient };
}

/** The tenant's customization, as the host's store would hold it after loading. */
export function setTenant(customization: Partial<Customization>, tenant = 'demo'): void {
  const state = { value: { ...customizationDefaults, ...customization }, expiresAt: Number.MAX_SAFE_INTEGER };
  jest.spyOn(platform.customization, 'getSnapshot').mockReturnValue(state);
  jest.replaceProperty(platform, 'api', { known: true, tenant, environment: 'local', baseUrl: 'http://localhost:8031' });
}
