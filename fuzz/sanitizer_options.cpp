// AddressSanitizer's defaults for the libFuzzer targets (ASAN_OPTIONS in
// the environment still overrides each one). Measured in docs/fuzzing.md,
// "Third pass".
//
// quarantine_size_mb=64 (default 256): a freed block stays poisoned until
// 64 MB of later frees have pushed it out, rather than 256 MB. A game
// target's execution frees a few MB at most, so a use after free within
// the execution, or a dozen executions later, is still caught. With 256 MB
// the heap cycled through four times as much memory, and the kernel's page
// faults for it cost moves 7% of its CPU time, belief 3-4%.
//
// Left at its default: malloc_context_size (30 frames of every
// allocation's and free's stack). 10 frames measured no faster.
extern "C" const char* __asan_default_options() {
    return "quarantine_size_mb=64";
}
