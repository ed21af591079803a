import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { platform } from 'host/platform';
// Registers the `entrepreneur` messages, as loading the remote does in the page.
import '../routes';

// The host's retry policy stays; only the wait between attempts goes, to keep tests fast.
platform.queryClient.setDefaultOptions({
  ...platform.queryClient.getDefaultOptions(),
  queries: { ...platform.queryClient.getDefaultOptions().queries, retryDelay: 0 },
});

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders a screen with the providers the host gives it, at an address of the area. */
export function renderScreen(ui: ReactElement, { path, route }: { path: string; route: string }): RenderResult {
  return render(
    <I18nextProvider i18n={platform.i18n}>
      <QueryClientProvider client={platform.queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** Where links and address changes have led, path and query. */
export function currentLocation(): URL {
  return new URL(screen.getByTestId('location').textContent ?? '/', 'http://test');
}
