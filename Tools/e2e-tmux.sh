#!/usr/bin/env bash
# End-to-end smoke test of the real `primetime` binary in a real terminal (tmux): switch tabs,
# open and close the prime modal, save a favorite, resize, quit, and check the screen at each
# step, the favorites file, and that the terminal is back in a sane mode afterwards. Then the
# second app on the kit, `checklists`, the same way.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product primetime >/dev/null
swift build --product checklists >/dev/null
bin="$(swift build --show-bin-path)/primetime"
checklists_bin="$(swift build --show-bin-path)/checklists"
data="$(mktemp -d)"
lists="$(mktemp -d)"
echo '[2]' >"$data/favorite-primes.json"
session="primetime-e2e-$$"
socket="primetime-e2e-$$"
e2e_name=e2e
source Tools/e2e-lib.sh
hang_pid=""
cleanup() {
  tmux_ kill-server 2>/dev/null || true
  [ -z "$hang_pid" ] || kill "$hang_pid" 2>/dev/null || true
  rm -rf "$data" "$lists"
}
trap cleanup EXIT

# What the pane's terminal is set to: the alternate screen, mouse reporting (clicks and SGR),
# the cursor shown. A shell's terminal is "0 00 1"; the app's, "1 11 0".
pane_modes() {
  tmux_ display -p -t "$session" '#{alternate_on} #{mouse_standard_flag}#{mouse_sgr_flag} #{cursor_flag}'
}

# Runs the app in a fresh session: `launch WIDTHxHEIGHT [VAR=value…]` (TERM=xterm-256color and
# LANG=C.UTF-8 unless given). After it ends the pane shows its exit code and the tty's modes.
launch() {
  local size="$1"; shift
  tmux_ kill-session -t "$session" 2>/dev/null || true
  tmux_ -f /dev/null new-session -d -s "$session" -x "${size%x*}" -y "${size#*x}" \
    "env TERM=xterm-256color LANG=C.UTF-8 $* '$bin' --data-dir '$data'; echo EXIT=\$?; stty -a; sleep 60"
  tmux_ set-option -t "$session" window-size manual >/dev/null
}
keys() { tmux_ send-keys -t "$session" "$@"; }

# A session that outlives the others: killing the app's session never ends the tmux server,
# so the next session cannot race a server on its way out.
tmux_ -f /dev/null new-session -d -s keepalive "sleep 100000"

launch 80x24
step "launch";            wait_for "1 Counter"; wait_for "Favorite primes (1): 2"
step "tab 2";             keys 2; wait_for "Favorite primes"; wait_for "1/1"
step "tab 1";             keys 1; wait_for "Count: 0"
step "count to 3";        keys + + +; wait_for "Count: 3"
step "open the modal";    keys p; wait_for "3 is prime"
step "save 3";            keys s; wait_for "It is one of your favorite primes"
step "close the modal";   keys Escape; wait_gone "3 is prime"
wait_for "Favorite primes (2): 2, 3"
# q over the modal closes the modal, as Esc does, and the app runs on; q then quits (below).
step "q closes the modal";  keys p; wait_for "3 is prime"; keys q; wait_gone "Is this prime?"
wait_for "Count: 3"; wait_for "? help  q quit"
tmux_ capture-pane -p -t "$session" | grep -q "EXIT=" && fail "q over the modal quit the app"
step "shrink to 30x8";    tmux_ resize-window -t "$session" -x 30 -y 8; wait_for "too small"
step "grow to 80x24";     tmux_ resize-window -t "$session" -x 80 -y 24; wait_for "Count: 3"
step "shrink to 10x4";    tmux_ resize-window -t "$session" -x 10 -y 4; wait_for "10x4"
step "grow to 80x24";     tmux_ resize-window -t "$session" -x 80 -y 24; wait_for "Count: 3"

# Home and End arrive as ESC [ 1 ~ and ESC [ 4 ~ from tmux: they move a list's selection and
# neither switch tabs nor read as Esc.
step "End, Home in favorites"
keys 2; wait_for "1/2"
keys End; wait_for "2/2"
keys Home; wait_for "1/2"
keys PageDown; wait_for "2/2"
tmux_ capture-pane -p -t "$session" | grep -q "2 Favorites" || fail "End or Home left the tab"
keys 1; wait_for "Count: 3"

# Ctrl-L redraws what another process scribbled over the screen.
step "Ctrl-L redraws"
printf '\033[5;20HSCRIBBLE' >"$(tmux_ display -p -t "$session" '#{pane_tty}')"
wait_for "SCRIBBLE"
keys C-l; wait_gone "SCRIBBLE"; wait_for "Count: 3"

# Enter on a Log entry shows its whole change over the Log, in a viewport that scrolls; Esc
# closes it. At 40x12 the change is longer than the box: G shows its last lines.
step "a Log entry's whole change, opened and scrolled"
tmux_ resize-window -t "$session" -x 40 -y 12
keys 5; wait_for "5 Log"
keys k; wait_for "Enter open"
keys Enter; wait_for "AppFeature.State("; wait_for "Esc close"
tmux_ capture-pane -p -t "$session" | grep -qF "tourRecord" \
  && fail "the change's last lines show before it is scrolled"
keys G; wait_for "tourRecord"; wait_gone "AppFeature.State("
keys Escape; wait_gone "Esc close"; wait_for "Enter open"
# Esc again: the Log follows its newest entry (waited for, so that the 1 after it is no Alt-1).
keys Escape; wait_gone "Enter open"; keys 1; wait_for "Count: 3"
tmux_ resize-window -t "$session" -x 80 -y 24; wait_for "Count: 3"

# A paste is text, whole (the app asks for bracketed paste; tmux's `paste-buffer -p` then
# brackets it): where no field takes text it presses nothing, not the 2 or the q it holds; in
# the "Set count" field it is typed as one line, its line break a space, and submits nothing.
step "paste"
tmux_ set-buffer -b e2e-paste "$(printf '2\nq')"
tmux_ paste-buffer -p -b e2e-paste -t "$session"
keys +; wait_for "Count: 4"
tmux_ capture-pane -p -t "$session" | grep -q "EXIT=" && fail "a paste pressed the q it held"
keys =; wait_for "Set count: e.g."
tmux_ paste-buffer -p -b e2e-paste -t "$session"; wait_for "Set count: 2 q"
keys Escape; wait_gone "Set count:"; keys -; wait_for "Count: 3"
tmux_ delete-buffer -b e2e-paste

# 40x12, the smallest size: every tab shows itself, the key bar ends with help and quit.
step "40x12"
tmux_ resize-window -t "$session" -x 40 -y 12
for tab in "1 Counter" "2 Favorites" "3 Stopwatch" "4 Activity" "5 Log"; do
  keys "${tab%% *}"; wait_for "$tab"; wait_for "? help  q quit"
done
keys ?; wait_for "Help"; keys Escape; wait_gone "Help"
tmux_ resize-window -t "$session" -x 80 -y 24; keys 1; wait_for "Count: 3"

step "quit";              keys q; wait_for "EXIT=0"

# Ctrl-Z hands the terminal back to the shell; `fg` brings the app back with its screen.
step "Ctrl-Z, then fg"
tmux_ kill-session -t "$session" 2>/dev/null || true
tmux_ -f /dev/null new-session -d -s "$session" -x 80 -y 24 "env PS1='shell$ ' bash --norc --noprofile -i"
wait_for "shell$"
keys "env TERM=xterm-256color LANG=C.UTF-8 '$bin' --data-dir '$data'" Enter
wait_for "1 Counter"
keys + +; wait_for "Count: 2"
keys C-z; wait_for "Stopped"; wait_gone "1 Counter"
keys "stty -a | grep -o -- '-*icanon'" Enter; wait_for "icanon"
tmux_ capture-pane -p -t "$session" | grep -q -- "-icanon" && fail "raw mode left on while suspended"
keys "fg" Enter; wait_for "1 Counter"; wait_for "Count: 2"
keys +; wait_for "Count: 3"
keys q; wait_gone "1 Counter"; wait_for "shell$"

