import * as v from 'valibot';
import type { ValidationKey } from './keys';
import { type Check, fieldRule, rule, ruleSet } from './rule';
import { FIRST_CALENDAR_DAY, LAST_CALENDAR_DAY, MAX_COUNT, MAX_MONEY } from './column-ranges';
import { isSafeText } from './text-safety';
import { acceptedTypesText, matchesAccept } from './accept';
import { compareMoney, maxMoney, minMoney } from '../money/arithmetic';
import { toCents, toMoney, ZERO_MONEY, type Money } from '../money/amount';

/**
 * The validation rules of spec section 5. Every rule is required unless wrapped in
 * `optional()`, and every failure message is the exact key of the section, so the API and the
 * forms report the same thing and the UI translates it.
 */

const ERROR_NULL = 'validator.error_null' satisfies ValidationKey;

type LengthOptions = { min?: number; max?: number };

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A blank value is "required", anything else of the wrong type is the rule's own error. */
function typeMessage(key: ValidationKey) {
  return (issue: v.BaseIssue<unknown>): ValidationKey => (isBlank(issue.input) ? ERROR_NULL : key);
}

const notBlank: Check<string> = { test: (value) => value.length > 0, key: ERROR_NULL };

function lengthChecks(
  options: LengthOptions,
  minKey: ValidationKey,
  maxKey: ValidationKey,
): Check<string>[] {
  const checks: Check<string>[] = [];
  const { min, max } = options;
  if (min !== undefined) checks.push({ test: (value) => value.length >= min, key: minKey, params: { min } });
  if (max !== undefined) checks.push({ test: (value) => value.length <= max, key: maxKey, params: { max } });
  return checks;
}

function trimmedString(key: ValidationKey) {
  return v.pipe(v.string(typeMessage(key)), v.trim());
}

/** Letters, digits and spaces, plus the accented vowels and ñ of Spanish names. */
const NO_SPECIAL_CHARS = /^[A-Za-z0-9 áéíóúÁÉÍÓÚàèìòùÀÈÌÒÙäëïöüÄËÏÖÜñÑ]*$/;

export type TextOptions = LengthOptions & {
  noSpecialChars?: boolean;
  /** Reject script and SQL snippets: for text rendered back to other users. */
  safe?: boolean;
};

/** Half of a surrogate pair alone: no character at all. A database refuses it (PostgreSQL's jsonb
 * answers an error for `\ud800`), so it is refused as an invalid field before it gets there. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const wellFormed: Check<string> = { test: (value) => !LONE_SURROGATE.test(value), key: 'validator.form_field_invalid' };

/** A required, trimmed string (error_null, error_string_min/max, error_string_special_chars). */
export function text(options: TextOptions = {}) {
  const checks: Check<string>[] = [
    notBlank,
    wellFormed,
    ...lengthChecks(options, 'validator.error_string_min', 'validator.error_string_max'),
  ];
  if (options.noSpecialChars) {
    checks.push({ test: (value) => NO_SPECIAL_CHARS.test(value), key: 'validator.error_string_special_chars' });
  }
  if (options.safe) checks.push({ test: isSafeText, key: 'validator.error_unsafe_text' });
  return v.pipe(trimmedString('validator.form_field_invalid'), ruleSet(checks));
}

/**
 * Free text that other people will read (names, titles, descriptions, ads, messages): always
 * passes the text-safety check.
 */
export function freeText(options: Omit<TextOptions, 'safe'> = {}) {
  return text({ ...options, safe: true });
}

export const PASSWORD_MIN_LENGTH = 8;

/** Passwords are not trimmed: a space is a legitimate character of a password. */
export function password(min: number = PASSWORD_MIN_LENGTH) {
  return v.pipe(
    v.string(typeMessage('validator.form_field_invalid')),
    ruleSet<string>([notBlank, { test: (value) => value.length >= min, key: 'validator.error_string_min', params: { min } }]),
  );
}

