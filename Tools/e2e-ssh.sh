#!/usr/bin/env bash
# End to end: both apps served over SSH (`--serve-ssh`) to a real client (OpenSSH's `ssh`, keys
# made here), on loopback only, everything bounded in time.
#
# - PrimeTime and Checklists, logged in to under tmux: used, resized, quit (exit status 0).
# - A key not in the authorized-keys file, and a password, refused and logged; a session
#   without a terminal told so in one line, with exit status 1.
# - The host key kept (mode 0600) and the same on the next start (the client's known_hosts).
# - Each user's own data folder; SIGTERM ends the sessions and the server cleanly.
# - Tools/ssh/load.py: sessions at once typing keys, one app killed with SIGKILL mid-frame
#   while the others go on; random bytes at the port and random keys in a session (the server
#   serves on). SSH_LOAD_SESSIONS and SSH_LOAD_KEYS size it (10 and 30 here; Tools/bench
#   --ssh runs 50 and 100).
#
# Run by Tools/e2e-tmux.sh; alone: bash Tools/e2e-ssh.sh (builds both apps first).
set -euo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d)"
session="ssh-e2e-$$"
socket="ssh-e2e-$$"
e2e_name=e2e-ssh
source Tools/e2e-lib.sh
e2e_binaries
servers=()
cleanup() {
  tmux_ kill-server 2>/dev/null || true
  for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
tmux_ -f /dev/null new-session -d -s keepalive "sleep 100000"

ssh-keygen -q -t ed25519 -N '' -C e2e -f "$work/key"
ssh-keygen -q -t ed25519 -N '' -C stranger -f "$work/stranger"
cp "$work/key.pub" "$work/authorized_keys"
port=$((20000 + $$ % 20000))
ssh_opts=(-o "UserKnownHostsFile=$work/known_hosts" -o StrictHostKeyChecking=accept-new
  -o IdentitiesOnly=yes -o BatchMode=yes -o ConnectTimeout=10 -p "$port")

# Starts `$1` serving on $port, its data in `$2`, its log in `$2.log`; waits until it listens.
serve() {
  mkdir -p "$2"
  "$1" --serve-ssh "127.0.0.1:$port" --authorized-keys "$work/authorized_keys" \
    --data-dir "$2" "${@:3}" 2>"$2.log" &
  server=$!
  servers+=("$server")
  for _ in $(seq 100); do
    grep -q "serving" "$2.log" 2>/dev/null && return 0
    sleep 0.1
  done
  fail "the server did not start: $(cat "$2.log")"
}

# Logs in under tmux with `$@` after the options, on an 80x24 terminal; the pane shows the
# client's exit status when it ends.
login() {
  tmux_ kill-session -t "$session" 2>/dev/null || true
  tmux_ -f /dev/null new-session -d -s "$session" -x 80 -y 24 \
    "env TERM=xterm-256color LANG=C.UTF-8 ssh ${ssh_opts[*]} -i '$work/key' -tt ada@127.0.0.1; echo EXIT=\$?; sleep 60"
  tmux_ set-option -t "$session" window-size manual >/dev/null
}
keys() { tmux_ send-keys -t "$session" "$@"; }
# Runs `ssh "$@"`, its output (both streams) in `said` and its exit status in `code`.
ssh_said() {
  set +e
  said="$(ssh "$@" 2>&1)"
  code=$?
  set -e
}

serve "$bin" "$work/primetime"
login
wait_for "PrimeTime tour, step 1 of"
keys Escape; wait_gone "PrimeTime tour"; wait_for "Count: 0"
keys + + +; wait_for "Count: 3"; keys p; wait_for "3 is prime"; keys s
wait_for "It is one of your favorite primes"; keys Escape; wait_gone "Is this prime?"
# Ctrl-Z stops nothing: the session's app leads a session of its own, with no shell to resume
# it, so the kernel discards the stop, and the app answers the next key.
keys C-z; keys +; wait_for "Count: 4"
kill -0 "$server" || fail "Ctrl-Z in a session ended the server"
tmux_ resize-window -t "$session" -x 50 -y 14
# Redrawn for the new size: the rule under the tabs is 50 columns wide.
wait_for "$(printf '─%.0s' $(seq 50))"
wait_for "Count: 4"
keys q; wait_for "EXIT=0"
folder=("$work/primetime/users"/*)
[ "${#folder[@]}" = 1 ] && grep -qx '\[3\]' "${folder[0]}/favorite-primes.json" \
  || fail "the user's own data: ${folder[*]}"
grep -q "session of ada (SHA256:.*) from 127.0.0.1 ended after .*: exit 0" "$work/primetime.log" \
  || fail "no log line for the session: $(cat "$work/primetime.log")"
step "primetime over ssh: logged in, used, Ctrl-Z, resized to 50x14, quit with 0; own data"

ssh_said "${ssh_opts[@]}" -i "$work/stranger" ada@127.0.0.1 true
[ "$code" = 255 ] && echo "$said" | grep -q "Permission denied (publickey)" \
  || fail "a stranger's key: exit $code: $said"
grep -q "refused: key SHA256:.* is not authorized" "$work/primetime.log" \
  || fail "the stranger's key was not logged"
ssh_said -o "UserKnownHostsFile=$work/known_hosts" -o StrictHostKeyChecking=accept-new \
  -o BatchMode=yes -o PubkeyAuthentication=no -o PreferredAuthentications=password,keyboard-interactive \
  -p "$port" ada@127.0.0.1 true
[ "$code" = 255 ] && echo "$said" | grep -q "Permission denied" \
  || fail "a password login: exit $code: $said"
step "a key not authorized, and a password, refused; the key logged"

ssh_said "${ssh_opts[@]}" -i "$work/key" -T ada@127.0.0.1 </dev/null
[ "$code" = 1 ] && [ "$(echo "$said" | grep -c .)" = 1 ] \
  && echo "$said" | grep -q "needs a terminal" || fail "no terminal: exit $code: $said"
step "a session without a terminal: one line, exit status 1"

[ "$(stat -c %a "$work/primetime/ssh_host_ed25519_key")" = 600 ] || fail "host key mode"
kill -TERM "$server"
for _ in $(seq 100); do kill -0 "$server" 2>/dev/null || break; sleep 0.1; done
kill -0 "$server" 2>/dev/null && fail "SIGTERM did not end the server"
serve "$bin" "$work/primetime"
ssh_said "${ssh_opts[@]}" -o StrictHostKeyChecking=yes -i "$work/key" -T ada@127.0.0.1 \
  </dev/null
# The same host key: the client, which knows it, goes on to the session (no terminal: 1).
[ "$code" = 1 ] || fail "host key on the next start: exit $code: $said"
step "the host key kept, mode 0600, and the same on the next start"

# SIGTERM with a session on: the app hears its terminal close, the client its end.
login
wait_for "Count: 0"
started=$(date +%s)
kill -TERM "$server"
wait_for "EXIT="
for _ in $(seq 100); do kill -0 "$server" 2>/dev/null || break; sleep 0.1; done
kill -0 "$server" 2>/dev/null && fail "SIGTERM with a session on did not end the server"
[ $(($(date +%s) - started)) -le 7 ] || fail "SIGTERM took $(($(date +%s) - started)) s"
grep -q "stopped" "$work/primetime.log" || fail "no clean stop: $(cat "$work/primetime.log")"
step "SIGTERM with a session on: the session ends, the server stops cleanly"

# Another app, another host key: another port, which the client knows apart.
port=$((port + 1))
ssh_opts[${#ssh_opts[@]} - 1]="$port"
serve "$checklists_bin" "$work/checklists" --max-sessions 1 --idle-timeout 3
login
wait_for "No checklists yet: a adds one."
keys a; wait_for "Checklists › New checklist"; keys -l "Over SSH"; keys Enter
wait_for "Over SSH"
# The one session --max-sessions allows is on: another is told the server is full.
ssh_said "${ssh_opts[@]}" -i "$work/key" -tt ada@127.0.0.1 </dev/null
[ "$code" = 1 ] && echo "$said" | grep -q "as many sessions as it may" \
  || fail "a session past --max-sessions: exit $code: $said"
keys q; wait_for "EXIT=0"
grep -q '"Over SSH"' "$work/checklists/users"/*/checklists.json || fail "checklists: not saved"
step "checklists over ssh: a checklist added and saved, quit with 0; a second session refused"
# No key for --idle-timeout (3 s): the session is ended, and the log says why.
login
wait_for "Over SSH"
wait_for "EXIT="
grep -q "ended after .*: idle timeout" "$work/checklists.log" \
  || fail "idle timeout: $(cat "$work/checklists.log")"
kill -TERM "$server"
step "checklists over ssh: a session with no key for --idle-timeout ended, and logged"

# Load and fuzz, with Python's paramiko (a second client) and pyte (a terminal to read frames).
python3 -c "import paramiko, pyte" 2>/dev/null \
  || python3 -m pip install -q paramiko pyte 2>/dev/null \
  || python3 -m pip install -q --break-system-packages paramiko pyte
mkdir -p "$work/load"
printf '{"tour":{"finished":true}}' >"$work/load/app-storage.json"
serve "$bin" "$work/load" --shared-data --connections-per-minute 1000
timeout 300 python3 Tools/ssh/load.py --port "$port" --key "$work/key" --server-pid "$server" \
  --sessions "${SSH_LOAD_SESSIONS:-10}" --keys "${SSH_LOAD_KEYS:-30}" --kill-one \
  || fail "load: $(tail -5 "$work/load.log")"
timeout 300 python3 Tools/ssh/load.py --port "$port" --key "$work/key" --server-pid "$server" \
  --fuzz --connections 100 || fail "fuzz: $(tail -5 "$work/load.log")"
kill -0 "$server" || fail "the server ended under load or fuzz"
kill -TERM "$server"
step "load and fuzz: one app killed mid-frame, the others answering; random bytes survived"
echo "$e2e_name: passed"
