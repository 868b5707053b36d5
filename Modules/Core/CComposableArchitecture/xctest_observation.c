// Test-case boundaries of XCTest where it has no Objective-C runtime (Linux).
//
// On Apple's platforms swift-dependencies resets its cache when each test case starts, and
// XCTest's own `XCTExpectFailure` ends with the test; both rely on an `XCTestObservation` added
// through the Objective-C runtime. swift-corelibs-xctest has no such runtime, and the core must not
// link XCTest (apps link the core). So, when the process has XCTest loaded (a test process), this
// file adds an observer to `XCTestObservationCenter.shared` through XCTest's exported Swift
// symbols: an object of ours with a witness table of ours for `XCTestObservation`. The table is
// laid out by the protocol's declaration, which is checked first (its descriptor's seven
// instance methods, its seven defaults in order), and the observer only acts on an object whose
// class is `XCTestCase` or a subclass; where anything differs, nothing is installed and the core
// works as before.
//
// When a test case starts, the core's `tca_xctest_case_will_start` runs (a weak symbol: a
// process with Sharing alone has none), and a teardown block of ours is added to the test case,
// which runs `tca_xctest_case_will_tear_down` while failures still count for that test.

#if defined(__linux__) && (defined(__x86_64__) || defined(__aarch64__))

#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>

#define TCA_SWIFTCALL __attribute__((swiftcall))
#define TCA_SWIFT_SELF __attribute__((swift_context))

extern void tca_xctest_case_will_start(void) __attribute__((weak));
extern void tca_xctest_case_will_tear_down(void) __attribute__((weak));
extern void *tca_xctest_make_observer(void) __attribute__((weak));

typedef struct {
  void *value;
  uintptr_t state;
} tca_metadata_response;

typedef TCA_SWIFTCALL tca_metadata_response tca_metadata_accessor_fn(uintptr_t request);
typedef TCA_SWIFTCALL void *tca_shared_getter_fn(void *metatype TCA_SWIFT_SELF);
typedef TCA_SWIFTCALL void tca_add_observer_fn(
  void *object, void *witness_table, void *center TCA_SWIFT_SELF);
typedef TCA_SWIFTCALL void tca_closure_function_fn(void *context TCA_SWIFT_SELF);
typedef TCA_SWIFTCALL void tca_add_teardown_block_fn(
  tca_closure_function_fn *function, void *context, void *test_case TCA_SWIFT_SELF);
typedef tca_metadata_accessor_fn *tca_metadata_accessor;
typedef tca_shared_getter_fn *tca_shared_getter;
typedef tca_add_observer_fn *tca_add_observer;
typedef tca_add_teardown_block_fn *tca_add_teardown_block;

static tca_add_teardown_block tca_add_teardown;
static tca_metadata_accessor tca_test_case_type;

// Whether `object` is an `XCTestCase`: its class or one of its superclasses is (a Swift class's
// metadata holds its superclass's in its second word).
static int tca_is_test_case(void *object) {
  if (!object || !tca_test_case_type) return 0;
  const void *test_case = tca_test_case_type(0).value;
  const void *const *metadata = *(const void *const *const *)object;
  for (int depth = 0; metadata && depth < 32; depth++) {
    if (metadata == test_case) return 1;
    metadata = (const void *const *)metadata[1];
  }
  return 0;
}

// A witness of a requirement the core does not use: its arguments are borrowed, so it does
// nothing with them.
static void TCA_SWIFTCALL tca_ignore(void) {}

static TCA_SWIFTCALL void tca_tear_down(void *context TCA_SWIFT_SELF) {
  (void)context;
  if (tca_xctest_case_will_tear_down) tca_xctest_case_will_tear_down();
}