export type NumberOptions = {
  min?: number;
  max?: number;
  integer?: boolean;
  /** Fewest digits the number must have (error_number_mindigit). */
  minDigit?: number;
  /** Most digits the number may have (error_number_maxdigit). */
  maxDigit?: number;
};

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Form inputs give strings; a Spanish user may type a decimal comma. */
function toNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  const normalised = value.trim().replace(',', '.');
  return NUMERIC.test(normalised) ? Number(normalised) : Number.NaN;
}

function digitCount(value: number): number {
  return String(Math.abs(value)).replace(/\D/g, '').length;
}

/** A number, or a string holding one (error_number, error_number_min/max/integer/mindigit/maxdigit). */
export function number(options: NumberOptions = {}) {
  const checks: Check<number>[] = [{ test: (value) => Number.isFinite(value), key: 'validator.error_number' }];
  const { min, max, minDigit, maxDigit } = options;
  if (options.integer) checks.push({ test: Number.isInteger, key: 'validator.error_number_integer' });
  if (min !== undefined) checks.push({ test: (value) => value >= min, key: 'validator.error_number_min', params: { min } });
  if (max !== undefined) checks.push({ test: (value) => value <= max, key: 'validator.error_number_max', params: { max } });
  if (minDigit !== undefined) {
    checks.push({ test: (value) => digitCount(value) >= minDigit, key: 'validator.error_number_mindigit', params: { min: minDigit } });
  }
  if (maxDigit !== undefined) {
    checks.push({ test: (value) => digitCount(value) <= maxDigit, key: 'validator.error_number_maxdigit', params: { max: maxDigit } });
  }
  return v.pipe(
    v.union([v.number(), v.string()], typeMessage('validator.error_number')),
    rule<number | string>((value) => !isBlank(value), ERROR_NULL),
    v.transform(toNumber),
    ruleSet(checks),
  );
}

/** A whole number a count column holds, from `min` (0 unless said) to at most MAX_COUNT. */
export function count(options: { min?: number; max?: number } = {}) {
  return number({ min: options.min ?? 0, max: Math.min(options.max ?? MAX_COUNT, MAX_COUNT), integer: true });
}

const AMOUNT_TEXT = /^-?\d+(?:\.\d{1,2})?$/;

/** A typed amount ("1500", "1500,5", 1500.5) as exact money, or null when it has more than cents. */
function toAmount(value: number | string): Money | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim().replace(',', '.');
  return AMOUNT_TEXT.test(text) ? toMoney(text) : null;
}

/**
 * Money typed in a form or sent in a body: a number or a decimal text with at most two decimals
 * (a Spanish user may type a comma), turned into an exact decimal string ("1500.50") without a
 * float, so limits compare exactly (error_number, error_number_min/max). Whatever the limits
 * asked, the amount fits a money column.
 */
export function amount(options: { min?: Money; max?: Money } = {}) {
  const min = maxMoney(options.min ?? `-${MAX_MONEY}`, `-${MAX_MONEY}`);
  const max = minMoney(options.max ?? MAX_MONEY, MAX_MONEY);
  return v.pipe(
    v.union([v.number(), v.string()], typeMessage('validator.error_number')),
    rule<number | string>((value) => !isBlank(value), ERROR_NULL),
    rule<number | string>((value) => toAmount(value) !== null, 'validator.error_number'),
    v.transform((value) => toAmount(value) ?? ZERO_MONEY),
    ruleSet<Money>([
      { test: (value) => compareMoney(value, min) >= 0, key: 'validator.error_number_min', params: { min } },
      { test: (value) => compareMoney(value, max) <= 0, key: 'validator.error_number_max', params: { max } },
    ]),
  );
}

/** The most whole items at `price` whose total (price × items) still fits a money column and a count column. */
export function maxCountAt(price: Money): number {
  const cents = toCents(price);
  if (cents <= 0n) return MAX_COUNT;
  const most = toCents(MAX_MONEY) / cents;
  return most < BigInt(MAX_COUNT) ? Number(most) : MAX_COUNT;
}

/** The fields of an object whose values are of type `TValue`. */
type FieldsOf<TInput, TValue> = { [K in keyof TInput]-?: TInput[K] extends TValue ? K : never }[keyof TInput] & string;

