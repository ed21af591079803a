import { join } from 'node:path';
import { AREA_MESSAGE_KEYS } from 'issuance-admin';
import { sharedResources } from 'shared';
import { blankMessages, expectSameMessageKeys, placeholderMismatches, undefinedMessageKeys, unusedMessageKeys } from 'shared/testing';
import en from './en/entrepreneur.json';
import es from './es/entrepreneur.json';

describe('entrepreneur messages', () => {
  it('has the same keys in Spanish and English', () => {
    expectSameMessageKeys(en, es);
  });

  it('uses the same placeholders in both languages', () => {
    expect(placeholderMismatches(en, es)).toEqual([]);
  });

  it('uses every message it defines', () => {
    // The issuance screens of `issuance-admin` read the area's words by the area's namespace.
    const used: readonly string[] = AREA_MESSAGE_KEYS;
    expect(unusedMessageKeys(en, 'entrepreneur', join(__dirname, '..')).filter((key) => !used.includes(key))).toEqual([]);
  });

  it('leaves no message empty', () => {
    expect([...blankMessages(en), ...blankMessages(es)]).toEqual([]);
  });

  it('defines every message its code asks for by name', () => {
    expect(undefinedMessageKeys({ ...sharedResources.en, entrepreneur: en }, join(__dirname, '..'))).toEqual([]);
  });
});
