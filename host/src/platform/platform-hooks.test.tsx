import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useCurrency, useSession, type Platform } from 'host/platform';
import { createTestPlatform, loginAnswer, PlatformProviders } from 'host/testing';

const on = (platform: Platform) => ({ wrapper: ({ children }: { children: ReactNode }) => <PlatformProviders platform={platform}>{children}</PlatformProviders> });

describe('platform hooks for remotes', () => {
  it('useCurrency formats in euros with the symbol after the amount by default', () => {
    const platform = createTestPlatform({ tenant: { customization: {} }, language: 'es' });
    const { result } = renderHook(() => useCurrency(), on(platform));
    expect(result.current.currency.code).toBe('EUR');
    expect(result.current.format('1234.50')).toBe('1.234,50\u00A0€');
  });

  it("useCurrency follows the tenant's currency and symbol position", () => {
    const platform = createTestPlatform({ tenant: { customization: { currency: { symbol: '$', symbol_position: 'before', code: 'USD', name: 'Dollar' } } } });
    const { result } = renderHook(() => useCurrency(), on(platform));
    expect(result.current.format('1234.50')).toBe('$1,234.50');
  });

  it('useSession follows sign-in, simulation and logout, and the bus announces each change', () => {
    const platform = createTestPlatform();
    const changes: unknown[] = [];
    const subscription = platform.bus.on('session.changed').subscribe((change) => changes.push(change));
    const { result } = renderHook(() => useSession(), on(platform));
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
