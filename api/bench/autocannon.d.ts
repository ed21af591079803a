// The autocannon package ships no types; only what the bench uses is declared.
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  /** One request of a call; `setupRequest` rewrites it before each send (a fresh idempotency key, another account). */
  export interface Request {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
    /** Seconds before a request counts as timed out. */
    timeout?: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    /** Connection errors, timeouts included. */
    errors: number;
    timeouts: number;
    '2xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
