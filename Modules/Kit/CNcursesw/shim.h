// SwiftPM drops pkg-config's -D flags, so wide-character support is switched on here.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/curses.h>

// Macros Swift cannot import, as functions.
static inline int terminalui_a_bold(void) { return (int)A_BOLD; }
static inline int terminalui_a_reverse(void) { return (int)A_REVERSE; }
static inline int terminalui_a_dim(void) { return (int)A_DIM; }
static inline int terminalui_color_pair(int n) { return (int)COLOR_PAIR(n); }
static inline int terminalui_lines(void) { return LINES; }
static inline int terminalui_cols(void) { return COLS; }
static inline WINDOW *terminalui_stdscr(void) { return stdscr; }
static inline WINDOW *terminalui_curscr(void) { return curscr; }
