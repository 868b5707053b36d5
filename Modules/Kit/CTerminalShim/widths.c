// The C library's widths of every code point, for the kit's one width model (DisplayWidth):
// the widths ncurses draws by.

#define _GNU_SOURCE
#include "CTerminalShim.h"

#include <locale.h>
#include <wchar.h>

int terminalui_code_point_widths(unsigned char *widths, size_t count) {
  locale_t utf8 = (locale_t)0;
  const char *names[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8"};
  for (size_t i = 0; i < sizeof names / sizeof *names && utf8 == (locale_t)0; i++) {
    utf8 = newlocale(LC_CTYPE_MASK, names[i], (locale_t)0);
  }
  if (utf8 == (locale_t)0) return -1;
  // This thread's locale alone, and only while reading: the process's own is left as it is.
  locale_t previous = uselocale(utf8);
  for (size_t value = 0; value < count; value++) {
    int width = (value >= 0xD800 && value <= 0xDFFF) ? 0 : wcwidth((wchar_t)value);
    widths[value] = width < 0 ? 0 : (unsigned char)width;
  }
  uselocale(previous);
  freelocale(utf8);
  return 0;
}
