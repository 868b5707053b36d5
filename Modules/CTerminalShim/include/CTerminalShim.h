#ifndef CTERMINALSHIM_H
#define CTERMINALSHIM_H

/// Installs handlers that restore the terminal (endwin) on SIGTERM, SIGHUP, SIGINT, SIGQUIT and
/// on crash signals, then hand the signal on to the handler that was there before (Swift's
/// backtracer, for crashes) or to the default action, so the process still ends as it would.
void ptime_install_restore_handlers(void);

/// Makes SIGWINCH also write an `r` byte to `fd` (after ncurses' own handler runs), so an event
/// loop waiting in poll() wakes up on a resize; a suspension writes a `c` there once continued.
void ptime_watch_resize(int fd);

/// The size of the terminal on `fd`, from the kernel; returns -1 when it cannot be read.
int ptime_terminal_size(int fd, int *out_rows, int *out_columns);

/// Whether the terminal has an alternate screen that ncurses leaves on exit, restoring what was
/// there before (xterm does; vt100 and the Linux console do not).
int ptime_has_alternate_screen(void);

/// Makes SIGTSTP (Ctrl-Z through ``ptime_suspend_job``, or `kill -TSTP` from outside) give the
/// terminal back and stop the whole process group, as a shell's Ctrl-Z does; once the job is
/// continued (`fg`), a `c` byte is written to the fd given to ``ptime_watch_resize``, so the
/// event loop takes the terminal back and redraws it whole. Installed before ncurses starts,
/// so that ncurses leaves SIGTSTP to it.
void ptime_install_suspend_handler(void);

/// Puts SIGTSTP back to its default action (the terminal is no longer ours).
void ptime_remove_suspend_handler(void);

/// Suspends the job as Ctrl-Z does in a shell, through the SIGTSTP handler; returns at once:
/// the caller draws nothing until the `c` byte says the job was continued.
void ptime_suspend_job(void);

#endif
