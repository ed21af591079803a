#!/usr/bin/env bash
# Production builds of the host and the remotes, two at a time (a 2-core machine).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${MONOLITH:-}" = 1 ]; then
  # The host with every area built in, without federation, in host/dist-monolith (bench:web).
  MONOLITH=1 bash scripts/pnpm.sh --filter host run build
  node scripts/precompress.mjs host/dist-monolith
  exit 0
fi
bash scripts/pnpm.sh --filter host --filter 'remote-*' --workspace-concurrency=2 run build
# Brotli and gzip copies beside every text asset, which the static server sends by Accept-Encoding.
node scripts/precompress.mjs host/dist $(node scripts/workspace-packages.cjs remotes | while read -r dir _; do echo "$dir/dist"; done)
