#!/usr/bin/env bash
# Runs every test of the project: lint, typecheck, unit tests of every package, the import
# boundaries, the API on PGlite and on a real PostgreSQL, then the e2e suite in Debian's
# Chromium against production builds, and the federation spec with those builds behind nginx. Installs what is missing first. Exits non-zero on any
# failure, after running every step so one run shows all that is broken.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh --browser --postgres --pgbouncer || exit 1

pnpm() { bash scripts/pnpm.sh "$@"; }
failed=()
timings=()
step() {
  local name=$1
  shift
  echo
  echo "━━ $name"
  local started=$SECONDS
  if ! "$@"; then failed+=("$name"); fi
  timings+=("$(printf '%5ss  %s' $((SECONDS - started)) "$name")")
}

step "lint" pnpm run lint
step "typecheck" pnpm -r --workspace-concurrency=1 run typecheck
step "unit tests (jest)" pnpm -r --workspace-concurrency=1 --filter shared --filter host --filter 'remote-*' --filter './features/*' run test
step "import boundaries" node --test scripts/tests/
step "api tests on PGlite" pnpm --filter api run test
step "api tests on PostgreSQL" pnpm --filter api run test:pg
# Three API nodes behind nginx on one PostgreSQL (about 55 s, it prints its time); needs nginx like
# the step below, so SKIP_NGINX=1 leaves it out too.
if [ "${SKIP_NGINX:-}" != 1 ]; then step "API on three nodes behind nginx" bash scripts/test-multinode.sh; fi
step "production builds" bash scripts/build-apps.sh
step "e2e (Playwright, Chromium)" env CI=true bash scripts/pnpm.sh --filter e2e run test
# The production recipe: the same builds behind Debian's nginx, the federation spec against them
# (about 40 s). SKIP_NGINX=1 leaves it out on a machine where nginx may not be installed.
if [ "${SKIP_NGINX:-}" != 1 ]; then step "e2e on nginx (production recipe)" bash scripts/test-nginx.sh; fi

echo
echo "Time per step (CI's budget is 30 minutes in all):"
printf '  %s\n' "${timings[@]}"
echo "  $((SECONDS / 60)) min $((SECONDS % 60)) s in all"
echo
if [ ${#failed[@]} -eq 0 ]; then
  echo "All test steps passed."
else
  printf 'Failed steps:\n'
  printf '  - %s\n' "${failed[@]}"
  exit 1
fi
