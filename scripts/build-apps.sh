#!/usr/bin/env bash
# Production builds of the host and the four remotes, two at a time (a 2-core machine).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/pnpm.sh --filter host --filter 'remote-*' --workspace-concurrency=2 run build
# Brotli and gzip copies beside every text asset, which the static server sends by Accept-Encoding.
node scripts/precompress.mjs host/dist remote-invest/dist remote-investor/dist remote-manager/dist remote-entrepreneur/dist
