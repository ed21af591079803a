// The servers `npm run bench:web` measures against: the API with the demo seed in a throwaway data
// folder, and the built apps served as in production (scripts/serve-static.mjs, precompressed
// brotli). Each server runs in its own process group, so stopping it takes its children too.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * @param {string} root the repository
 * @param {{ apiPort: number, frontOrigins: string[] }} options
 */
export function createStack(root, { apiPort, frontOrigins }) {
  const work = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const children = [];

  function start(name, command, args, { cwd = root, env = {} } = {}) {
    const log = openSync(join(work, `${name}.log`), 'w');
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', log, log], detached: true });
    children.push(child);
    return child;
  }

  async function waitFor(name, url, timeoutMs = 180_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await fetch(url).then((response) => response.ok, () => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${name} did not answer at ${url}; its log: ${join(work, `${name}.log`)}`);
  }

  return {
    work,
    async startApi() {
      start('api', 'node', ['--import', 'tsx', 'src/server.ts'], {
        cwd: join(root, 'api'),
        env: { PORT: String(apiPort), DATA_DIR: join(work, 'api-data'), NODE_ENV: 'test', CORS_ORIGINS: frontOrigins.join(',') },
      });
      await waitFor('api', `http://localhost:${apiPort}/health`);
    },
    /** Serves a copy of a host build with its own remotes.json, which names this bench's ports. */
    async serveHost(name, dist, port, remotes) {
      const dir = join(work, name);
      cpSync(dist, dir, { recursive: true, filter: (source) => !source.endsWith('.map') });
      writeFileSync(join(dir, 'remotes.json'), JSON.stringify({ remotes }, null, 2));
      start(name, 'node', [join(root, 'scripts/serve-static.mjs'), dir, '--port', String(port), '--spa']);
      await waitFor(name, `http://localhost:${port}/remotes.json`);
    },
    async serveRemote(name, dist, port) {
      start(name, 'node', [join(root, 'scripts/serve-static.mjs'), dist, '--port', String(port)]);
      await waitFor(name, `http://localhost:${port}/mf-manifest.json`);
    },
    /** Stops every server (SIGKILL after 5 s) and removes the data folder once they are gone. */
    async stop() {
      const signal = (child, name) => {
        try {
          process.kill(-child.pid, name);
        } catch {
          // the group has already exited
        }
      };
      await Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              const timer = setTimeout(() => signal(child, 'SIGKILL'), 5000);
              child.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              signal(child, 'SIGTERM');
            }),
        ),
      );
      rmSync(work, { recursive: true, force: true });
    },
  };
}
