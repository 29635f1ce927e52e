// Lanes picked from two vectors of the GCC and Clang vector extensions, in the one spelling both
// compilers accept (GCC has __builtin_shuffle, Clang __builtin_shufflevector).
#pragma once

namespace cd {

// The vector whose lane i is lane Lane[i] of x and y side by side: 0 .. n-1 in x, n .. 2n-1 in y.
template <int... Lane, typename V> [[gnu::always_inline]] inline V pickLanes(V x, V y)
{
#if defined(__clang__)
    return __builtin_shufflevector(x, y, Lane...);
#else
    return __builtin_shuffle(x, y, V{Lane...});
#endif
}

} // namespace cd
