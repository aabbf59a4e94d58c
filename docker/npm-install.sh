#!/bin/sh
# Installs the workspace's dependencies in an image's build stage, as .ci/run does: npm ci, and only when npm refuses
# the lock because the other platforms' optional packages are missing from it (a lock written where the registry
# serves only this platform's builds, e.g. @swc/core-darwin-arm64 answers 404), npm install from the same lock.
set -eu
err=$(mktemp)
if npm ci --no-audit --no-fund 2>"$err"; then
  rm -f "$err"
  exit 0
fi
if grep -q "can only install packages when your package.json and package-lock.json" "$err"; then
  echo "[docker] npm ci refused the lock (other platforms' optional packages); installing from it with npm install" >&2
  rm -f "$err"
  exec npm install --no-audit --no-fund
fi
cat "$err" >&2
rm -f "$err"
exit 1
