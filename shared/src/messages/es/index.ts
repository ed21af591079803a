import type { SharedMessages } from '../en';
import domain from './domain.json';
import issuances from './issuances.json';
import ui from './ui.json';
import validation from './validation.json';

/** The shared namespaces in Spanish, shaped as i18next resources. */
export const sharedMessagesEs: SharedMessages = { validation, ui, domain, issuances };
