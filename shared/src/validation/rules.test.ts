import * as v from 'valibot';
import { collectFieldErrors } from './field-errors';
import { MAX_COUNT, MAX_MONEY } from './column-ranges';
import * as rules from './rules';
import { fieldErrors } from '../test/parse';

function errorOf(schema: v.GenericSchema, value: unknown) {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : collectFieldErrors(result.issues)._form;
}

function keyOf(schema: v.GenericSchema, value: unknown) {
  return errorOf(schema, value)?.key;
}

describe('required', () => {
  it.each([undefined, null, '', '   '])('rejects %p with validator.error_null', (value) => {
    expect(keyOf(rules.text(), value)).toBe('validator.error_null');
    expect(keyOf(rules.email(), value)).toBe('validator.error_null');
    expect(keyOf(rules.number(), value)).toBe('validator.error_null');
    expect(keyOf(rules.phone(), value)).toBe('validator.error_null');
  });
});

describe('string', () => {
  it('rejects a text shorter than min with validator.error_string_min and the min', () => {
    expect(errorOf(rules.text({ min: 3 }), 'ab')).toEqual({ key: 'validator.error_string_min', params: { min: 3 } });
  });
  it('rejects a text longer than max with validator.error_string_max and the max', () => {
    expect(errorOf(rules.text({ max: 3 }), 'abcd')).toEqual({ key: 'validator.error_string_max', params: { max: 3 } });
  });
  it('accepts letters, digits, spaces, accented vowels and ñ when special characters are banned', () => {
    expect(keyOf(rules.text({ noSpecialChars: true }), 'Ángel Núñez 3 Peña ü')).toBeUndefined();
  });
  it.each(['Hola!', 'a@b', 'x_y', 'semi;colon'])('rejects %p with validator.error_string_special_chars', (value) => {
    expect(keyOf(rules.text({ noSpecialChars: true }), value)).toBe('validator.error_string_special_chars');
  });
  it('trims the text', () => {
    expect(v.parse(rules.text(), '  hola  ')).toBe('hola');
  });
});

describe('password', () => {
  it('accepts 8 characters', () => {
    expect(keyOf(rules.password(), '12345678')).toBeUndefined();
  });
  it('rejects 7 characters with validator.error_string_min and min 8', () => {
    expect(errorOf(rules.password(), '1234567')).toEqual({ key: 'validator.error_string_min', params: { min: 8 } });
  });
});

describe('number', () => {
  it.each([[12], ['12'], ['12.5'], ['12,5'], [-3]])('accepts %p', (value) => {
    expect(keyOf(rules.number(), value)).toBeUndefined();
  });
  it('reads a decimal comma', () => {
    expect(v.parse(rules.number(), '12,5')).toBe(12.5);
  });
  it.each(['abc', '12abc', '0x10', Number.NaN, true])('rejects %p with validator.error_number', (value) => {
    expect(keyOf(rules.number(), value)).toBe('validator.error_number');
  });
  it('rejects a value under min with validator.error_number_min', () => {
    expect(errorOf(rules.number({ min: 1 }), 0)).toEqual({ key: 'validator.error_number_min', params: { min: 1 } });
    expect(keyOf(rules.number({ min: 1 }), 1)).toBeUndefined();
  });
  it('rejects a value over max with validator.error_number_max', () => {
    expect(errorOf(rules.number({ max: 10 }), 11)).toEqual({ key: 'validator.error_number_max', params: { max: 10 } });
    expect(keyOf(rules.number({ max: 10 }), 10)).toBeUndefined();
  });
  it('rejects a fraction with validator.error_number_integer when integers are required', () => {
    expect(keyOf(rules.number({ integer: true }), 1.5)).toBe('validator.error_number_integer');
    expect(keyOf(rules.number({ integer: true }), '2')).toBeUndefined();
  });
  it('rejects too few digits with validator.error_number_mindigit', () => {
    expect(errorOf(rules.number({ minDigit: 3 }), 12)).toEqual({ key: 'validator.error_number_mindigit', params: { min: 3 } });
    expect(keyOf(rules.number({ minDigit: 3 }), 123)).toBeUndefined();
  });
  it('rejects too many digits with validator.error_number_maxdigit', () => {
    expect(errorOf(rules.number({ maxDigit: 3 }), 1234)).toEqual({ key: 'validator.error_number_maxdigit', params: { max: 3 } });
    expect(keyOf(rules.number({ maxDigit: 3 }), 999)).toBeUndefined();
  });
});

