// Serves this area alone for its team (`pnpm start`), inside the real host shell and platform.
import('./standalone-bootstrap');
