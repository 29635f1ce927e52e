#include "arrivalfill.h"

#include "fillloop.h"
#include "simd.h"

#include <cstring>

namespace cd {

namespace {

using namespace movers;

// Keeps each lane's distance planes in registers and ORs each layer into its side's lanes,
// kept across batches: the lanes are joined once at the end (SideLayers::at), not per layer.
template <int N> struct KeepArrival {
    CD_INLINE explicit KeepArrival(ArrivalTally& o) : out(o)
    {
        Bitboard black[N];
        for (int i = 0; i < N; ++i)
            black[i] = o.black[static_cast<std::size_t>(i)] ? kAll : 0;
        std::memcpy(&isBlack, black, sizeof black);
    }
    ArrivalTally& out;
    Lanes<N> isBlack;
    Lanes<N> planes[kMaxPlanes] = {};

    CD_INLINE void start(const Lanes<N>&) {}
    CD_INLINE void layer(const Lanes<N>& frontier, int d)
    {
        addToPlanes<N>(planes, frontier, d);
        SideLayers& s = *out.sides;
        const auto l = static_cast<std::size_t>(d);
        if (d >= s.cleared) { // the first fill this deep: the layer holds nothing yet
            s.lane[0][l] = {};
            s.lane[1][l] = {};
            s.cleared = d + 1;
        }
        Lanes<N> white, black;
        std::memcpy(&white, s.lane[0][l].data(), sizeof white);
        std::memcpy(&black, s.lane[1][l].data(), sizeof black);
        white |= frontier & ~isBlack;
        black |= frontier & isBlack;
        std::memcpy(s.lane[0][l].data(), &white, sizeof white);
        std::memcpy(s.lane[1][l].data(), &black, sizeof black);
    }
    CD_INLINE void finish(const Lanes<N>& reached, int depth)
    {
        Bitboard r[N], p[kMaxPlanes][N];
        std::memcpy(r, &reached, sizeof r);
        for (std::size_t k = 0; k < kMaxPlanes; ++k)
            std::memcpy(p[k], &planes[k], sizeof p[k]);
        for (int i = 0; i < N; ++i) {
            const auto l = static_cast<std::size_t>(i);
            PieceReach& into = *out.into[l];
            into.reached = r[i];
            for (std::size_t k = 0; k < kMaxPlanes; ++k)
                into.planes[k] = p[k][i];
        }
        out.depth = depth;
    }
};

template <typename Source>
void fillOf(PieceType kind, Color color, CaptureMode captures, const Source& source,
            ArrivalTally& out)
{
    simd::dispatch(
        [](PieceType k, Color c, CaptureMode m, const Source* s, ArrivalTally* o) CD_BODY {
            fillLanes(k, c, m, *s, [o]<int N>() CD_BODY { return KeepArrival<N>(*o); });
        },
        kind, color, captures, &source, &out);
}

} // namespace

void arrivalFill(PieceType kind, Color color, CaptureMode captures, std::span<const FillLane> lanes,
                 ArrivalTally& out)
{
    fillOf(kind, color, captures, oneBatch(lanes), out);
}

void arrivalFill(PieceType kind, Color color, CaptureMode captures, const BatchBoard& board,
                 ArrivalTally& out)
{
    fillOf(kind, color, captures, board, out);
}

} // namespace cd
