#ifndef CTERMINALSHIM_H
#define CTERMINALSHIM_H

#include <stddef.h>

/// Takes the signals that must not find the terminal taken over, with handlers that do only
/// async-signal-safe work. Call before ncurses starts (newterm), so that ncurses leaves them to
/// these handlers.
///
/// SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP and SIGWINCH each write one byte, the signal's
/// number, to `fd` (the write end of the event loop's self-pipe) and nothing else: the loop does
/// what the signal asks on its own thread (``terminalui_end_by_signal``, ``terminalui_stop_job``, a
/// resize). An ending signal ignored at startup (nohup) stays ignored.
///
/// A crash (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP) writes the bytes made by
/// ``terminalui_prepare_crash_reset`` to standard output, puts back the terminal's modes as they were
/// at this call, then hands the signal on to the handler that was there before (Swift's
/// backtracer) or to the default action, so the process still ends as it would.
void terminalui_install_signal_handlers(int fd);

/// Makes, from the terminal's description, the bytes a crash writes to give the terminal back:
/// `end_sync` (the end of a synchronized update, or NULL where frames are not synchronized: a
/// crash in the middle of a frame would otherwise leave the terminal holding back everything,
/// the backtrace included, until its own timeout), bracketed paste and mouse reporting off,
/// attributes reset, the cursor shown, the alternate screen left. Call once ncurses has
/// started, before anything can crash with the screen taken over.
void terminalui_prepare_crash_reset(const char *end_sync);

/// Puts back the handlers that were there before ``terminalui_install_signal_handlers`` (the terminal
/// is no longer ours).
void terminalui_remove_signal_handlers(void);

/// Ends the process by `sig`, as if it had been killed by it (a shell, a supervisor see the
/// signal in its status): through the handler that was there before (Swift's backtracer takes
/// SIGQUIT), else the default action. Call from the event loop once the terminal is restored and
/// ``terminalui_remove_signal_handlers`` has put that handler back.
__attribute__((noreturn)) void terminalui_end_by_signal(int sig);

/// Stops the whole process group (the job) as a shell's Ctrl-Z does, SIGTSTP at its default
/// action, so that the shell sees the job stop; returns once the job is continued (`fg`), or at
/// once in an orphaned process group, where the kernel discards the stop. Call with the terminal
/// given back, from the event loop: nothing of this process runs while it is stopped.
void terminalui_stop_job(void);

/// The size of the terminal on `fd`, from the kernel; returns -1 when it cannot be read.
int terminalui_terminal_size(int fd, int *out_rows, int *out_columns);

/// Whether the terminal has an alternate screen that ncurses leaves on exit, restoring what was
/// there before (xterm does; vt100 and the Linux console do not).
int terminalui_has_alternate_screen(void);

/// The terminal's own brackets of a synchronized update, from its terminfo entry's extended
/// `Sync` capability (tmux's convention: `Sync` with 1 begins the update, with 2 ends it; usually
/// `ESC [ ? 2026 h` and `ESC [ ? 2026 l`), copied without padding and with their terminating
/// NULs into `begin` and `end`, each `size` bytes. Returns 0, or -1 when the entry has no `Sync`
/// or a bracket does not fit. Call once ncurses has started (newterm): it reads the current
/// terminal's entry, and writes nothing.
int terminalui_sync_brackets(char *begin, char *end, size_t size);

/// Fills `widths[0..<count]` with each code point's width as `wcwidth` gives it in a UTF-8
/// locale (0 where it gives none: controls, surrogates), set for the calling thread alone while
/// reading. Returns 0, or -1 when no UTF-8 locale is installed.
int terminalui_code_point_widths(unsigned char *widths, size_t count);

/// Whether the terminal can save and restore its cursor and address a cell (`sc`, `rc`,
/// `cup`), which ``terminalui_overlay_begin`` and the rest need. Call once ncurses has started.
int terminalui_overlay_supported(void);

/// Begins the bytes of an overlay: text written by position after ncurses' frame, which leaves
/// the cursor and the attributes where ncurses believes they are. Starts with saving the cursor.
void terminalui_overlay_begin(void);

/// Adds `text` (UTF-8) at `row` and `column`, drawn in `attributes` (ncurses' `A_` bits, no
/// colour) and colour pair `pair`, struck through (`smxx`) when `strikethrough`, then the
/// attributes back to normal, as ncurses leaves them after a frame.
void terminalui_overlay_text(int row, int column, unsigned attributes, int pair,
                             int strikethrough, const char *text);

/// Whether the terminal's entry says how to strike text through (`smxx`).
int terminalui_has_strikethrough(void);

/// Ends the overlay's bytes with restoring the cursor; returns them and their `length`, valid
/// until the next ``terminalui_overlay_begin``.
const char *terminalui_overlay_end(size_t *length);

/// Runs `path` with `argv` and `envp` (each ending in NULL) on a new pseudo-terminal of `rows` by
/// `columns`, as the leader of a session of its own whose controlling terminal that is (a
/// served session's app, as a login would run it); the terminal's other end is put in
/// `*master`, close-on-exec. Returns the child's pid, or -1 with errno set. Between the fork and
/// the exec the child only puts every signal back to its default action and unblocks them, all
/// async-signal-safe: the parent's threads are not there to hold a lock it would need.
int terminalui_spawn_on_pty(
  const char *path, char *const argv[], char *const envp[], unsigned short rows,
  unsigned short columns, int *master);

/// Sets the size of the pseudo-terminal whose other end is `master`: the kernel sends its
/// foreground process group SIGWINCH. Returns 0, or -1 with errno set.
int terminalui_resize_pty(int master, unsigned short rows, unsigned short columns);

#endif
