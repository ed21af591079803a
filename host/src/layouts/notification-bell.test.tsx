import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sseFrame } from 'shared/notifications/mock-api';
import { expectNoA11yViolations } from 'shared/testing';
import { createTestPlatform, loginAnswer, renderScreen, server } from 'host/testing';
import type { AppEventMap } from 'shared';
import { followSessionWithNotifications } from '../notifications/follow-session';
import { NotificationBell } from './notification-bell';

/** A stream the test writes to: each `send` reaches the open page as the API would push it. */
function openStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    handler: http.get('*/notifications/stream', () => new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } })),
    send: (frame: string) => controller?.enqueue(encoder.encode(frame)),
    end: () => controller?.close(),
  };
}

function signedInPlatform() {
  const platform = createTestPlatform();
  platform.session.signIn(loginAnswer({ token: 'session-token' }), Date.now());
  return platform;
}

afterEach(() => jest.useRealTimers());

describe('the notification bell', () => {
  it('shows the unread count the stream announces and links to the area inbox', async () => {
    const stream = openStream();
    server.use(stream.handler);
    const platform = signedInPlatform();
    const stop = followSessionWithNotifications(platform);
    const { container } = renderScreen(<NotificationBell area="user" />, { path: '/user/issuances', platform });
    act(() => stream.send(sseFrame({ event: 'unread', data: { unread: 3 } })));
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/user/notifications');
    await expectNoA11yViolations(container);
    stop();
    act(() => platform.notifications.stop());
  });

  it('counts a new notification pushed to the open page and announces it on the bus', async () => {
    const stream = openStream();
    const headers: (string | null)[] = [];
    server.use(
      http.get('*/notifications/stream', ({ request }) => {
        headers.push(request.headers.get('X-USER-ACCESS-TOKEN'));
        return undefined;
      }),
      stream.handler,
    );
    const platform = signedInPlatform();
    const received: AppEventMap['notification.received'][] = [];
    platform.bus.on('notification.received').subscribe((event) => received.push(event));
    followSessionWithNotifications(platform);
    renderScreen(<NotificationBell area="manager" />, { path: '/manager/issuances', platform });
    act(() => stream.send(sseFrame({ event: 'unread', data: { unread: 1 } })));
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    act(() => {
      stream.send(sseFrame({ event: 'notification', data: { id: 'ntf-9', kind: 'message' } }));
      stream.send(': heartbeat\n\n');
      stream.send(sseFrame({ event: 'unread', data: { unread: 2 } }));
    });
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(received).toEqual([{ id: 'ntf-9', kind: 'message' }]);
    // The stream is read with the session's token, as every request of the HTTP client.
    expect(headers).toEqual(['session-token']);
    act(() => platform.notifications.stop());
  });

  it('polls the unread count while the stream is refused, and stops at sign-out', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let unread = 4;
    let polls = 0;
    server.use(
      http.get('*/notifications/stream', () => new HttpResponse(null, { status: 503 })),
      http.get('*/notifications/unread-count', () => {
        polls += 1;
        return HttpResponse.json({ data: { unread } });
      }),
    );
    const platform = signedInPlatform();
    followSessionWithNotifications(platform);
    renderScreen(<NotificationBell area="entrepreneur" />, { path: '/entrepreneur/issuances', platform });
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    unread = 6;
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByRole('link', { name: 'Notifications, 6 unread' })).toBeInTheDocument();
    act(() => platform.session.clear());
    const before = polls;
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(polls).toBe(before);
  });
});
