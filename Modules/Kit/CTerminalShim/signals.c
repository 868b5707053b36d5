#define _GNU_SOURCE
#define NCURSES_WIDECHAR 1
#include "CTerminalShim.h"

#include <errno.h>
#include <ncursesw/curses.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <term.h>
#include <termios.h>
#include <unistd.h>

// Handlers run on the main thread, the one that takes signals (waiting in dispatch_main), while
// the main actor may be in the middle of ncurses (doupdate) on another, and ncurses is not
// async-signal-safe: so the handlers of these only write the signal's number to the loop's
// self-pipe, and the loop does the work on its own thread, between frames.
static const int loop_signals[] = {SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGWINCH};
#define LOOP_COUNT (sizeof(loop_signals) / sizeof(loop_signals[0]))
static struct sigaction previous_loop[LOOP_COUNT];

static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
#define CRASH_COUNT (sizeof(crash_signals) / sizeof(crash_signals[0]))
static struct sigaction previous_crash[CRASH_COUNT];

static int signal_fd = -1;

// What a crash writes and sets to give the terminal back, all made before any crash: a handler
// can neither ask terminfo nor allocate.
static char crash_reset[512];
static size_t crash_reset_length = 0;
static struct termios startup_modes;
static int has_startup_modes = 0;

static void on_loop_signal(int sig) {
  int saved_errno = errno;
  unsigned char byte = (unsigned char)sig;
  ssize_t ignored = write(signal_fd, &byte, 1);
  (void)ignored;
  errno = saved_errno;
}

static void catch_for_loop(int sig) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_loop_signal;
  action.sa_flags = SA_RESTART;
  sigemptyset(&action.sa_mask);
  sigaction(sig, &action, NULL);
}

static void set_action(int sig, void (*handler)(int)) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  sigaction(sig, &action, NULL);
}

static void on_crash(int sig, siginfo_t *info, void *context) {
  int saved_errno = errno;
  ssize_t ignored = write(STDOUT_FILENO, crash_reset, crash_reset_length);
  (void)ignored;
  // TCSANOW: a terminal that stopped reading (XOFF) must not hang the crash report.
  if (has_startup_modes) tcsetattr(STDOUT_FILENO, TCSANOW, &startup_modes);
  errno = saved_errno;

  for (unsigned i = 0; i < CRASH_COUNT; i++) {
    if (crash_signals[i] != sig) continue;
    struct sigaction old = previous_crash[i];
    if ((old.sa_flags & SA_SIGINFO) && old.sa_sigaction) {
      old.sa_sigaction(sig, info, context);
      return;
    }
    if (old.sa_handler != SIG_DFL && old.sa_handler != SIG_IGN && old.sa_handler) {
      old.sa_handler(sig);
      return;
    }
    signal(sig, SIG_DFL);
    raise(sig);
    return;
  }
}

void terminalui_install_signal_handlers(int fd) {
  signal_fd = fd;
  has_startup_modes = tcgetattr(STDOUT_FILENO, &startup_modes) == 0;

  for (unsigned i = 0; i < LOOP_COUNT; i++) {
    int sig = loop_signals[i];
    sigaction(sig, NULL, &previous_loop[i]);
    // Started with an ending signal ignored (nohup), the app keeps ignoring it.
    if (sig != SIGTSTP && sig != SIGWINCH && previous_loop[i].sa_handler == SIG_IGN) continue;
    catch_for_loop(sig);
  }

  for (unsigned i = 0; i < CRASH_COUNT; i++) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_crash;
    // On the alternate stack when the thread has one (Swift's backtracer sets it up), so that a
    // stack overflow reaches the backtracer too.
    action.sa_flags = SA_SIGINFO | SA_RESETHAND | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    sigaction(crash_signals[i], &action, &previous_crash[i]);
  }
}

// Copies a terminfo string without its padding ($<5>), which only tputs understands: written as
// is it would show as text. Returns the length copied, or -1 when it does not fit in `size`.
static long copy_without_padding(char *out, size_t size, const char *value) {
  size_t length = 0;
  for (const char *c = value; *c; c++) {
    if (c[0] == '$' && c[1] == '<') {
      const char *end = strchr(c, '>');
      if (end) {
        c = end;
        continue;
      }
    }
    if (length + 1 >= size) return -1;
    out[length++] = *c;
  }
  out[length] = 0;
  return (long)length;
}