/**
 * Items × price must fit a money column (an ad's amount, a round's total): the error lands on
 * the count and names the most that fits at that price (error_number_max). No price, no total.
 */
export function totalFitsMoney<TInput extends Record<string, unknown>>(countField: FieldsOf<TInput, number>, priceField: FieldsOf<TInput, Money | undefined>) {
  // The field types above make these reads a count and a price; TypeScript cannot follow them through the index.
  const most = (input: TInput) => maxCountAt((input[priceField] as Money | undefined) ?? ZERO_MONEY);
  return fieldRule<TInput>(countField, [countField, priceField], (input) => (input[countField] as number) <= most(input), 'validator.error_number_max', (input) => ({
    max: most(input),
  }));
}

/** valibot's own e-mail pattern: the "standard pattern" of the spec. */
const EMAIL = v.EMAIL_REGEX;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** error_email, error_email_min, error_email_max. */
export function email(options: LengthOptions = {}) {
  return v.pipe(
    trimmedString('validator.error_email'),
    ruleSet<string>([
      notBlank,
      ...lengthChecks(options, 'validator.error_email_min', 'validator.error_email_max'),
      { test: isEmail, key: 'validator.error_email' },
    ]),
  );
}

/** A non-empty list of valid e-mails (error_email_array); one message for the whole list. */
export function emailArray() {
  return v.pipe(
    v.array(v.unknown(), typeMessage('validator.error_email_array')),
    ruleSet<unknown[]>([
      { test: (list) => list.length > 0, key: ERROR_NULL },
      {
        test: (list) => list.every((item) => typeof item === 'string' && isEmail(item.trim())),
        key: 'validator.error_email_array',
      },
    ]),
    v.transform((list) => list.map((item) => String(item).trim())),
  );
}

