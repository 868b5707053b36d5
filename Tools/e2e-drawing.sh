#!/usr/bin/env bash
# End to end, in a real terminal (tmux): what the kit draws is what the terminal shows.
#
# 1. Widths. A checklist's title and a favorites filter holding every cluster terminals measure
#    differently (a ZWJ sequence, VS16 and VS15, a skin tone, a flag, CJK, Hangul syllable and
#    jamo, a combining mark, U+00AD, U+2329, U+1B000), at 40, 60 and 80 columns: the
#    right-aligned text after them is whole, and tmux shows it at the column the grid gives it
#    (read from tmux's copy mode, which counts tmux's own cells), though tmux draws the ZWJ
#    sequence in 2 columns where ncurses and the grid count 4.
# 2. Colour. The bytes the app writes (pipe-pane) under each terminal type: 24-bit colour under
#    xterm-direct, 256 under xterm-256color, the eight under linux, none under vt100 or with
#    NO_COLOR=1, and the light theme's own colours when it is picked.
#
# Run by Tools/e2e-tmux.sh; alone: bash Tools/e2e-drawing.sh (builds both apps first).
set -euo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d)"
session="drawing-e2e-$$"
socket="drawing-e2e-$$"
e2e_name=e2e-drawing
source Tools/e2e-lib.sh
e2e_binaries
cleanup() {
  tmux_ kill-server 2>/dev/null || true
  # An app killed with its server may still be writing its folder (a last save) for a moment.
  rm -rf "$work" 2>/dev/null || { sleep 1 && rm -rf "$work"; } || true
}
trap cleanup EXIT

# Runs COMMAND in a fresh WIDTHxHEIGHT session, its output recorded to $work/bytes.
run() {
  local size="$1"; shift
  tmux_ kill-session -t "$session" 2>/dev/null || true
  : >"$work/bytes"
  tmux_ -f /dev/null new-session -d -s "$session" -x "${size%x*}" -y "${size#*x}" \
    "read -r _; $*; sleep 60"
  tmux_ set-option -t "$session" window-size manual >/dev/null
  # Recorded from the app's first byte: the command waits for a line until the pipe is open.
  tmux_ pipe-pane -t "$session" -o "cat >>'$work/bytes'"
  tmux_ send-keys -t "$session" Enter
}

# The column just after TEXT's first match on the screen, as tmux has placed it: copy mode's
# cursor lands there after a search, counting tmux's own cells.
column_after() {
  tmux_ copy-mode -t "$session"
  tmux_ send-keys -t "$session" -X history-top
  tmux_ send-keys -t "$session" -X search-forward "$1"
  tmux_ display -p -t "$session" '#{copy_cursor_x}'
  tmux_ send-keys -t "$session" -X cancel
}

tmux_ -f /dev/null new-session -d -s keepalive "sleep 100000"

# 👩‍🔬 ❤️ ⌚︎ 👍🏽 🇯🇵 素 한 ᄀ+ᅡ é(e+U+0301) U+00AD 〈 𛀀, as bytes: the shell's locale may not be UTF-8.
clusters="$(printf '\xF0\x9F\x91\xA9\xE2\x80\x8D\xF0\x9F\x94\xAC\xE2\x9D\xA4\xEF\xB8\x8F\xE2\x8C\x9A\xEF\xB8\x8E\xF0\x9F\x91\x8D\xF0\x9F\x8F\xBD\xF0\x9F\x87\xAF\xF0\x9F\x87\xB5\xE7\xB4\xA0\xED\x95\x9C\xE1\x84\x80\xE1\x85\xA1\x65\xCC\x81\xC2\xAD\xE2\x8C\xA9\xF0\x9B\x80\x80')"

mkdir -p "$work/lists" "$work/primes"
cat >"$work/lists/checklists.json" <<EOF
[{"id": "8C2D4E0A-7B1F-4C4A-9E55-1D3B7A0F6C21", "title": "$clusters lab end",
  "items": [{"id": "0D9EC87F-BFE2-4206-A524-27FA34D67B5E", "isDone": false, "text": "milk"}]}]
EOF
echo '[2, 3, 5]' >"$work/primes/favorite-primes.json"

for columns in 40 60 80; do
  step "widths at $columns columns: a checklist's title"
  run "${columns}x12" "env TERM=xterm-256color LANG=C.UTF-8 '$checklists_bin' --data-dir '$work/lists'"
  # The table's last column, its title and the row's count under it, ends at the edge.
  wait_for "0     1"
  at="$(column_after "0     1")"
  [ "$at" = $((columns - 1)) ] || fail "checklists at $columns columns: the row's counts end at $at, not $((columns - 1))"
  at="$(column_after "Items")"
  [ "$at" = $((columns - 1)) ] || fail "checklists at $columns columns: the Items title ends at $at, not $((columns - 1))"

  step "widths at $columns columns: a favorites filter"
  run "${columns}x14" "env TERM=xterm-256color LANG=C.UTF-8 '$bin' --data-dir '$work/primes'"
  wait_for "Count: 0"
  tmux_ send-keys -t "$session" 2
  wait_for "Favorite primes"
  tmux_ send-keys -t "$session" /
  tmux_ send-keys -t "$session" -l "$clusters"
  wait_for "0/0"
  at="$(column_after "0/0")"
  [ "$at" = $((columns - 1)) ] || fail "primetime at $columns columns: 0/0 ends at $at, not $((columns - 1))"
done

