#!/usr/bin/env bash
# Installs what the project needs on a fresh machine that has only Node and npm, idempotently:
# the workspace's dependencies always; with --browser Debian's Chromium (Playwright's own browser
# download cannot work here); with --postgres Debian's PostgreSQL server for the API's tests; with
# --nginx Debian's nginx and its brotli module, for the production recipe's test (npm run test:nginx);
# with --pgbouncer Debian's pgbouncer, for the API's test behind a pooler in transaction mode.
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=false
want_postgres=false
want_nginx=false
want_pgbouncer=false
for arg in "$@"; do
  case "$arg" in
    --browser) want_browser=true ;;
    --postgres) want_postgres=true ;;
    --nginx) want_nginx=true ;;
    --pgbouncer) want_pgbouncer=true ;;
    *) echo "setup.sh: unknown option $arg" >&2; exit 2 ;;
  esac
done

apt_updated=false
apt_install() {
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup.sh: $* is missing and installing it needs root (apt-get install $*)." >&2
    exit 1
  fi
  if [ "$apt_updated" = false ]; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    apt_updated=true
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

if [ "$want_browser" = true ] && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium…"
  apt_install chromium
fi

if [ "$want_postgres" = true ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "Installing Debian's postgresql…"
  apt_install postgresql
fi

# gzip_static is built into Debian's nginx; brotli_static is a module package of its own.
if [ "$want_nginx" = true ] && { [ ! -x /usr/sbin/nginx ] || [ ! -e /usr/share/nginx/modules-available/mod-http-brotli-static.conf ]; }; then
  echo "Installing Debian's nginx…"
  apt_install nginx libnginx-mod-http-brotli-static
fi

if [ "$want_pgbouncer" = true ] && [ ! -x /usr/sbin/pgbouncer ]; then
  echo "Installing Debian's pgbouncer…"
  apt_install pgbouncer
  # Only its program is wanted: the tests start their own, never the system's service.
  if command -v systemctl >/dev/null 2>&1; then systemctl disable --now pgbouncer >/dev/null 2>&1 || true; fi
fi

# A clean clone has no node_modules; an installed tree is checked against the lockfile quickly.
CI=true bash scripts/pnpm.sh install --frozen-lockfile --reporter=append-only >/tmp/pnpm-install.log 2>&1 || {
  cat /tmp/pnpm-install.log >&2
  exit 1
}
