import { join } from 'node:path';
import { undefinedMessageKeys } from 'shared/testing';
import englishMessages from './en';

describe('the host messages', () => {
  it('defines every message its code asks for by name', () => {
    expect(undefinedMessageKeys(englishMessages, join(__dirname, '..'))).toEqual([]);
  });

  it('would notice a key used without a definition (the check itself works)', () => {
    const { common, ...others } = englishMessages;
    expect(undefinedMessageKeys({ ...others, common: { ...common, app: {} } }, join(__dirname, '..'))).toContain('app.name');
  });
});
