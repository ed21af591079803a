import { type Observable, Subject, filter, map } from 'rxjs';
import type { AppEvent, AppEventMap, AppEventType } from 'shared';

/** The one typed event channel between the host and the remotes. */
export interface EventBus {
  emit<K extends AppEventType>(type: K, payload: AppEventMap[K]): void;
  on<K extends AppEventType>(type: K): Observable<AppEventMap[K]>;
  readonly events$: Observable<AppEvent>;
}

export function createEventBus(): EventBus {
  const subject = new Subject<AppEvent>();
  return {
    emit(type, payload) {
      subject.next({ type, payload } as AppEvent);
    },
    on(type) {
      return subject.pipe(
        filter((event) => event.type === type),
        map((event) => event.payload as AppEventMap[typeof type]),
      );
    },
    events$: subject.asObservable(),
  };
}
