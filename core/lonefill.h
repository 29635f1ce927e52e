// The fill of a single rook, bishop or queen (docs/reach.md, "One slider alone"): its first move
// looked up (sliders.h), then its eight directions side by side, in two 256-bit vectors on the
// AVX2 path and one 512-bit vector on the AVX-512 path (lonemovers.h), so that one Kogge-Stone
// fill serves them all. Built for those paths alone, where the processor shifts each lane by its
// own count: the fast path of reach (one map, written as the fill goes) and of a one-lane
// fillLayers (a piece alone of its kind in the profiles and arrival maps, the last source of a
// batch of pairs); both choose it in reach.cpp.
#pragma once

#include "distance.h"
#include "filltypes.h"
#include "movecontext.h"
#include "simd.h"
#include "sliders.h"

namespace cd {

// Whether the fills below serve a piece of `kind` here: a rook, bishop or queen, where this
// process takes a vector path of simd.h (AVX2 or AVX-512); elsewhere fillLayers and fastReach
// (reach.h) take the layered fill.
inline bool hasLoneSliderFill([[maybe_unused]] PieceType kind)
{
#ifdef CD_SIMD_X86
    return isSlider(kind) && simd::path() != simd::Path::Portable;
#else
    return false;
#endif
}

// The distance map of the lane's slider `kind` into `out`; only where hasLoneSliderFill(kind).
void loneSliderMap(PieceType kind, CaptureMode captures, const FillLane& lane, DistanceMap& out);

// fillLayers for the one lane of the slider `kind`; only where hasLoneSliderFill(kind).
void loneSliderLayers(PieceType kind, CaptureMode captures, const FillLane& lane, FillBatch& out,
                      FillPlanes planes);

// The paths the fill takes: its vector code (Avx2 or Avx512, at most simd::path()) and the
// lookup of its first move (sliders.h; Pext only where sliders::hasPext()).
struct LonePaths {
    simd::Path vector;
    sliders::Path lookup;
};

// The same on given paths, which this processor must have: so that the tests check the AVX2 code
// on an AVX-512 processor too, and the magic lookup where PEXT is quick.
void loneSliderMap(LonePaths paths, PieceType kind, CaptureMode captures, const FillLane& lane,
                   DistanceMap& out);
void loneSliderLayers(LonePaths paths, PieceType kind, CaptureMode captures, const FillLane& lane,
                      FillBatch& out, FillPlanes planes);

} // namespace cd
