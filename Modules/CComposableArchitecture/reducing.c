#include "CComposableArchitecture.h"

__thread unsigned long tca_reducing_depth __attribute__((tls_model("initial-exec"))) = 0;