// `testCaseWillStart(_ testCase: XCTestCase)`: the test case comes first, then `self`, the
// conforming type and the witness table.
static void TCA_SWIFTCALL tca_test_case_will_start(void *test_case) {
  if (tca_xctest_case_will_start) tca_xctest_case_will_start();
  if (tca_add_teardown && tca_is_test_case(test_case))
    tca_add_teardown(tca_tear_down, NULL, test_case);
}

// The defaults XCTest gives the protocol's seven requirements, which it emits in the order of
// its declaration; `testCaseWillStart` is the third.
static const char *tca_defaults[] = {
  "$s6XCTest0A11ObservationPAAE19testBundleWillStartyy10Foundation0D0CF",
  "$s6XCTest0A11ObservationPAAE18testSuiteWillStartyyAA0aD0CF",
  "$s6XCTest0A11ObservationPAAE17testCaseWillStartyyAA0aD0CF",
  "$s6XCTest0A11ObservationPAAE8testCase_22didFailWithDescription6inFile6atLineyAA0aD0C_S2SSgSitF",
  "$s6XCTest0A11ObservationPAAE17testCaseDidFinishyyAA0aD0CF",
  "$s6XCTest0A11ObservationPAAE18testSuiteDidFinishyyAA0aD0CF",
  "$s6XCTest0A11ObservationPAAE19testBundleDidFinishyy10Foundation0D0CF",
};
enum { tca_requirement_count = 7, tca_will_start_index = 2 };

__attribute__((constructor)) static void tca_observe_xctest(void) {
  if (!tca_xctest_case_will_start || !tca_xctest_make_observer || !tca_xctest_case_will_tear_down)
    return;
  void *process = dlopen(NULL, RTLD_NOW);
  if (!process) return;
  const uint8_t *protocol = dlsym(process, "$s6XCTest0A11ObservationMp");
  const uint8_t *base = dlsym(process, "$s6XCTest0A11ObservationTL");
  tca_metadata_accessor center_type = dlsym(process, "$s6XCTest0A17ObservationCenterCMa");
  tca_shared_getter shared = dlsym(process, "$s6XCTest0A17ObservationCenterC6sharedACvgZ");
  tca_add_observer add = dlsym(process, "$s6XCTest0A17ObservationCenterC15addTestObserveryyAA0aB0_pF");
  tca_test_case_type = dlsym(process, "$s6XCTest0A4CaseCMa");
  tca_add_teardown = dlsym(process, "$s6XCTest0A4CaseC16addTeardownBlockyyyycF");
  if (!protocol || !base || !center_type || !shared || !add || !tca_test_case_type) return;

  // The protocol descriptor: flags, parent, name, requirements in the signature, requirements.
  // Each requirement is at `base + 8 * (index + 1)`, its flags first: seven instance methods.
  if (*(const uint32_t *)(protocol + 16) != tca_requirement_count) return;
  for (int index = 0; index < tca_requirement_count; index++) {
    if (*(const uint32_t *)(base + 8 * (index + 1)) != 0x11) return;
  }
  // Declared in this order: every default is there, and each comes after the one before.
  const uint8_t *previous = NULL;
  for (int index = 0; index < tca_requirement_count; index++) {
    const uint8_t *implementation = dlsym(process, tca_defaults[index]);
    if (!implementation || implementation <= previous) return;
    previous = implementation;
  }

  // The witness table: the conformance's slot, then one witness per requirement.
  static void *table[tca_requirement_count + 1];
  table[0] = (void *)protocol;
  for (int index = 0; index < tca_requirement_count; index++) {
    table[index + 1] = (void *)tca_ignore;
  }
  table[tca_will_start_index + 1] = (void *)tca_test_case_will_start;

  // The observer: a plain Swift object of the core's, retained once, which the center keeps.
  void *observer = tca_xctest_make_observer();
  if (!observer) return;
  tca_metadata_response type = center_type(0);
  void *center = shared(type.value);
  if (!center) return;
  add(observer, table, center);
  // `center` was returned at +1; the center lives as long as the process.
}

#endif
