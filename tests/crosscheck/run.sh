#!/usr/bin/env bash
# The ctest crosscheck.chessjs: node and chess.js (npm ci here, or scripts/setup --test) against
# control. Without them it skips (exit 77), unless CI is set: then it fails.
#   tests/crosscheck/run.sh path/to/chess-distance [crosscheck.mjs options]
here=${0%/*}
missing() {
    if [[ -n ${CI:-} ]]; then
        echo "crosscheck: $1; CI is set, so this is a failure, not a skip" >&2
        exit 1
    fi
    echo "crosscheck: $1; skipped (scripts/setup --test installs it)" >&2
    exit 77
}
command -v node >/dev/null || missing "no node on PATH"
[[ -f $here/node_modules/chess.js/package.json ]] ||
    missing "no chess.js in $here/node_modules (npm ci there)"
exec node "$here/crosscheck.mjs" --binary "$1" "${@:2}"
