/* libFuzzer harness: the instance loader. The input is the bytes of a file;
   it goes through the same path as `mmattn FILE` (the whole-buffer JSON
   reader, the shape and value checks, the supported-range check). Any
   crash, leak, sanitizer report, or an error without a message or with a
   message that is not one printable line is a finding. Built by `make fuzz`
   from the tangled library (clang, ASan + UBSan). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include "model.h"
#include "io.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  mm_instance *in = NULL;
  mm_status s;
  mm_clear_error();
  s = mm_io_read_instance_mem((const char *)data, size, "fuzz.json", &in);
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
    if (s != MM_EINPUT && s != MM_ENOMEM) abort(); /* a loader from memory has no other outcome */
  }
  return 0;
}
