// Test fixtures for the remotes that mount these screens; never bundled (only tests import it).
export { detail, listAnswer, summary } from './test/issuances';
