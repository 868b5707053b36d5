// Bytes the backend writes itself, after ncurses' frame: the clusters whose width terminals
// disagree on, each placed by position. Built from the terminal's own description, through
// ncurses' own routines (tputs, vid_puts), so that padding and attributes are what ncurses
// would send, and ncurses' idea of the attributes in effect stays true.

#include "CTerminalShim.h"

#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <stdlib.h>
#include <string.h>
#include <term.h>

static char *collected;
static size_t collected_length;
static size_t collected_capacity;

static int collect(int byte) {
  if (collected_length == collected_capacity) {
    size_t capacity = collected_capacity ? collected_capacity * 2 : 256;
    char *grown = realloc(collected, capacity);
    if (!grown) return ERR;
    collected = grown;
    collected_capacity = capacity;
  }
  collected[collected_length++] = (char)byte;
  return byte;
}

static int collect_capability(const char *name) {
  char *value = tigetstr(name);
  if (value == NULL || value == (char *)-1) return -1;
  return tputs(value, 1, collect) == OK ? 0 : -1;
}

int terminalui_has_strikethrough(void) {
  char *strike = tigetstr("smxx");
  return strike && strike != (char *)-1;
}

int terminalui_overlay_supported(void) {
  char *save = tigetstr("sc"), *restore = tigetstr("rc"), *address = tigetstr("cup");
  return save && save != (char *)-1 && restore && restore != (char *)-1 && address
      && address != (char *)-1;
}

void terminalui_overlay_begin(void) {
  collected_length = 0;
  collect_capability("sc");
}

void terminalui_overlay_text(int row, int column, unsigned attributes, int pair,
                             int strikethrough, const char *text) {
  char *address = tigetstr("cup");
  if (address && address != (char *)-1) tputs(tiparm(address, row, column), 1, collect);
  vid_puts((attr_t)attributes, (short)(pair < 0x7FFF ? pair : 0), &pair, collect);
  if (strikethrough) collect_capability("smxx");
  for (const char *byte = text; *byte; byte++) collect((unsigned char)*byte);
  // ncurses does not know of the strike: it is ended here, by rmxx or else by sgr0 (which
  // vid_puts would not send where ncurses believes the attributes normal already).
  if (strikethrough && collect_capability("rmxx") != 0) collect_capability("sgr0");
  int none = 0;
  vid_puts(A_NORMAL, 0, &none, collect);
}

const char *terminalui_overlay_end(size_t *length) {
  collect_capability("rc");
  *length = collected_length;
  return collected;
}
