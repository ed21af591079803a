import { join } from 'node:path';
import { sharedResources } from 'shared';
import { blankMessages, expectSameMessageKeys, placeholderMismatches, undefinedMessageKeys } from 'shared/testing';
import en from './en/invest.json';
import es from './es/invest.json';

describe('the invest messages', () => {
  it('have the same keys in English and Spanish', () => {
    expectSameMessageKeys(en, es);
  });

  it('are never blank and interpolate the same parameters in both languages', () => {
    expect(blankMessages(es)).toEqual([]);
    expect(placeholderMismatches(en, es)).toEqual([]);
  });

  it('defines every message its code asks for by name', () => {
    expect(undefinedMessageKeys({ ...sharedResources.en, invest: en }, join(__dirname, '..'))).toEqual([]);
  });
});
