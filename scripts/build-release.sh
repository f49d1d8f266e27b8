#!/usr/bin/env bash
# Builds a self-contained, runnable copy of the product into one directory
# (ADR 0017, docs/operations.md): the compiled server, the built web app, the
# SQL migrations and the production dependencies of the server, nothing else.
# The Dockerfile's build stage and CI both run this script.
#
#   scripts/build-release.sh OUT
#   cd OUT && NODE_ENV=production node apps/server/dist/main.js
#
# OUT must be empty or absent, and outside this checkout. The tree depends on
# the operating system and CPU it was built on (sharp and argon2 install their
# native build for them), so build it where it will run, or in the same image.
set -euo pipefail

if [ "$#" -ne 1 ] || [ -z "$1" ]; then
  echo "usage: scripts/build-release.sh OUT" >&2
  exit 2
fi
ROOT=$(cd "$(dirname "$0")/.." && pwd)
created=
if [ ! -e "$1" ]; then
  mkdir -p "$1"
  created=1
fi
OUT=$(cd "$1" && pwd)
refuse() {
  echo "build-release: $1" >&2
  if [ -n "$created" ]; then rmdir "$OUT"; fi
  exit 2
}
case "$OUT/" in
  "$ROOT/"*) refuse "$OUT is inside the checkout; choose a directory outside it" ;;
esac
if [ -n "$(ls -A "$OUT")" ]; then
  refuse "$OUT is not empty"
fi

cd "$ROOT"
if [ ! -d node_modules ]; then
  echo "== npm ci (the build's tools)"
  npm ci --no-audit --no-fund
fi
echo "== npm run build"
npm run build

echo "== copying the release into $OUT"
# The manifests: the lockfile pins every version, and each workspace's
# package.json tells npm which of them that workspace needs.
cp package.json package-lock.json "$OUT/"
for manifest in apps/*/package.json packages/*/package.json; do
  mkdir -p "$OUT/$(dirname "$manifest")"
  cp "$manifest" "$OUT/$manifest"
done
# What runs: the server bundles (our workspace packages are inlined in them),
# the web app it serves, and the migrations it applies at start-up.
cp -R apps/server/dist "$OUT/apps/server/dist"
cp -R apps/web/dist "$OUT/apps/web/dist"
mkdir -p "$OUT/packages/db"
cp -R packages/db/drizzle "$OUT/packages/db/drizzle"

echo "== npm ci --omit=dev (the server's dependencies only)"
cd "$OUT"
# Only the server workspace and the packages it depends on: the web app is
# already built, so React and the rest of the browser's dependencies stay out.
npm ci --omit=dev --ignore-scripts=false --no-audit --no-fund --workspace @guildsmith/server

# A development tool in the tree means --omit=dev did not do its job.
for tool in vitest @playwright/test playwright lighthouse @biomejs/biome esbuild tsx typescript vite; do
  if [ -e "node_modules/$tool" ]; then
    echo "build-release: development tool $tool ended up in the release" >&2
    exit 1
  fi
done
echo "release ready in $OUT ($(du -sh . | cut -f1))"
