// The fill of a single rook, bishop or queen (docs/reach.md, "One slider alone"): its eight
// directions side by side in two 256-bit vectors, so that one Kogge-Stone fill serves four
// directions. Built for AVX2 alone, where the processor shifts each lane by its own count: the
// fast path of reach (one map, written as the fill goes) and of a one-lane fillLayers (a piece
// alone of its kind in the profiles and arrival maps, the last source of a batch of pairs).
#pragma once

#include "layerfill.h"

namespace cd {

namespace detail {
// Whether the processor has AVX2. Read while the program starts, so false only for code that
// runs before that (and then the other fills serve).
extern const bool loneSliderFillRuns;
} // namespace detail

// Whether the fills below serve a piece of `kind` here: a rook, bishop or queen, on a processor
// with AVX2.
inline bool hasLoneSliderFill(PieceType kind)
{
    return isSlider(kind) && detail::loneSliderFillRuns;
}

// The distance map of the lane's slider `kind` into `out`; only where hasLoneSliderFill(kind).
void loneSliderMap(PieceType kind, CaptureMode captures, const FillLane& lane, DistanceMap& out);

// fillLayers for the one lane of the slider `kind`; only where hasLoneSliderFill(kind).
void loneSliderLayers(PieceType kind, CaptureMode captures, const FillLane& lane, FillBatch& out,
                      FillPlanes planes);

} // namespace cd
