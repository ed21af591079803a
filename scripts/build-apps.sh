#!/usr/bin/env bash
# Production builds of the host and the four remotes, two at a time (a 2-core machine).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/pnpm.sh --filter host --filter 'remote-*' --workspace-concurrency=2 run build
