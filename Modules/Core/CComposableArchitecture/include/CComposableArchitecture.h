#ifndef C_COMPOSABLE_ARCHITECTURE_H
#define C_COMPOSABLE_ARCHITECTURE_H

#include <stdbool.h>

/// How many stores are reducing an action on this thread: a store reduces on one thread, and a
/// reducer may call another store's `send`. Swift has no thread-local variables of its own, and
/// a POSIX key costs a call on every read of observable state; this costs a load. Initial-exec,
/// so that the load needs no call to `__tls_get_addr` either (a library loaded with `dlopen`
/// takes these eight bytes from glibc's spare static TLS).
extern __thread unsigned long tca_reducing_depth __attribute__((tls_model("initial-exec")));

static inline bool tca_is_reducing(void) { return tca_reducing_depth != 0; }
static inline void tca_begin_reducing(void) { tca_reducing_depth += 1; }
static inline void tca_end_reducing(void) { tca_reducing_depth -= 1; }

/// Clears the mark while observers run inside a reduction (a change's `onChange`, a store's
/// observers), so that what they read is recorded; returns the depth to resume with.
static inline unsigned long tca_suspend_reducing(void) {
  unsigned long depth = tca_reducing_depth;
  tca_reducing_depth = 0;
  return depth;
}
static inline void tca_resume_reducing(unsigned long depth) { tca_reducing_depth = depth; }

/// This thread's changes waiting for its reduction to end before observers are told of them
/// (a retained Swift object, made the first time; `NULL` until then), and whether it holds any,
/// so that a reduction that changed nothing observed checks one load.
extern __thread void *tca_deferred_changes __attribute__((tls_model("initial-exec")));
extern __thread bool tca_has_deferred_changes __attribute__((tls_model("initial-exec")));

static inline void *tca_deferred_queue(void) { return tca_deferred_changes; }
static inline void tca_set_deferred_queue(void *queue) { tca_deferred_changes = queue; }
static inline bool tca_changes_are_deferred(void) { return tca_has_deferred_changes; }
static inline void tca_set_changes_are_deferred(bool deferred) {
  tca_has_deferred_changes = deferred;
}

#endif
