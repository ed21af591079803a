import { join } from 'node:path';
import { sharedResources } from 'shared';
import { blankMessages, expectSameMessageKeys, placeholderMismatches, undefinedMessageKeys, unusedMessageKeys } from 'shared/testing';
import en from './en/account.json';
import es from './es/account.json';

describe('the account messages', () => {
  it('have the same keys in Spanish and English', () => {
    expectSameMessageKeys(en, es);
  });

  it('use the same placeholders in both languages', () => {
    expect(placeholderMismatches(en, es)).toEqual([]);
  });

  it('are all used', () => {
    expect(unusedMessageKeys(en, 'account', join(__dirname, '..'))).toEqual([]);
  });

  it('leave no message empty', () => {
    expect([...blankMessages(en), ...blankMessages(es)]).toEqual([]);
  });

  it('define every message the code asks for by name', () => {
    expect(undefinedMessageKeys({ ...sharedResources.en, account: en }, join(__dirname, '..'))).toEqual([]);
  });
});
