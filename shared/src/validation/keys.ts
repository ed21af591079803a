import type en from '../messages/en/validation.json';

/** Every validation message key, typed from the English file so a typo fails the type check. */
export type ValidationKey = `validator.${keyof typeof en.validator & string}`;

/** Interpolation values a message needs (`{{min}}`, `{{maxSizeFile}}`...). */
export type MessageParams = Record<string, string | number>;
