// Distance maps from layers (layermap.h): the bit-plane conversion against a square-by-square
// one, and the vector path against the portable one, on random layerings of every depth.
#include "layermap.h"

#include <QTest>

#include <random>
#include <vector>

using namespace cd;

namespace {

// A random layering: each square gets a depth below `depth`, or none (unreached); the origin
// (layer 0) is one square.
struct Layering {
    std::vector<Bitboard> layers;
    Bitboard reached = 0;
    DistanceMap expected = unreachableMap();
};

Layering randomLayering(std::mt19937& rng, int depth)
{
    Layering l;
    l.layers.assign(static_cast<std::size_t>(depth), 0);
    const int origin = static_cast<int>(rng() % 64);
    for (int s = 0; s < 64; ++s) {
        int d = s == origin ? 0 : 1 + static_cast<int>(rng() % static_cast<unsigned>(depth));
        if (s != origin && (d >= depth || rng() % 5 == 0))
            continue; // unreached
        l.layers[static_cast<std::size_t>(d)] |= bit(Square(s));
        l.reached |= bit(Square(s));
        l.expected[static_cast<std::size_t>(s)] = static_cast<std::int8_t>(d);
    }
    return l;
}

} // namespace

class TestLayerMap : public QObject {
    Q_OBJECT
private slots:
    void mapOfLayersWritesEachSquaresDepth()
    {
        std::mt19937 rng(77);
        for (int depth = 1; depth <= 64; ++depth)
            for (int round = 0; round < 200; ++round) {
                const Layering l = randomLayering(rng, depth);
                const DistanceMap map = mapOfLayers(
                    l.reached, depth, [&](int d) { return l.layers[static_cast<std::size_t>(d)]; });
                if (map != l.expected)
                    QFAIL(qPrintable(QStringLiteral("depth %1, round %2").arg(depth).arg(round)));
            }
    }

    void portablePathEqualsTheProcessorsPath()
    {
        std::mt19937_64 rng(78);
        for (int round = 0; round < 20000; ++round) {
            std::array<Bitboard, kMaxPlanes> planes;
            for (auto& p : planes)
                p = rng();
            const Bitboard unreached = rng() & rng();
            const auto n = static_cast<std::size_t>(round % (kMaxPlanes + 1));
            const auto used = std::span(planes).first(n);
            QCOMPARE(mapOfPlanes(unreached, used), detail::mapOfPlanesPortable(unreached, used));
        }
    }

    // Maps converted at once equal each map alone, for every number of maps and planes, with the
    // planes in lanes (a fill batch) or in whole tables (all pairs).
    void batchOfMapsEqualsOneAtATime()
    {
        std::mt19937_64 rng(79);
        for (int round = 0; round < 2000; ++round) {
            const std::size_t n = round % 2 ? 1 + static_cast<std::size_t>((round / 2) % 4) : 64;
            const std::size_t stride = round % 2 ? 4 : 64;
            std::vector<Bitboard> unreached(n), planes(kMaxPlanes * stride);
            for (auto& u : unreached)
                u = rng() & rng();
            for (auto& p : planes)
                p = rng();
            const auto count = static_cast<std::size_t>(round % (kMaxPlanes + 1));
            std::vector<DistanceMap> maps(n);
            std::vector<DistanceMap*> out;
            for (auto& map : maps)
                out.push_back(&map);
            mapsOfPlanes(n, {unreached.data(), planes.data(), stride, count}, out.data());
            for (std::size_t i = 0; i < n; ++i) {
                std::array<Bitboard, kMaxPlanes> mine{};
                for (std::size_t k = 0; k < count; ++k)
                    mine[k] = planes[k * stride + i];
                QCOMPARE(maps[i],
                         detail::mapOfPlanesPortable(unreached[i], std::span(mine).first(count)));
            }
        }
    }

    void planesOfADistanceSpellItsBits()
    {
        // Square c1 at distance 37 = 100101b: planes 0, 2 and 5 hold it.
        const Bitboard c1 = bit(Square(2));
        const auto planes = planesOfLayers(38, [&](int d) { return d == 37 ? c1 : Bitboard{0}; });
        QCOMPARE(planes[0], c1);
        QCOMPARE(planes[1], Bitboard{0});
        QCOMPARE(planes[2], c1);
        QCOMPARE(planes[5], c1);
        QCOMPARE(planeCount(38), std::size_t{6});
        QCOMPARE(planeCount(2), std::size_t{1});
        QCOMPARE(planeCount(1), std::size_t{0});
    }
};

QTEST_APPLESS_MAIN(TestLayerMap)
#include "tst_layermap.moc"
