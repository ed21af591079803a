import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createHttpClient } from './http-client';
import { downloadFile, fileNameOf } from './download';

function clientAnswering(status: number, headers: Record<string, string> = {}, body: Blob = new Blob(['%PDF'])) {
  const sent: InternalAxiosRequestConfig[] = [];
  const toasts: unknown[] = [];
  const client = createHttpClient({
    backendBase: 'http://localhost:8031',
    tokens: () => ({ userToken: 'user-token', managerToken: '' }),
    toast: (request) => toasts.push(request),
    reporter: { active: false, report: () => undefined },
  });
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const response = { status, statusText: '', data: body, headers, config };
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  // Set before the test's first request, which awaits the same instance after this.
  void client.axios().then((instance) => {
    instance.defaults.adapter = adapter;
  });
  return { client, sent, toasts };
}

/** A JSON answer as a blob; jsdom's Blob lacks the browsers' `text()`. */
function jsonBlob(body: unknown): Blob {
  const text = JSON.stringify(body);
  return Object.assign(new Blob([text]), { text: async () => text });
}

describe('downloading a file', () => {
  let saved: HTMLAnchorElement[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = jest.fn(() => 'blob:file');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
  });

  const realFetch = global.fetch;
  afterEach(() => {
    jest.restoreAllMocks();
    global.fetch = realFetch;
  });

  it('fetches the file with the session’s token and saves it under the server’s name', async () => {
    const { client, sent } = clientAnswering(200, { 'content-disposition': `attachment; filename*=UTF-8''Plan%20de%20negocio.pdf` });
    await downloadFile(client, 'http://api.test/doc-1', 'Pitch deck');
    expect(sent[0]).toMatchObject({ url: 'http://api.test/doc-1', responseType: 'blob' });
    expect(AxiosHeaders.from(sent[0]?.headers).get('X-USER-ACCESS-TOKEN')).toBe('user-token');
    expect(saved.map((link) => [link.download, link.getAttribute('href')])).toEqual([['Plan de negocio.pdf', 'blob:file']]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('asks for a signed link and fetches it without the session’s tokens when the API keeps files in object storage', async () => {
    const link = { url: 'http://store.test/uploads/t/f.pdf?X-Amz-Signature=abc', name: 'Plan de negocio.pdf', content_type: 'application/pdf', expires_at: '2030-01-01T00:05:00.000Z' };
    const { client, sent } = clientAnswering(200, { 'content-type': 'application/json' }, jsonBlob({ data: link }));
    const fetched: [RequestInfo | URL, RequestInit | undefined][] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      fetched.push([input, init]);
      return { ok: true, status: 200, blob: async () => new Blob(['%PDF-stored']) } as Response;
    });
    await downloadFile(client, 'http://api.test/doc-1', 'Pitch deck');
    expect(sent[0]?.params).toEqual({ delivery: 'link' });
    expect(fetched).toEqual([[link.url, { credentials: 'omit', referrerPolicy: 'no-referrer' }]]);
    expect(saved.map((anchor) => anchor.download)).toEqual(['Plan de negocio.pdf']);
  });

  it('fails when the store refuses the link (expired), for the caller to say so', async () => {
    const link = { url: 'http://store.test/f.pdf?X-Amz-Signature=abc', name: 'a.pdf', content_type: 'application/pdf', expires_at: '2030-01-01T00:05:00.000Z' };
    const { client } = clientAnswering(200, { 'content-type': 'application/json; charset=UTF-8' }, jsonBlob({ data: link }));
    global.fetch = jest.fn(async () => ({ ok: false, status: 403 }) as Response);
    await expect(downloadFile(client, 'http://api.test/doc-1', 'Pitch deck')).rejects.toThrow('403');
    expect(saved).toEqual([]);
  });

  it('leaves a failure to the caller, without a toast of its own', async () => {
    const { client, toasts } = clientAnswering(403);
    await expect(downloadFile(client, 'http://api.test/doc-1', 'Pitch deck')).rejects.toThrow();
    expect(toasts).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('names the file as the server does, its UTF-8 name first, else as the caller says', () => {
    expect(fileNameOf(`attachment; filename="Plan.pdf"; filename*=UTF-8''Plan%20de%20negocio.pdf`, 'doc')).toBe('Plan de negocio.pdf');
    expect(fileNameOf('attachment; filename="Financial projections.pdf"', 'doc')).toBe('Financial projections.pdf');
    expect(fileNameOf(`attachment; filename="Plan.pdf"; filename*=UTF-8''%E0%A4%A`, 'doc')).toBe('Plan.pdf');
    expect(fileNameOf(undefined, 'Pitch deck')).toBe('Pitch deck');
  });
});
