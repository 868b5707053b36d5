#ifndef C_COMPOSABLE_ARCHITECTURE_H
#define C_COMPOSABLE_ARCHITECTURE_H

#include <stdbool.h>

/// How many stores are reducing an action on this thread: a store reduces on one thread, and a
/// reducer may call another store's `send`. Swift has no thread-local variables of its own, and
/// a POSIX key costs a call on every read of observable state; this costs a load. Initial-exec,
/// so that the load needs no call to `__tls_get_addr` either.
extern __thread unsigned long tca_reducing_depth __attribute__((tls_model("initial-exec")));

static inline bool tca_is_reducing(void) { return tca_reducing_depth != 0; }
static inline void tca_begin_reducing(void) { tca_reducing_depth += 1; }
static inline void tca_end_reducing(void) { tca_reducing_depth -= 1; }

#endif
