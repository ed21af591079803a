import domain from './domain.json';
import issuances from './issuances.json';
import ui from './ui.json';
import validation from './validation.json';

/** The shared namespaces in English, shaped as i18next resources. A module of its own per
 * language, so an app that imports one language's bundles that language's words only (the host
 * fetches the other when the person switches to it). */
export const sharedMessagesEn = { validation, ui, domain, issuances };

/** The shared namespaces, typed by the English files: every language has each of their keys. */
export type SharedMessages = typeof sharedMessagesEn;