describe('the column ranges', () => {
  it('bounds every amount to a money column, numeric(18, 2), whatever limits it asks', () => {
    expect(MAX_MONEY).toBe('9999999999999999.99');
    expect(v.parse(rules.amount(), '9999999999999999.99')).toBe(MAX_MONEY);
    for (const value of ['99999999999999999999', '10000000000000000', 1e20, '9999999999999999999.99']) {
      expect(errorOf(rules.amount(), value)).toEqual({ key: 'validator.error_number_max', params: { max: MAX_MONEY } });
      expect(errorOf(rules.amount({ min: '0.01', max: '100000000000000000000.00' }), value)?.key).toBe('validator.error_number_max');
    }
    expect(errorOf(rules.amount(), '-10000000000000000')).toEqual({ key: 'validator.error_number_min', params: { min: `-${MAX_MONEY}` } });
    expect(errorOf(rules.amount({ max: '10.00' }), '10.01')).toEqual({ key: 'validator.error_number_max', params: { max: '10.00' } });
  });

  it('bounds every count to an integer column, 2^31 - 1, and to zero or its own minimum', () => {
    expect(MAX_COUNT).toBe(2_147_483_647);
    expect(v.parse(rules.count(), MAX_COUNT)).toBe(MAX_COUNT);
    for (const value of [2 ** 31, 3_000_000_000, 2 ** 53 + 1, 1e308, '99999999999999999999']) {
      expect(errorOf(rules.count({ min: 1 }), value)).toEqual({ key: 'validator.error_number_max', params: { max: MAX_COUNT } });
    }
    expect(errorOf(rules.count({ max: 5 }), 6)).toEqual({ key: 'validator.error_number_max', params: { max: 5 } });
    expect(errorOf(rules.count(), -1)).toEqual({ key: 'validator.error_number_min', params: { min: 0 } });
    expect(keyOf(rules.count(), 1.5)).toBe('validator.error_number_integer');
    expect(keyOf(rules.count(), '1e400')).toBe('validator.error_number');
  });

  it('puts a count × price that would not fit a money column on the count, naming the most that fits', () => {
    const order = v.pipe(v.object({ tokens: rules.count(), price: rules.amount() }), rules.totalFitsMoney('tokens', 'price'));
    expect(rules.maxCountAt('9999999999.00')).toBe(1_000_000);
    expect(rules.maxCountAt('0.01')).toBe(MAX_COUNT);
    expect(fieldErrors(order, { tokens: 1_000_000, price: '9999999999.00' })).toEqual({});
    expect(fieldErrors(order, { tokens: 1_000_001, price: '9999999999.00' })).toEqual({ tokens: { key: 'validator.error_number_max', params: { max: 1_000_000 } } });
  });
});

