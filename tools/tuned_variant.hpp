// The package holds three builds of fogproof: the portable one, for any
// x86-64 CPU, at PREFIX/bin/fogproof, and two for x86-64-v3 (AVX2, BMI2
// with PEXT, POPCNT) at PREFIX/lib/fogproof/NAME/fogproof: x86-64-v3
// (generic scheduling) and x86-64-v3-zen3 (scheduled for AMD Zen 3 and
// later). The portable one starts by handing over to the tuned one that
// suits this CPU (cmake/TunedVariant.cmake; docs/install.md). A build tree has
// no tuned variant beside it and carries on itself; a local build is tuned
// for its machine anyway (cmake/InstructionSet.cmake).
#pragma once

#include <string>

namespace cli {

// Replaces this process with the tuned variant when there is one for
// this CPU; returns if not (or if exec fails: the portable build works).
void run_tuned_variant_if_any(char** argv);

// The portable command that handed over to this one, or "" when this
// process was started directly. Call once, first thing: it also keeps the
// note from the children this process starts.
std::string take_handed_over_from();

// What this binary was built for, for --version.
std::string build_target();

// The lines of --version about the build: what it was built for, the
// instructions its code uses, and the command that handed over to it.
std::string build_description(const std::string& handed_over_from);

}  // namespace cli
