/* libFuzzer harness: the NumPy reader (web/npy.w), .npy and .npz (libzip).
   The reader takes a path, so the bytes are placed in a memory file and
   read through /proc/self/fd/N, by the same entry as `mmattn FILE`
   (mm_read_instance_any, which dispatches on the magic bytes, and so also
   reaches the JSON reader). Findings: crashes, leaks, sanitizer reports, an
   error without a message or whose message is not one printable line, and
   a status other than bad input, out of memory or an I/O error. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <unistd.h>
#include <sys/mman.h>
#include "model.h"
#include "io.h"
#include "npy.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  static int fd = -1;
  static char path[64];
  mm_instance *in = NULL;
  mm_status s;
  if (fd < 0) {
    fd = memfd_create("mmattn-fuzz", 0);
    if (fd < 0) abort();
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
  }
  if (ftruncate(fd, 0) != 0 || (size && pwrite(fd, data, size, 0) != (ssize_t)size)) abort();
  mm_clear_error();
  s = mm_read_instance_any(path, &in);
  if (s == MM_OK) {
    if (in == NULL) abort();
    s = mm_instance_check_range(in);
    mm_instance_free(in);
  } else if (in != NULL) abort();
  if (s != MM_OK) {
    const char *m = mm_error_message();
    if (m[0] == '\0') abort(); /* an error without a message */
    for (const char *c = m; *c; c++)
      if ((unsigned char)*c < 0x20 || (unsigned char)*c == 0x7f) abort(); /* not one printable line */
    if (s != MM_EINPUT && s != MM_ENOMEM && s != MM_EIO) abort();
  }
  return 0;
}
