#ifndef SECTIONAL_FUZZ_DRIVER_H
#define SECTIONAL_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

// libFuzzer's driver (compiler-rt's FuzzerDriver.cpp), linked in by `-sanitize=fuzzer`: it parses
// libFuzzer's command line and runs `callback` on every input. A fuzz target's `main` calls it, so
// that the executable's `main` (which SwiftPM names after the module) does not clash with the one
// libFuzzer's archive would otherwise provide.
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

#endif
