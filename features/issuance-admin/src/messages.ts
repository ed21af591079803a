import { registerMessages } from 'host/platform';
import en from './locales/en/issuance-admin.json';
import es from './locales/es/issuance-admin.json';

/** The messages every area's issuance screens share; each area keeps its own wording (titles,
 * empty states) in its namespace. Registered when a page module loads: `package.json` lists
 * this file under `sideEffects`, or a production build would drop the import. */
const ISSUANCE_ADMIN_NS = 'issuance-admin';

registerMessages(ISSUANCE_ADMIN_NS, { en, es });
