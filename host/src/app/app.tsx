import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { platform, PlatformProvider } from 'host/platform';
import { RemoteLoaderProvider } from '../federation/remote-loader-context';
import type { RemoteLoader } from '../federation/remote-loader';
import { UnknownTenantPage } from '../pages/unknown-tenant.screen';
import { BusToaster } from './bus-toaster';
import { hostRoutes } from './routes';

export function App({ loader }: { loader: RemoteLoader }) {
  const router = useMemo(() => createBrowserRouter(hostRoutes), []);
  if (!platform.api.known) {
    return (
      <I18nextProvider i18n={platform.i18n}>
        <UnknownTenantPage host={platform.api.host} />
      </I18nextProvider>
    );
  }
  return (
    <PlatformProvider platform={platform}>
      <I18nextProvider i18n={platform.i18n}>
        <RemoteLoaderProvider loader={loader}>
          <RouterProvider router={router} />
          <BusToaster />
        </RemoteLoaderProvider>
      </I18nextProvider>
    </PlatformProvider>
  );
}
