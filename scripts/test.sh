#!/usr/bin/env bash
# Installs, builds and runs every check in order, stopping at the first failure.
# The last line is always "N passed, M failed" (CI reads it); the exit code is non-zero on failure.
#
# Options (environment):
#   TEST_STEPS=lint,unit,...   run only these steps (keys: build lint format typecheck unit e2e
#                              safety drift web webbench journeys sweeps); default: all, in that order
#   FUZZ_SEED, FUZZ_RUNS       the safety step's fuzzer: a seed (default fixed; "random") / more requests (5000)
#   SKIP_INSTALL=1             skip `pnpm install --frozen-lockfile`
#   TEST_STEP_TIMEOUT=600      seconds one step may take
#   TEST_TOTAL_TIMEOUT=1740    seconds all steps may take together (the web tests run in the
#                              background beside lint..drift, with twice the step timeout)
#   CHROMIUM_PATH              browser for the journeys and the web benchmark (default /usr/bin/chromium)
#   TEST_DATABASE_URL, REDIS_URL, FORCE_EMBEDDED_POSTGRES=1, FORCE_OWN_REDIS=1: see README.md
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/lib/common.sh
source scripts/lib/common.sh

STEP_TIMEOUT="${TEST_STEP_TIMEOUT:-600}"
BG_TIMEOUT=$((STEP_TIMEOUT * 2))
TOTAL_TIMEOUT="${TEST_TOTAL_TIMEOUT:-1740}"
STARTED_AT=$SECONDS
PASSED=0
FAILED=0
RESULTS=()
STEP_PID=""

summary() {
  section "Summary"
  local line
  for line in "${RESULTS[@]}"; do
    say "  $line"
  done
  say "total time: $((SECONDS - STARTED_AT))s"
  say "$PASSED passed, $FAILED failed"
}

on_signal() {
  trap - INT TERM
  stop_background_step
  if [ -n "$STEP_PID" ]; then
    kill -TERM "$STEP_PID" 2>/dev/null || true
    wait "$STEP_PID" 2>/dev/null || true
  fi
  FAILED=$((FAILED + 1))
  RESULTS+=("INTERRUPTED  ${CURRENT_STEP:-setup}")
  summary
  exit 130
}
trap on_signal INT TERM

wanted() {
  [ -z "${TEST_STEPS:-}" ] && return 0
  case ",${TEST_STEPS}," in
    *",$1,"*) return 0 ;;
    *) return 1 ;;
  esac
}

# run_step KEY "Title" command [args...]
run_step() {
  local key="$1" title="$2"
  shift 2
  wanted "$key" || return 0
  CURRENT_STEP="$title"
  section "$title"
  say "\$ $*"
  local remaining=$((TOTAL_TIMEOUT - (SECONDS - STARTED_AT)))
  local limit=$((remaining < STEP_TIMEOUT ? remaining : STEP_TIMEOUT))
  local begun=$SECONDS rc=0
  if [ "$limit" -le 0 ]; then
    rc=124
  elif command -v timeout >/dev/null 2>&1; then
    # In the background so that Ctrl-C reaches our trap at once; timeout signals the whole step.
    timeout -k 15 "$limit" "$@" &
    STEP_PID=$!
    wait "$STEP_PID" || rc=$?
  else
    "$@" &
    STEP_PID=$!
    wait "$STEP_PID" || rc=$?
  fi
  STEP_PID=""
  local took=$((SECONDS - begun))
  if [ "$rc" -eq 0 ]; then
    PASSED=$((PASSED + 1))
    RESULTS+=("PASS  $title (${took}s)")
    return 0
  fi
  FAILED=$((FAILED + 1))
  stop_background_step
  if [ "$rc" -eq 124 ]; then
    RESULTS+=("FAIL  $title (timed out after ${limit}s)")
  else
    RESULTS+=("FAIL  $title (exit code $rc, ${took}s)")
  fi
  trap - INT TERM
  summary
  exit 1
}

# The web tests (CPU-bound, both cores) run in the background beside the API steps, which spend much
# of their time waiting on PostgreSQL and Redis: together they take far less than one after the
# other. The background step's output is printed, and its result counted, when it is collected.
BG_PID=""
BG_TITLE=""
BG_LOG=""
BG_BEGUN=0

start_background_step() {
  local key="$1" title="$2"
  shift 2
  wanted "$key" || return 0
  BG_TITLE="$title"
  BG_LOG="$(mktemp)"
  BG_BEGUN=$SECONDS
  say "started in the background: $title (\$ $*)"
  if command -v timeout >/dev/null 2>&1; then
    # It shares the machine with the steps beside it: twice as long as a step alone.
    timeout -k 15 "$BG_TIMEOUT" "$@" >"$BG_LOG" 2>&1 &
  else
    "$@" >"$BG_LOG" 2>&1 &
  fi
  BG_PID=$!
}