describe('email', () => {
  it.each(['ana@example.com', 'a.b+c@sub.example.es'])('accepts %p', (value) => {
    expect(keyOf(rules.email(), value)).toBeUndefined();
  });
  it.each(['ana', 'ana@', '@example.com', 'ana@example', 'ana example@x.com'])('rejects %p with validator.error_email', (value) => {
    expect(keyOf(rules.email(), value)).toBe('validator.error_email');
  });
  it('rejects a short e-mail with validator.error_email_min', () => {
    expect(errorOf(rules.email({ min: 10 }), 'a@b.es')).toEqual({ key: 'validator.error_email_min', params: { min: 10 } });
  });
  it('rejects a long e-mail with validator.error_email_max', () => {
    expect(errorOf(rules.email({ max: 10 }), 'ana@example.com')).toEqual({ key: 'validator.error_email_max', params: { max: 10 } });
  });
  it('accepts a list of valid e-mails', () => {
    expect(keyOf(rules.emailArray(), ['a@b.es', 'c@d.com'])).toBeUndefined();
  });
  it.each([[['a@b.es', 'nope']], ['a@b.es'], [[3]]] as const)('rejects %p with validator.error_email_array', (value: unknown) => {
    expect(keyOf(rules.emailArray(), value)).toBe('validator.error_email_array');
  });
  it('rejects an empty list with validator.error_null', () => {
    expect(keyOf(rules.emailArray(), [])).toBe('validator.error_null');
  });
});

describe('url', () => {
  it.each(['http://example.com', 'https://example.com/path?q=1', 'ftp://files.example.org/a.pdf'])('accepts %p', (value) => {
    expect(keyOf(rules.url(), value)).toBeUndefined();
  });
  it.each(['example.com', 'mailto:a@b.es', 'javascript:alert(1)', 'https://', 'ssh://host.com'])('rejects %p with validator.error_url', (value) => {
    expect(keyOf(rules.url(), value)).toBe('validator.error_url');
  });
  it('has min and max variants', () => {
    expect(keyOf(rules.url({ min: 30 }), 'https://example.com')).toBe('validator.error_url_min');
    expect(keyOf(rules.url({ max: 10 }), 'https://example.com')).toBe('validator.error_url_max');
  });
});

describe('phone', () => {
  it.each(['123456789', '+123456789', '123456789012345', '+123456789012345'])('accepts %p (9 to 15 digits, optional plus)', (value) => {
    expect(keyOf(rules.phone(), value)).toBeUndefined();
  });
  it('rejects a phone of 8 digits with validator.error_phone', () => {
    expect(keyOf(rules.phone(), '12345678')).toBe('validator.error_phone');
  });
  it('rejects a phone of 16 digits with validator.error_phone', () => {
    expect(keyOf(rules.phone(), '1234567890123456')).toBe('validator.error_phone');
  });
  it.each(['++123456789', '12345 6789', '12345678a', '1+23456789'])('rejects %p with validator.error_phone', (value) => {
    expect(keyOf(rules.phone(), value)).toBe('validator.error_phone');
  });
  it('has min and max variants', () => {
    expect(errorOf(rules.phone({ min: 12 }), '123456789')).toEqual({ key: 'validator.error_phone_min', params: { min: 12 } });
    expect(errorOf(rules.phone({ max: 10 }), '123456789012')).toEqual({ key: 'validator.error_phone_max', params: { max: 10 } });
  });
});

describe('wallet_address', () => {
  const hex40 = 'a'.repeat(20) + 'B'.repeat(10) + '0123456789';
  it('accepts 40 hex characters with 0x', () => {
    expect(keyOf(rules.walletAddress(), `0x${hex40}`)).toBeUndefined();
  });
  it('accepts 40 hex characters without 0x', () => {
    expect(keyOf(rules.walletAddress(), hex40)).toBeUndefined();
  });
  it('rejects 39 hex characters with validator.error_wallet_address', () => {
    expect(keyOf(rules.walletAddress(), `0x${hex40.slice(1)}`)).toBe('validator.error_wallet_address');
  });
  it('rejects 41 hex characters and non-hex characters with validator.error_wallet_address', () => {
    expect(keyOf(rules.walletAddress(), `0x${hex40}a`)).toBe('validator.error_wallet_address');
    expect(keyOf(rules.walletAddress(), `0x${hex40.slice(1)}g`)).toBe('validator.error_wallet_address');
  });
  it('has min and max variants', () => {
    expect(keyOf(rules.walletAddress({ min: 42 }), hex40)).toBe('validator.error_wallet_address_min');
    expect(keyOf(rules.walletAddress({ max: 40 }), `0x${hex40}`)).toBe('validator.error_wallet_address_max');
  });
});

