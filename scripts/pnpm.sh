#!/usr/bin/env bash
# The one way every script calls pnpm: the pinned version, installed once into .tools/ with npm
# (corepack's signature check fails on this kind of machine), then run directly, which also
# works with no network once installed.
set -euo pipefail
PNPM_VERSION=9.15.9
tools="$(cd "$(dirname "$0")/.." && pwd)/.tools"
pnpm_bin="$tools/node_modules/pnpm/bin/pnpm.cjs"
installed=$(node -p "try { require('$tools/node_modules/pnpm/package.json').version } catch { '' }")
if [ "$installed" != "$PNPM_VERSION" ]; then
  npm install --prefix "$tools" --no-save --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION" >&2
fi
exec node "$pnpm_bin" "$@"
