import { registerMessages } from 'host/platform';
import en from './locales/en/earnings.json';
import es from './locales/es/earnings.json';

/** The words of a distribution's breakdown, the same in every area. Registered when a page module
 * loads: `package.json` lists this file under `sideEffects`, or a production build would drop the import. */
registerMessages('earnings', { en, es });
