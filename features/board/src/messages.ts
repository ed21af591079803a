import { registerMessages } from 'host/platform';
import en from './locales/en/board.json';
import es from './locales/es/board.json';

/** The words of the bulletin board, the investor's and the manager's alike. Registered when a page module
 * loads: `package.json` lists this file under `sideEffects`, or a production build would drop the import. */
registerMessages('board', { en, es });
