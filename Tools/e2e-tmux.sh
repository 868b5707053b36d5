#!/usr/bin/env bash
# End-to-end smoke test of the real `primetime` binary in a real terminal (tmux): switch tabs,
# open and close the prime modal, save a favorite, resize, quit, and check the screen at each
# step, the favorites file, and that the terminal is back in a sane mode afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product primetime >/dev/null
bin="$(swift build --show-bin-path)/primetime"
data="$(mktemp -d)"
echo '[2]' >"$data/favorite-primes.json"
session="primetime-e2e-$$"
socket="primetime-e2e-$$"
tmux_() { tmux -L "$socket" "$@"; }
cleanup() { tmux_ kill-server 2>/dev/null || true; rm -rf "$data"; }
trap cleanup EXIT

fail() {
  echo "e2e: FAILED: $*" >&2
  echo "--- screen ---" >&2
  tmux_ capture-pane -p -t "$session" >&2 || true
  exit 1
}

# Polls the screen for text (up to 15 s) instead of sleeping blindly.
wait_for() {
  for _ in $(seq 150); do
    if tmux_ capture-pane -p -t "$session" | grep -qF -- "$1"; then return 0; fi
    sleep 0.1
  done
  fail "waited for: $1"
}

wait_gone() {
  for _ in $(seq 150); do
    if ! tmux_ capture-pane -p -t "$session" | grep -qF -- "$1"; then return 0; fi
    sleep 0.1
  done
  fail "waited for this to go: $1"
}

step() { echo "e2e: $*"; }

tmux_ -f /dev/null new-session -d -s "$session" -x 80 -y 24 \
  "env TERM=xterm-256color LANG=C.UTF-8 '$bin' --data-dir '$data'; echo EXIT=\$?; stty -a; sleep 60"
tmux_ set-option -t "$session" window-size manual >/dev/null

step "launch";            wait_for "1 Counter"; wait_for "Favorite primes: 2"
step "tab 2";             tmux_ send-keys -t "$session" 2; wait_for "> 2"
step "tab 1";             tmux_ send-keys -t "$session" 1; wait_for "Count: 0"
step "count to 3";        tmux_ send-keys -t "$session" + + +; wait_for "Count: 3"
step "open the modal";    tmux_ send-keys -t "$session" p; wait_for "3 is prime"
step "save 3";            tmux_ send-keys -t "$session" s; wait_for "r: remove from favorite primes"
step "close the modal";   tmux_ send-keys -t "$session" Escape; wait_gone "3 is prime"
wait_for "Favorite primes: 2, 3"
step "shrink to 30x8";    tmux_ resize-window -t "$session" -x 30 -y 8; wait_for "Terminal too small"
step "grow to 80x24";     tmux_ resize-window -t "$session" -x 80 -y 24; wait_for "Count: 3"
step "shrink to 10x4";    tmux_ resize-window -t "$session" -x 10 -y 4; wait_for "have 10x4"
step "grow to 80x24";     tmux_ resize-window -t "$session" -x 80 -y 24; wait_for "Count: 3"
step "quit";              tmux_ send-keys -t "$session" q; wait_for "EXIT=0"

screen="$(tmux_ capture-pane -p -t "$session")"
echo "$screen" | grep -qE '(^| )-echo( |$)' && fail "echo is still off after quitting"
echo "$screen" | grep -qE '(^| )-icanon( |$)' && fail "canonical mode is still off after quitting"
step "terminal sane (echo, icanon)"

grep -qx '\[2,3\]' "$data/favorite-primes.json" || fail "favorites file: $(cat "$data/favorite-primes.json")"
step "favorites file holds [2,3]"

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
echo "$screen" | grep -q "permission" || fail "unreadable file: $screen"
"${run_as[@]}" env LANG=C.UTF-8 "$denied_bin" --data-dir "$denied" --headless --size 80x24 \
  --keys '1+++ps' >/dev/null
grep -qx '\[3\]' "$denied/favorite-primes.json" || fail "after saving 3: $(cat "$denied/favorite-primes.json")"
kept=("$denied"/favorite-primes.json.corrupt-*)
[ "$(cat "${kept[0]}")" = "[2,3]" ] || fail "the unreadable file was not kept: ${kept[*]}"
rm -rf "$denied"
step "unreadable favorites file: reported, app usable, file kept"

echo "e2e: 1 passed, 0 failed"
