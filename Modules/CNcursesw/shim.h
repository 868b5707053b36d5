// SwiftPM drops pkg-config's -D flags, so wide-character support is switched on here.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/curses.h>

// Macros Swift cannot import, as functions.
static inline int ptime_a_bold(void) { return (int)A_BOLD; }
static inline int ptime_a_reverse(void) { return (int)A_REVERSE; }
static inline int ptime_a_dim(void) { return (int)A_DIM; }
static inline int ptime_color_pair(int n) { return (int)COLOR_PAIR(n); }
static inline int ptime_lines(void) { return LINES; }
static inline int ptime_cols(void) { return COLS; }
static inline WINDOW *ptime_stdscr(void) { return stdscr; }
static inline WINDOW *ptime_curscr(void) { return curscr; }
