#!/usr/bin/env bash
# Starts the whole suite with demo data: the API on 8031, the host on 3000 and each remote on its
# port in host/public/remotes.json (3001-3004), from production builds. Ctrl-C stops everything it started.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

echo "Installing dependencies (first run only takes a while)…"
bash scripts/setup.sh
echo "Building the host and the remotes…"
bash scripts/build-apps.sh >/tmp/dashboard-build.log 2>&1 || { cat /tmp/dashboard-build.log >&2; exit 1; }

pids=()
stop() {
  trap - INT TERM EXIT
  echo
  echo "Stopping…"
  # Each service runs in its own process group, so its children go with it.
  for pid in "${pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap 'stop; exit 0' INT TERM
trap stop EXIT

start_service() {
  local name=$1
  shift
  setsid "$@" >"/tmp/dashboard-$name.log" 2>&1 &
  pids+=("$!")
}

# tsx is the API's own dependency, so the API starts from its folder.
# The mailbox shows sign-up codes and reset links: on for this local demo, answered only on loopback.
start_service api bash -c "cd '$root/api' && PORT=8031 DEV_MAILBOX=true exec node --import tsx src/server.ts"
start_service host node scripts/serve-static.mjs host/dist --port 3000 --spa
# Every remote of the workspace, on its port in the host's development manifest.
mapfile -t remotes < <(node scripts/workspace-packages.cjs remotes)
for remote in "${remotes[@]}"; do
  read -r dir port <<<"$remote"
  start_service "$dir" node scripts/serve-static.mjs "$dir/dist" --port "$port"
done

wait_for() {
  local name=$1 url=$2
  for _ in $(seq 1 120); do
    if node -e "fetch('$url').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; then return 0; fi
    sleep 1
  done
  echo "$name did not answer at $url; its log: /tmp/dashboard-$name.log" >&2
  exit 1
}
wait_for api http://localhost:8031/health
wait_for host http://localhost:3000/remotes.json
for remote in "${remotes[@]}"; do
  read -r dir port <<<"$remote"
  wait_for "$dir" "http://localhost:$port/mf-manifest.json"
done

cat <<TXT

The dashboard is running:  http://localhost:3000
  second demo tenant (EXEU wording):  http://exeu.localhost:3000
  API: http://localhost:8031  (docs: http://localhost:8031/docs, dev mailbox: http://localhost:8031/dev/mailbox)

Demo logins (password Demo1234! for all; use @exeu.test on the EXEU tenant):
  investor@demo.test       investor
  premium@demo.test        premium investor
  investor2@demo.test      investor whose KYC was rejected
  legal@demo.test          investor, legal person
  pending@demo.test        investor pending validation
  entrepreneur@demo.test   entrepreneur
  company@demo.test        entrepreneur (company)
  manager@demo.test        manager
  unverified@demo.test     e-mail not verified (login is refused)

Logs in /tmp/dashboard-*.log. Press Ctrl-C to stop.
TXT

wait -n "${pids[@]}" || true
echo "A service stopped on its own; see /tmp/dashboard-*.log." >&2
exit 1