# The same under a launcher script (as `make run` or a package runner would start it): Ctrl-Z
# stops the whole job, so the shell gets the terminal back and `fg` continues both. Then a
# SIGTSTP sent from outside does what Ctrl-Z does, and a SIGCONT while running does no harm.
step "Ctrl-Z under a launcher, then fg; kill -TSTP, then fg; SIGCONT while running; in a pipeline"
launcher="$data/launcher"
printf '#!/bin/sh\necho $$ >"%s/launcher.pid"\n"%s" "$@"\necho LAUNCHER-DONE\n' "$data" "$bin" >"$launcher"
chmod +x "$launcher"
keys "clear; env TERM=xterm-256color LANG=C.UTF-8 '$launcher' --data-dir '$data'" Enter
wait_for "1 Counter"
keys +; wait_for "Count: 1"
keys C-z; wait_for "Stopped"; wait_gone "1 Counter"; wait_for "shell$"
keys "fg" Enter; wait_for "1 Counter"; wait_for "Count: 1"
keys +; wait_for "Count: 2"
app_pid="$(pgrep -P "$(cat "$data/launcher.pid")" primetime)"
[ -n "$app_pid" ] || fail "the app's pid under the launcher"
kill -CONT "$app_pid"
keys +; wait_for "Count: 3"
kill -TSTP "$app_pid"; wait_for "Stopped"; wait_gone "1 Counter"; wait_for "shell$"
keys "fg" Enter; wait_for "1 Counter"; wait_for "Count: 3"
keys +; wait_for "Count: 4"
keys q; wait_for "LAUNCHER-DONE"; wait_for "shell$"

# In a pipeline (its stderr piped into another command): Ctrl-Z stops the whole pipeline.
keys "clear; env TERM=xterm-256color LANG=C.UTF-8 '$bin' --data-dir '$data' 2>&1 >/dev/tty | cat; echo PIPELINE-DONE" Enter
wait_for "1 Counter"
keys C-z; wait_for "Stopped"; wait_gone "1 Counter"; wait_for "shell$"
keys "fg" Enter; wait_for "1 Counter"
keys q; wait_for "PIPELINE-DONE"; wait_for "shell$"

# Under load: the stopwatch running (a frame every second), 100 Ctrl-Z / fg cycles, and 1,000
# SIGWINCH sent around them (ten a cycle, spread over the stop, the stopped job and `fg`). No
# frame may land on the shell's screen while the job is stopped (a frame drawn after the
# terminal was given back turns the alternate screen on again), nothing may crash, the app must
# still answer keys, and once it quits the tty's modes (`stty -a`, run in the pane) must be what
# they were before it started. Polls are short, and the step has a deadline of its own.
step "under load: the stopwatch running, 100 Ctrl-Z/fg cycles, 1,000 SIGWINCH"
load_start=$SECONDS
load_deadline=$((SECONDS + 120))
# Polls every 20 ms until the command succeeds; fails after 10 s or at the step's deadline.
poll() {
  for _ in $(seq 500); do
    "$@" && return 0
    [ "$SECONDS" -lt "$load_deadline" ] || return 1
    sleep 0.02
  done
  return 1
}
shown() { tmux_ capture-pane -p -t "$session" | grep -qF -- "$1"; }
process_state() {
  local stat
  read -r stat 2>/dev/null <"/proc/$load_pid/stat" || { echo gone; return; }
  stat="${stat##*) }"
  echo "${stat%% *}"
}
job_stopped() { [ "$(process_state)" = T ]; }
tmux_ kill-session -t "$session" 2>/dev/null || true
# The prompt counts commands (\#), so each stop's prompt is told from the ones before it.
tmux_ -f /dev/null new-session -d -s "$session" -x 80 -y 24 \
  "env PS1='shell\\#$ ' bash --norc --noprofile -i"
wait_for 'shell1$'
keys "stty -a >'$data/stty-before'" Enter; wait_for 'shell2$'
keys "sh -c 'echo \$\$ >$data/pid; exec env TERM=xterm-256color LANG=C.UTF-8 $bin --data-dir $data'" Enter
wait_for "1 Counter"
load_pid="$(cat "$data/pid")"
keys 3; wait_for "Stopwatch"; keys Space; wait_for "running"
winch=0
for cycle in $(seq 100); do
  (for _ in $(seq 10); do kill -WINCH "$load_pid" 2>/dev/null; sleep 0.002; done) &
  winch=$((winch + 10))
  keys C-z
  poll job_stopped || fail "cycle $cycle: not stopped (state $(process_state))"
  poll shown "shell$((cycle + 2))\$" || fail "cycle $cycle: no prompt after the stop"
  shown "3 Stopwatch" && fail "cycle $cycle: a frame was drawn while stopped"
  [ "$(pane_modes)" = "0 00 1" ] || fail "cycle $cycle: stopped with the terminal in $(pane_modes)"
  keys fg Enter
  poll shown "running" || fail "cycle $cycle: not back after fg (state $(process_state))"
  wait
done
[ "$winch" = 1000 ] || fail "sent $winch SIGWINCH"
[ "$(process_state)" != gone ] || fail "the app died under load"
keys Space; wait_for "stopped"
keys 1; wait_for "Count: 0"; keys +; wait_for "Count: 1"
keys q; poll shown 'shell103$' || fail "no prompt after quitting"
keys 'echo EXIT=$?' Enter; wait_for "EXIT="
shown "EXIT=0" || fail "the app ended with $(tmux_ capture-pane -p -t "$session" | grep -o 'EXIT=[0-9]*')"
[ "$(pane_modes)" = "0 00 1" ] || fail "after quitting, the terminal is in $(pane_modes)"
keys "stty -a >'$data/stty-after'" Enter; wait_for 'shell105$'
diff "$data/stty-before" "$data/stty-after" >&2 || fail "stty -a differs after the load"
step "under load: no frame while stopped, the app answered, stty -a unchanged ($((SECONDS - load_start)) s)"

# Terminals without an alternate screen: the app clears what it drew when it quits.
for term in vt100 linux; do
  launch 80x24 TERM=$term
  wait_for "Count: 0"
  # The Linux console's font has no braille or emoji: ASCII glyphs, as under LANG=C.
  if [ $term = linux ]; then
    wait_for "-----"
    tmux_ capture-pane -p -t "$session" | grep -q "─" && fail "TERM=linux drew Unicode"
  fi
  keys q; wait_for "EXIT=0"
  tmux_ capture-pane -p -t "$session" | grep -q "Count:" && fail "TERM=$term: the last frame stayed"
  step "TERM=$term: screen cleared on quit$([ $term = linux ] && echo ", ASCII glyphs")"
done

# A terminal this machine has no terminfo for (a newer terminal's, over SSH): drawn as
# xterm-256color, and said so once the terminal is back.
launch 80x24 TERM=e2e-unknown-terminal
wait_for "Count: 0"
keys q; wait_for "EXIT=0"
# Joined: the line is wider than the pane.
tmux_ capture-pane -p -J -t "$session" \
  | grep -qF "does not know TERM=e2e-unknown-terminal, so it was drawn as TERM=xterm-256color" \
  || fail "unknown TERM: $(tmux_ capture-pane -p -t "$session")"
