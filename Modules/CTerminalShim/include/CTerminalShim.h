#ifndef CTERMINALSHIM_H
#define CTERMINALSHIM_H

/// Installs handlers that restore the terminal (endwin) on SIGTERM, SIGHUP, SIGINT, SIGQUIT and
/// on crash signals, then hand the signal on to the handler that was there before (Swift's
/// backtracer, for crashes) or to the default action, so the process still ends as it would.
void ptime_install_restore_handlers(void);

/// Makes SIGWINCH also write a byte to `fd` (after ncurses' own handler runs), so an event
/// loop waiting in poll() wakes up on a resize.
void ptime_watch_resize(int fd);

#endif
