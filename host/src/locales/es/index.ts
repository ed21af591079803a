import { sharedMessagesEs } from 'shared';
import type { HostMessages } from '../../platform/language';
import common from './common.json';
import errors from './errors.json';

/** The host's namespaces and the shared ones it registers for everyone, in Spanish: a chunk of
 * its own, fetched by a page in Spanish. Typed by the English files, so a key missing here fails
 * the typecheck. */
const messages: HostMessages = { common, errors, ...sharedMessagesEs };

export default messages;
