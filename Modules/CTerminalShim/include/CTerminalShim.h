#ifndef CTERMINALSHIM_H
#define CTERMINALSHIM_H

/// Installs handlers that restore the terminal (endwin) on SIGTERM, SIGHUP, SIGINT, SIGQUIT and
/// on crash signals, then hand the signal on to the handler that was there before (Swift's
/// backtracer, for crashes) or to the default action, so the process still ends as it would.
void ptime_install_restore_handlers(void);

/// Makes SIGWINCH also write a byte to `fd` (after ncurses' own handler runs), so an event
/// loop waiting in poll() wakes up on a resize.
void ptime_watch_resize(int fd);

/// The size of the terminal on `fd`, from the kernel; returns -1 when it cannot be read.
int ptime_terminal_size(int fd, int *out_rows, int *out_columns);

/// Whether the terminal has an alternate screen that ncurses leaves on exit, restoring what was
/// there before (xterm does; vt100 and the Linux console do not).
int ptime_has_alternate_screen(void);

/// Stops the process as Ctrl-Z would in a shell; returns once it is continued (`fg`).
void ptime_stop_process(void);

#endif