const URL_PATTERN = /^(?:https?|ftp):\/\/[^\s/$.?#][^\s]*\.[^\s]+$|^(?:https?|ftp):\/\/localhost(?::\d+)?(?:\/[^\s]*)?$/i;

/** http, https or ftp (error_url, error_url_min, error_url_max). */
export function url(options: LengthOptions = {}) {
  return v.pipe(
    trimmedString('validator.error_url'),
    ruleSet<string>([
      notBlank,
      ...lengthChecks(options, 'validator.error_url_min', 'validator.error_url_max'),
      { test: (value) => URL_PATTERN.test(value), key: 'validator.error_url' },
    ]),
  );
}

const PHONE = /^\+?\d{9,15}$/;

/** Optional plus, then 9 to 15 digits (error_phone, error_phone_min, error_phone_max). */
export function phone(options: LengthOptions = {}) {
  return v.pipe(
    trimmedString('validator.error_phone'),
    ruleSet<string>([
      notBlank,
      ...lengthChecks(options, 'validator.error_phone_min', 'validator.error_phone_max'),
      { test: (value) => PHONE.test(value), key: 'validator.error_phone' },
    ]),
  );
}

const WALLET_ADDRESS = /^(?:0x)?[0-9a-fA-F]{40}$/;

/** Optional 0x, then 40 hex characters (error_wallet_address and its min/max variants). */
export function walletAddress(options: LengthOptions = {}) {
  return v.pipe(
    trimmedString('validator.error_wallet_address'),
    ruleSet<string>([
      notBlank,
      ...lengthChecks(options, 'validator.error_wallet_address_min', 'validator.error_wallet_address_max'),
      { test: (value) => WALLET_ADDRESS.test(value), key: 'validator.error_wallet_address' },
    ]),
  );
}

const WALLET_SIGNATURE = /^0x(?:[0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/;

/** A wallet's signature as personal_sign answers it: 0x and 65 bytes in hex (64 in the compact EIP-2098 form). */
export function walletSignature() {
  return v.pipe(
    trimmedString('validator.error_wallet_signature'),
    ruleSet<string>([notBlank, { test: (value) => WALLET_SIGNATURE.test(value), key: 'validator.error_wallet_signature' }]),
  );
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * YYYY-MM-DD naming a day that exists, from FIRST_CALENDAR_DAY to LAST_CALENDAR_DAY: 2026-02-30
 * is rejected, 2028-02-29 accepted.
 */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match || value < FIRST_CALENDAR_DAY || value > LAST_CALENDAR_DAY) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * error_date. The ISO format comes before the calendar check so that the OpenAPI document calls
 * the field a date (`format: date`), which the fuzz tests read to send it extreme days.
 */
export function date() {
  return v.pipe(
    trimmedString('validator.error_date'),
    ruleSet<string>([notBlank]),
    v.isoDate('validator.error_date'),
    rule<string>(isCalendarDate, 'validator.error_date'),
  );
}

/** A day of a query's date-range filter (`from`, `to`): form_field_invalid, as every filter. */
export function dayFilter() {
  return v.pipe(
    v.string('validator.form_field_invalid'),
    v.isoDate('validator.form_field_invalid'),
    rule<string>(isCalendarDate, 'validator.form_field_invalid'),
  );
}

const BOOLEAN_VALUES: ReadonlyMap<unknown, boolean> = new Map<unknown, boolean>([
  [true, true],
  [false, false],
  [1, true],
  [0, false],
  ['true', true],
  ['false', false],
  ['1', true],
  ['0', false],
]);

/** 1, 0, true or false, as values or strings (form_field_invalid); outputs a boolean. */
export function bool() {
  return v.pipe(
    v.union([v.boolean(), v.number(), v.string()], typeMessage('validator.form_field_invalid')),
    rule<boolean | number | string>((value) => BOOLEAN_VALUES.has(value), 'validator.form_field_invalid'),
    v.transform((value) => BOOLEAN_VALUES.get(value) === true),
  );
}

/** A checkbox that must be ticked (terms, privacy, risk acknowledgements). */
export function accepted(key: ValidationKey) {
  // The default makes v.object run the rule on an unticked box that final-form left out,
  // so the message is the checkbox's own and not the generic "required".
  return v.pipe(
    v.optional(v.unknown(), false),
    rule<unknown>((value) => value === true || value === 'true' || value === 1 || value === '1', key),
    v.transform((): true => true),
  );
}

const ID_NUMBER = /^(?:\d{8}[A-Za-z]|[A-Za-z]{3}\d{6})$/;

/** 8 digits then a letter (DNI, NIE-like) or 3 letters then 6 digits (passport): error_id_number. */
export function idNumber() {
  return v.pipe(
    trimmedString('validator.error_id_number'),
    ruleSet<string>([notBlank, { test: (value) => ID_NUMBER.test(value), key: 'validator.error_id_number' }]),
    v.toUpperCase(),
  );
}

const POSTAL_CODE = /^[A-Za-z0-9 -]{3,12}$/;

/** Trimmed, 3 to 12 letters, digits, spaces or hyphens: error_postal_code. */
export function postalCode() {
  return v.pipe(
    trimmedString('validator.error_postal_code'),
    ruleSet<string>([notBlank, { test: (value) => POSTAL_CODE.test(value), key: 'validator.error_postal_code' }]),
  );
}

/** A browser File, or the `{ name, size, type }` the API receives about an upload. */
export type FileLike = { readonly name: string; readonly size: number; readonly type?: string };

function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string' &&
    typeof (value as { size?: unknown }).size === 'number'
  );
}

const BYTES_PER_MB = 1024 * 1024;

export function fitsSize(file: FileLike, maxSizeMb: number): boolean {
  return file.size <= maxSizeMb * BYTES_PER_MB;
}

/** A file up to a size in MB (error_file_size with `{ maxSizeFile }`) and, given an input's
 * `accept` list, of one of its types (error_file_type with `{ types }`, "PDF, PNG"). */
export function file(maxSizeMb: number, accept?: string) {
  return v.pipe(
    v.custom<FileLike>(isFileLike, typeMessage('validator.form_field_invalid')),
    rule<FileLike>((value) => matchesAccept(value, accept), 'validator.error_file_type', { types: acceptedTypesText(accept) }),
    rule<FileLike>((value) => fitsSize(value, maxSizeMb), 'validator.error_file_size', { maxSizeFile: maxSizeMb }),
  );
}

/** SVG is left out on purpose: it can carry script and images are shown to other users. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;

export function hasExtension(file: FileLike, extensions: readonly string[]): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return extensions.includes(extension);
}

export type ImageOptions = { maxSizeMb: number; extensions?: readonly string[] };

/** An image within a size and an extension list: one message names both limits. */
export function image({ maxSizeMb, extensions = IMAGE_EXTENSIONS }: ImageOptions) {
  const params = { maxSizeFile: maxSizeMb, extensions: extensions.join(', ') };
  return v.pipe(
    v.custom<FileLike>(isFileLike, typeMessage('validator.form_field_invalid')),
    rule<FileLike>((value) => fitsSize(value, maxSizeMb) && hasExtension(value, extensions), 'validator.error_image_size', params),
  );
}

/** A gallery of at most `max` images: error_max_images with `{ x }`. */
export function images(options: ImageOptions & { max: number }) {
  return v.pipe(
    v.array(image(options), typeMessage('validator.form_field_invalid')),
    rule<FileLike[]>((list) => list.length <= options.max, 'validator.error_max_images', { x: options.max }),
  );
}

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** ISO 13616 mod-97 checksum, computed in chunks because the number exceeds 2^53. */
export function isIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!IBAN_SHAPE.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (let index = 0; index < digits.length; index += 7) {
    remainder = Number(String(remainder) + digits.slice(index, index + 7)) % 97;
  }
  return remainder === 1;
}

