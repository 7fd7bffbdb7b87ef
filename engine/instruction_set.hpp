// The instructions the engine was compiled to use, read from the
// compiler's own macros, so that a figure says which code it measured
// (`fogproof --version`, the benchmark context, bench/compare_perft.sh).
// The engine leans on three of them: POPCNT for bit counts, BMI2's PEXT
// for slider lookups (magic tables without it) and AVX2 for key packing.
// Every target is compiled with the same -march (cmake/InstructionSet.cmake),
// so this header says the same in every file that includes it.
#pragma once

#include <string>

namespace fog {

struct CompiledInstructions {
    bool popcnt;
    bool bmi2;
    bool avx2;
    bool avx512;
};

constexpr CompiledInstructions compiled_instructions() {
    return {
#if defined(__POPCNT__)
        true,
#else
        false,
#endif
#if defined(__BMI2__)
        true,
#else
        false,
#endif
#if defined(__AVX2__)
        true,
#else
        false,
#endif
#if defined(__AVX512F__)
        true,
#else
        false,
#endif
    };
}

// "POPCNT BMI2 AVX2", or "none of POPCNT, BMI2, AVX2 (the x86-64 baseline)".
inline std::string compiled_instruction_set_text() {
    constexpr CompiledInstructions has = compiled_instructions();
    std::string text;
    const auto add = [&text](bool present, const char* name) {
        if (!present) return;
        if (!text.empty()) text += ' ';
        text += name;
    };
    add(has.popcnt, "POPCNT");
    add(has.bmi2, "BMI2");
    add(has.avx2, "AVX2");
    add(has.avx512, "AVX-512");
    return text.empty() ? "none of POPCNT, BMI2, AVX2 (the x86-64 baseline)" : text;
}

}  // namespace fog
