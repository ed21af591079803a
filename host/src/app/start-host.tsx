import { lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { areaPreload, hostScreens, platform } from 'host/platform';
import { fetchRemoteManifest, type RemoteManifest } from '../federation/remote-manifest';
import { RemoteLoader, type LocalRemotes } from '../federation/remote-loader';
import { createAreaPreloader, warmSignedInAreas } from '../federation/preload';
import { describeIncompatibility } from '../federation/remote-compatibility';
import { chooseRemoteBuild, readCanaryOverride } from '../federation/remote-build';
import { APP_CONFIG } from '../config/app-config';
import { createErrorReporter } from '../platform/error-reporter';
import { applyCustomization } from '../customization/apply-customization';
import { takeBootRequest } from '../platform/boot-requests';
import { activeAuth } from '../session/session-store';
import { messagesReady } from '../platform/i18n';
import { followSessionWithNotifications } from '../notifications/follow-session';
import { App } from './app';
import { waitAtMost } from './wait-at-most';
import './global.css';

/** How long the first render waits for the customization before the guard's spinner shows. */
const CUSTOMIZATION_WAIT_MS = 1000;

/** Boots the host: reads the runtime manifest, registers its remotes and renders the app.
 * `local` serves an area from a module already in the page (a remote's standalone dev server). */
export async function startHost(local: LocalRemotes = {}): Promise<void> {
  // The tenant's CSS, title, favicon and analytics follow every (re)load of its customization,
  // the one asked for just below included.
  platform.customization.subscribe(() => applyCustomization(document, platform.customization.getSnapshot().value));
  // The guard shows no screen before the tenant's customization has arrived: asking for it now,
  // beside the remote manifest, takes a round trip off the first screen. A secret-login link
  // keeps spec section 4's order (sign in first), so the guard asks for it then.
  const customization = new URLSearchParams(globalThis.location.search).has('secret') ? Promise.resolve() : platform.customization.load();
  // A signed-in page opens on an area, whose route waits for the query client: make it now,
  // beside the manifest, rather than after the first render (a failure is the route's to retry).
  if (activeAuth(platform.session.getSnapshot()).user !== null) platform.loadQueryClient().catch(() => undefined);
  // Without a manifest every area shows its unavailable panel; the public pages still work.
  // The page renders once its language's messages (a chunk the entry asked for as it started)
  // have arrived beside the manifest, and the customization with them unless the API is slow:
  // a first render before it would only draw the guard's spinner, then render and lay out the
  // whole page again (some 100 ms of /login at 4x CPU throttling).
  const [manifest]: [RemoteManifest, void, void] = await Promise.all([
    fetchRemoteManifest(undefined, takeBootRequest('remoteManifest')).catch((error: unknown) => {
      console.error('The remote manifest could not be loaded', error);
      return { remotes: [] };
    }),
    messagesReady(platform.i18n),
    waitAtMost(customization, CUSTOMIZATION_WAIT_MS),
  ]);
  const reporter = createErrorReporter(APP_CONFIG.errorReporting);
  const canaryOverride = readCanaryOverride(globalThis.location.search, sessionStorage);
  const signedInId = () => platform.session.getSnapshot().auth.user?.id ?? null;
  const loader = new RemoteLoader(manifest, local, () => platform.loadQueryClient(), {
    choose: (remote) =>
      chooseRemoteBuild(remote, {
        tenant: platform.api.known ? platform.api.tenant : null,
        userId: signedInId()?.toString() ?? null,
        override: canaryOverride,
        storage: sessionStorage,
      }),
    // A refused remote is a deployment mistake, not a transient failure: said where operations look.
    onRefused: (refused) => {
      console.error(refused.message);
      const entry = loader.getStates().find(({ name }) => name === refused.remote)?.entry ?? '';
      reporter.report({ kind: 'remote_refused', remote: refused.remote, entry, problems: refused.problems.map(describeIncompatibility) });
    },
  });
  // The invest flow's own sign-up step shows the host's registration, which its route loads.
  hostScreens.provide({ register: lazy(() => import('../pages/auth/register.screen')) });
  areaPreload.provide(createAreaPreloader(loader));
  warmSignedInAreas(platform.session, areaPreload.preload);
  followSessionWithNotifications(platform);
  // The canary is drawn for the person who signs in, before their area's remote is loaded.
  let chosenFor = signedInId();
  platform.session.subscribe(() => {
    if (signedInId() === chosenFor) return;
    chosenFor = signedInId();
    loader.rechoose();
  });
  platform.bus.on('remote.ready').subscribe(({ name, ...report }) => loader.recordReport(name, report));

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(<App loader={loader} />);
}
