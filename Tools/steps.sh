# Sourced by .ci/run and Tools/test: `step NAME COMMAND…` runs COMMAND and notes how long it took,
# and the script that started the table prints it when it exits, failed or not, so the next slow
# step shows itself. A script run by another one (Tools/test under .ci/run) adds its rows to the
# caller's table.
if [ -z "${STEP_TIMES:-}" ]; then
  STEP_TIMES=$(mktemp)
  export STEP_TIMES
  print_step_times() {
    local code=$?
    echo
    echo "step times:"
    awk '{ printf "  %-16s %4d s  %s\n", $1, $2, $3; total += $2 } END { printf "  %-16s %4d s\n", "total", total }' \
      "$STEP_TIMES"
    rm -f "$STEP_TIMES"
    return $code
  }
  trap print_step_times EXIT
fi

step() {
  local name=$1 start=$SECONDS code=0
  shift
  echo "step: $name"
  "$@" || code=$?
  echo "$name $((SECONDS - start)) $( ((code)) && echo FAILED)" >>"$STEP_TIMES"
  return $code
}

# `beside NAME COMMAND…` starts the step NAME and returns at once, so the steps after it run
# meanwhile; its output is kept aside and printed whole by `join NAME`, which waits for it and
# returns its status. For a step that mostly waits (the e2e run waits on the terminal) beside
# one that computes.
declare -A beside_pids=() beside_logs=()
beside() {
  local name=$1
  shift
  beside_logs[$name]=$(mktemp)
  echo "step: $name (beside the next steps; its output follows when it ends)"
  step "$name" "$@" >"${beside_logs[$name]}" 2>&1 &
  beside_pids[$name]=$!
}

join() {
  local name=$1 status=0
  wait "${beside_pids[$name]}" || status=$?
  echo "step: $name, ended:"
  cat "${beside_logs[$name]}"
  rm -f "${beside_logs[$name]}"
  return $status
}
