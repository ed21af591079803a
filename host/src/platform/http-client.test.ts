import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { ToastRequest } from './api-errors';
import type { ErrorReport, ErrorReporter } from './error-reporter';
import { createHttpClient, UnknownTenantError, type AccessTokens } from './http-client';
import { UNKNOWN_TENANT_BASE } from './tenant';

type Answer = { status: number; data?: unknown } | 'network-error';

/** Stands in for the network: records what the client would send and answers as told. */
function setup({ answer = { status: 200, data: { ok: true } }, tokens = { userToken: '', managerToken: '' }, backendBase = 'http://localhost:8031' }: { answer?: Answer; tokens?: AccessTokens; backendBase?: string } = {}) {
  const sent: InternalAxiosRequestConfig[] = [];
  const toasts: ToastRequest[] = [];
  const reports: ErrorReport[] = [];
  const reporter: ErrorReporter = { active: true, report: (event) => reports.push(event) };
  const client = createHttpClient({ backendBase, tokens: () => tokens, toast: (t) => toasts.push(t), reporter });
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    if (answer === 'network-error') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = { status: answer.status, statusText: '', data: answer.data, headers: {}, config };
    if (answer.status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  // Set before the test's first request, which awaits the same instance after this.
  void client.axios().then((instance) => {
    instance.defaults.adapter = adapter;
  });
  return { client, sent, toasts, reports };
}

function headerOf(config: InternalAxiosRequestConfig | undefined, name: string) {
  return AxiosHeaders.from(config?.headers).get(name);
}

describe('the HTTP client', () => {
  it('offers get, post, put, patch and delete, resolving to the response body', async () => {
    const { client, sent } = setup();
    await expect(client.get('/users/me')).resolves.toEqual({ ok: true });
    await client.post('/users', { a: 1 });
    await client.put('/users/1', { a: 2 });
    await client.patch('/users/1', { a: 3 });
    await client.delete('/users/1');
    expect(sent.map((config) => config.method)).toEqual(['get', 'post', 'put', 'patch', 'delete']);
    expect(JSON.parse(String(sent[1]?.data))).toEqual({ a: 1 });
  });

  it('resolves each URL against its section-7 base', async () => {
    const { client, sent } = setup();
    await client.get('/users/me');
    await client.post('/auth/register', {});
    await client.get('/v2/ui/get-customization');
    expect(sent.map((config) => config.baseURL)).toEqual([
      'http://localhost:8031/api/v2/pfp',
      'http://localhost:8031/api/v2',
      'http://localhost:8031',
    ]);
  });

  it('sends no token header while nobody is signed in', async () => {
    const { client, sent } = setup();
    await client.get('/users/me');
    expect(headerOf(sent[0], 'X-USER-ACCESS-TOKEN')).toBeUndefined();
    expect(headerOf(sent[0], 'X-MANAGER-USER-ACCESS-TOKEN')).toBeUndefined();
  });

  it('sends X-USER-ACCESS-TOKEN only when the user token is set', async () => {
    const { client, sent } = setup({ tokens: { userToken: 'user-token', managerToken: '' } });
    await client.get('/users/me');
    expect(headerOf(sent[0], 'X-USER-ACCESS-TOKEN')).toBe('user-token');
    expect(headerOf(sent[0], 'X-MANAGER-USER-ACCESS-TOKEN')).toBeUndefined();
  });

  it('sends both tokens while a manager acts as another user', async () => {
    const { client, sent } = setup({ tokens: { userToken: 'backdoor', managerToken: 'manager' } });
    await client.get('/users/me');
    expect(headerOf(sent[0], 'X-USER-ACCESS-TOKEN')).toBe('backdoor');
    expect(headerOf(sent[0], 'X-MANAGER-USER-ACCESS-TOKEN')).toBe('manager');
  });

  it('sends nothing on an unknown tenant and rejects with UnknownTenantError, without a toast', async () => {
    const { client, sent, toasts } = setup({ backendBase: UNKNOWN_TENANT_BASE });
    await expect(client.get('/v2/ui/get-customization')).rejects.toBeInstanceOf(UnknownTenantError);
    expect(sent).toEqual([]);
    expect(toasts).toEqual([]);
  });

  describe('on failure', () => {
    it('shows a toast api_client.response_code_{status} with the error of the body', async () => {
      const { client, toasts } = setup({ answer: { status: 401, data: { error: 'invalid_credentials', hide_error: false } } });
      await expect(client.post('/v2/user/login', {})).rejects.toMatchObject({ response: { status: 401 } });
      expect(toasts).toEqual([
        { kind: 'error', messageKey: 'errors:api_client.response_code_401', params: { error: 'invalid_credentials' } },
      ]);
    });

    it('uses error_default when the body names no error', async () => {
      const { client, toasts } = setup({ answer: { status: 400, data: { message: 'nope' } } });
      await expect(client.put('/users/me')).rejects.toBeDefined();
      expect(toasts[0]?.params).toEqual({ error: 'error_default' });
    });

    it('shows no toast when there is no response', async () => {
      const { client, toasts } = setup({ answer: 'network-error' });
      await expect(client.post('/users/me')).rejects.toBeDefined();
      expect(toasts).toEqual([]);
    });

    it.each([undefined, '', {}])('shows no toast for a 404 with no body (%p)', async (data) => {
      const { client, toasts } = setup({ answer: { status: 404, data } });
      await expect(client.delete('/users/me/account/image')).rejects.toBeDefined();
      expect(toasts).toEqual([]);
    });

    it('shows a toast for a write answered 404 with a body', async () => {
      const { client, toasts } = setup({ answer: { status: 404, data: { error: 'not_found', hide_error: false } } });
      await expect(client.post('/users/9/validate')).rejects.toBeDefined();
      expect(toasts).toHaveLength(1);
    });

    it('shows no toast for a failed read, whose screen shows its not-found or error state, unless the read asks for one', async () => {
      const { client, toasts } = setup({ answer: { status: 404, data: { error: 'not_found', hide_error: false } } });
      await expect(client.get('/issuances/9')).rejects.toBeDefined();
      expect(toasts).toEqual([]);
      await expect(client.get('/issuances/9', { toastErrors: true })).rejects.toBeDefined();
      expect(toasts).toHaveLength(1);
    });

    it('shows no toast when the server sets hide_error', async () => {
      const { client, toasts } = setup({ answer: { status: 422, data: { error: 'invalid_code', hide_error: true } } });
      await expect(client.post('/auth/verify-email', {})).rejects.toBeDefined();
      expect(toasts).toEqual([]);
    });

    it('shows no toast for a call that opts out of error toasts', async () => {
      const { client, toasts } = setup({ answer: { status: 401, data: { error: 'invalid_token', hide_error: false } } });
      await expect(client.post('/v2/user/logout', undefined, { toastErrors: false })).rejects.toBeDefined();
      expect(toasts).toEqual([]);
    });

    it('reports a response of 500 or more and still passes it to the caller', async () => {
      const { client, reports, toasts } = setup({ answer: { status: 503, data: { error: 'maintenance', hide_error: false } } });
      await expect(client.patch('/users/me')).rejects.toMatchObject({ response: { status: 503, data: { error: 'maintenance' } } });
      expect(reports).toEqual([
        { status: 503, method: 'PATCH', url: 'http://localhost:8031/api/v2/pfp/users/me', error: 'maintenance', requestId: null },
      ]);
      expect(toasts).toHaveLength(1);
    });

    it('does not report responses under 500', async () => {
      const { client, reports } = setup({ answer: { status: 499, data: { error: 'x', hide_error: false } } });
      await expect(client.get('/users/me')).rejects.toBeDefined();
      expect(reports).toEqual([]);
    });
  });
});
