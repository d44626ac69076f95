# Shared helpers for scripts/start.sh, scripts/test.sh and .ci/run. Source it; do not run it.
# shellcheck shell=bash

PNPM_VERSION="12.21.0"

say() { printf '%s\n' "$*"; }
warn() { printf 'warning: %s\n' "$*" >&2; }
die() {
  printf 'error: %s\n' "$*" >&2
  exit 1
}

section() {
  printf '\n==== %s ====\n' "$*"
}

require_node() {
  command -v node >/dev/null 2>&1 || die "Node.js 20.19+ is required (https://nodejs.org, or: apt-get install -y nodejs)."
  local major
  major="$(node -p 'process.versions.node.split(".")[0]')"
  if [ "$major" -lt 20 ]; then
    die "Node.js 20.19+ is required; found $(node -v)."
  fi
}

# pnpm via npm: corepack cannot verify signatures on our machines (see README).
ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1; then
    local have
    have="$(pnpm --version 2>/dev/null || true)"
    if [ "$have" != "$PNPM_VERSION" ]; then
      warn "pnpm $have found; this repository is tested with pnpm $PNPM_VERSION (npm i -g pnpm@$PNPM_VERSION)."
    fi
    return
  fi
  say "pnpm not found; installing pnpm@$PNPM_VERSION with npm"
  npm install -g "pnpm@$PNPM_VERSION" || die "could not install pnpm; run: npm i -g pnpm@$PNPM_VERSION (with sudo if npm's global folder needs it)"
  hash -r
}

pnpm_install() {
  pnpm install --frozen-lockfile
}
