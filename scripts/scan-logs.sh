#!/usr/bin/env bash
# scan-logs.sh FILE...: fails when a log holds a secret: a password the browser tests type, a
# Social Security number, a session or reset token, or a link that carries one. The browser tests'
# server writes its whole log to a file (make test's e2e stage) for this scan.
set -uo pipefail
patterns=(
  # The passwords the browser tests and the demo accounts use (web/e2e/*.spec.ts, internal/seed).
  'bayshore sunsets in july' 'mango season in cebu' 'harbour lights at dusk' 'teachbay-demo'
  # A password field, whatever its value.
  '"(new|current)?[pP]assword" *: *"[^"]'
  # Social Security numbers, with dashes or without (the tests type 123-45-6789).
  '\b[0-9]{3}-[0-9]{2}-[0-9]{4}\b' '\b123456789\b'
  # Tokens: in a query (reset, verification, invitation, unsubscribe links), a signed session
  # token (JWT), a cookie's value.
  '[?&](token|code)=[A-Za-z0-9_%.-]{8,}' 'eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}' 'tb_(access|refresh|session)=[^;" ]{8,}'
  'reset-password\?'
)
status=0
for file in "$@"; do
  if [ ! -s "$file" ]; then
    echo "scan-logs: $file is missing or empty: the logs were not captured" >&2
    status=1
    continue
  fi
  for pattern in "${patterns[@]}"; do
    if matches=$(grep -Ein -- "$pattern" "$file"); then
      echo "scan-logs: $file holds a secret (/$pattern/):" >&2
      # The line numbers and the start of each line, enough to find it.
      cut -c1-80 <<<"$matches" | head -5 >&2
      status=1
    fi
  done
done
[ $status = 0 ] && echo "scan-logs: $* hold no password, SSN, token or reset link ($(cat "$@" | wc -l) lines)"
exit $status
