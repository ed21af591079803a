import type { AddressInfo } from 'node:net';
import { createAdaptorServer, type ServerType } from '@hono/node-server';

type Fetch = Parameters<typeof createAdaptorServer>[0]['fetch'];

/** Both loopback addresses, so `localhost` works whichever one a client resolves it to. */
const LOOPBACK_HOSTS = ['127.0.0.1', '::1'] as const;

export interface Listening {
  port: number;
  hosts: string[];
  close(): Promise<void>;
}

function listenOn(server: ServerType, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/**
 * Listens on the configured host, or on loopback only when none is configured: a server that
 * shows demo data and development tools must not be reachable from the network by default.
 * A machine without IPv6 loopback listens on 127.0.0.1 alone.
 */
export async function listen(fetch: Fetch, port: number, host: string | undefined): Promise<Listening> {
  const hosts = host ? [host] : [...LOOPBACK_HOSTS];
  const servers: ServerType[] = [];
  let boundPort = port;
  for (const [index, address] of hosts.entries()) {
    const server = createAdaptorServer({ fetch });
    try {
      // Port 0 asks for a free port once; the other loopback address takes the same one.
      boundPort = (await listenOn(server, boundPort, address)).port;
      servers.push(server);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const optional = !host && index > 0 && (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT');
      if (!optional) {
        await Promise.all(servers.map((open) => new Promise((resolve) => open.close(resolve))));
        throw error;
      }
    }
  }
  return {
    port: boundPort,
    hosts: hosts.slice(0, servers.length),
    close: () => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))).then(() => undefined),
  };
}