step "an unknown TERM: drawn as xterm-256color, and said on the way out"

# TERM=linux while a request runs: the spinner, in the tab bar and on the counter, is ASCII,
# and nothing on the screen is braille or emoji. The request is asked of Wolfram Alpha through
# a proxy that accepts and never answers (a python listener on loopback), so it runs until the
# client's 10 s timeout: long enough to look at, with no wall-clock guess. Esc cancels it.
python3 -c '
import socket, sys
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", 0)); s.listen(8)
print(s.getsockname()[1], flush=True)
held = []
while True: held.append(s.accept()[0])
' >"$data/hang-port" &
hang_pid=$!
for _ in $(seq 50); do [ -s "$data/hang-port" ] && break; sleep 0.1; done
hang_port="$(cat "$data/hang-port")"
[ -n "$hang_port" ] || fail "no port from the listener that never answers"
tmux_ kill-session -t "$session" 2>/dev/null || true
tmux_ -f /dev/null new-session -d -s "$session" -x 80 -y 24 \
  "env TERM=linux LANG=C.UTF-8 https_proxy=http://127.0.0.1:$hang_port '$bin' --data-dir '$data' --wolfram-app-id e2e; echo EXIT=\$?; sleep 60"
wait_for "1 Counter"
keys + + +; wait_for "Count: 3"; keys n
wait_for "Asking for the 3rd prime..."
screen="$(tmux_ capture-pane -p -t "$session")"
echo "$screen" | grep -qE '^ +1 Counter [|/\\-] ' || fail "TERM=linux: no ASCII spinner in the tab bar"
echo "$screen" | grep -qE '^ [|/\\-] Asking for the 3rd prime\.\.\. [0-9]+s' \
  || fail "TERM=linux: no ASCII spinner on the counter"
if echo "$screen" | LC_ALL=C grep -q '[^[:print:]]'; then
  fail "TERM=linux drew a character outside ASCII while a request ran"
fi
keys Escape; wait_gone "Asking for"
keys q; wait_for "EXIT=0"
kill "$hang_pid" 2>/dev/null || true
wait "$hang_pid" 2>/dev/null || true
hang_pid=""
step "TERM=linux, a request running: the spinner is ASCII, nothing outside ASCII on screen"

# LANG=C: plain ASCII, nothing mangled into the rest of the line.
launch 80x24 LANG=C LC_ALL=
wait_for "1 Counter"; wait_for "-----"
tmux_ capture-pane -p -t "$session" | grep -q "─" && fail "LANG=C drew Unicode"
keys q; wait_for "EXIT=0"
step "LANG=C: ASCII"

# --no-mouse: the terminal keeps the mouse (to select and copy); the app asks for no reports.
tmux_ kill-session -t "$session" 2>/dev/null || true
tmux_ -f /dev/null new-session -d -s "$session" -x 80 -y 24 \
  "env TERM=xterm-256color LANG=C.UTF-8 '$bin' --data-dir '$data' --no-mouse; echo EXIT=\$?; sleep 60"
wait_for "1 Counter"
modes="$(pane_modes)"
[ "$(echo "$modes" | cut -d' ' -f2)" = "00" ] || fail "--no-mouse: the terminal is in $modes"
keys q; wait_for "EXIT=0"
step "--no-mouse: no mouse reporting asked for"

# NO_COLOR: an empty value is ignored (no-color.org); any other value turns colour off. A
# running stopwatch is drawn in the accent colour (the dark theme's cyan: 44 of the 256, SGR
# 38;5;44, under xterm-256color). Any foreground colour counts: SGR 30-37 or 38;….
colors() { tmux_ capture-pane -e -p -t "$session" | grep -cE $'\e\\[[0-9;:]*(3[0-7]|38[;:])' || true; }
launch 80x24 NO_COLOR=
wait_for "1 Counter"; keys 3; wait_for "3 Stopwatch"; keys Space; wait_for "running"
[ "$(colors)" -gt 0 ] || fail "NO_COLOR= (empty) turned colour off"
keys q; wait_for "EXIT=0"
launch 80x24 NO_COLOR=1
wait_for "1 Counter"; keys 3; wait_for "3 Stopwatch"; keys Space; wait_for "running"
[ "$(colors)" = 0 ] || fail "NO_COLOR=1 left colour on"
keys q; wait_for "EXIT=0"
step "NO_COLOR: empty ignored, set turns colour off"

# Synchronized output (DEC mode 2026): a frame written between ESC [ ? 2026 h and ESC [ ? 2026 l
# is shown all at once. The app brackets its frames where the terminal's terminfo entry has the
# extended `Sync` capability, or TERMINALUI_SYNC=1 (the kit's; PRIMETIME_SYNC=1 too) asks for it;
# it never queries the terminal.
# ncurses 6.4's tmux-256color has no Sync (nor does tmux 3.3a know the mode, or answer DECRQM),
# so in plain tmux the brackets must be absent; a private entry with Sync stands for a terminal
# that has it. `tmux pipe-pane -O` records every byte the app writes; the app is started once
# the recording is, by an Enter its shell waits for.
sync_terminfo="$data/terminfo"
mkdir -p "$sync_terminfo"
{ infocmp -x tmux-256color; printf '\tSync=\\E[?2026%%?%%p1%%{1}%%-%%tl%%eh%%;,\n'; } \
  >"$data/tmux-sync.src"
