#ifndef CPSEUDOTERMINAL_H
#define CPSEUDOTERMINAL_H

/// Opens a pseudo-terminal of `columns` by `rows`: its master side into `*master`, its slave
/// side (the terminal a program draws on) into `*slave`. Returns 0, or -1 with errno set.
/// (Swift's Glibc module leaves out grantpt, unlockpt and ptsname.)
int bench_open_pty(int columns, int rows, int *master, int *slave);

#endif
