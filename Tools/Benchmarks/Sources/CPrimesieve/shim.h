#include <primesieve.h>
