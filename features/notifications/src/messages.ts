import { registerMessages } from 'host/platform';
import en from './locales/en/notifications.json';
import es from './locales/es/notifications.json';

/** The words of the notification screens, the same in every area. Registered when a page module
 * loads: `package.json` lists this file under `sideEffects`, or a production build would drop the import. */
registerMessages('notifications', { en, es });
