import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { platform } from 'host/platform';

/** Renders inside the providers the host's App gives every screen, at a given address. */
export function renderWithPlatform(ui: ReactElement, { path = '/' }: { path?: string } = {}): RenderResult {
  return render(
    <I18nextProvider i18n={platform.i18n}>
      <QueryClientProvider client={platform.queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