/** error_iban; outputs the IBAN without spaces, upper case. */
export function iban() {
  return v.pipe(
    trimmedString('validator.error_iban'),
    ruleSet<string>([notBlank, { test: isIban, key: 'validator.error_iban' }]),
    v.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
  );
}

const BIC = /^[A-Za-z]{6}[A-Za-z0-9]{2}(?:[A-Za-z0-9]{3})?$/;

/** error_bic. */
export function bic() {
  return v.pipe(
    trimmedString('validator.error_bic'),
    ruleSet<string>([notBlank, { test: (value) => BIC.test(value), key: 'validator.error_bic' }]),
    v.toUpperCase(),
  );
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lower-case words joined by hyphens: error_slug. */
export function slug(options: LengthOptions = {}) {
  return v.pipe(
    trimmedString('validator.error_slug'),
    ruleSet<string>([
      notBlank,
      ...lengthChecks(options, 'validator.error_string_min', 'validator.error_string_max'),
      { test: (value) => SLUG.test(value), key: 'validator.error_slug' },
    ]),
  );
}

const VIDEO_URL = /^https:\/\/(?:www\.)?(?:youtube\.com\/(?:watch\?v=|embed\/)|youtu\.be\/|(?:player\.)?vimeo\.com\/(?:video\/)?)[\w-]+/i;

/** A YouTube or Vimeo link: error_video_url. */
export function videoUrl() {
  return v.pipe(
    trimmedString('validator.error_video_url'),
    ruleSet<string>([notBlank, { test: (value) => VIDEO_URL.test(value), key: 'validator.error_video_url' }]),
  );
}

/** One value of a fixed list (roles, statuses, select options): form_field_invalid. */
export function choice<const TOptions extends readonly [string, ...string[]]>(options: TOptions) {
  return v.picklist(options, typeMessage('validator.form_field_invalid'));
}

/**
 * Makes a rule optional: a missing, null or blank value is accepted and outputs `undefined`,
 * anything else must pass the rule. Forms send '' for a cleared field and the API may send null.
 */
export function optional<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.pipe(
    v.optional(v.custom<v.InferInput<TSchema> | '' | null>(() => true)),
    v.transform((value) => (isBlank(value) ? undefined : value)),
    v.optional(schema),
  );
}

/**
 * A form object: a field final-form leaves out (never typed into) is "required", like a
 * blank one.
 */
export function form<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, ERROR_NULL);
}
