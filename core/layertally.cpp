#include "layertally.h"

#include "fillloop.h"
#include "simd.h"

#include <bit>
#include <cstring>

namespace cd {

namespace {

using namespace movers;

// Counts each layer of each lane as it is made (FillTally), in locals until the end: the layers
// are never written, so nothing reads them back from memory.
template <int N> struct KeepTally {
    FillTally& out;
    int reachable[N] = {}, deepest[N] = {};
    long sum[N] = {};
    double score[N] = {};
    double weight = 1; // 2^(1-d), exact: halved once a move
    CD_INLINE void start(const Lanes<N>&)
    {
        for (int i = 0; i < N; ++i)
            std::memset(out.counts[static_cast<std::size_t>(i)], 0, kMaxLayers);
    }
    CD_INLINE void layer(const Lanes<N>& frontier, int d)
    {
        Bitboard f[N];
        std::memcpy(f, &frontier, sizeof f);
        for (int i = 0; i < N; ++i) {
            const int c = std::popcount(f[i]);
            out.counts[static_cast<std::size_t>(i)][d] = static_cast<std::uint8_t>(c);
            reachable[i] += c;
            sum[i] += static_cast<long>(c) * d;
            score[i] += c * weight;
            deepest[i] = c ? d : deepest[i];
        }
        weight /= 2;
    }
    // The divisions of all lanes side by side: one at a time, they were a tenth of the profiles.
    CD_INLINE void finish(const Lanes<N>&, int)
    {
        double mean[N], ratio[N];
        for (int i = 0; i < N; ++i) {
            const double n = reachable[i] ? reachable[i] : 1.0;
            const double base = out.base[static_cast<std::size_t>(i)];
            mean[i] = static_cast<double>(sum[i]) / n;
            ratio[i] = score[i] / (base > 0 ? base : 1.0);
            mean[i] = reachable[i] ? mean[i] : 0.0;
            ratio[i] = base > 0 ? ratio[i] : 0.0;
        }
        for (int i = 0; i < N; ++i) {
            const auto l = static_cast<std::size_t>(i);
            out.reachable[l] = reachable[i];
            out.deepest[l] = deepest[i];
            out.score[l] = score[i];
            out.mean[l] = mean[i];
            out.ratio[l] = ratio[i];
        }
    }
};

} // namespace

void detail::layeredTallyPortable(PieceType kind, Color color, CaptureMode captures,
                                  std::span<const FillLane> lanes, FillTally& out)
{
    using L = std::span<const FillLane>;
    simd::dispatch(
        [](PieceType k, Color c, CaptureMode m, L l, FillTally* o) CD_BODY {
            fillLanes(k, c, m, l.first(std::min<std::size_t>(l.size(), kFillLanes)),
                      [o]<int N>() CD_BODY { return KeepTally<N>{*o}; });
        },
        kind, color, captures, lanes, &out);
}

void layeredTally(PieceType kind, Color color, CaptureMode captures,
                  std::span<const FillLane> lanes, FillTally& out)
{
    detail::layeredTallyPortable(kind, color, captures, lanes, out);
}

} // namespace cd
