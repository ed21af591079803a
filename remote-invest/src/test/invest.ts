/** Helpers for the invest flow's screen tests: the API's answers, the tenant and the session. */
import { http, HttpResponse } from 'msw';
import type { Platform } from 'host/platform';
import { loginAnswer, server } from 'host/testing';
import { customizationDefaults, type Customization, type NextStep } from 'shared';

/** An answer of the API: its status and JSON body (none for an empty answer). */
export type Reply = { status: number; data?: unknown };
type Answer = Reply | ((request: Request) => Reply | Promise<Reply>);

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/**
 * Answers `method path` (the path after the API base, without its query) with `reply`, before
 * any answer already in use; a test's last word on a path wins.
 */
export function answer(method: keyof typeof methods, path: string, reply: Answer): void {
  server.use(
    methods[method](`*${path}`, async ({ request }) => {
      const { status, data } = typeof reply === 'function' ? await reply(request) : reply;
      if (data === undefined) return new HttpResponse(null, { status });
      if (data instanceof Blob) return new HttpResponse(data, { status, headers: { 'Content-Type': data.type || 'application/octet-stream' } });
      return HttpResponse.json(data as never, { status });
    }),
  );
}

/** The tenant the screens read (hide flags, flows, time zone), over the defaults. */
export function setTenant(platform: Platform, customization: Partial<Customization> = {}) {
  const state = { value: { ...customizationDefaults, ...customization }, expiresAt: Number.MAX_SAFE_INTEGER };
  jest.spyOn(platform.customization, 'getSnapshot').mockReturnValue(state);
}

/** Signs in an investor whose identity is not verified yet, as the API's login answer would. */
export function signInInvestor(platform: Platform) {
  const answer = loginAnswer();
  platform.session.signIn({ ...answer, data: { ...answer.data, wallets: [], kyc_status: 'created' } }, Date.now());
}

/** The next-step endpoint's answer for `next`. */
export function nextStepAnswer(next: NextStep): Reply {
  return { status: 200, data: { data: next } };
}

export interface SentForm {
  /** The path asked for, after the API base. */
  url: string;
  body: FormData;
}

/**
 * Records the forms (files) the screens send, and sends a stand-in body in their place: MSW's
 * XHR interceptor never finishes a request whose body is jsdom's FormData, so the API's answer
 * (its handler) is still what the screen reads, and the test reads the form from here.
 */
export function recordForms(platform: Platform): SentForm[] {
  const sent: SentForm[] = [];
  // Registered before any request of the test: each awaits the same instance after this.
  void platform.http.axios().then((instance) => instance.interceptors.request.use((config) => {
    if (config.data instanceof FormData) {
      sent.push({ url: config.url ?? '', body: config.data });
      config.data = 'form-data';
      config.headers.set('Content-Type', 'text/plain');
    }
    return config;
  }));
  return sent;
}
