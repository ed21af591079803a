#!/usr/bin/env bash
# Several API nodes as one API, tested: three API processes on ports of their own (as separate
# machines would be) behind Debian's nginx with the recipe of scripts/nginx-conf.mjs (an upstream
# of three), on one throw-away PostgreSQL. Checks sessions, the login limit, the live notification
# stream, the jobs and the files (one S3-compatible bucket) across nodes, and a node killed under a
# stream of orders (api/scripts/multinode.ts).
# Free ports only: runs beside the e2e suite. Installs PostgreSQL and nginx through setup.sh when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
bash scripts/setup.sh --postgres --nginx
cd api
bash scripts/with-postgres.sh node --import tsx scripts/multinode.ts
echo "test-multinode: passed in $(($(date +%s) - start)) s"
