import { join } from 'node:path';
import { sharedResources } from 'shared';
import { blankMessages, expectSameMessageKeys, placeholderMismatches, undefinedMessageKeys, unusedMessageKeys } from 'shared/testing';
import en from './en/earnings.json';
import es from './es/earnings.json';

describe('earnings messages', () => {
  it('has the same keys in Spanish and English', () => {
    expectSameMessageKeys(en, es);
  });

  it('uses the same placeholders in both languages', () => {
    expect(placeholderMismatches(en, es)).toEqual([]);
  });

  it('uses every message it defines', () => {
    expect(unusedMessageKeys(en, 'earnings', join(__dirname, '..'))).toEqual([]);
  });

  it('leaves no message empty', () => {
    expect([...blankMessages(en), ...blankMessages(es)]).toEqual([]);
  });

  it('defines every message its code asks for by name', () => {
    expect(undefinedMessageKeys({ ...sharedResources.en, 'earnings': en }, join(__dirname, '..'))).toEqual([]);
  });
});
