#!/usr/bin/env bash
# Runs the commit-msg hook (.githooks/commit-msg) on a few messages: subjects of at most 72
# characters pass, longer ones are refused with one line saying why, git's merge subjects pass.
# Usage: commitmsg.sh <hook>
set -uo pipefail
hook=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

# check <pass|fail> <name> <message>: the hook's verdict on the message.
check() {
    printf '%s' "$3" >"$work/msg"
    if "$hook" "$work/msg" 2>"$work/err"; then got=pass; else got=fail; fi
    if [[ $got != "$1" ]]; then
        echo "FAIL $2: expected $1, got $got"
        failed=$((failed + 1))
    elif [[ $got == fail ]] && ! grep -q "the subject has [0-9]* characters, at most 72" \
        "$work/err"; then
        echo "FAIL $2: no clear message: $(cat "$work/err")"
        failed=$((failed + 1))
    else
        echo "ok   $2"
    fi
}

s72=$(printf 'x%.0s' {1..72})
s73=$(printf 'x%.0s' {1..73})
body=$'\n\n'"$(printf 'y%.0s' {1..120})"$'\n'
check pass "72 characters" "$s72"$'\n'
check fail "73 characters" "$s73"$'\n'
check pass "a body line may be longer" "Short subject$body"
check fail "comments and blank lines before the subject" $'# a comment\n\n'"$s73"$'\n'
check pass "a comment longer than 72" "# $s73"$'\n'"Short subject"$'\n'
check pass "characters, not bytes" "$(printf 'é%.0s' {1..72})"$'\n'
check fail "characters, not bytes, too long" "$(printf 'é%.0s' {1..73})"$'\n'
check pass "trailing blanks" "$s72   "$'\n'
check pass "git's merge subject" "Merge remote-tracking branch 'origin/$s72' into main"$'\n'
check pass "git's fixup marker" "fixup! $s72"$'\n'
check fail "a long subject after a fixup marker" "fixup! $s73"$'\n'
check pass "no final newline" "$s72"
((failed == 0)) || { echo "$failed failed"; exit 1; }
echo "all passed"