[ -e /usr/share/terminfo/x/xterm-direct ] || fail "xterm-direct is not installed (apt-get install -y ncurses-term)"

# The colours of the SGR sequences in $work/bytes, one word each, sorted and unique: rgb:R:G:B
# (24-bit), 256:N, ansi:N (30-37, 90-97) for foregrounds; what else is set is left out.
colours() {
  python3 - "$work/bytes" <<'PY'
import re, sys
found = set()
for params in re.findall(rb"\x1b\[([0-9;:]*)m", open(sys.argv[1], "rb").read()):
    parts = re.split(rb"[;:]", params)
    i = 0
    while i < len(parts):
        p = parts[i]
        if p == b"38" and i + 1 < len(parts) and parts[i + 1] == b"2":
            rgb = [x for x in parts[i + 2:i + 6] if x != b""][-3:]
            found.add("rgb:" + ":".join(x.decode() for x in rgb)); i += 6
        elif p == b"38" and i + 2 < len(parts) and parts[i + 1] == b"5":
            found.add("256:" + parts[i + 2].decode()); i += 3
        else:
            if p and (30 <= int(p) <= 37 or 90 <= int(p) <= 97):
                found.add("ansi:" + p.decode())
            i += 1
print(" ".join(sorted(found)))
PY
}

# The prime dialog's verdict is drawn as a success: "2 is prime", in the theme's green.
verdict() {
  run 80x24 "env LANG=C.UTF-8 $1 '$bin' --data-dir '$work/primes' ${2:-}"
  wait_for "Count: 0"
  tmux_ send-keys -t "$session" + + p
  wait_for "2 is prime"
  sleep 0.3
  colours
}
step "colour: 24-bit under xterm-direct"
got="$(verdict TERM=xterm-direct)"
[[ " $got " == *" rgb:95:215:95 "* ]] || fail "xterm-direct: the dark theme's success, 24-bit: $got"
[[ "$got" != *256:* ]] || fail "xterm-direct: 256-colour sequences: $got"
step "colour: 256 under xterm-256color"
got="$(verdict TERM=xterm-256color)"
[[ " $got " == *" 256:77 "* ]] || fail "xterm-256color: success as 77 of the 256: $got"
[[ "$got" != *rgb:* ]] || fail "xterm-256color: 24-bit sequences: $got"
step "colour: the eight under linux"
got="$(verdict TERM=linux)"
[[ " $got " == *" ansi:32 "* ]] || fail "linux: success as green (32): $got"
[[ "$got" != *rgb:* && "$got" != *256:* && "$got" != *ansi:9* ]] || fail "linux: more than eight: $got"
step "colour: none under vt100, none with NO_COLOR=1"
got="$(verdict TERM=vt100)"
[ -z "$got" ] || fail "vt100: colours: $got"
got="$(verdict "TERM=xterm-direct NO_COLOR=1")"
[ -z "$got" ] || fail "NO_COLOR=1: colours: $got"
step "colour: the light theme's own, by --theme and by TERMINALUI_THEME"
got="$(verdict TERM=xterm-direct "--theme light")"
[[ " $got " == *" rgb:0:135:0 "* && " $got " != *" rgb:95:215:95 "* ]] \
  || fail "--theme light: the light theme's success: $got"
got="$(verdict "TERM=xterm-256color TERMINALUI_THEME=light")"
[[ " $got " == *" 256:28 "* ]] || fail "TERMINALUI_THEME=light: the light theme's success: $got"

# Struck through: a done item, under a terminal whose entry has smxx (tmux shows the cell struck:
# SGR 9 in capture-pane -e), and unstruck once it is ticked off again; under linux, no strike.
struck_rows() { tmux_ capture-pane -e -p -t "$session" | grep -cE $'\e\\[([0-9]+;)*9(;[0-9]+)*m' || true; }
cat >"$work/lists/checklists.json" <<JSON
[{"id": "8C2D4E0A-7B1F-4C4A-9E55-1D3B7A0F6C21", "title": "Groceries",
  "items": [{"id": "0D9EC87F-BFE2-4206-A524-27FA34D67B5E", "isDone": false, "text": "milk"},
            {"id": "1D9EC87F-BFE2-4206-A524-27FA34D67B5E", "isDone": true, "text": "bread"}]}]
JSON
step "strikethrough: a done item struck under xterm-256color, and no longer once ticked off"
run 60x12 "env TERM=xterm-256color LANG=C.UTF-8 '$checklists_bin' --data-dir '$work/lists'"
wait_for "Groceries"
tmux_ send-keys -t "$session" Enter
wait_for "[x] bread"
[ "$(struck_rows)" -ge 1 ] || fail "xterm-256color: the done item is not struck through"
tmux_ send-keys -t "$session" j Space
wait_for "[ ] bread"
sleep 0.3
[ "$(struck_rows)" = 0 ] || fail "xterm-256color: a strike stayed after the item was ticked off"
step "strikethrough: none under linux (no smxx)"
run 60x12 "env TERM=linux LANG=C.UTF-8 '$checklists_bin' --data-dir '$work/lists'"
wait_for "Groceries"
tmux_ send-keys -t "$session" Enter
wait_for "bread"
tmux_ send-keys -t "$session" j Space
sleep 0.5
! grep -qE $'\e\\[([0-9]+;)*9(;[0-9]+)*m' "$work/bytes" || fail "linux: struck text, where its entry has no smxx"

echo "e2e-drawing: passed"