static void append_capability(const char *name) {
  const char *value = tigetstr(name);
  if (value == NULL || value == (const char *)-1) return;
  long length = copy_without_padding(crash_reset + crash_reset_length,
                                     sizeof crash_reset - crash_reset_length, value);
  if (length > 0) crash_reset_length += (size_t)length;
}

static void append_bytes(const char *bytes) {
  size_t length = strlen(bytes);
  if (crash_reset_length + length > sizeof crash_reset) return;
  memcpy(crash_reset + crash_reset_length, bytes, length);
  crash_reset_length += length;
}

void terminalui_prepare_crash_reset(const char *end_sync) {
  crash_reset_length = 0;
  // CAN first: another thread may be cut off in the middle of an escape sequence, whose
  // remaining bytes would otherwise swallow the start of the reset. Then the end of a
  // synchronized update the crash may have cut short, so the terminal shows what follows.
  append_bytes("\030");
  if (end_sync != NULL) append_bytes(end_sync);
  append_bytes("\033[?2004l\033[?1006l\033[?1000l");
  append_capability("sgr0");
  append_capability("cnorm");
  append_capability("rmcup");
}

void terminalui_remove_signal_handlers(void) {
  for (unsigned i = 0; i < LOOP_COUNT; i++) sigaction(loop_signals[i], &previous_loop[i], NULL);
  for (unsigned i = 0; i < CRASH_COUNT; i++) sigaction(crash_signals[i], &previous_crash[i], NULL);
}

void terminalui_end_by_signal(int sig) {
  // The calling thread is the event loop's, which blocks signals: raised while blocked, the
  // signal would only wait.
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, sig);
  pthread_sigmask(SIG_UNBLOCK, &set, NULL);
  raise(sig);
  // The handler that was there before returned (or ignores it): the default action ends it.
  signal(sig, SIG_DFL);
  raise(sig);
  _exit(128 + sig);
}

// Suspension as the shell's Ctrl-Z, vim and less do it: the whole process group (the job: a
// launcher script, a pipeline) is stopped with SIGTSTP at its default action, so that the shell
// sees its job stop and `fg` continues all of it. Stopping only this process (SIGSTOP) left a
// launcher running, and the shell waiting on it forever.
//
// The others get it from kill(0) while this process ignores it: sent to the process, it could
// land on any thread that takes it, and stop this one some time after kill returns. This process
// then stops through a signal sent to the calling thread, which takes effect before pthread_kill
// returns, so it returns once the job is continued. In an orphaned process group the kernel
// discards both stops, and it returns at once.
void terminalui_stop_job(void) {
  set_action(SIGTSTP, SIG_IGN);
  kill(0, SIGTSTP);
  // Again: a SIGTSTP pending on a thread that blocks it is dropped, not left to stop the job a
  // second time.
  set_action(SIGTSTP, SIG_IGN);
  set_action(SIGTSTP, SIG_DFL);

  sigset_t tstp, previous_mask;
  sigemptyset(&tstp);
  sigaddset(&tstp, SIGTSTP);
  pthread_sigmask(SIG_UNBLOCK, &tstp, &previous_mask);
  pthread_kill(pthread_self(), SIGTSTP);
  pthread_sigmask(SIG_SETMASK, &previous_mask, NULL);
  catch_for_loop(SIGTSTP);
}

int terminalui_terminal_size(int fd, int *out_rows, int *out_columns) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return -1;
  *out_rows = size.ws_row;
  *out_columns = size.ws_col;
  return 0;
}

int terminalui_has_alternate_screen(void) {
  char *exit_alternate = tigetstr("rmcup");
  return exit_alternate != NULL && exit_alternate != (char *)-1 && exit_alternate[0] != 0;
}

int terminalui_sync_brackets(char *begin, char *end, size_t size) {
  char *sync = tigetstr("Sync");
  if (sync == NULL || sync == (char *)-1 || sync[0] == 0) return -1;
  // tiparm returns a buffer of its own that the next call reuses: each result is copied first.
  const char *begin_bytes = tiparm(sync, 1);
  if (begin_bytes == NULL || copy_without_padding(begin, size, begin_bytes) <= 0) return -1;
  const char *end_bytes = tiparm(sync, 2);
  if (end_bytes == NULL || copy_without_padding(end, size, end_bytes) <= 0) return -1;
  return 0;
}
