// The guard behind the default build (cmake/InstructionSet.cmake): a build
// for this machine must compile the engine with the instructions this CPU
// has. Once the default quietly fell back to the x86-64 baseline and every
// local replay, benchmark and fuzzing minute ran 1.4-3x slower unnoticed.
#include <gtest/gtest.h>

#include "engine/instruction_set.hpp"

namespace {

TEST(InstructionSet, BuildForThisMachineUsesTheInstructionsItsCpuHas) {
#if !FOGPROOF_BUILT_FOR_THIS_MACHINE
    GTEST_SKIP() << "built for a named level or portable (FOGPROOF_MARCH, FOGPROOF_PORTABLE): "
                    "nothing to hold against this CPU";
#else
    __builtin_cpu_init();
    const fog::CompiledInstructions compiled = fog::compiled_instructions();
    const std::string advice = "; the default build lost -march=native (cmake/InstructionSet.cmake)";
    if (__builtin_cpu_supports("popcnt")) {
        EXPECT_TRUE(compiled.popcnt) << "this CPU has POPCNT, the engine does not use it" << advice;
    }
    if (__builtin_cpu_supports("bmi2")) {
        EXPECT_TRUE(compiled.bmi2) << "this CPU has BMI2 (PEXT), the engine does not use it" << advice;
    }
    if (__builtin_cpu_supports("avx2")) {
        EXPECT_TRUE(compiled.avx2) << "this CPU has AVX2, the engine does not use it" << advice;
    }
#endif
}

TEST(InstructionSet, TextNamesWhatWasCompiled) {
    const std::string text = fog::compiled_instruction_set_text();
    EXPECT_EQ(fog::compiled_instructions().popcnt, text.find("POPCNT") == 0);
    if (!fog::compiled_instructions().popcnt && !fog::compiled_instructions().bmi2 &&
        !fog::compiled_instructions().avx2) {
        EXPECT_NE(text.find("baseline"), std::string::npos) << text;
    }
}

}  // namespace
