// SwiftPM drops pkg-config's -D flags, so wide-character support is switched on here.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/curses.h>

// Macros Swift cannot import, as functions.
static inline int terminalui_a_bold(void) { return (int)A_BOLD; }
static inline int terminalui_a_reverse(void) { return (int)A_REVERSE; }
static inline int terminalui_a_dim(void) { return (int)A_DIM; }
static inline int terminalui_a_italic(void) { return (int)A_ITALIC; }
static inline int terminalui_a_underline(void) { return (int)A_UNDERLINE; }
static inline int terminalui_colors(void) { return COLORS; }
static inline int terminalui_color_pairs(void) { return COLOR_PAIRS; }
// Pair numbers past 32767 do not fit the short argument: ncurses takes them through `opts`.
static inline int terminalui_attr_set(unsigned attributes, int pair) {
  return attr_set((attr_t)attributes, (short)(pair < 0x7FFF ? pair : 0), &pair);
}
static inline int terminalui_lines(void) { return LINES; }
static inline int terminalui_cols(void) { return COLS; }
static inline WINDOW *terminalui_stdscr(void) { return stdscr; }
static inline WINDOW *terminalui_curscr(void) { return curscr; }
