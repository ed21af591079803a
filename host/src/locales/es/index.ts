import { sharedMessagesEs } from 'shared';
import type { HostMessages } from '../../platform/i18n';
import common from './common.json';
import errors from './errors.json';

/** The host's namespaces and the shared ones it registers for everyone, in Spanish, the default
 * language: bundled with the first screen. Typed by the English files, so a key missing here fails
 * the typecheck. */
const messages: HostMessages = { common, errors, ...sharedMessagesEs };

export default messages;
