#include "simd.h"

#include <cstdlib>

namespace cd::simd {

namespace {

// The widest path this build and processor can run.
Path processorPath()
{
#ifdef CD_SIMD_X86
    __builtin_cpu_init(); // path() may be asked before the features are read at start-up
    // The instruction sets of CD_AVX2_FEATURES and CD_AVX512_FEATURES.
#if defined(__clang__)
    const bool avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
                      __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("fma") &&
                      __builtin_cpu_supports("popcnt");
    const bool avx512 = avx2 && __builtin_cpu_supports("avx512f") &&
                        __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512bw") &&
                        __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512cd");
#else
    const bool avx2 = __builtin_cpu_supports("x86-64-v3");
    const bool avx512 = __builtin_cpu_supports("x86-64-v4");
#endif
    if (avx512)
        return Path::Avx512;
    if (avx2)
        return Path::Avx2;
#endif
    return Path::Portable;
}

} // namespace

Path detail::pathFrom(const char* forcePortable, const char* name, Path widest)
{
    // CD_FORCE_PORTABLE=1 (any value but empty or 0): the portable code whatever the processor,
    // so that it is tested where it would never run.
    if (forcePortable != nullptr && *forcePortable != '\0' &&
        std::string_view(forcePortable) != "0")
        return Path::Portable;
    if (name == nullptr)
        return widest;
    // CD_SIMD_PATH names a path; one wider than the processor's is narrowed to what it runs (no
    // code for missing instructions ever runs), and an unknown name changes nothing.
    for (const Path p : {Path::Portable, Path::Avx2, Path::Avx512})
        if (std::string_view(name) == pathName(p))
            return p < widest ? p : widest;
    return widest;
}

Path detail::choosePath()
{
    return pathFrom(std::getenv("CD_FORCE_PORTABLE"), std::getenv("CD_SIMD_PATH"), processorPath());
}

std::string_view pathName(Path p)
{
    switch (p) {
    case Path::Avx2:
        return "avx2";
    case Path::Avx512:
        return "avx512";
    case Path::Portable:
        break;
    }
    return "portable";
}

} // namespace cd::simd
