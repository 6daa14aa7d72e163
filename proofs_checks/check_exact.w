@*Checks of the exact certificates.
@(check_exact.c@>=
#include <criterion/criterion.h>
#include "exact.h"
Test(exact, placeholder) { cr_assert(1); }
