// The async boundary: the federation runtime negotiates the shared modules the host does not carry
// in this file (the platform, and the copies only signed-in areas use) before any of them runs.
// The answers and the font face the first screen waits for are asked for first, while that code
// downloads.
import { startBootRequests } from './platform/boot-requests';
import { loadFirstScreenFont } from './platform/first-screen-font';
import { showRememberedTitle } from './customization/document-title';

// The tab shows the tenant's title from the last visit, not an empty one, while the payload loads.
showRememberedTitle(document, globalThis.localStorage);
startBootRequests();
loadFirstScreenFont();
import('./bootstrap');
