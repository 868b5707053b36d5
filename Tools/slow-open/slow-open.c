// A file system that does not answer, for the e2e script: with this library in LD_PRELOAD,
// every open of a file whose name ends in $SLOW_OPEN_FILE waits $SLOW_OPEN_SECONDS (15 by
// default) before it is made, as a hung network mount or a sleeping disk would. Other files
// open at once. Build: cc -shared -fPIC -o slow-open.so slow-open.c -ldl
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void wait_if_slow(const char *path) {
  const char *name = getenv("SLOW_OPEN_FILE");
  if (name == NULL || path == NULL) return;
  size_t path_length = strlen(path), name_length = strlen(name);
  if (name_length == 0 || path_length < name_length) return;
  if (strcmp(path + path_length - name_length, name) != 0) return;
  const char *seconds = getenv("SLOW_OPEN_SECONDS");
  sleep(seconds ? (unsigned)atoi(seconds) : 15);
}

static mode_t mode_of(int flags, va_list arguments) {
  return (flags & (O_CREAT | O_TMPFILE)) ? (mode_t)va_arg(arguments, int) : 0;
}

int open(const char *path, int flags, ...) {
  va_list arguments;
  va_start(arguments, flags);
  mode_t mode = mode_of(flags, arguments);
  va_end(arguments);
  wait_if_slow(path);
  int (*real)(const char *, int, ...) = dlsym(RTLD_NEXT, "open");
  return real(path, flags, mode);
}

int open64(const char *path, int flags, ...) {
  va_list arguments;
  va_start(arguments, flags);
  mode_t mode = mode_of(flags, arguments);
  va_end(arguments);
  wait_if_slow(path);
  int (*real)(const char *, int, ...) = dlsym(RTLD_NEXT, "open64");
  return real(path, flags, mode);
}

int openat(int directory, const char *path, int flags, ...) {
  va_list arguments;
  va_start(arguments, flags);
  mode_t mode = mode_of(flags, arguments);
  va_end(arguments);
  wait_if_slow(path);
  int (*real)(int, const char *, int, ...) = dlsym(RTLD_NEXT, "openat");
  return real(directory, path, flags, mode);
}

int openat64(int directory, const char *path, int flags, ...) {
  va_list arguments;
  va_start(arguments, flags);
  mode_t mode = mode_of(flags, arguments);
  va_end(arguments);
  wait_if_slow(path);
  int (*real)(int, const char *, int, ...) = dlsym(RTLD_NEXT, "openat64");
  return real(directory, path, flags, mode);
}

// The forms code built with _FORTIFY_SOURCE calls (Foundation's own reads among them).
int __open_2(const char *path, int flags) {
  wait_if_slow(path);
  int (*real)(const char *, int) = dlsym(RTLD_NEXT, "__open_2");
  return real(path, flags);
}

int __open64_2(const char *path, int flags) {
  wait_if_slow(path);
  int (*real)(const char *, int) = dlsym(RTLD_NEXT, "__open64_2");
  return real(path, flags);
}

int __openat_2(int directory, const char *path, int flags) {
  wait_if_slow(path);
  int (*real)(int, const char *, int) = dlsym(RTLD_NEXT, "__openat_2");
  return real(directory, path, flags);
}

int __openat64_2(int directory, const char *path, int flags) {
  wait_if_slow(path);
  int (*real)(int, const char *, int) = dlsym(RTLD_NEXT, "__openat64_2");
  return real(directory, path, flags);
}
