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
#include <unistd.h>

static const int restore_signals[] = {SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV,
                                      SIGBUS,  SIGILL, SIGFPE, SIGABRT, SIGTRAP};
#define RESTORE_COUNT (sizeof(restore_signals) / sizeof(restore_signals[0]))
static struct sigaction previous[RESTORE_COUNT];
static volatile sig_atomic_t restored = 0;

static void restore_and_forward(int sig, siginfo_t *info, void *context) {
  if (!restored) {
    restored = 1;
    endwin();
  }
  for (unsigned i = 0; i < RESTORE_COUNT; i++) {
    if (restore_signals[i] != sig) continue;
    struct sigaction old = previous[i];
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

void ptime_install_restore_handlers(void) {
  for (unsigned i = 0; i < RESTORE_COUNT; i++) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = restore_and_forward;
    action.sa_flags = SA_SIGINFO | SA_RESETHAND;
    sigemptyset(&action.sa_mask);
    sigaction(restore_signals[i], &action, &previous[i]);
  }
}

static struct sigaction previous_winch;
static int resize_fd = -1;

static void on_winch(int sig, siginfo_t *info, void *context) {
  if ((previous_winch.sa_flags & SA_SIGINFO) && previous_winch.sa_sigaction) {
    previous_winch.sa_sigaction(sig, info, context);
  } else if (previous_winch.sa_handler != SIG_DFL && previous_winch.sa_handler != SIG_IGN &&
             previous_winch.sa_handler) {
    previous_winch.sa_handler(sig);
  }
  if (resize_fd >= 0) {
    char byte = 'r';
    ssize_t ignored = write(resize_fd, &byte, 1);
    (void)ignored;
  }
}

void ptime_watch_resize(int fd) {
  resize_fd = fd;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_winch;
  action.sa_flags = SA_SIGINFO | SA_RESTART;
  sigemptyset(&action.sa_mask);
  sigaction(SIGWINCH, &action, &previous_winch);
}

int ptime_terminal_size(int fd, int *out_rows, int *out_columns) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return -1;
  *out_rows = size.ws_row;
  *out_columns = size.ws_col;
  return 0;
}

int ptime_has_alternate_screen(void) {
  char *exit_alternate = tigetstr("rmcup");
  return exit_alternate != NULL && exit_alternate != (char *)-1 && exit_alternate[0] != 0;
}

// Suspension as the shell's Ctrl-Z, vim and less do it: the terminal is given back, then the
// whole process group (the job: a launcher script, a pipeline) is stopped with SIGTSTP at its
// default action, so that the shell sees its job stop and `fg` continues all of it. Stopping
// only this process (SIGSTOP) left a launcher running, and the shell waiting on it forever. In
// an orphaned process group the kernel discards the stop, and the app simply carries on.
//
// The handler runs on the one thread that takes signals (the main thread, waiting in
// dispatch_main; the dispatch threads that run tasks block them), so the stop lands before its
// kill returns, and the `c` it writes afterwards asks for the terminal back once continued.
static void on_tstp(int sig);

static void catch_tstp(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_tstp;
  action.sa_flags = SA_RESTART;
  sigemptyset(&action.sa_mask);
  sigaction(SIGTSTP, &action, NULL);
}

static void on_tstp(int sig) {
  (void)sig;
  int saved_errno = errno;
  static const char mouse_off[] = "\033[?1006l\033[?1000l";
  ssize_t ignored = write(STDOUT_FILENO, mouse_off, sizeof mouse_off - 1);
  (void)ignored;
  endwin();

  struct sigaction default_action;
  memset(&default_action, 0, sizeof default_action);
  default_action.sa_handler = SIG_DFL;
  sigemptyset(&default_action.sa_mask);
  sigaction(SIGTSTP, &default_action, NULL);
  sigset_t tstp, previous_mask;
  sigemptyset(&tstp);
  sigaddset(&tstp, SIGTSTP);
  pthread_sigmask(SIG_UNBLOCK, &tstp, &previous_mask);
  kill(0, SIGTSTP);

  // Continued (fg), or never stopped (an orphaned group): take the terminal back.
  pthread_sigmask(SIG_SETMASK, &previous_mask, NULL);
  catch_tstp();
  if (resize_fd >= 0) {
    char byte = 'c';
    ignored = write(resize_fd, &byte, 1);
    (void)ignored;
  }
  errno = saved_errno;
}

void ptime_install_suspend_handler(void) {
  catch_tstp();
}

void ptime_remove_suspend_handler(void) {
  signal(SIGTSTP, SIG_DFL);
}

void ptime_suspend_job(void) {
  kill(getpid(), SIGTSTP);
}