describe('date', () => {
  it.each(['2026-02-28', '2028-02-29', '1990-12-31'])('accepts %p', (value) => {
    expect(keyOf(rules.date(), value)).toBeUndefined();
  });
  it.each(['2026-02-30', '2026-02-29', '2026-13-01', '2026-00-10', '26-02-01', '2026/02/01', '01-02-2026', '2026-2-1'])(
    'rejects %p with validator.error_date',
    (value) => {
      expect(keyOf(rules.date(), value)).toBe('validator.error_date');
    },
  );
});

describe('the days a date may name', () => {
  it.each(['1900-01-01', '9999-12-31'])('accepts the edge %p in a date and a day filter', (value) => {
    expect(keyOf(rules.date(), value)).toBeUndefined();
    expect(keyOf(rules.dayFilter(), value)).toBeUndefined();
  });
  it.each(['1899-12-31', '0001-01-01', '0099-01-01', '10000-01-01', '2024-02-30', '+09999-12-31', '9999-12-31T00:00'])('refuses %p', (value) => {
    expect(keyOf(rules.date(), value)).toBe('validator.error_date');
    expect(keyOf(rules.dayFilter(), value)).toBe('validator.form_field_invalid');
  });
  it('calls a blank date required, and a date filter that is not text invalid', () => {
    expect(keyOf(rules.date(), ' ')).toBe('validator.error_null');
    expect(keyOf(rules.dayFilter(), ['2026-01-01'])).toBe('validator.form_field_invalid');
  });
});

describe('bool', () => {
  it.each([
    [1, true],
    [0, false],
    [true, true],
    [false, false],
    ['1', true],
    ['0', false],
    ['true', true],
    ['false', false],
  ])('reads %p as %p', (value, expected) => {
    expect(v.parse(rules.bool(), value)).toBe(expected);
  });
  it.each([2, 'yes', 'si', {}, -1])('rejects %p with validator.form_field_invalid', (value) => {
    expect(keyOf(rules.bool(), value)).toBe('validator.form_field_invalid');
  });
});

describe('idNumber', () => {
  it('accepts 8 digits then a letter', () => {
    expect(keyOf(rules.idNumber(), '12345678Z')).toBeUndefined();
  });
  it('accepts 3 letters then 6 digits', () => {
    expect(keyOf(rules.idNumber(), 'ABC123456')).toBeUndefined();
  });
  it.each(['1234567Z', '123456789Z', '12345678', '12345678ZZ', 'AB123456', 'ABC12345', 'ABC1234567', 'ABCD12345', 'Z12345678'])(
    'rejects %p with validator.error_id_number',
    (value) => {
      expect(keyOf(rules.idNumber(), value)).toBe('validator.error_id_number');
    },
  );
});

describe('postalCode', () => {
  it.each(['280', '28001', 'SW1A 1AA', '1234-567', 'ABCDEFGHIJKL', '  28001  '])('accepts %p', (value) => {
    expect(keyOf(rules.postalCode(), value)).toBeUndefined();
  });
  it('trims the postal code', () => {
    expect(v.parse(rules.postalCode(), '  28001 ')).toBe('28001');
  });
  it('rejects 2 characters with validator.error_postal_code', () => {
    expect(keyOf(rules.postalCode(), '28')).toBe('validator.error_postal_code');
  });
  it('accepts 3 and 12 characters but rejects 13 with validator.error_postal_code', () => {
    expect(keyOf(rules.postalCode(), 'A1B')).toBeUndefined();
    expect(keyOf(rules.postalCode(), 'A'.repeat(12))).toBeUndefined();
    expect(keyOf(rules.postalCode(), 'A'.repeat(13))).toBe('validator.error_postal_code');
  });
  it.each(['280_01', '28001#', 'ñ2800'])('rejects %p with validator.error_postal_code', (value) => {
    expect(keyOf(rules.postalCode(), value)).toBe('validator.error_postal_code');
  });
});

