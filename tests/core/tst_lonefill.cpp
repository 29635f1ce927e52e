// The fill of a single rook, bishop or queen (lonefill.h) against the breadth-first search of
// reach.h and the layered fill of several lanes: boards of every density, mazes where routes run
// long, squares closed off, taboo squares and every capture mode.
#include "boardtext.h"
#include "layerfill.h"
#include "lonefill.h"
#include "reach.h"
#include "simd.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace cd;
using testutil::mapText;
using testutil::sq;

namespace {

constexpr PieceType kSliders[] = {PieceType::Queen, PieceType::Rook, PieceType::Bishop};

// A board for a slider on a random square: `density` in 64ths of the other squares hold a piece,
// mostly its own (walls that make routes long), some the enemy's, and a few squares, if asked
// for, are taboo.
MoveContext randomContext(std::mt19937& rng, PieceType kind, int density, bool withTaboo,
                          CaptureMode captures)
{
    MoveContext ctx;
    ctx.piece = Piece{Color::White, kind};
    ctx.origin = static_cast<Square>(rng() % 64);
    ctx.captures = captures;
    for (int s = 0; s < 64; ++s) {
        if (s == ctx.origin || static_cast<int>(rng() % 64) >= density)
            continue;
        (rng() % 4 == 0 ? ctx.enemy : ctx.own) |= bit(static_cast<Square>(s));
    }
    if (withTaboo)
        for (int i = 0; i < 4; ++i)
            ctx.taboo |= bit(static_cast<Square>(rng() % 64)) & ~(ctx.own | ctx.enemy);
    return ctx;
}

QString describe(const MoveContext& ctx)
{
    return QStringLiteral("%1 on %2, own %3, enemy %4, taboo %5, captures %6")
        .arg(QLatin1Char(pieceLetter(ctx.piece)))
        .arg(QString::fromStdString(squareName(ctx.origin)))
        .arg(ctx.own, 16, 16, QLatin1Char('0'))
        .arg(ctx.enemy, 16, 16, QLatin1Char('0'))
        .arg(ctx.taboo, 16, 16, QLatin1Char('0'))
        .arg(static_cast<int>(ctx.captures));
}

} // namespace

class TestLoneFill : public QObject {
    Q_OBJECT
private slots:
    void init()
    {
        if (!hasLoneSliderFill(PieceType::Queen))
            QSKIP("this processor has no AVX2: the other fills serve");
    }

    void servesSlidersOnly()
    {
        for (const PieceType kind : kSliders)
            QVERIFY(hasLoneSliderFill(kind));
        for (const PieceType kind : {PieceType::King, PieceType::Knight, PieceType::Pawn})
            QVERIFY(!hasLoneSliderFill(kind));
    }

    // 30,000 boards: the map equals the breadth-first search, and the routes it covers run up to
    // the long distances of mazes (which the count of moves in a byte must hold).
    void mapEqualsBfs()
    {
        std::mt19937 rng(2026);
        int longest = 0;
        for (int round = 0; round < 30000; ++round) {
            const PieceType kind = kSliders[round % 3];
            const auto captures = static_cast<CaptureMode>((round / 3) % 3);
            const MoveContext ctx =
                randomContext(rng, kind, static_cast<int>(rng() % 48), round % 2 == 0, captures);
            DistanceMap map;
            loneSliderMap(kind, captures, fillLane(ctx), map);
            const DistanceMap expected = reachBfs(ctx);
            if (map != expected)
                QFAIL(qPrintable(describe(ctx) + u'\n' + mapText(map) + u'\n' + mapText(expected)));
            longest = std::max(longest, maxDistance(map));
        }
        QVERIFY2(longest >= 10, qPrintable(QString::number(longest)));
    }

    // The layers (and planes) of one lane equal those of the same lane filled beside another,
    // which takes the fill of several lanes. The lone fill leaves out a last move that would find
    // nothing when it can tell (no taboo square among the empty ones), so its depth may be one
    // less, and it does so for every kind; with taboo squares the depths are equal.
    void layersEqualTheBatchFill()
    {
        std::mt19937 rng(7);
        int earlyStops[3] = {};
        for (int round = 0; round < 10000; ++round) {
            const PieceType kind = kSliders[round % 3];
            const auto captures = static_cast<CaptureMode>((round / 3) % 3);
            const MoveContext ctx =
                randomContext(rng, kind, static_cast<int>(rng() % 48), round % 2 == 0, captures);
            const FillLane lane = fillLane(ctx);
            const FillLane pair[] = {lane, lane};
            const bool tabooEmpty = (ctx.taboo & ~(ctx.own | ctx.enemy | bit(ctx.origin))) != 0;
            for (const FillPlanes planes : {FillPlanes::Write, FillPlanes::Skip}) {
                FillBatch lone, batch;
                fillLayers(kind, Color::White, captures, {&lane, 1}, lone, planes);
                fillLayers(kind, Color::White, captures, pair, batch, planes);
                QCOMPARE(lone.lanes, 1);
                QCOMPARE(lone.reached[0], batch.reached[0]);
                if (lone.depth + 1 == batch.depth && batch.layer(lone.depth, 0) == 0 && !tabooEmpty)
                    earlyStops[round % 3] += planes == FillPlanes::Write;
                else
                    QCOMPARE(lone.depth, batch.depth);
                for (int d = 0; d < kMaxLayers; ++d)
                    if (lone.layer(d, 0) != batch.layer(d, 0))
                        QFAIL(qPrintable(describe(ctx) + QStringLiteral(", layer %1").arg(d)));
                if (planes == FillPlanes::Write)
                    QCOMPARE(mapText(distanceMap(lone, 0)), mapText(distanceMap(batch, 0)));
            }
        }
        for (const int stops : earlyStops)
            QVERIFY2(stops > 100, qPrintable(QString::number(stops)));
    }

