import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { platform, useCurrency, useSession } from 'host/platform';
import { loadTenantCustomization } from '../test/customization';
import { fakeApi } from '../test/fake-api';
import { loginAnswer } from 'host/testing';

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={platform.i18n}>{children}</I18nextProvider>;

describe('platform hooks for remotes', () => {
  afterEach(() => jest.useRealTimers());

  it('useCurrency formats in euros with the symbol after the amount by default', async () => {
    const api = fakeApi(platform.http);
    await loadTenantCustomization(api, {});
    await act(() => platform.i18n.changeLanguage('es'));
    const { result } = renderHook(() => useCurrency(), { wrapper });
    expect(result.current.currency.code).toBe('EUR');
    expect(result.current.format('1234.50')).toBe('1.234,50\u00A0€');
    api.restore();
  });

  it("useCurrency follows the tenant's currency and symbol position", async () => {
    const api = fakeApi(platform.http);
    await loadTenantCustomization(api, { currency: { symbol: '$', symbol_position: 'before', code: 'USD', name: 'Dollar' } });
    await act(() => platform.i18n.changeLanguage('en'));
    const { result } = renderHook(() => useCurrency(), { wrapper });
    expect(result.current.format('1234.50')).toBe('$1,234.50');
    api.restore();
  });

  it('useSession follows sign-in, simulation and logout, and the bus announces each change', () => {
    platform.session.clear();
    const changes: unknown[] = [];
    const subscription = platform.bus.on('session.changed').subscribe((change) => changes.push(change));
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current.user).toBeNull();

    act(() => platform.session.signIn(loginAnswer({ id: 'm-1', role: 'ADMIN', token: 'm' }), Date.now()));
    expect(result.current.user?.role).toBe('ADMIN');
    act(() => platform.session.startBackdoor(loginAnswer({ id: 'u-2', role: 'USER', token: 'b' }), Date.now()));
    expect(result.current).toMatchObject({ simulating: true, tokens: { userToken: 'b', managerToken: 'm' } });
    expect(result.current.signedInUser?.id).toBe('m-1');
    act(() => platform.session.clear());

    expect(changes).toEqual([
      { userId: 'm-1', role: 'ADMIN', simulating: false },
      { userId: 'u-2', role: 'USER', simulating: true },
      { userId: null, role: null, simulating: false },
    ]);
    subscription.unsubscribe();
  });
});
