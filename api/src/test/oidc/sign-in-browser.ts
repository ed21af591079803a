import type { TestContext } from '../harness.js';

/**
 * A browser for the Google sign-in in API tests: follows redirects between the API under test
 * (with a test context, requests to `http://localhost` go to its app in process; otherwise over
 * HTTP, like the provider's) and the local provider, keeping each host's cookies, and fills the
 * provider's sign-in page.
 */
export class SignInBrowser {
  private readonly jar = new Map<string, Map<string, string>>();

  constructor(
    private readonly ctx: TestContext | null,
    /** The front's origin: a redirect there ends the walk. */
    private readonly front = 'http://localhost:3000',
    private readonly address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
  ) {}

  cookieOf(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name);
  }

  setCookie(host: string, name: string, value: string): void {
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    cookies.set(name, value);
    this.jar.set(host, cookies);
  }

  private keep(host: string, response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const gone = value === '' || attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute) || /^\s*expires=.*1970/i.test(attribute));
      const cookies = this.jar.get(host) ?? new Map<string, string>();
      if (gone) cookies.delete(name);
      else cookies.set(name, value);
      this.jar.set(host, cookies);
    }
  }

  /** One request, no redirect followed; the API's own answers come from the app in process. */
  async send(url: string, init: { method?: string; form?: URLSearchParams } = {}): Promise<Response> {
    const target = new URL(url);
    const cookies = [...(this.jar.get(target.hostname) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers: Record<string, string> = cookies ? { Cookie: cookies } : {};
    if (init.form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const request = { method: init.method ?? 'GET', headers, body: init.form?.toString(), redirect: 'manual' as const };
    const response =
      this.ctx && (target.hostname === 'localhost' || target.hostname === 'exeu.localhost')
        ? await this.ctx.app.request(url, { ...request, headers: { ...headers, 'X-Forwarded-For': this.address } })
        : await fetch(url, request);
    this.keep(target.hostname, response);
    return response;
  }

  /**
   * Follows redirects from `url`; at the provider's sign-in page, signs in as `email` (or cancels
   * when `email` is null). Answers the front URL the walk ended at.
   */
  async walk(url: string, email: string | null, options: { stopAt?: (url: URL) => boolean } = {}): Promise<URL> {
    let next = url;
    let form: URLSearchParams | undefined;
    let method = 'GET';
    for (let hops = 0; hops < 20; hops++) {
      const current = new URL(next);
      if (current.origin === this.front || options.stopAt?.(current)) return current;
      const response = await this.send(next, { method, form });
      method = 'GET';
      form = undefined;
      const location = response.headers.get('Location');
      if (response.status >= 300 && response.status < 400 && location) {
        next = new URL(location, current).toString();
        continue;
      }
      const page = await response.text();
      const login = /action="([^"]*\/interaction\/[^"]+\/login)"/.exec(page);
      const abort = /action="([^"]*\/interaction\/[^"]+\/abort)"/.exec(page);
      if (response.status !== 200 || !login || !abort) throw new Error(`unexpected answer ${response.status} at ${next}: ${page.slice(0, 300)}`);
      method = 'POST';
      if (email === null) next = new URL(abort[1] ?? '', current).toString();
      else {
        next = new URL(login[1] ?? '', current).toString();
        form = new URLSearchParams({ email });
      }
    }
    throw new Error(`too many redirects from ${url}`);
  }
}
