// The nginx configuration of the production recipe: the committed example is what the generator
// writes, and it sends what scripts/serve-static.mjs sends (scripts/test-nginx.sh runs it for real).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { renderConf } from '../nginx-conf.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const example = JSON.parse(readFileSync(here('../../deploy/nginx/production.example.json'), 'utf8'));
const conf = renderConf(example, here('../../deploy/nginx'));

/** The server block of one app. */
const block = (name) => conf.split(/\n(?=# )/).find((part) => part.startsWith(`# ${name}\n`)) ?? '';

describe('nginx-conf', () => {
  it('is what deploy/nginx/dashboard.example.conf holds (regenerate it after changing the policy)', () => {
    assert.equal(readFileSync(here('../../deploy/nginx/dashboard.example.conf'), 'utf8'), conf);
  });

  it('names the remotes of the host’s manifest and the API in the host’s policy, and no scheme-wide source', () => {
    const csp = /set \$csp "([^"]*)"/.exec(block('host'))?.[1] ?? '';
    assert.match(csp, /script-src 'self' https:\/\/entrepreneur\.demo\.invest-platform\.example/);
    assert.match(csp, /connect-src [^;]*https:\/\/api\.demo\.invest-platform\.example/);
    assert.doesNotMatch(csp, / (https?:|\*)(;| )/);
    assert.match(csp, /frame-ancestors 'none'/);
  });

  it('names a tenant’s own build and the canary of a remote in the host’s policy too', () => {
    const remotes = {
      remotes: [
        {
          name: 'remote_manager',
          entry: 'https://manager.cdn.example/mf-manifest.json',
          tenants: { exeu: 'https://manager-exeu.cdn.example/mf-manifest.json' },
          canary: { entry: 'https://manager-next.cdn.example/mf-manifest.json', share: 10 },
        },
      ],
    };
    const apps = example.apps.map((app) => (app.name === 'host' ? { ...app, remotes } : app));
    const hostBlock = renderConf({ ...example, apps }, here('../../deploy/nginx')).split(/\n(?=# )/).find((part) => part.startsWith('# host\n')) ?? '';
    const csp = /set \$csp "([^"]*)"/.exec(hostBlock)?.[1] ?? '';
    for (const origin of ['manager', 'manager-exeu', 'manager-next']) assert.match(csp, new RegExp(`script-src [^;]*https://${origin}\\.cdn\\.example`));
  });

  it('sends precompressed files, nosniff on every answer, and the host’s app routes as its page', () => {
    const host = block('host');
    assert.match(host, /brotli_static on;/);
    assert.match(host, /gzip_static on;/);
    for (const header of ['X-Content-Type-Options', 'Referrer-Policy']) {
      // Four locations (hashed, pages, entry files, app routes), each with its own add_header set.
      assert.equal(host.split(`add_header ${header} `).length - 1, 4, header);
    }
    assert.match(host, /try_files \$uri \/index\.html;/);
    assert.doesNotMatch(block('remote-manager'), /\/index\.html;/);
  });

  it('sends the Content-Security-Policy and the framing rule with the pages only', () => {
    for (const name of ['host', 'remote-manager']) {
      const locations = block(name).split(/\n(?= {4}location )/).slice(1);
      const pages = locations.filter((location) => location.startsWith('    location ~ "\\.html$" {'));
      assert.equal(pages.length, 1, name);
      assert.match(pages[0], /add_header Content-Security-Policy "\$csp" always;/, name);
      assert.match(pages[0], /add_header X-Frame-Options "DENY" always;/, name);
      for (const location of locations.filter((location) => !pages.includes(location))) {
        const head = location.split('\n')[0];
        assert.match(location, /add_header X-Content-Type-Options "nosniff" always;/, head);
        assert.doesNotMatch(location, /Content-Security-Policy|X-Frame-Options/, head);
      }
    }
  });
});
