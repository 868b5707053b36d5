#define _XOPEN_SOURCE 600
#include "CPseudoTerminal.h"

#include <fcntl.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <unistd.h>

int bench_open_pty(int columns, int rows, int *master, int *slave) {
  int m = posix_openpt(O_RDWR | O_NOCTTY);
  if (m < 0) return -1;
  const char *name = grantpt(m) == 0 && unlockpt(m) == 0 ? ptsname(m) : NULL;
  int s = name ? open(name, O_RDWR | O_NOCTTY) : -1;
  struct winsize size = {.ws_row = (unsigned short)rows, .ws_col = (unsigned short)columns};
  if (s < 0 || ioctl(s, TIOCSWINSZ, &size) != 0) {
    if (s >= 0) close(s);
    close(m);
    return -1;
  }
  *master = m;
  *slave = s;
  return 0;
}
