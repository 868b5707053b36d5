#include "CComposableArchitecture.h"

__thread unsigned long tca_reducing_depth __attribute__((tls_model("initial-exec"))) = 0;
__thread void *tca_deferred_changes __attribute__((tls_model("initial-exec"))) = 0;
__thread bool tca_has_deferred_changes __attribute__((tls_model("initial-exec"))) = 0;
