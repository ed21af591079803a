import { createEventBus } from './event-bus';

describe('event bus', () => {
  it('delivers an event only to listeners of its type, with its payload', () => {
    const bus = createEventBus();
    const toasts: unknown[] = [];
    const logouts: unknown[] = [];
    bus.on('toast.requested').subscribe((p) => toasts.push(p));
    bus.on('session.logout').subscribe((p) => logouts.push(p));

    bus.emit('toast.requested', { kind: 'success', messageKey: 'common:saved' });

    expect(toasts).toEqual([{ kind: 'success', messageKey: 'common:saved' }]);
    expect(logouts).toEqual([]);
  });

  it('does not replay past events to late subscribers', () => {
    const bus = createEventBus();
    bus.emit('session.logout', { reason: 'user' });
    const seen: unknown[] = [];
    bus.on('session.logout').subscribe((p) => seen.push(p));
    expect(seen).toEqual([]);
  });
});
