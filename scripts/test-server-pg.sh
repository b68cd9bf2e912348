#!/usr/bin/env bash
# Second pass of the server suite on a real PostgreSQL. .ci/run provides TEST_DATABASE_URL;
# on a machine without PostgreSQL the pass says so loudly instead of pretending to have run.
set -euo pipefail
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "server suite on PostgreSQL: not run (set TEST_DATABASE_URL to a database this suite may empty)" >&2
  [ "${CI:-}" = "true" ] && { echo "CI must run the PostgreSQL pass" >&2; exit 1; }
  exit 0
fi
DATABASE_URL="$TEST_DATABASE_URL" exec npx vitest run --project server "$@"