describe('file', () => {
  const MB = 1024 * 1024;
  it('accepts a file of exactly the limit', () => {
    expect(keyOf(rules.file(2), { name: 'a.pdf', size: 2 * MB })).toBeUndefined();
  });
  it('rejects a larger file with validator.error_file_size and maxSizeFile', () => {
    expect(errorOf(rules.file(2), { name: 'a.pdf', size: 2 * MB + 1 })).toEqual({
      key: 'validator.error_file_size',
      params: { maxSizeFile: 2 },
    });
  });
  it('rejects a missing file with validator.error_null', () => {
    expect(keyOf(rules.file(2), undefined)).toBe('validator.error_null');
  });
  it('rejects an image of another extension with validator.error_image_size and the allowed extensions', () => {
    expect(errorOf(rules.image({ maxSizeMb: 1, extensions: ['png', 'jpg'] }), { name: 'a.gif', size: 10 })).toEqual({
      key: 'validator.error_image_size',
      params: { maxSizeFile: 1, extensions: 'png, jpg' },
    });
  });
  it('rejects more images than allowed with validator.error_max_images and x', () => {
    const picture = { name: 'a.png', size: 10 };
    expect(errorOf(rules.images({ max: 2, maxSizeMb: 1 }), [picture, picture, picture])).toEqual({
      key: 'validator.error_max_images',
      params: { x: 2 },
    });
    expect(keyOf(rules.images({ max: 2, maxSizeMb: 1 }), [picture, picture])).toBeUndefined();
  });
});

describe('iban and bic', () => {
  it.each(['ES9121000418450200051332', 'ES91 2100 0418 4502 0005 1332', 'GB82WEST12345698765432', 'de89370400440532013000'])(
    'accepts %p',
    (value) => {
      expect(keyOf(rules.iban(), value)).toBeUndefined();
    },
  );
  it('normalises the IBAN', () => {
    expect(v.parse(rules.iban(), 'es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
  });
  it.each(['ES9121000418450200051333', 'ES91', 'XX00 1234'])('rejects %p with validator.error_iban', (value) => {
    expect(keyOf(rules.iban(), value)).toBe('validator.error_iban');
  });
  it('checks the BIC shape', () => {
    expect(keyOf(rules.bic(), 'CAIXESBBXXX')).toBeUndefined();
    expect(keyOf(rules.bic(), 'CAIXESBB')).toBeUndefined();
    expect(keyOf(rules.bic(), 'CAIX')).toBe('validator.error_bic');
  });
});

describe('optional', () => {
  it.each([undefined, null, '', '  '])('accepts %p as undefined', (value) => {
    expect(v.parse(rules.optional(rules.phone()), value)).toBeUndefined();
  });
  it('still checks a value that is present', () => {
    expect(keyOf(rules.optional(rules.phone()), '123')).toBe('validator.error_phone');
  });
});

describe('freeText', () => {
  it('rejects a script tag with validator.error_unsafe_text', () => {
    expect(keyOf(rules.freeText(), 'Hi <script>alert(1)</script>')).toBe('validator.error_unsafe_text');
  });
  it('accepts ordinary prose', () => {
    expect(keyOf(rules.freeText(), "Drop me a line at O'Brien's place, or call")).toBeUndefined();
  });
  it('refuses half a surrogate pair as an invalid field, and keeps a whole one (an emoji)', () => {
    expect(keyOf(rules.freeText(), 'note \ud800')).toBe('validator.form_field_invalid');
    expect(keyOf(rules.freeText(), '\udc00 note')).toBe('validator.form_field_invalid');
    expect(keyOf(rules.freeText(), 'sunny \ud83c\udf1e')).toBeUndefined();
  });
});
