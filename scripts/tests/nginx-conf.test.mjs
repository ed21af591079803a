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

  it('sends precompressed files, the headers on every answer, and the host’s app routes as its page', () => {
    const host = block('host');
    assert.match(host, /brotli_static on;/);
    assert.match(host, /gzip_static on;/);
    for (const header of ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy']) {
      // Three locations (hashed, entry files, app routes), each with its own add_header set.
      assert.equal(host.split(`add_header ${header} `).length - 1, 3, header);
    }
    assert.match(host, /try_files \$uri @app;/);
    assert.match(host, /rewrite \^ \/index\.html break;/);
    assert.doesNotMatch(block('remote-manager'), /@app/);
  });
});
