// AddressSanitizer's defaults for the libFuzzer targets (ASAN_OPTIONS in
// the environment still overrides each one). Measured in docs/fuzzing.md,
// "Third pass".
//
// quarantine_size_mb=64 (default 256): a freed block stays poisoned until
// 64 MB of later frees have pushed it out, rather than 256 MB; a use after
// free is missed only if that much was freed in between. With 256 MB the
// first 256 MB of frees each landed on a fresh page: the kernel's page
// faults were 7% of a 3,000-run moves measurement (belief 3-4%) and half
// of a 20 s run's system time.
//
// Left at its default: malloc_context_size (30 frames of every
// allocation's and free's stack). 10 frames measured no faster.
extern "C" const char* __asan_default_options() {
    return "quarantine_size_mb=64";
}
