import { registerMessages } from 'host/platform';
import en from './locales/en/account.json';
import es from './locales/es/account.json';

/** The account sections' words, the same in the onboarding steps and the account pages.
 * Registered when a section module loads: `package.json` lists this file under `sideEffects`,
 * or a production build would drop the import. */
registerMessages('account', { en, es });