    // Every vector path this processor has (the AVX2 code runs on an AVX-512 processor too),
    // every origin square of 200 boards, every slider and capture mode: the map equals the
    // breadth-first search and the layers equal those of the fill of two lanes. The first move
    // is a table lookup and the wide path's rotations wrap round the board unless guarded, so
    // each origin is checked, edges and corners included.
    void everyPathEveryOrigin()
    {
        std::mt19937 rng(64);
        for (const LonePaths paths : {LonePaths{simd::Path::Avx2, sliders::Path::Magic},
                                      LonePaths{simd::Path::Avx2, sliders::Path::Pext},
                                      LonePaths{simd::Path::Avx512, sliders::Path::Magic},
                                      LonePaths{simd::Path::Avx512, sliders::Path::Pext}}) {
            if (paths.vector > simd::path() ||
                (paths.lookup == sliders::Path::Pext && !sliders::hasPext()))
                continue;
            const simd::Path path = paths.vector;
            for (int board = 0; board < 200; ++board) {
                const PieceType kind = kSliders[board % 3];
                const auto captures = static_cast<CaptureMode>((board / 3) % 3);
                const MoveContext base = randomContext(rng, kind, static_cast<int>(rng() % 40),
                                                       board % 2 == 0, captures);
                for (int s = 0; s < 64; ++s) {
                    // The piece on s lifted off, as makeContext does.
                    MoveContext lifted = base;
                    lifted.origin = static_cast<Square>(s);
                    lifted.own &= ~bit(lifted.origin);
                    lifted.enemy &= ~bit(lifted.origin);
                    const FillLane lane = fillLane(lifted);
                    DistanceMap map;
                    loneSliderMap(paths, kind, captures, lane, map);
                    const DistanceMap expected = reachBfs(lifted);
                    if (map != expected)
                        QFAIL(qPrintable(
                            QString::fromLatin1(simd::pathName(path)) +
                            QString::fromLatin1(paths.lookup == sliders::Path::Pext ? " pext "
                                                                                    : " magic ") +
                            describe(lifted) + u'\n' + mapText(map) + u'\n' + mapText(expected)));
                    FillBatch lone, batch;
                    const FillLane pair[] = {lane, lane};
                    loneSliderLayers(paths, kind, captures, lane, lone, FillPlanes::Write);
                    fillLayers(kind, Color::White, captures, pair, batch);
                    QCOMPARE(lone.reached[0], batch.reached[0]);
                    for (int d = 0; d < kMaxLayers; ++d)
                        if (lone.layer(d, 0) != batch.layer(d, 0))
                            QFAIL(
                                qPrintable(describe(lifted) + QStringLiteral(", layer %1").arg(d)));
                    QCOMPARE(mapText(distanceMap(lone, 0)), mapText(expected));
                }
            }
        }
    }

    // A queen whose last open square is closed off: h8 is empty, but its neighbours hold the
    // queen's own knights, so no move reaches it, and the fill stops after the move that found
    // the rest (a third move would find nothing).
    void closedSquareStaysUnreachable()
    {
        const Board pos = *Board::fromFen("6N1/6NN/8/8/8/8/8/Q7 w - - 0 1");
        const MoveContext ctx = makeContext(pos, A1, Piece{Color::White, PieceType::Queen}, {});
        DistanceMap map;
        loneSliderMap(PieceType::Queen, ctx.captures, fillLane(ctx), map);
        const auto at = [&](const char* name) { return int(map[std::size_t(sq(name))]); };
        QCOMPARE(at("h8"), kUnreachable);
        QCOMPARE(at("g8"), kUnreachable); // own pieces are never stopped on
        QCOMPARE(at("h1"), 1);
        QCOMPARE(at("f8"), 2);
        QCOMPARE(mapText(map), mapText(reachBfs(ctx)));
        FillBatch batch;
        const FillLane lane = fillLane(ctx);
        fillLayers(PieceType::Queen, Color::White, ctx.captures, {&lane, 1}, batch);
        QCOMPARE(batch.depth, 3); // the layers of moves 0, 1 and 2
    }
};

QTEST_APPLESS_MAIN(TestLoneFill)
#include "tst_lonefill.moc"
