import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import type { AppEventMap } from 'shared';
import { platform, useCustomization, useHttp, useNotify, usePlatform, useSession } from 'host/platform';
import { createTestPlatform, loginAnswer, memoryStorage, recordRequests, renderScreen } from 'host/testing';

function Probe() {
  const { title } = useCustomization();
  const { user } = useSession();
  const http = useHttp();
  const notify = useNotify();
  const [answer, setAnswer] = useState('');
  async function ask() {
    setAnswer((await http.get<{ data: string }>('/probe')).data);
    notify.info('common:app.name');
  }
  return (
    <>
      <h1>{title}</h1>
      <p>{user ? `Signed in as ${user.email}` : 'Signed out'}</p>
      <button onClick={() => void ask()}>Ask</button>
      <output>{answer}</output>
    </>
  );
}

describe('the platform context', () => {
  it("gives a screen the test's platform: its tenant, session, HTTP client and bus, not the page's", async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const own = createTestPlatform({ tenant: { customization: { title: 'Test tenant' } }, storage });
    own.session.signIn(loginAnswer({ email: 'tester@demo.test', token: 'test-token' }), Date.now());
    const toasts = { own: [] as AppEventMap['toast.requested'][], page: [] as AppEventMap['toast.requested'][] };
    own.bus.on('toast.requested').subscribe((toast) => toasts.own.push(toast));
    const subscription = platform.bus.on('toast.requested').subscribe((toast) => toasts.page.push(toast));
    const requests = recordRequests();
    const tokens: (string | null)[] = [];

    renderScreen(<Probe />, {
      path: '/probe',
      platform: own,
      handlers: [
        http.get('*/probe', ({ request }) => {
          tokens.push(request.headers.get('X-USER-ACCESS-TOKEN'));
          return HttpResponse.json({ data: 'answered' });
        }),
      ],
    });
    expect(screen.getByRole('heading', { name: 'Test tenant' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as tester@demo.test')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask' }));

    expect(await screen.findByText('answered')).toBeInTheDocument();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /probe']);
    expect(tokens).toEqual(['test-token']);
    expect(toasts.own).toEqual([{ kind: 'info', messageKey: 'common:app.name', params: undefined }]);
    expect(toasts.page).toEqual([]);
    // The session lives in the test's storage, never in the page's.
    expect(platform.session.getSnapshot().auth.user).toBeNull();
    expect(storage.length).toBeGreaterThan(0);
    subscription.unsubscribe();
  });

  it("gives the page's platform where no provider is, and keeps a test platform's language its own", async () => {
    const own = createTestPlatform({ language: 'es' });
    const before = platform.i18n.language;
    const { result } = renderHook(() => usePlatform(), { wrapper: ({ children }) => <>{children}</> });
    expect(result.current).toBe(platform);
    await act(() => own.i18n.changeLanguage('en'));
    expect(own.i18n.language).toBe('en');
    expect(platform.i18n.language).toBe(before);
  });
});
