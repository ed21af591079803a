// The monolith build (`npm run build:monolith`, host/dist-monolith): the same host with every
// area built in instead of fetched over federation, each still its own lazy chunk, so
// `npm run bench:web` can tell what the federation boundary costs.
import { startHost } from './app/start-host';
import { startBootRequests } from './platform/boot-requests';
import { loadFirstScreenFont } from './platform/first-screen-font';
import { showRememberedTitle } from './customization/document-title';

// The tab shows the tenant's title from the last visit, not an empty one, while the payload loads.
showRememberedTitle(document, globalThis.localStorage);
startBootRequests();
loadFirstScreenFont();
void startHost({
  remote_invest: () => import(/* webpackChunkName: "remote_invest" */ 'remote_invest/routes'),
  remote_investor: () => import(/* webpackChunkName: "remote_investor" */ 'remote_investor/routes'),
  remote_manager: () => import(/* webpackChunkName: "remote_manager" */ 'remote_manager/routes'),
  remote_entrepreneur: () => import(/* webpackChunkName: "remote_entrepreneur" */ 'remote_entrepreneur/routes'),
});
