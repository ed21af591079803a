import { join } from 'node:path';
import { sharedResources } from 'shared';
import { blankMessages, expectSameMessageKeys, placeholderMismatches, undefinedMessageKeys } from 'shared/testing';
import en from './en/board.json';
import es from './es/board.json';

describe('board messages', () => {
  it('has the same keys in Spanish and English', () => {
    expectSameMessageKeys(en, es);
  });

  it('uses the same placeholders in both languages', () => {
    expect(placeholderMismatches(en, es)).toEqual([]);
  });

  it('leaves no message empty', () => {
    expect([...blankMessages(en), ...blankMessages(es)]).toEqual([]);
  });

  it('defines every message its code asks for by name', () => {
    expect(undefinedMessageKeys({ ...sharedResources.en, 'board': en }, join(__dirname, '..'))).toEqual([]);
  });
});
