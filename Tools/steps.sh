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
