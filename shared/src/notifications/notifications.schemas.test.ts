import * as v from 'valibot';
import { errorKeys } from '../test/parse';
import { broadcastRequestSchema, NOTIFICATION_CATEGORIES, NOTIFICATION_CATEGORY_OF, notificationPreferencesSchema, notificationStreamEventSchema } from './notifications.schemas';

describe('notification categories', () => {
  it('give every kind a category a user can choose e-mails for', () => {
    for (const category of Object.values(NOTIFICATION_CATEGORY_OF)) expect(NOTIFICATION_CATEGORIES).toContain(category);
  });
  it('are all named in the preferences', () => {
    const all = Object.fromEntries(NOTIFICATION_CATEGORIES.map((category) => [category, true]));
    expect(v.is(notificationPreferencesSchema, { email: all })).toBe(true);
    expect(v.is(notificationPreferencesSchema, { email: { ...all, board: undefined } })).toBe(false);
  });
});

describe('a broadcast', () => {
  const text = { title: { es: 'Junta anual', en: 'Annual meeting' }, body: { es: 'El 12 de diciembre.', en: 'On 12 December.' } };

  it('goes to every investor in both languages', () => {
    expect(errorKeys(broadcastRequestSchema, { audience: 'all_investors', ...text })).toEqual({});
    expect(errorKeys(broadcastRequestSchema, { audience: 'all_investors', ...text, title: { es: 'Junta anual', en: '' } })).toEqual({
      'title.en': 'validator.error_null',
    });
  });
  it('names the project or the user its audience needs', () => {
    expect(errorKeys(broadcastRequestSchema, { audience: 'project_investors', ...text })).toEqual({ issuance_id: 'validator.error_null' });
    expect(errorKeys(broadcastRequestSchema, { audience: 'user', ...text })).toEqual({ user_id: 'validator.error_null' });
  });
  it('keeps its text safe', () => {
    expect(errorKeys(broadcastRequestSchema, { audience: 'all_investors', ...text, body: { es: '<script>x</script>', en: 'fine text' } })).toEqual({
      'body.es': 'validator.error_unsafe_text',
    });
  });
});

describe('the stream', () => {
  it('carries the unread count and new notifications', () => {
    expect(v.is(notificationStreamEventSchema, { event: 'unread', data: { unread: 3 } })).toBe(true);
    expect(v.is(notificationStreamEventSchema, { event: 'notification', data: { id: 'n1', kind: 'board_contact' } })).toBe(true);
    expect(v.is(notificationStreamEventSchema, { event: 'notification', data: { id: 'n1', kind: 'spam' } })).toBe(false);
  });
});
