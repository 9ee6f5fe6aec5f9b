#!/usr/bin/env bash
# Compares one bench between two commits, alternating runs so that whatever else the
# machine does falls on both sides alike (a single run each is within the machine's noise).
#
#   bench/ab.sh <base ref> <head ref> [bench script, default bench:calendar] [rounds, default 3]
#
# Each ref is checked out once into a worktree under ${AB_DIR:-/tmp/crewcall-ab}; each run's
# report goes to <AB_DIR>/<script>-<side>-<round>.txt. Compare medians of p99 and CPU µs.
# Needs DATABASE_URL (the benches create and drop a database of their own on it).
set -euo pipefail
base=$1 head=$2 script=${3:-bench:calendar} rounds=${4:-3}
dir=${AB_DIR:-/tmp/crewcall-ab}
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
mkdir -p "$dir"
for side in base head; do
  ref=${!side}
  if [ ! -d "$dir/$side" ]; then git -C "$repo" worktree add -q --detach "$dir/$side" "$ref"; fi
  git -C "$dir/$side" checkout -q --detach "$ref"
  (cd "$dir/$side" && pnpm install --frozen-lockfile >/dev/null)
done
export BENCH_EXPLAIN=0
for round in $(seq 1 "$rounds"); do
  for side in base head; do
    out="$dir/${script#bench:}-$side-$round.txt"
    (cd "$dir/$side" && pnpm --filter @crewcall/api "$script" >"$out" 2>&1)
    echo "$side round $round: $out"
  done
done
