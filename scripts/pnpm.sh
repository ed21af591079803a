#!/usr/bin/env bash
# The one way every script calls pnpm: pinned, fetched by npx on first use (corepack's
# signature check fails on this kind of machine, so it is not used).
set -euo pipefail
exec npx -y pnpm@9.15.9 "$@"
