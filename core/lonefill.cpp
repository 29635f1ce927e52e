#include "lonefill.h"

#include "fillmovers.h"
#include "lonemovers.h"
#include "simd.h"
#include "sliders.h"

#include <algorithm>
#include <cstdlib>
#include <span>

namespace cd {

#ifdef CD_SIMD_X86

namespace {

// The fill's code twice, once built for each vector path.
namespace avx2 {
using namespace movers;
using namespace lone;
#define CD_LONE_INLINE CD_AVX2_INLINE
#include "lonefillpath.h"
#undef CD_LONE_INLINE
} // namespace avx2

namespace avx512 {
using namespace movers;
using namespace lone;
#define CD_LONE_INLINE CD_AVX512_INLINE
#include "lonefillpath.h"
#undef CD_LONE_INLINE
} // namespace avx512

// Each path's code, built for its processors.
CD_TARGET_AVX2 void mapAvx2(PieceType kind, CaptureMode captures, const FillLane& lane,
                            Bitboard first, DistanceMap& out)
{
    avx2::writeMapOf<lone::DirectionMover>(kind, lane, captures, first, out);
}

CD_TARGET_AVX512 void mapAvx512(PieceType kind, CaptureMode captures, const FillLane& lane,
                                Bitboard first, DistanceMap& out)
{
    avx512::writeMapOf<lone::WideMover>(kind, lane, captures, first, out);
}

CD_TARGET_AVX2 void layersAvx2(PieceType kind, CaptureMode captures, const FillLane& lane,
                               Bitboard first, FillBatch& out, FillPlanes planes)
{
    avx2::writeLayersOf<lone::DirectionMover>(kind, lane, captures, first, out, planes);
}

CD_TARGET_AVX512 void layersAvx512(PieceType kind, CaptureMode captures, const FillLane& lane,
                                   Bitboard first, FillBatch& out, FillPlanes planes)
{
    avx512::writeLayersOf<lone::WideMover>(kind, lane, captures, first, out, planes);
}

// The slider's first move from its one square, before the landing mask: its attack set over the
// occupied squares, looked up on the path `p` of sliders.h in a few cycles, where a round of the
// vector fill is a chain of fifteen to twenty.
Bitboard firstTargets(sliders::Path p, PieceType kind, const FillLane& lane)
{
    const Bitboard occupied = lane.own | lane.enemy;
    const auto attacks = [&](const auto& lookup) {
        Bitboard t = 0;
        if (kind != PieceType::Bishop)
            t |= lookup.rook(lane.origin, occupied);
        if (kind != PieceType::Rook)
            t |= lookup.bishop(lane.origin, occupied);
        return t;
    };
    // Each lookup made once: its tables' first-use guard costs a nanosecond a call.
    if (p == sliders::Path::Pext) {
        static const sliders::Pext pext{&sliders::tables(sliders::Path::Pext)};
        return attacks(pext);
    }
    static const sliders::Magic magic{&sliders::tables(sliders::Path::Magic)};
    return attacks(magic);
}

} // namespace

void loneSliderMap(PieceType kind, CaptureMode captures, const FillLane& lane, DistanceMap& out)
{
    loneSliderMap({simd::path(), sliders::path()}, kind, captures, lane, out);
}

void loneSliderLayers(PieceType kind, CaptureMode captures, const FillLane& lane, FillBatch& out,
                      FillPlanes planes)
{
    loneSliderLayers({simd::path(), sliders::path()}, kind, captures, lane, out, planes);
}

void loneSliderMap(LonePaths paths, PieceType kind, CaptureMode captures, const FillLane& lane,
                   DistanceMap& out)
{
    const Bitboard first = firstTargets(paths.lookup, kind, lane);
    if (paths.vector == simd::Path::Avx512)
        mapAvx512(kind, captures, lane, first, out);
    else
        mapAvx2(kind, captures, lane, first, out);
}

void loneSliderLayers(LonePaths paths, PieceType kind, CaptureMode captures, const FillLane& lane,
                      FillBatch& out, FillPlanes planes)
{
    const Bitboard first = firstTargets(paths.lookup, kind, lane);
    if (paths.vector == simd::Path::Avx512)
        layersAvx512(kind, captures, lane, first, out, planes);
    else
        layersAvx2(kind, captures, lane, first, out, planes);
}

#else // no AVX2 to build for: hasLoneSliderFill is false, and the other fills serve

void loneSliderMap(PieceType, CaptureMode, const FillLane&, DistanceMap&)
{
    std::abort(); // called against its precondition
}

void loneSliderLayers(PieceType, CaptureMode, const FillLane&, FillBatch&, FillPlanes)
{
    std::abort(); // called against its precondition
}

void loneSliderMap(LonePaths, PieceType, CaptureMode, const FillLane&, DistanceMap&)
{
    std::abort(); // called against its precondition
}

void loneSliderLayers(LonePaths, PieceType, CaptureMode, const FillLane&, FillBatch&, FillPlanes)
{
    std::abort(); // called against its precondition
}

#endif

} // namespace cd
