import { sharedMessagesEn } from 'shared';
import common from './common.json';
import errors from './errors.json';

/** The host's namespaces and the shared ones it registers for everyone, in English: the page
 * fetches this module, a chunk of its own, only when the person reads English. */
const messages = { common, errors, ...sharedMessagesEn };

export default messages;
