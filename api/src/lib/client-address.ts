import type { Context } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** Whether an address is this machine's: 127.0.0.0/8, ::1, or IPv4 loopback mapped into IPv6. */
export function isLoopback(address: string): boolean {
  const ipv4 = address.replace(/^::ffff:/i, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}

/** The caller's address for rate limits: the socket's, or X-Forwarded-For behind a trusted proxy. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/**
 * The origin the caller reached the API at: behind a trusted proxy that ends TLS the socket speaks
 * plain HTTP, so the scheme and host come from X-Forwarded-Proto and X-Forwarded-Host.
 */
export function requestOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  if (!trustProxy) return url.origin;
  const proto = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
  const host = c.req.header('X-Forwarded-Host')?.split(',')[0]?.trim();
  if (proto === 'https' || proto === 'http') url.protocol = `${proto}:`;
  if (host) url.host = host;
  return url.origin;
}
