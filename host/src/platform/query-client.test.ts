import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { createQueryClient } from './query-client';

function answered(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
}

describe('the query client', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (failureCount: number, error: unknown) => boolean;

  it('does not retry a 4xx, which cannot heal by itself', () => {
    expect(retry(0, answered(404, { error: 'issuance_not_found' }))).toBe(false);
    expect(retry(0, answered(403, { error: 'forbidden' }))).toBe(false);
  });

  it('retries a server error or a lost connection twice', () => {
    expect(retry(0, answered(503, {}))).toBe(true);
    expect(retry(1, new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(true);
    expect(retry(2, answered(503, {}))).toBe(false);
  });
});
