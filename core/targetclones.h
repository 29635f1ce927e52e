// CD_TARGET_CLONES before a hot function: on x86-64 (GCC) it is also compiled for
// x86-64-v3 (AVX2, POPCNT) and x86-64-v4 (AVX-512) and the loader picks the best the processor
// has; elsewhere, and under the sanitizers, the plain build alone serves. GCC only: Clang 14
// accepts the attribute but builds the first target alone, which faults on older processors.
#pragma once

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) &&                             \
    !defined(__SANITIZE_ADDRESS__) && !defined(CD_NO_TARGET_CLONES)
#define CD_TARGET_CLONES                                                                           \
    __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define CD_TARGET_CLONES
#endif