stop_background_step() {
  if [ -n "$BG_PID" ]; then
    kill -TERM "$BG_PID" 2>/dev/null || true
    wait "$BG_PID" 2>/dev/null || true
    BG_PID=""
  fi
  [ -n "$BG_LOG" ] && rm -f "$BG_LOG"
  BG_LOG=""
}

# Waits for the background step, prints its output and records it like any other step.
collect_background_step() {
  [ -n "$BG_PID" ] || return 0
  CURRENT_STEP="$BG_TITLE"
  section "$BG_TITLE"
  local rc=0
  wait "$BG_PID" || rc=$?
  BG_PID=""
  cat "$BG_LOG"
  rm -f "$BG_LOG"
  BG_LOG=""
  local took=$((SECONDS - BG_BEGUN))
  if [ "$rc" -eq 0 ]; then
    PASSED=$((PASSED + 1))
    RESULTS+=("PASS  $BG_TITLE (${took}s, in the background)")
    return 0
  fi
  FAILED=$((FAILED + 1))
  if [ "$rc" -eq 124 ]; then
    RESULTS+=("FAIL  $BG_TITLE (timed out after ${BG_TIMEOUT}s)")
  else
    RESULTS+=("FAIL  $BG_TITLE (exit code $rc, ${took}s)")
  fi
  trap - INT TERM
  summary
  exit 1
}

find_chromium() {
  local candidate
  for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      printf '%s' "$candidate"
      return 0
    fi
  done
  return 1
}

ensure_chromium() {
  if find_chromium >/dev/null; then
    return 0
  fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    say "Chromium not found; installing the Debian package"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y --no-install-recommends chromium ||
      { apt-get update && apt-get install -y --no-install-recommends chromium; } ||
      warn "could not install chromium"
  fi
  if ! find_chromium >/dev/null; then
    warn "Chromium is missing: the browser journeys will fail. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH."
  fi
}

section "Preparing"
require_node
ensure_pnpm
say "node $(node -v), pnpm $(pnpm --version)"
if [ "${SKIP_INSTALL:-0}" != "1" ]; then
  pnpm_install
fi
if wanted journeys || wanted sweeps || wanted webbench; then
  ensure_chromium
  if CHROMIUM_PATH="$(find_chromium)"; then
    export CHROMIUM_PATH CHROME_PATH="$CHROMIUM_PATH"
    say "browser: $CHROMIUM_PATH"
  fi
fi

# Steps that need PostgreSQL / Redis run under with-services.mjs, which exports TEST_DATABASE_URL and
# REDIS_URL (finding 127.0.0.1:5432 / :6379 or starting embedded PostgreSQL / a redis-server).
WITH_SERVICES=(node scripts/lib/with-services.mjs)

run_step build "Build (api + web)" pnpm build
start_background_step web "Web tests" pnpm --filter @course-shop/web test
run_step lint "Lint" pnpm lint
run_step format "Format check" pnpm format:check
run_step typecheck "Typecheck" pnpm typecheck
run_step unit "API unit tests" pnpm --filter @course-shop/api test:unit
run_step e2e "API end-to-end tests" "${WITH_SERVICES[@]}" -- pnpm --filter @course-shop/api test:e2e
run_step safety "Safety net: authorization matrix and fuzzer" "${WITH_SERVICES[@]}" -- pnpm --filter @course-shop/api test:safety
run_step drift "Drift: openapi.yaml, api-client, migrations" "${WITH_SERVICES[@]}" -- pnpm --filter @course-shop/api test:drift
collect_background_step
# Builds the SPA and a one-button app of the same stack, and fails when a first visit to / downloads
# more than 1.3× the reference's JavaScript (gzip); see README, Performance.
run_step webbench "Web benchmark: first-visit JavaScript" "${WITH_SERVICES[@]}" -- node scripts/bench/web.mjs --check
# The page sweeps (every route at every width as every role, axe on every page) are their own step.
SWEEPS=layout-widths,a11y
run_step journeys "Browser journeys (Chromium)" "${WITH_SERVICES[@]}" -- node scripts/e2e/run-journeys.mjs --except "$SWEEPS"
run_step sweeps "Browser page sweeps: widths and axe (Chromium)" "${WITH_SERVICES[@]}" -- node scripts/e2e/run-journeys.mjs --only "$SWEEPS"

trap - INT TERM
summary
