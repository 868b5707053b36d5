# What the end-to-end scripts share, sourced by them: a tmux server of their own, and waiting on
# the screen. The script sets `e2e_name` (how its lines begin), `socket` and `session` first.

tmux_() { tmux -L "$socket" "$@"; }

step() { echo "$e2e_name: $*"; }

# Says what failed and shows the screen, then ends the script.
fail() {
  echo "$e2e_name: FAILED: $*" >&2
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

# The binaries of both apps, in `bin` and `checklists_bin`: those Tools/e2e-tmux.sh built (it
# passes their folder, as a second build would wait for the fixtures' build beside it), else
# built here.
e2e_binaries() {
  if [ -z "${E2E_BIN_DIR:-}" ]; then
    swift build --product primetime >/dev/null
    swift build --product checklists >/dev/null
    E2E_BIN_DIR="$(swift build --show-bin-path)"
  fi
  bin="$E2E_BIN_DIR/primetime"
  checklists_bin="$E2E_BIN_DIR/checklists"
}
