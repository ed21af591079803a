import { sharedMessagesEn } from 'shared';
import common from './common.json';
import errors from './errors.json';

/** The host's namespaces and the shared ones it registers for everyone, in English: a chunk of
 * its own, fetched by a page in English. */
const messages = { common, errors, ...sharedMessagesEn };

export default messages;