tic -x -o "$sync_terminfo" "$data/tmux-sync.src"
# `app_flags=FLAGS sync_record …` runs the app with those flags too.
sync_record() {
  local record="$1"; shift
  tmux_ kill-session -t "$session" 2>/dev/null || true
  tmux_ -f /dev/null new-session -d -s "$session" -x 80 -y 24 \
    "read -r _; env TERM=tmux-256color LANG=C.UTF-8 $* '$bin' --data-dir '$data' ${app_flags:-}; echo EXIT=\$?; sleep 60"
  tmux_ pipe-pane -O -t "$session" "cat >'$record'"
  keys Enter
  wait_for "1 Counter"; keys + +; wait_for "Count: 2"; keys 2; wait_for "2 Favorites"
  keys q; wait_for "EXIT=0"
  tmux_ pipe-pane -t "$session"
}
# `sync_check FILE on|off`: with `on`, every frame is bracketed: begins and ends alternate, and
# up to the alternate screen's end nothing but escape sequences and control characters (the
# set-up, sgr0's shift-in) is written outside them; with `off`, no byte of mode 2026 is written
# at all. Prints the frame count.
sync_check() {
  python3 - "$@" <<'PY'
import re, sys
data, want = open(sys.argv[1], "rb").read(), sys.argv[2]
end = data.find(b"\x1b[?1049l")
if end < 0: sys.exit("no alternate screen left in the recording")
app = data[:end]
if b"Count:" not in app: sys.exit("no frame recorded")
if want == "off":
    if b"\x1b[?2026" in data: sys.exit("mode 2026 written where unsupported")
    print("no brackets"); sys.exit()
marks = "".join(m.group(1).decode() for m in re.finditer(rb"\x1b\[\?2026([hl])", app))
if not marks or marks != "hl" * (len(marks) // 2):
    sys.exit(f"brackets out of order: {marks}")
outside = re.sub(rb"\x1b\[\?2026h.*?\x1b\[\?2026l", b"", app, flags=re.S)
escapes = rb"\x1b(\[[0-?]*[ -/]*[@-~]|[()][0-9A-Za-z]|[=>78])"
left = re.sub(rb"[\x00-\x1f]", b"", re.sub(escapes, b"", outside))
if left: sys.exit(f"written outside the brackets: {left[:80]!r}")
print(f"{len(marks) // 2} frames, each bracketed")
PY
}
sync_record "$data/sync-tmux"
result="$(sync_check "$data/sync-tmux" off 2>&1)" || fail "TERM=tmux-256color: $result"
step "synchronized output, tmux-256color (no Sync): $result"
sync_record "$data/sync-terminfo" "TERMINFO='$sync_terminfo'"
result="$(sync_check "$data/sync-terminfo" on 2>&1)" || fail "terminfo with Sync: $result"
step "synchronized output, an entry with Sync: $result"
sync_record "$data/sync-off" "TERMINFO='$sync_terminfo' TERMINALUI_SYNC=0"
result="$(sync_check "$data/sync-off" off 2>&1)" || fail "TERMINALUI_SYNC=0: $result"
step "synchronized output, TERMINALUI_SYNC=0 over an entry with Sync: $result"
sync_record "$data/sync-on" "TERMINALUI_SYNC=1"
result="$(sync_check "$data/sync-on" on 2>&1)" || fail "TERMINALUI_SYNC=1: $result"
step "synchronized output, TERMINALUI_SYNC=1 over tmux-256color: $result"
sync_record "$data/sync-former" "PRIMETIME_SYNC=1"
result="$(sync_check "$data/sync-former" on 2>&1)" || fail "PRIMETIME_SYNC=1: $result"
step "synchronized output, the former name PRIMETIME_SYNC=1 over tmux-256color: $result"

# Mouse reporting, in the bytes the app writes: asked for (ESC [ ? 1000 h, clicks, and
# ESC [ ? 1006 h, their SGR encoding) unless --no-mouse, which writes no mouse mode at all.
mouse_check() {
  python3 - "$@" <<'PY'
import sys
data, want = open(sys.argv[1], "rb").read(), sys.argv[2]
if b"Count:" not in data: sys.exit("no frame recorded")
modes = [m for m in (b"1000", b"1002", b"1003", b"1006") if b"\x1b[?" + m + b"h" in data]
if want == "on" and (b"1000" not in modes or b"1006" not in modes):
    sys.exit(f"mouse reporting not asked for: {modes}")
if want == "off" and modes:
    sys.exit(f"mouse modes asked for: {[m.decode() for m in modes]}")
print("asked for: " + (", ".join("?" + m.decode() + "h" for m in modes) or "none"))
PY
}
result="$(mouse_check "$data/sync-tmux" on 2>&1)" || fail "mouse: $result"
step "mouse reporting without --no-mouse, in the bytes written: $result"
app_flags=--no-mouse sync_record "$data/no-mouse"
result="$(mouse_check "$data/no-mouse" off 2>&1)" || fail "--no-mouse: $result"
step "--no-mouse, in the bytes written: $result"

# --version: the name and a version number, nothing else.
version="$("$bin" --version)" || fail "--version: exit code $?"
[[ "$version" =~ ^primetime\ [0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "--version printed: $version"
version_checklists="$("$checklists_bin" --version)" || fail "checklists --version: exit code $?"
[[ "$version_checklists" =~ ^checklists\ [0-9]+\.[0-9]+\.[0-9]+$ ]] \
  || fail "checklists --version printed: $version_checklists"
step "--version: $version, $version_checklists"

# A bad key name is a usage error like any other bad argument: exit 64 and the usage line.
set +e
"$bin" --headless --data-dir "$data" --keys '<nope>' >/dev/null 2>"$data/err"
code=$?
set -e
[ "$code" = 64 ] || fail "bad key name: exit code $code, expected 64"
grep -q "<nope>" "$data/err" && grep -q "Usage" "$data/err" || fail "bad key name: $(cat "$data/err")"
step "bad --keys: exit 64 with usage"

# An empty --data-dir names no folder: refused, nothing written where the app was started.
set +e
(cd "$data" && mkdir -p empty-dir && cd empty-dir \
  && "$bin" --headless --data-dir '' --keys '<esc>++ps' >/dev/null 2>"$data/err")
code=$?
set -e
[ "$code" = 64 ] || fail "empty --data-dir: exit code $code, expected 64"
grep -q -- "--data-dir needs a folder" "$data/err" || fail "empty --data-dir: $(cat "$data/err")"
[ -z "$(ls -A "$data/empty-dir")" ] || fail "empty --data-dir wrote: $(ls -A "$data/empty-dir")"
step "empty --data-dir: exit 64, nothing written"

# A size past the largest drawn is refused at once, not drawn for minutes.
set +e
timeout 20 "$bin" --headless --data-dir "$data" --size 99999x99999 --keys + >/dev/null 2>"$data/err"
code=$?
set -e
[ "$code" = 64 ] || fail "huge --size: exit code $code, expected 64"
grep -q "at most 1000x1000" "$data/err" || fail "huge --size: $(cat "$data/err")"
step "huge --size: exit 64 at once, the limit named"

# The terminal comes back sane however the app ends: Ctrl-C, SIGTERM, SIGHUP, and a crash
# (SIGSEGV), where Swift's backtrace must be readable and its prompt answerable.
for ending in ctrl-c TERM HUP SEGV; do
  tmux_ kill-session -t "$session" 2>/dev/null || true
  tmux_ -f /dev/null new-session -d -s "$session" -x 80 -y 24 \
    "sh -c 'echo \$\$ >$data/pid; exec env TERM=xterm-256color LANG=C.UTF-8 $bin --data-dir $data'; echo EXIT=\$?; stty -a; sleep 60"
  wait_for "1 Counter"
  if [ "$ending" = ctrl-c ]; then
    tmux_ send-keys -t "$session" C-c
  else
    kill -"$ending" "$(cat "$data/pid")"
  fi
  if [ "$ending" = SEGV ]; then
    # A SIGSEGV sent with kill has no faulting instruction to repeat, so after Swift's
    # backtracer the process lives on; check the terminal from outside, then end it.
    wait_for "Program crashed"
    wait_for "any other key to quit"
    tmux_ send-keys -t "$session" q
    wait_gone "any other key to quit"
    modes="$(stty -a -F "$(tmux_ display -p -t "$session" '#{pane_tty}')")"
    echo "$modes" | grep -qE '(^| )-(echo|icanon)( |$)' && fail "terminal not restored after a crash"
    kill -KILL "$(cat "$data/pid")"
  fi
  wait_for "EXIT="
  screen="$(tmux_ capture-pane -p -t "$session")"
  echo "$screen" | grep -qE '(^| )-(echo|icanon)( |$)' && fail "terminal not restored after $ending"
  [ "$(pane_modes)" = "0 00 1" ] || fail "after $ending, the terminal is in $(pane_modes)"
  [ "$ending" != SEGV ] && echo "$screen" | grep -q "1 Counter" && fail "screen still up after $ending"
  step "terminal sane after $ending ($(echo "$screen" | grep -o 'EXIT=[0-9]*'))"
done

set +e
"$bin" --data-dir "$data" </dev/null >/dev/null 2>"$data/err"
code=$?
set -e
[ "$code" = 2 ] || fail "no TTY: exit code $code, expected 2"
grep -q "must be a terminal" "$data/err" || fail "no TTY: $(cat "$data/err")"
step "no TTY: one line, exit code 2"

# A favorites file the user may not read: the app says so, stays usable (3 can be saved), and
# keeps the unreadable file beside the new one. Root ignores file modes, so as root the app
# runs as `nobody`, from a copy of the binary that user can reach.
denied="$(mktemp -d)"
chmod 755 "$denied"
printf '[2,3]' >"$denied/favorite-primes.json"
chmod 000 "$denied/favorite-primes.json"
run_as=()
if [ "$(id -u)" = 0 ]; then
  cp "$bin" "$denied/primetime"
  chown nobody "$denied"
  run_as=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
  denied_bin="$denied/primetime"
else
  denied_bin="$bin"
fi
screen="$("${run_as[@]}" env LANG=C.UTF-8 "$denied_bin" --data-dir "$denied" --headless --size 80x24 --keys 2)"
echo "$screen" | grep -qi "permission denied" || fail "unreadable file: $screen"
"${run_as[@]}" env LANG=C.UTF-8 "$denied_bin" --data-dir "$denied" --headless --size 80x24 \
  --keys '1+++ps' >/dev/null
grep -qx '\[3\]' "$denied/favorite-primes.json" || fail "after saving 3: $(cat "$denied/favorite-primes.json")"
kept=("$denied"/favorite-primes.json.corrupt-*)
[ "$(cat "${kept[0]}")" = "[2,3]" ] || fail "the unreadable file was not kept: ${kept[*]}"
rm -rf "$denied"
step "unreadable favorites file: reported, app usable, file kept"

# A FIFO where the favorites file should be: answered at once (opening it used to wait for a
# writer forever), and set aside when a prime is saved.
fifo="$(mktemp -d)"
printf '{"tour":{"finished":true}}' >"$fifo/app-storage.json"
mkfifo "$fifo/favorite-primes.json"
app_data="$data"
data="$fifo"
launch 80x24
keys 2; wait_for "not a regular file"
keys q; wait_for "EXIT=0"
data="$app_data"
screen="$(timeout 20 env LANG=C.UTF-8 "$bin" --data-dir "$fifo" --headless --size 80x24 --keys 2)" \
  || fail "FIFO: the app did not answer within 20 s"
echo "$screen" | grep -q "not a regular file" || fail "FIFO: $screen"
timeout 20 env LANG=C.UTF-8 "$bin" --data-dir "$fifo" --headless --size 80x24 --keys '+++ps' \
  >/dev/null || fail "FIFO: saving 3 did not finish within 20 s"
grep -qx '\[3\]' "$fifo/favorite-primes.json" || fail "FIFO: after saving 3: not [3]"
kept=("$fifo"/favorite-primes.json.corrupt-*)
[ -p "${kept[0]}" ] || fail "FIFO: not kept aside: ${kept[*]}"
rm -rf "$fifo"
step "FIFO for the favorites file: answered at once in the app and headless, kept aside"

# Two instances on one data folder: what one saves shows in the other within a second or so,
# a deletion in one is not undone by the other's next save, and the file keeps both.
shared="$(mktemp -d)"
printf '{"tour":{"finished":true}}' >"$shared/app-storage.json"
printf '[2,3]' >"$shared/favorite-primes.json"
first_session="$session"
second="$session-second"
for name in "$first_session" "$second"; do
  tmux_ kill-session -t "$name" 2>/dev/null || true
  tmux_ -f /dev/null new-session -d -s "$name" -x 80 -y 24 \
    "env TERM=xterm-256color LANG=C.UTF-8 '$bin' --data-dir '$shared'; echo EXIT=\$?; sleep 60"
  session="$name"; wait_for "Favorite primes (2): 2, 3"
done
session="$second"; keys + + + + +; wait_for "Count: 5"; keys p; wait_for "5 is prime"; keys s
wait_for "It is one of your favorite primes"; keys Escape; wait_gone "Is this prime?"
session="$first_session"; wait_for "Favorite primes (3): 2, 3, 5"
keys 2; wait_for "1/3"; keys Down; wait_for "2/3"; keys d; wait_for "Deleted 3. u puts it back."
session="$second"; keys 1; wait_for "Favorite primes (2): 2, 5"
keys + +; wait_for "Count: 7"; keys p; wait_for "7 is prime"; keys s
wait_for "It is one of your favorite primes"; keys Escape; wait_gone "Is this prime?"
wait_for "Favorite primes (3): 2, 5, 7"
session="$first_session"; keys 1; wait_for "Favorite primes (3): 2, 5, 7"
for name in "$first_session" "$second"; do session="$name"; keys q; wait_for "EXIT=0"; done
session="$first_session"
grep -qx '\[2,5,7\]' "$shared/favorite-primes.json" \
  || fail "two instances: the file holds $(cat "$shared/favorite-primes.json")"
rm -rf "$shared"
step "two instances on one data folder: each sees the other's saves, nothing lost or undone"

# Another PrimeTime holds the favorites' lock (stopped mid-save; here `flock` stands for it):
# the app keeps answering keys, says the prime is not saved yet, then, the lock's wait (2 s)
# over, that another PrimeTime held the file; `q` ends within the 5 s bound plus slack, with
# exit code 1 and the unsaved favorites on stderr; the file keeps what it held.
locked="$(mktemp -d)"
printf '{"tour":{"finished":true}}' >"$locked/app-storage.json"
printf '[2]' >"$locked/favorite-primes.json"
flock "$locked/.favorite-primes.json.lock" sleep 60 &
holder=$!
tmux_ kill-session -t "$session" 2>/dev/null || true
tmux_ -f /dev/null new-session -d -s "$session" -x 80 -y 24 \
  "env TERM=xterm-256color LANG=C.UTF-8 '$bin' --data-dir '$locked' 2>'$locked/err'; echo EXIT=\$?; sleep 60"
wait_for "Favorite primes (1): 2"
keys + + +; wait_for "Count: 3"; keys p; wait_for "3 is prime"; keys s
wait_for "In your favorites, but not saved."; keys Escape; wait_gone "Is this prime?"
keys 2; wait_for "another PrimeTime held favorite-primes.json for 2 seconds"
keys 1; wait_for "Count: 3"
started=$(date +%s)
keys q; wait_for "EXIT=1"
took=$(($(date +%s) - started))
[ "$took" -le 10 ] || fail "lock held elsewhere: quitting took ${took}s"
grep -q 'the favorites \[2,3\] were not saved: another PrimeTime held' "$locked/err" \
  || fail "lock held elsewhere: stderr: $(cat "$locked/err")"
grep -qx '\[2\]' "$locked/favorite-primes.json" \
  || fail "lock held elsewhere: the file holds $(cat "$locked/favorite-primes.json")"
kill "$holder" 2>/dev/null || true
wait "$holder" 2>/dev/null || true
rm -rf "$locked"
step "lock held by another process: keys answer, the save waits, q exits 1 in ${took}s"

# Headless Esc on a first launch skips the tour and exits only once its record is written:
# six fresh data folders, six records, no temporary file left.
for round in 1 2 3 4 5 6; do
  fresh="$(mktemp -d)"
  env LANG=C.UTF-8 "$bin" --headless --data-dir "$fresh" --keys '<esc>' >/dev/null
  grep -q '"tour"' "$fresh/app-storage.json" 2>/dev/null \
    || fail "headless <esc> round $round: no tour record in app-storage.json"
  if ls -A "$fresh" | grep -q '\.tmp-'; then fail "headless <esc> round $round: $(ls -A "$fresh")"; fi
  rm -rf "$fresh"
done
step "headless <esc> on a first launch: the tour's record written every time, no temp file"

# A headless run's <wait …> moves the app's clock on at once: the stopwatch, started, shows
# the minutes waited, and stopped, shows no more, in a run that takes a moment for real.
fresh="$(mktemp -d)"
started=$(date +%s)
screen="$(env LANG=C.UTF-8 "$bin" --headless --data-dir "$fresh" --size 40x12 \
  --keys '<esc>3 <wait 25m> <wait 1h>')"
took=$(($(date +%s) - started))
echo "$screen" | grep -q '^   25:0[0-9]$' || fail "headless <wait 25m> on the stopwatch: $screen"
[ "$took" -lt 20 ] || fail "headless <wait 25m> took ${took}s for real"
rm -rf "$fresh"
step "headless <wait 25m> on the stopwatch: 25 minutes shown, in ${took}s"

# Heard, not seen: each app with --accessible, as a screen reader user runs it. The bytes it
# writes (recorded with pipe-pane) are printable text and newlines only, no escape sequence;
# each key adds at most two lines; quitting leaves the tty's modes as they were.
accessible_run() {
  local name="$1" bin_path="$2" first="$3"; shift 3
  local acc; acc="$(mktemp -d)"
  tmux_ kill-session -t "$session" 2>/dev/null || true
  tmux_ -f /dev/null new-session -d -s "$session" -x 100 -y 40 \
    "stty -a > '$acc/before'; sleep 0.5; env TERM=xterm-256color LANG=C.UTF-8 '$bin_path' --accessible --data-dir '$acc/data'; echo EXIT=\$?; stty -a > '$acc/after'; sleep 60"
  tmux_ pipe-pane -o -t "$session" "cat >> '$acc/bytes'"
  wait_for "$first"
  local lines before
  for key in "$@"; do
    before=$(tmux_ capture-pane -p -t "$session" | grep -c . || true)
    tmux_ send-keys -t "$session" "$key"
    sleep 0.3
    lines=$(tmux_ capture-pane -p -t "$session" | grep -c . || true)
    [ $((lines - before)) -le 2 ] || fail "$name --accessible: key $key added $((lines - before)) lines"
  done
  wait_for "EXIT=0"
  [ -f "$acc/after" ] || sleep 0.5
  local app_bytes; app_bytes="$(sed '/EXIT=/,$d' "$acc/bytes")"
  if printf '%s' "$app_bytes" | LC_ALL=C grep -q $'\e'; then
    fail "$name --accessible wrote an escape sequence: $(printf '%s' "$app_bytes" | od -c | head -5)"
  fi
  if printf '%s' "$app_bytes" | tr -d '\r\n' | LC_ALL=C.UTF-8 grep -q '[[:cntrl:]]'; then
    fail "$name --accessible wrote a control character"
  fi
  diff -q "$acc/before" "$acc/after" >/dev/null || fail "$name --accessible left the tty's modes changed"
  # The journey was heard: each line the caller expects (in $heard, one a line) was said.
  while IFS= read -r line; do
    [ -z "$line" ] || printf '%s' "$app_bytes" | grep -qF -- "$line" \
      || fail "$name --accessible did not say: $line"
  done <<<"$heard"
  rm -rf "$acc"
}
# PrimeTime: the tour skipped, a count, a prime saved, the favorites filtered, one deleted and
# put back, the nth prime asked (Enter, with a filter in force) and answered.
heard='Counter tab, 1 of 5.
Count 2.
Dialog: 2 is prime. s saves it.
In your favorites.
Favorites tab, 2 of 5. 1 of 1: 2.
Filter: /2, 1 match.
Filter kept: /2, 1 match.
Deleted 2. u puts it back.
Filter kept: /2, 1 match. 1 of 1: 2.
Asking for the 2nd prime...
Dialog: The 2nd prime is 3. Enter closes.
Closed. 1 favorite prime saved.'
accessible_run primetime "$bin" "Press question mark for keys." Escape + + p s Escape 2 / 2 Enter d u Enter Enter q q
step "primetime --accessible: plain lines only, at most two a key, the tty's modes as they were"
# Checklists: a checklist added and opened, an item added, ticked, and deleted after its alert.
heard='New checklist. Tab next field, Enter saves, Escape cancels, F1 help. Title: empty.
Checklists. Row 1 of 1: Go, 0 of 0 done.
Go. No items yet: a adds one.
0 of 1 done. 1 of 1: m, to do.
1 of 1 done. 1 of 1: m, done.
Dialog: Delete "m"?
Delete focused.
Deleted "m". No items yet: a adds one.
Closed. 1 checklist saved.'
accessible_run checklists "$checklists_bin" "Press question mark for keys." a G o Enter Enter a m Enter Escape Space d Tab Enter q q
step "checklists --accessible: plain lines only, at most two a key, the tty's modes as they were"

# A SIGTERM while heard: the tty's modes are put back, and the process ends by the signal.
acc="$(mktemp -d)"
tmux_ kill-session -t "$session" 2>/dev/null || true
tmux_ -f /dev/null new-session -d -s "$session" -x 100 -y 40 \
  "stty -a > '$acc/before'; env TERM=xterm-256color LANG=C.UTF-8 '$bin' --accessible --data-dir '$acc/data'; echo EXIT=\$?; stty -a > '$acc/after'; sleep 60"
wait_for "Press question mark for keys."
pkill -TERM -f -- "--accessible --data-dir $acc/data"
wait_for "EXIT=143"
for _ in $(seq 50); do [ -s "$acc/after" ] && break; sleep 0.1; done
diff -q "$acc/before" "$acc/after" >/dev/null || fail "SIGTERM with --accessible left the tty's modes changed"
rm -rf "$acc"
step "primetime --accessible, SIGTERM: the tty's modes put back, ended by the signal (143)"

# Ctrl-Z while heard stops the job with the tty's modes given back; fg takes the keys again.
acc="$(mktemp -d)"
tmux_ kill-session -t "$session" 2>/dev/null || true
tmux_ -f /dev/null new-session -d -s "$session" -x 100 -y 40 "env PS1='shell$ ' bash --norc --noprofile -i"
wait_for "shell$"
keys "env TERM=xterm-256color LANG=C.UTF-8 '$bin' --accessible --data-dir '$acc/data'" Enter
wait_for "Press question mark for keys."
keys Escape; wait_for "Counter tab, 1 of 5."
keys C-z; wait_for "Stopped"
keys "stty -a | grep -o -- '-*icanon'" Enter; wait_for "icanon"
tmux_ capture-pane -p -t "$session" | grep -q -- "-icanon" && fail "--accessible: raw mode left on while suspended"
# Resumed, it says where the user is, whole: the count once more (on the counter, or under the
# tour's step while the tour shows).
said_count() { tmux_ capture-pane -p -S - -t "$session" | grep -c "Count 0\." || true; }
before="$(said_count)"
keys "fg" Enter
for _ in $(seq 50); do [ "$(said_count)" -gt "$before" ] && break; sleep 0.1; done
[ "$(said_count)" -gt "$before" ] || fail "--accessible: resumed without saying where the user is"
keys +; wait_for "Count 1."
keys q; wait_for "shell$"
rm -rf "$acc"
step "primetime --accessible, Ctrl-Z then fg: cooked while stopped, keys taken again after, where the user is said"

# The second app on the kit: checklists. A checklist made, opened, filled and ticked off with
# the keys a person presses; the screens at 80x24, 40x12 and too small; a second instance on
# the same folder seeing each other's changes; Ctrl-Z and fg; Ctrl-C leaving the terminal sane;
# no TTY; a corrupt file kept aside; the headless runs of issue 38.
launch_checklists() {
  local size="$1"; shift
  tmux_ kill-session -t "$session" 2>/dev/null || true
  tmux_ -f /dev/null new-session -d -s "$session" -x "${size%x*}" -y "${size#*x}" \
    "env TERM=xterm-256color LANG=C.UTF-8 $* '$checklists_bin' --data-dir '$lists'; echo EXIT=\$?; stty -a; sleep 60"
  tmux_ set-option -t "$session" window-size manual >/dev/null
}
step "checklists: launch"
launch_checklists 80x24
wait_for "No checklists yet: a adds one."; wait_for "? help  q quit"
step "checklists: add one in the form"
keys a; wait_for "Checklists › New checklist"
keys -l "Groceries"; wait_for "Title  Groceries"
keys Enter; wait_for "Groceries"; wait_for "Done Items"; wait_for "0     0"; wait_gone "New checklist"
step "checklists: open it, add items, tick one off"
keys Enter; wait_for "Checklists › Groceries"
keys a; keys -l "milk"; keys Enter; wait_for "[ ] milk"
keys -l "eggs"; keys Enter; wait_for "[ ] eggs"
keys Escape; wait_for "Space toggle"
keys k Space; wait_for "[x] milk"; wait_for "1/2 done"
step "checklists: edit the title in the form, Tab to an item"
keys e; wait_for "Groceries › Edit"
keys -l " shop"; keys Tab End; keys -l " (2 l)"; keys Enter
wait_for "Checklists › Groceries shop"; wait_for "[x] milk (2 l)"
step "checklists: an item's notes pasted in the form (3 lines), saved, shown under it"
keys e; wait_for "Groceries shop › Edit"
keys Tab C-o; wait_for "Esc done"
tmux_ set-buffer -b e2e-notes "$(printf 'two litres\nsemi-skimmed\nnot the oat one')"
tmux_ paste-buffer -p -b e2e-notes -t "$session"; wait_for "not the oat one"
tmux_ delete-buffer -b e2e-notes
keys Escape; wait_gone "Esc done"; keys Enter; wait_for "Checklists › Groceries shop"
wait_for "semi-skimmed"
step "checklists: delete an item after the alert (d again is no answer: ← then Enter)"
keys j d; wait_for "Delete “eggs”?"; keys d; sleep 0.3; wait_for "Delete “eggs”?"
keys Left Enter; wait_gone "Delete “eggs”?"; wait_gone "eggs"
step "checklists: back to the list, help, resize"
keys Escape; wait_for "a add  Enter open"; wait_for "1     1"
keys ?; wait_for "Help 1"; keys Escape; wait_gone "Help 1"
tmux_ resize-window -t "$session" -x 30 -y 8; wait_for "Terminal too small"
tmux_ resize-window -t "$session" -x 40 -y 12; wait_for "1     1"; wait_for "? help  q quit"
tmux_ resize-window -t "$session" -x 80 -y 24; wait_for "1     1"
step "checklists: Ctrl-L redraws"
printf '\033[5;20HSCRIBBLE' >"$(tmux_ display -p -t "$session" '#{pane_tty}')"
wait_for "SCRIBBLE"; keys C-l; wait_gone "SCRIBBLE"; wait_for "1     1"
step "checklists: a second instance on the same folder"
first_session="$session"
second="$session-second"
session="$second"; launch_checklists 80x24; wait_for "Groceries shop"
keys a; keys -l "Packing"; keys Enter; wait_for "Packing"
session="$first_session"; wait_for "Packing"
step "checklists: the table sorted by s, reversed by S, said on its header"
# The row of `name` on screen.
row_of() { tmux_ capture-pane -p -t "$session" | grep -nF -- "$1" | head -1 | cut -d: -f1; }
# Whether `first` shows above `second`, within 5 s: a frame reaches tmux in pieces, so the
# header's arrow may show a moment before the rows under it are redrawn.
above() {
  for _ in $(seq 50); do
    [ "$(row_of "$1")" -lt "$(row_of "$2")" ] && return 0
    sleep 0.1
  done
  return 1
}
keys s; wait_for "Title ▲"
above "Groceries shop" Packing || fail "checklists: s did not put Groceries first"
keys S; wait_for "Title ▼"
above Packing "Groceries shop" || fail "checklists: S did not put Packing first"
# Groceries shop, last in that order.
keys G
keys Enter; wait_for "Checklists › Groceries shop"; keys Space; wait_for "0/1 done"
session="$second"; wait_for "0     1"
keys q; wait_for "EXIT=0"
session="$first_session"; keys q; wait_for "Groceries shop"; keys q; wait_for "EXIT=0"
[ "$(pane_modes)" = "0 00 1" ] || fail "checklists: after q, the terminal is in $(pane_modes)"
grep -q '"title" : "Packing"' "$lists/checklists.json" || fail "checklists: $(cat "$lists/checklists.json")"
grep -q '"text" : "milk (2 l)"' "$lists/checklists.json" || fail "checklists: $(cat "$lists/checklists.json")"
grep -qF '"notes" : "two litres\nsemi-skimmed\nnot the oat one"' "$lists/checklists.json" \
  || fail "checklists: the notes are not in the file: $(cat "$lists/checklists.json")"
step "checklists: Ctrl-Z, then fg; Ctrl-C leaves the terminal sane"
tmux_ kill-session -t "$session" 2>/dev/null || true
tmux_ -f /dev/null new-session -d -s "$session" -x 80 -y 24 "env PS1='shell$ ' bash --norc --noprofile -i"
wait_for "shell$"
keys "env TERM=xterm-256color LANG=C.UTF-8 '$checklists_bin' --data-dir '$lists'" Enter
wait_for "Groceries shop"
keys C-z; wait_for "Stopped"; wait_gone "Groceries shop"
keys "fg" Enter; wait_for "Groceries shop"
# The notes read back on this next launch, under their item.
keys g Enter; wait_for "Checklists › Groceries shop"; wait_for "not the oat one"
keys C-c; wait_gone "Groceries shop"; wait_for "shell$"
[ "$(pane_modes)" = "0 00 1" ] || fail "checklists: after Ctrl-C, the terminal is in $(pane_modes)"
keys "stty -a | grep -o -- '-*icanon'" Enter; wait_for "icanon"
tmux_ capture-pane -p -t "$session" | grep -q -- "-icanon" && fail "checklists: raw mode left on"
step "checklists: no TTY"
set +e
"$checklists_bin" --data-dir "$lists" </dev/null >/dev/null 2>"$lists/err"
code=$?
set -e
[ "$code" = 2 ] || fail "checklists: no TTY: exit code $code, expected 2"
grep -q "^checklists: standard input and output must be a terminal" "$lists/err" \
  || fail "checklists: no TTY: $(cat "$lists/err")"
step "checklists: the headless runs of issue 38, and a corrupt file kept aside"
fresh="$(mktemp -d)"
screen="$(env LANG=C.UTF-8 "$checklists_bin" --headless --data-dir "$fresh" \
  --keys 'aGroceries<enter><enter>amilk<enter><esc><space>')"
echo "$screen" | grep -q "Checklists › Groceries" && echo "$screen" | grep -q "\[x\] milk" \
  || fail "checklists headless: $screen"
again="$(env LANG=C.UTF-8 "$checklists_bin" --headless --data-dir "$fresh" --keys '<enter>')"
[ "$again" = "$screen" ] || fail "checklists headless, second run: $again"
printf 'not json' >"$fresh/checklists.json"
screen="$(env LANG=C.UTF-8 "$checklists_bin" --headless --data-dir "$fresh" --keys '')"
echo "$screen" | grep -q "could not be read (it is not valid JSON)" || fail "corrupt file: $screen"
[ "$(cat "$fresh/checklists.json")" = "not json" ] || fail "corrupt file changed unasked"
screen="$(env LANG=C.UTF-8 "$checklists_bin" --headless --data-dir "$fresh" --keys 'aNew<enter>')"
echo "$screen" | grep -q "The old checklists.json was kept as" || fail "corrupt file: $screen"
kept=("$fresh"/checklists.json.corrupt-*)
[ "$(cat "${kept[0]}")" = "not json" ] || fail "corrupt file not kept: ${kept[*]}"
set +e
"$checklists_bin" --headless --data-dir "$fresh" --keys '<nope>' >/dev/null 2>"$fresh/err"
code=$?
set -e
[ "$code" = 64 ] || fail "checklists: bad key name: exit code $code, expected 64"
rm -rf "$fresh"

# A disk that does not answer (Tools/slow-open: every open of one file waits, as a hung network
# mount would): each app draws its first frame at once, answers keys, says the file's slowness
# within the bound, quits within it, and loses nothing typed once the file answers.
shim_dir="$(mktemp -d)"
cc -shared -fPIC -o "$shim_dir/slow-open.so" Tools/slow-open/slow-open.c -ldl
slow="LD_PRELOAD=$shim_dir/slow-open.so SLOW_OPEN_SECONDS=7"
rm -rf "$lists" && mkdir -p "$lists"
printf '[{"id":"00000000-0000-0000-0000-000000000001","title":"Groceries","items":[]}]' \
  >"$lists/checklists.json"
launch_checklists 80x24 "$slow SLOW_OPEN_FILE=checklists.json"
started=$(date +%s%N)
wait_for "Loading checklists..."
[ $(( ($(date +%s%N) - started) / 1000000 )) -lt 1000 ] || fail "checklists, slow disk: no frame within 1 s"
keys a; wait_for "Title"; keys Trip; wait_for "Trip"; keys Enter; wait_for "Trip"
wait_for "checklists.json did not answer within 5 seconds"
# The file answers: what it holds and what was typed meanwhile, both, on screen and on disk.
wait_for "Groceries"
for _ in $(seq 150); do grep -q '"Trip"' "$lists/checklists.json" && break; sleep 0.1; done
grep -q '"Trip"' "$lists/checklists.json" && grep -q '"Groceries"' "$lists/checklists.json" \
  || fail "checklists, slow disk: not merged: $(cat "$lists/checklists.json")"
keys q; wait_for "EXIT=0"
step "checklists, slow disk: a frame at once, keys answered, the slowness said, nothing typed lost"
launch_checklists 80x24 "$slow SLOW_OPEN_FILE=checklists.json"
wait_for "Loading checklists..."
keys a; wait_for "Title"; keys Walk; wait_for "Walk"; keys Enter
started=$(date +%s)
keys q; wait_for "EXIT=1"
took=$(($(date +%s) - started))
[ "$took" -le 7 ] || fail "checklists, slow disk: q took ${took}s"
tmux_ capture-pane -p -t "$session" | tr -d '\n' | grep -q "may not be saved: checklists.json did not answer" \
  || fail "checklists, slow disk: q did not say what may not be saved"
step "checklists, slow disk: q exits in ${took}s, saying what may not be saved"
launch 80x24 "$slow SLOW_OPEN_FILE=favorite-primes.json"
started=$(date +%s%N)
wait_for "1 Counter"
[ $(( ($(date +%s%N) - started) / 1000000 )) -lt 1000 ] || fail "primetime, slow disk: no frame within 1 s"
keys +; wait_for "Count: 1"
wait_for "Favorite primes: not read (2 shows why)"
started=$(date +%s)
keys q; wait_for "EXIT="
took=$(($(date +%s) - started))
[ "$took" -le 7 ] || fail "primetime, slow disk: q took ${took}s"
step "primetime, slow disk: a frame at once, keys answered, the slowness said, q exits in ${took}s"
# The tour's record, in app-storage.json (.appStorage), on the hung disk: the same.
launch 80x24 "$slow SLOW_OPEN_FILE=app-storage.json"
started=$(date +%s%N)
wait_for "1 Counter"
[ $(( ($(date +%s%N) - started) / 1000000 )) -lt 1000 ] || fail "primetime, slow app storage: no frame within 1 s"
keys +; wait_for "Count: 1"
started=$(date +%s)
keys q; wait_for "EXIT="
took=$(($(date +%s) - started))
[ "$took" -le 7 ] || fail "primetime, slow app storage: q took ${took}s"
rm -rf "$shim_dir"
step "primetime, slow app storage: a frame at once, keys answered, q exits in ${took}s"

# The data folder made unreadable while each app runs (as `nobody` when root, which ignores
# file modes): keys answered, the failed save said, and nothing typed lost once the folder is
# readable again and the next change saves.
gone="$(mktemp -d)"
chmod 755 "$gone"
gone_as=()
gone_primetime="$bin"
gone_checklists="$checklists_bin"
if [ "$(id -u)" = 0 ]; then
  cp "$bin" "$gone/primetime"; cp "$checklists_bin" "$gone/checklists"
  gone_primetime="$gone/primetime"; gone_checklists="$gone/checklists"
  gone_as=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
fi
mkdir "$gone/data"
printf '[{"id":"00000000-0000-0000-0000-000000000001","title":"Groceries","items":[]}]' \
  >"$gone/data/checklists.json"
printf '{"tour":{"finished":true}}' >"$gone/data/app-storage.json"
printf '[2]' >"$gone/data/favorite-primes.json"
[ "$(id -u)" = 0 ] && chown -R nobody "$gone/data"
launch_gone() {
  tmux_ kill-session -t "$session" 2>/dev/null || true
  tmux_ -f /dev/null new-session -d -s "$session" -x 80 -y 24 \
    "${gone_as[*]} env TERM=xterm-256color LANG=C.UTF-8 '$1' --data-dir '$gone/data'; echo EXIT=\$?; sleep 60"
  tmux_ set-option -t "$session" window-size manual >/dev/null
}
launch_gone "$gone_checklists"
wait_for "Groceries"
chmod 000 "$gone/data"
keys a; wait_for "Title"; keys Walk; wait_for "Walk"; keys Enter
wait_for "could not be saved"
chmod 755 "$gone/data"
keys a; wait_for "Title"; keys Swim; wait_for "Swim"; keys Enter; wait_gone "could not be saved"
for name in Groceries Walk Swim; do
  grep -q "\"$name\"" "$gone/data/checklists.json" \
    || fail "checklists, folder unreadable: $name lost: $(cat "$gone/data/checklists.json")"
done
keys q; wait_for "EXIT=0"
step "checklists, folder unreadable while running: the failed save said, nothing typed lost"
launch_gone "$gone_primetime"
wait_for "Favorite primes (1): 2"
chmod 000 "$gone/data"
keys + + +; wait_for "Count: 3"; keys p; wait_for "3 is prime"; keys s
wait_for "Not saved:"; keys Escape; wait_gone "Is this prime?"
chmod 755 "$gone/data"
keys + +; wait_for "Count: 5"; keys p; wait_for "5 is prime"; keys s
wait_for "It is one of your favorite primes"; keys Escape; wait_gone "Is this prime?"
grep -qx '\[2,3,5\]' "$gone/data/favorite-primes.json" \
  || fail "primetime, folder unreadable: the file holds $(cat "$gone/data/favorite-primes.json")"
keys q; wait_for "EXIT=0"
rm -rf "$gone"
step "primetime, folder unreadable while running: the failed save said, nothing typed lost"
step "checklists: passed"

# What the kit draws is what the terminal shows: widths and colours (a script of its own).
E2E_BIN_DIR="$(dirname "$bin")" bash Tools/e2e-drawing.sh

# Both apps served over SSH to a real client (a script of its own).
E2E_BIN_DIR="$(dirname "$bin")" bash Tools/e2e-ssh.sh

echo "e2e: 1 passed, 0 failed"
