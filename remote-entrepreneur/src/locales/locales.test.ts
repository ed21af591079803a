import { join } from 'node:path';
import { blankMessages, expectSameMessageKeys, placeholderMismatches, unusedMessageKeys } from 'shared/testing';
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
    expect(unusedMessageKeys(en, 'entrepreneur', join(__dirname, '..'))).toEqual([]);
  });

  it('leaves no message empty', () => {
    expect([...blankMessages(en), ...blankMessages(es)]).toEqual([]);
  });
});
