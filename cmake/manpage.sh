#!/usr/bin/env bash
# Writes the chess-distance(1) man page, in troff, from the program's own help texts, so the page
# cannot drift from the options: `chess-distance --help` names the commands, `chess-distance
# <command> --help` gives each command's options, and `chess-distance --from a1 --help` (the window
# parses query options) gives the window's. Options that every command prints identically are
# listed once, under COMMON OPTIONS. Run by the build (cmake/Packaging.cmake):
#   cmake/manpage.sh <chess-distance binary> <version> <date YYYY-MM-DD> <output.1>
set -euo pipefail
if (($# != 4)); then
    echo "usage: $0 <chess-distance binary> <version> <date> <output.1>" >&2
    exit 2
fi
bin=$1 version=$2 date=$3 out=$4
export QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8
unset LANGUAGE # the page is written in English, whatever the language of the one who builds it
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fail() { echo "manpage.sh: $*" >&2; exit 1; }

"$bin" --help >"$tmp/overview" || fail "'chess-distance --help' failed"
mapfile -t commands < <(awk '/^Commands:/ { f = 1; next } f && /^  [a-z]/ { print $1 }
                             f && /^$/ { exit }' "$tmp/overview")
((${#commands[@]})) || fail "'chess-distance --help' lists no commands"
for c in "${commands[@]}"; do
    "$bin" "$c" --help >"$tmp/cmd-$c" || fail "'chess-distance $c --help' failed"
done
# The window's help: query options make the program take the window's path, where --help prints
# and exits before any window opens; the timeout guards against a build that hangs on a window.
timeout 60 "$bin" --from a1 --help >"$tmp/window" 2>/dev/null ||
    fail "'chess-distance --from a1 --help' failed"

# Help text -> one "spec<TAB>description" line per option.
options() {
    awk '/^Options:/ { f = 1; next }
         !f { next }
         /^  -/ {
             if (spec != "") print spec "\t" text
             line = substr($0, 3)
             i = match(line, /   */)
             if (i) { spec = substr(line, 1, i - 1); text = substr(line, i + RLENGTH) }
             else { spec = line; text = "" }
             next
         }
         /^    / { sub(/^ +/, ""); text = text (text == "" ? "" : " ") $0; next }
         /^$/ { if (spec != "") print spec "\t" text; spec = ""; f = 0 }
         END { if (spec != "") print spec "\t" text }' "$1"
}
# The second line of a command's help: what it does.
summary() { sed -n 2p "$1"; }

for c in "${commands[@]}"; do options "$tmp/cmd-$c" >"$tmp/opt-$c"; done
options "$tmp/window" >"$tmp/opt-window"
[[ -s "$tmp/opt-window" ]] || fail "the window's --help printed no options"
# Options every command prints identically, in the order of the first command's help.
awk -v n=${#commands[@]} 'FNR == 1 { file++ } file < n { seen[$0]++; next }
                          seen[$0] == n - 1 { print }' \
    $(for c in "${commands[@]:1}"; do echo "$tmp/opt-$c"; done) "$tmp/opt-${commands[0]}" \
    >"$tmp/common"

# troff escaping: backslashes, hyphens as \- (they are typed as minus signs), a leading dot or
# quote; <VALUE> in an option spec in italics.
esc() { sed -e 's/\\/\\e/g' -e 's/-/\\-/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"; }
# "spec<TAB>text" lines -> .TP items; $2 (optional) drops the lines of that file.
items() {
    local list=$1 skip=${2:-/dev/null}
    grep -vxF -f "$skip" "$list" | while IFS=$'\t' read -r spec text; do
        printf '.TP\n'
        printf '%s\n' "$spec" | esc |
            sed -e 's/\(\\-[\\a-zA-Z0-9-]*\)/\\fB\1\\fR/g' -e 's/<\([^>]*\)>/\\fI\1\\fR/g'
        [[ -z "$text" ]] || printf '%s\n' "$text" | esc
    done
}

{
    printf '.\\" Generated at build time by cmake/manpage.sh from the help of chess-distance %s.\n' \
        "$version"
    printf '.\\" Do not edit: change the program'"'"'s --help texts instead.\n'
    printf '.TH CHESS\\-DISTANCE 1 "%s" "chess\\-distance %s" "User Commands"\n' "$date" "$version"
    printf '.SH NAME\nchess\\-distance \\- distance on a chessboard: maps, routes, diagrams\n'

    printf '.SH SYNOPSIS\n.nf\n'
    awk '/^Usage:/ { f = 1; sub(/^Usage: */, "") } f && /^$/ { exit }
         f { sub(/^ +/, ""); sub(/  +.*/, ""); print }' "$tmp/overview" | esc |
        sed -e 's/^chess\\-distance/\\fBchess\\-distance\\fR/' -e 's/<\([^>]*\)>/\\fI\1\\fR/g'
    printf '.fi\n'

    printf '.SH DESCRIPTION\n'
    cat <<'TEXT'
.B chess\-distance
shows distance on a chessboard. Each square is coloured and numbered by its distance from a source
square under the chosen metric, or by how many moves a piece needs to reach it in a position (own
pieces block, enemy pieces can be captured, pawns move like pawns). With a target square it
computes Stilman's trajectory set: the squares on the shortest routes, layer by layer, their count,
and the routes themselves.
.PP
Without a command it opens the window; with a command it runs headless, needs no display, and
prints to standard output.
TEXT
    awk '/^Usage:/ { f = 1 } f && /^$/ { f = 0 } !f && !/^Commands:/ && !/^  [a-z]/ && NF' \
        "$tmp/overview" | esc | sed -e 's/^/.PP\n/'

    printf '.SH COMMON OPTIONS\nEvery command takes these options.\n'
    items "$tmp/common"

    printf '.SH COMMANDS\n'
    for c in "${commands[@]}"; do
        printf '.SS "%s"\n' "$(printf 'chess-distance %s [options]' "$c" | esc)"
        summary "$tmp/cmd-$c" | esc
        printf '.PP\nThe common options, and:\n'
        items "$tmp/opt-$c" "$tmp/common"
    done

    printf '.SH WINDOW\n'
    cat <<'TEXT'
.B chess\-distance
without a command opens the window. These options set its first state:
TEXT
    items "$tmp/opt-window"

    cat <<'TEXT'
.SH EXIT STATUS
.TP
.B 0
Success.
.TP
.B 1
A failure other than bad input, such as a file that cannot be written.
.TP
.B 2
Bad usage or input; one line on standard error names the bad value.
.SH EXAMPLES
.nf
chess\-distance map \-\-metric knight \-\-from e4
chess\-distance pairs \-\-metric knight \-\-format csv > knight.csv
chess\-distance trajectory \-\-metric chebyshev \-\-from f6 \-\-to h1 \-\-format json
chess\-distance render \-\-metric knight \-\-from e4 \-\-size 480 \-\-output knight\-e4.png
.fi
.SH FILES
.TP
.I ~/.config/chess\-distance/chess\-distance.conf
The window's last session and preferences.
TEXT
} >"$out.tmp"
mv "$out.tmp" "$out"
