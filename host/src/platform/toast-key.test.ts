import type { Notify, ToastKey } from './platform-hooks';

// The proof is the typecheck (`tsc` reads this file): each `@ts-expect-error` fails the build
// the day the key it marks is accepted.
const notify: Notify = { success: () => undefined, error: () => undefined, info: () => undefined };

describe('toast keys', () => {
  it('accepts a key the English resources hold, in its namespace', () => {
    const keys: ToastKey[] = ['manager:customization.saved', 'account:toast.saved', 'issuance-admin:whitelist.added', 'errors:api_client.response_code_500'];
    notify.success('manager:user.delete.done', { email: 'a@b.test' });
    expect(keys).toHaveLength(4);
  });

  it('refuses a mistyped key, a key of another namespace and a key without one', () => {
    // @ts-expect-error a typo in the key
    notify.success('manager:customization.saevd');
    // @ts-expect-error the key lives in the manager's namespace, not the investor's
    notify.error('investor:customization.saved');
    // @ts-expect-error no namespace
    notify.info('customization.saved');
    expect(true).toBe(true);
  });
});
