#!/usr/bin/env bash
# The production recipe, tested: Debian's nginx serves the built host and remotes with the
# configuration scripts/nginx-conf.mjs writes (precompressed files, caching rules, security
# headers, the host's app routes), on the ports the e2e suite expects, and the federation e2e spec
# runs against it (the API as usual). Builds the apps when they are missing; installs nginx and
# Chromium through scripts/setup.sh when they are missing. Binds 3000-3004 and 8031.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

bash scripts/setup.sh --browser --nginx
for app in host $(node scripts/workspace-packages.cjs remotes | while read -r dir _; do echo "$dir"; done); do
  if [ ! -f "$app/dist/mf-manifest.json" ] && [ ! -f "$app/dist/remotes.json" ]; then
    echo "Building the host and the remotes…"
    bash scripts/build-apps.sh
    break
  fi
done

work=$(mktemp -d /tmp/test-nginx.XXXXXX)
stop() {
  if [ -f "$work/nginx.pid" ]; then /usr/sbin/nginx -p "$work" -c "$work/nginx.conf" -e "$work/error.log" -s quit 2>/dev/null || true; fi
  for _ in $(seq 1 50); do [ -f "$work/nginx.pid" ] || break; sleep 0.1; done
  rm -rf "$work"
}
trap stop EXIT

# The deployment of the e2e suite: every app on its port, the demo tenants' local APIs.
node --input-type=module -e '
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
const [root, out] = process.argv.slice(1);
const { localRemotes } = createRequire(import.meta.url)(`${root}/scripts/workspace-packages.cjs`);
const apps = [["host", 3000], ...localRemotes().map((remote) => [remote.dir, remote.port])];
const { LOCAL_API_ORIGINS } = await import(`${root}/scripts/lib/static-policy.mjs`);
const deployment = {
  apiOrigins: LOCAL_API_ORIGINS,
  analytics: "all",
  apps: apps.map(([name, port]) => ({ name, root: `${root}/${name}/dist`, listen: String(port), spa: name === "host" })),
};
writeFileSync(out, JSON.stringify(deployment));
' "$root" "$work/deployment.json"
node scripts/nginx-conf.mjs "$work/deployment.json" >"$work/dashboard.conf"

# The main file an operator's /etc/nginx/nginx.conf would be, with this run's own pid, logs and
# temporary folders. Workers run as the caller: the builds are the caller's files.
cat >"$work/nginx.conf" <<CONF
# Debian's /etc/nginx/modules-enabled names modules relative to /usr/share/nginx; this prefix is ours.
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
worker_processes 1;
pid $work/nginx.pid;
error_log $work/error.log warn;
$( [ "$(id -u)" -eq 0 ] && echo 'user root;' )
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path $work/client_body;
    proxy_temp_path $work/proxy;
    fastcgi_temp_path $work/fastcgi;
    uwsgi_temp_path $work/uwsgi;
    scgi_temp_path $work/scgi;
    include $work/dashboard.conf;
}
CONF
/usr/sbin/nginx -p "$work" -c "$work/nginx.conf" -e "$work/error.log" -t -q
/usr/sbin/nginx -p "$work" -c "$work/nginx.conf" -e "$work/error.log"

# What nginx sends, checked before the browser runs: precompressed, cached as intended, hardened
# (the page with its Content-Security-Policy, every other answer with nosniff and without it).
node --input-type=module -e '
const check = async (url, headers, expect) => {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  for (const [name, pattern] of Object.entries(expect)) {
    const value = name === "status" ? String(response.status) : response.headers.get(name) ?? "";
    if (!pattern.test(value)) throw new Error(`${url}: ${name} is "${value}", expected ${pattern}`);
  }
};
const manifest = await fetch("http://localhost:3000/remotes.json").then((r) => r.json());
const entry = (await fetch("http://localhost:3003/mf-manifest.json").then((r) => r.json())).metaData.remoteEntry.name;
const page = { "content-type": /^text\/html/, "cache-control": /^no-cache$/, "content-security-policy": /script-src .*http:\/\/localhost:3003.*frame-ancestors .none./, "x-frame-options": /^DENY$/, "x-content-type-options": /^nosniff$/, "referrer-policy": /./ };
const asset = { "content-security-policy": /^$/, "x-frame-options": /^$/, "x-content-type-options": /^nosniff$/, "referrer-policy": /./ };
for (const path of ["/", "/index.html", "/user/issuances"]) await check(`http://localhost:3000${path}`, { "accept-encoding": "br" }, { status: /^200$/, ...page });
const html = await fetch("http://localhost:3000/").then((r) => r.text());
const main = /src="?\/(main\.[0-9a-f]{8}\.js)/.exec(html)[1];
const css = /href="?\/([0-9a-z]+\.[0-9a-f]{8}\.css)/.exec(html)[1];
await check(`http://localhost:3000/${main}`, { "accept-encoding": "br" }, { status: /^200$/, "content-encoding": /^br$/, "cache-control": /immutable/, vary: /Accept-Encoding/i, ...asset });
await check(`http://localhost:3000/${css}`, { "accept-encoding": "br" }, { status: /^200$/, "content-type": /^text\/css/, "cache-control": /immutable/, ...asset });
await check("http://localhost:3000/remotes.json", {}, { status: /^200$/, "cache-control": /^no-cache$/, ...asset });
await check("http://localhost:3000/missing.js", {}, { status: /^404$/, ...asset });
await check(`http://localhost:3003/${entry}`, { "accept-encoding": "br, gzip" }, { status: /^200$/, "content-encoding": /^br$/, "cache-control": /^no-cache$/, ...asset });
await check(`http://localhost:3003/${entry}`, { "accept-encoding": "gzip" }, { "content-encoding": /^gzip$/ });
console.log(`nginx serves the suite: ${manifest.remotes.length} remotes, precompressed, the page with its CSP, the assets nosniff without it`);
'

env CI=true E2E_STATIC_SERVERS=external bash scripts/pnpm.sh --filter e2e exec playwright test tests/federation.spec.ts
