// A served session's app on a pseudo-terminal of its own (TerminalServe).

#include <errno.h>
#include <fcntl.h>
#include <pty.h>
#include <signal.h>
#include <stddef.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "CTerminalShim.h"

int terminalui_spawn_on_pty(
  const char *path, char *const argv[], char *const envp[], unsigned short rows,
  unsigned short columns, int *master) {
  struct winsize size = {.ws_row = rows, .ws_col = columns, .ws_xpixel = 0, .ws_ypixel = 0};
  int fd = -1;
  pid_t pid = forkpty(&fd, NULL, NULL, &size);
  if (pid < 0) return -1;
  if (pid == 0) {
    // The child: only async-signal-safe calls until the exec.
    struct sigaction defaults;
    defaults.sa_handler = SIG_DFL;
    defaults.sa_flags = 0;
    sigemptyset(&defaults.sa_mask);
    for (int sig = 1; sig < NSIG; sig++) sigaction(sig, &defaults, NULL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    execve(path, argv, envp);
    _exit(127);
  }
  fcntl(fd, F_SETFD, FD_CLOEXEC);
  *master = fd;
  return pid;
}

int terminalui_resize_pty(int master, unsigned short rows, unsigned short columns) {
  struct winsize size = {.ws_row = rows, .ws_col = columns, .ws_xpixel = 0, .ws_ypixel = 0};
  return ioctl(master, TIOCSWINSZ, &size);
}
