import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createHttpClient } from './http-client';
import { downloadFile, fileNameOf } from './download';

function clientAnswering(status: number, headers: Record<string, string> = {}) {
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
    const response = { status, statusText: '', data: new Blob(['%PDF']), headers, config };
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  // Set before the test's first request, which awaits the same instance after this.
  void client.axios().then((instance) => {
    instance.defaults.adapter = adapter;
  });
  return { client, sent, toasts };
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

  afterEach(() => jest.restoreAllMocks());

  it('fetches the file with the session’s token and saves it under the server’s name', async () => {
    const { client, sent } = clientAnswering(200, { 'content-disposition': `attachment; filename*=UTF-8''Plan%20de%20negocio.pdf` });
    await downloadFile(client, 'http://api.test/doc-1', 'Pitch deck');
    expect(sent[0]).toMatchObject({ url: 'http://api.test/doc-1', responseType: 'blob' });
    expect(AxiosHeaders.from(sent[0]?.headers).get('X-USER-ACCESS-TOKEN')).toBe('user-token');
    expect(saved.map((link) => [link.download, link.getAttribute('href')])).toEqual([['Plan de negocio.pdf', 'blob:file']]);
    expect(document.querySelector('a[download]')).toBeNull();
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
