import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { platform } from 'host/platform';

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders one page at an address, with a probe that shows where links and redirects lead. */
export function renderPage(ui: ReactElement, { path = '/', route = path.split('?')[0] ?? '/' }: { path?: string; route?: string } = {}): RenderResult {
  return render(
    <I18nextProvider i18n={platform.i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </I18nextProvider>,
  );
}
