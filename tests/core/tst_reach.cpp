// Reach of a piece in a position (docs/reach.md): the worked examples, the pawn's rules, an
// empty origin, edge cases, errors and the capture modes' names.
#include "reachoracle.h"

#include "assertdeath.h"
#include "attacks.h"
#include "boardtext.h"
#include "movegraph.h"
#include "pairhistogram.h"
#include "randompositions.h"
#include "reach.h"
#include <QTest>
#include <deque>
#include <random>
#include <type_traits>

using namespace reachref;

class TestReach : public QObject {
    Q_OBJECT
private slots:
    void e1Maps_data();
    void e1Maps();
    void e1Asserts();
    void e2Pawn_data();
    void e2Pawn();
    void e2BlackMirror();
    void e3StartPosition();
    void e4Taboo();
    void e4AvoidAttackedEqualsTaboo();
    void e4WithoutTaboo();
    void pawnRules();
    void originIsEmpty();
    void successorsEdgeCases();
    void errors();
    void captureModeNames();
};

void TestReach::e1Maps_data()
{
    QTest::addColumn<CaptureMode>("mode");
    QTest::addColumn<QStringList>("rows");
    QTest::newRow("stop") << CaptureMode::Stop
                          << QStringList{"2 2 2 1 2 2 2 2", "2 2 2 1 2 2 2 2", "2 2 2 1 2 2 2 2",
                                         "1 1 1 0 1 1 3 3", "2 2 2 1 2 2 2 2", "2 2 2 - 2 3 3 3",
                                         "2 2 2 3 2 3 3 3", "2 2 2 3 2 3 3 3"};
    QTest::newRow("continue") << CaptureMode::Continue
                              << QStringList{"2 2 2 1 2 2 2 2", "2 2 2 1 2 2 2 2",
                                             "2 2 2 1 2 2 2 2", "1 1 1 0 1 1 2 2",
                                             "2 2 2 1 2 2 2 2", "2 2 2 - 2 2 3 3",
                                             "2 2 2 3 2 2 3 3", "2 2 2 3 2 2 3 3"};
    QTest::newRow("block") << CaptureMode::Block
                           << QStringList{"2 2 2 1 2 2 2 2", "2 2 - 1 2 2 2 2", "2 2 2 1 2 2 2 2",
                                          "1 1 1 0 1 - 3 3", "2 2 2 1 2 2 2 2", "2 2 2 - 2 3 3 3",
                                          "2 2 2 3 2 3 3 3", "2 2 2 3 2 3 3 3"};
}

namespace {
DistanceMap mapFromList(const QStringList& rows)
{
    std::array<std::string, 8> owned;
    std::array<std::string_view, 8> views;
    for (std::size_t i = 0; i < 8; ++i) {
        owned[i] = rows[static_cast<qsizetype>(i)].toStdString();
        views[i] = owned[i];
    }
    return mapFromRows(views);
}
} // namespace

void TestReach::e1Maps()
{
    QFETCH(CaptureMode, mode);
    QFETCH(QStringList, rows);
    const Board pos = fromFen("8/2n5/8/3R1p2/8/3P4/8/8");
    ReachOptions opts;
    opts.captures = mode;
    const DistanceMap expected = mapFromList(rows);
    QCOMPARE(mapText(reach(pos, sq("d5"), opts)), mapText(expected));
    const MoveContext ctx = makeContext(pos, sq("d5"), *pos.pieceAt(sq("d5")), opts);
    QCOMPARE(mapText(reachBfs(ctx)), mapText(expected));
    QCOMPARE(mapText(oracleReach(pos, sq("d5"), ctx.piece, opts)), mapText(expected));
}

void TestReach::e1Asserts()
{
    const Board pos = fromFen("8/2n5/8/3R1p2/8/3P4/8/8");
    auto at = [&](CaptureMode m, const char* s) {
        ReachOptions o;
        o.captures = m;
        return int(reach(pos, sq("d5"), o)[static_cast<std::size_t>(sq(s))]);
    };
    QCOMPARE(at(CaptureMode::Stop, "f5"), 1);
    QCOMPARE(at(CaptureMode::Stop, "g5"), 3);
    QCOMPARE(at(CaptureMode::Continue, "g5"), 2);
    QCOMPARE(at(CaptureMode::Stop, "c7"), 2);
    QCOMPARE(at(CaptureMode::Block, "c7"), kUnreachable);
    for (const CaptureMode m : kModes) {
        QCOMPARE(at(m, "d3"), kUnreachable);
        QCOMPARE(at(m, "d2"), 3);
        QCOMPARE(at(m, "d5"), 0);
    }
}

void TestReach::e2Pawn_data()
{
    QTest::addColumn<CaptureMode>("mode");
    QTest::addColumn<QString>("square");
    QTest::addColumn<int>("expected");
    const int u = kUnreachable;
    const struct {
        const char* s;
        int stop, cont, block;
    } rows[] = {{"e2", 0, 0, 0}, {"e3", 1, 1, 1}, {"e4", 1, 1, 1}, {"d3", 1, 1, u}, {"f3", 1, 1, u},
                {"e5", 2, 2, 2}, {"e8", 5, 5, 5}, {"d4", u, 2, u}, {"f4", u, 2, u}, {"d8", u, 6, u},
                {"f8", u, 6, u}, {"c4", u, u, u}, {"e1", u, u, u}, {"d2", u, u, u}};
    for (const auto& r : rows) {
        QTest::addRow("stop %s", r.s) << CaptureMode::Stop << r.s << r.stop;
        QTest::addRow("continue %s", r.s) << CaptureMode::Continue << r.s << r.cont;
        QTest::addRow("block %s", r.s) << CaptureMode::Block << r.s << r.block;
    }
}

void TestReach::e2Pawn()
{
    QFETCH(CaptureMode, mode);
    QFETCH(QString, square);
    QFETCH(int, expected);
    const Board pos = fromFen("8/8/8/8/8/3p1p2/4P3/8");
    ReachOptions opts;
    opts.captures = mode;
    QCOMPARE(int(reach(pos, sq("e2"), opts)[static_cast<std::size_t>(sq(square.toStdString()))]),
             expected);
}

void TestReach::e2BlackMirror()
{
    // E2 with colours swapped and ranks flipped: black pawn e7, white pawns d6 and f6.
    const Board white = fromFen("8/8/8/8/8/3p1p2/4P3/8");
    const Board black = fromFen("8/4p3/3P1P2/8/8/8/8/8");
    for (const CaptureMode m : kModes) {
        ReachOptions opts;
        opts.captures = m;
        const DistanceMap w = reach(white, sq("e2"), opts), b = reach(black, sq("e7"), opts);
        for (Square s = A1; s <= H8; ++s)
            QCOMPARE(b[static_cast<std::size_t>(s ^ 56)], w[static_cast<std::size_t>(s)]);
    }
    QCOMPARE(int(reach(black, sq("e7"))[static_cast<std::size_t>(sq("e5"))]), 1);
    QCOMPARE(int(reach(black, sq("e7"))[static_cast<std::size_t>(sq("d6"))]), 1);
}

void TestReach::e3StartPosition()
{
    const Board pos = Board::startPosition();
    const DistanceMap knight = reach(pos, sq("g1"));
    const DistanceMap pawn = reach(pos, sq("e2"));
    auto at = [](const DistanceMap& m, const char* s) {
        return int(m[static_cast<std::size_t>(sq(s))]);
    };
    QCOMPARE(at(knight, "g1"), 0);
    QCOMPARE(at(knight, "f3"), 1);
    QCOMPARE(at(knight, "h3"), 1);
    QCOMPARE(at(knight, "d4"), 2);
    QCOMPARE(at(knight, "e4"), 3);
    QCOMPARE(at(knight, "d7"), 3);
    QCOMPARE(at(knight, "e8"), 5);
    QCOMPARE(at(knight, "e2"), kUnreachable);
    QCOMPARE(at(pawn, "e2"), 0);
    QCOMPARE(at(pawn, "e3"), 1);
    QCOMPARE(at(pawn, "e4"), 1);
    QCOMPARE(at(pawn, "e5"), 2);
    QCOMPARE(at(pawn, "e6"), 3);
    QCOMPARE(at(pawn, "d7"), 4);
    QCOMPARE(at(pawn, "f7"), 4);
    QCOMPARE(at(pawn, "e7"), kUnreachable);
    QCOMPARE(at(pawn, "e8"), kUnreachable);
    // Every white piece but the knights and pawns is shut in.
    for (const char* s : {"a1", "c1", "d1", "e1", "f1", "h1"}) {
        const DistanceMap m = reach(pos, sq(s));
        for (Square t = A1; t <= H8; ++t)
            QCOMPARE(int(m[static_cast<std::size_t>(t)]), t == sq(s) ? 0 : kUnreachable);
    }
}

void TestReach::e4Taboo()
{
    const Board pos = fromFen("8/8/8/2pppp2/8/8/8/4K3");
    ReachOptions opts;
    opts.taboo = testutil::squares("b4 c4 d4 e4 f4 g4");
    const DistanceMap expected =
        mapFromRows({"8 8 8 7 7 7 7 7", "7 7 7 7 6 6 6 6", "6 6 6 7 6 5 5 5", "5 5 6 7 6 5 4 4",
                     "4 - - - - - - 3", "4 3 2 2 2 2 2 3", "4 3 2 1 1 1 2 3", "4 3 2 1 0 1 2 3"});
    QCOMPARE(mapText(reach(pos, sq("e1"), opts)), mapText(expected));
    QCOMPARE(mapText(reachBfs(makeContext(pos, sq("e1"), kWhiteKing, opts))), mapText(expected));
    QCOMPARE(mapText(oracleReach(pos, sq("e1"), kWhiteKing, opts)), mapText(expected));
}

void TestReach::e4AvoidAttackedEqualsTaboo()
{
    const Board pos = fromFen("8/8/8/2pppp2/8/8/8/4K3");
    QCOMPARE(testutil::setText(attackedBy(pos, Color::Black, pos.occupied())),
             QStringLiteral("b4 c4 d4 e4 f4 g4"));
    ReachOptions avoid, taboo;
    avoid.avoidAttacked = true;
    taboo.taboo = testutil::squares("b4 c4 d4 e4 f4 g4");
    QCOMPARE(mapText(reach(pos, sq("e1"), avoid)), mapText(reach(pos, sq("e1"), taboo)));
    QCOMPARE(makeContext(pos, sq("e1"), kWhiteKing, avoid).taboo, taboo.taboo);
}

void TestReach::e4WithoutTaboo()
{
    const Board pos = fromFen("8/8/8/2pppp2/8/8/8/4K3");
    ReachOptions taboo;
    taboo.taboo = testutil::squares("b4 c4 d4 e4 f4 g4");
    const DistanceMap free = reach(pos, sq("e1")), walled = reach(pos, sq("e1"), taboo);
    const struct {
        const char* s;
        int without, with;
    } rows[] = {{"b4", 3, kUnreachable},
                {"c4", 3, kUnreachable},
                {"d4", 3, kUnreachable},
                {"e4", 3, kUnreachable},
                {"f4", 3, kUnreachable},
                {"g4", 3, kUnreachable},
                {"a5", 4, 5},
                {"d5", 4, 7},
                {"e5", 4, 6},
                {"d6", 6, 7},
                {"a8", 7, 8},
                {"e6", 6, 6}};
    for (const auto& r : rows) {
        QCOMPARE(int(free[static_cast<std::size_t>(sq(r.s))]), r.without);
        QCOMPARE(int(walled[static_cast<std::size_t>(sq(r.s))]), r.with);
    }
}

void TestReach::pawnRules()
{
    auto pawnMap = [](const char* fen, const char* from, Bitboard taboo = 0,
                      CaptureMode mode = CaptureMode::Stop) {
        ReachOptions o;
        o.taboo = taboo;
        o.captures = mode;
        return reach(fromFen(fen), sq(from), o);
    };
    auto at = [](const DistanceMap& m, const char* s) {
        return int(m[static_cast<std::size_t>(sq(s))]);
    };
    // A pawn never pushes onto a piece, of either colour; no double push past a piece.
    DistanceMap m = pawnMap("8/8/8/8/8/4p3/4P3/8", "e2");
    QCOMPARE(at(m, "e3"), kUnreachable);
    QCOMPARE(at(m, "e4"), kUnreachable);
    m = pawnMap("8/8/8/8/4n3/8/4P3/8", "e2", 0, CaptureMode::Continue);
    QCOMPARE(at(m, "e3"), 1);
    QCOMPARE(at(m, "e4"), kUnreachable);
    QCOMPARE(at(m, "e5"), kUnreachable);
    // The double push passes a taboo square; a single push cannot stop on one.
    m = pawnMap("8/8/8/8/8/8/4P3/8", "e2", testutil::squares("e3"));
    QCOMPARE(at(m, "e3"), kUnreachable);
    QCOMPARE(at(m, "e4"), 1);
    QCOMPARE(at(m, "e5"), 2);
    m = pawnMap("8/8/8/8/8/8/4P3/8", "e2", testutil::squares("e4"));
    QCOMPARE(at(m, "e3"), 1);
    QCOMPARE(at(m, "e4"), kUnreachable);
    QCOMPARE(at(m, "e5"), kUnreachable);
    // Captures only onto enemy pieces; not onto own ones, not in mode block.
    m = pawnMap("8/8/8/8/8/3P1p2/4P3/8", "e2");
    QCOMPARE(at(m, "d3"), kUnreachable);
    QCOMPARE(at(m, "f3"), 1);
    m = pawnMap("8/8/8/8/8/3P1p2/4P3/8", "e2", 0, CaptureMode::Block);
    QCOMPARE(at(m, "f3"), kUnreachable);
    // No double push from a later rank; the last rank is terminal.
    m = pawnMap("8/8/8/8/8/4P3/8/8", "e3");
    QCOMPARE(at(m, "e4"), 1);
    QCOMPARE(at(m, "e5"), 2);
    QCOMPARE(at(m, "e8"), 5);
    m = pawnMap("3n4/4P3/8/8/8/8/8/8", "e7", 0, CaptureMode::Continue);
    QCOMPARE(at(m, "e8"), 1);
    QCOMPARE(at(m, "d8"), 1);
    int reached = 0;
    for (const auto d : m)
        reached += d != kUnreachable ? 1 : 0;
    QCOMPARE(reached, 3);
}

void TestReach::originIsEmpty()
{
    // The mover is lifted off its origin: the black rook's file attack x-rays through a4, so a
    // king on a4 that avoids attacked squares can never stand on the a-file again.
    const Board pos = fromFen("r7/8/8/8/K7/8/8/8");
    ReachOptions avoid;
    avoid.avoidAttacked = true;
    const DistanceMap m = reach(pos, sq("a4"), avoid);
    auto at = [&](const DistanceMap& map, const char* s) {
        return int(map[static_cast<std::size_t>(sq(s))]);
    };
    for (const char* s : {"a1", "a2", "a3", "a5", "a6", "a7"})
        QCOMPARE(at(m, s), kUnreachable);
    QCOMPARE(at(m, "b3"), 1);
    QCOMPARE(at(m, "b5"), 1);
    QCOMPARE(at(m, "b8"), kUnreachable);
    QCOMPARE(at(m, "a8"), 4); // a4 b5 b6 b7 a8 captures the undefended rook
    QCOMPARE(at(m, "a4"), 0);
    // Whatever stood on the origin is replaced by the mover.
    const Board rooks = fromFen("R7/8/8/8/r7/8/8/R7");
    const MoveContext ctx =
        makeContext(rooks, sq("a4"), {Color::White, PieceType::Queen}, ReachOptions{});
    QVERIFY(!has(ctx.enemy, sq("a4")) && !has(ctx.own, sq("a4")));
    QCOMPARE(ctx.own, testutil::squares("a1 a8"));
    QCOMPARE(ctx.enemy, Bitboard{0});
    const DistanceMap q = reachFill(ctx);
    QCOMPARE(at(q, "a1"), kUnreachable);
    QCOMPARE(at(q, "a8"), kUnreachable);
    QCOMPARE(at(q, "a2"), 1);
    QCOMPARE(at(q, "a7"), 1);
    QCOMPARE(at(q, "b1"), 2);
}

void TestReach::successorsEdgeCases()
{
    MoveContext ctx;
    ctx.piece = {Color::White, PieceType::Pawn};
    for (Square s = A8; s <= H8; ++s)
        QCOMPARE(successors(ctx, PieceType::Pawn, s), Bitboard{0});
    ctx.piece = {Color::Black, PieceType::Pawn};
    for (Square s = A1; s <= H1; ++s)
        QCOMPARE(successors(ctx, PieceType::Pawn, s), Bitboard{0});
    ctx.piece = {Color::White, PieceType::Queen};
    ctx.enemy = bit(sq("e4"));
    ctx.captures = CaptureMode::Stop;
    QCOMPARE(successors(ctx, PieceType::Queen, sq("e4")), Bitboard{0});
    ctx.captures = CaptureMode::Continue;
    QCOMPARE(successors(ctx, PieceType::Queen, sq("e4")),
             slidingAttacks(PieceType::Queen, sq("e4"), 0));
}

void TestReach::errors()
{
    const Board start = Board::startPosition();
    QVERIFY_THROWS_EXCEPTION(InputError, reach(start, sq("e4")));
    QVERIFY_THROWS_EXCEPTION(InputError, reach(Board{}, sq("a1")));
    ReachOptions opts;
    for (const PieceType bad : {PieceType::King, PieceType::Pawn, PieceType::Wazir}) {
        opts.promotion = bad;
        QVERIFY_THROWS_EXCEPTION(InputError, reach(start, sq("e2"), opts));
        QVERIFY_THROWS_EXCEPTION(
            InputError, makeContext(start, sq("e2"), Piece{Color::White, PieceType::Pawn}, opts));
    }
    opts.promotion.reset();
    for (const char* s : {"a1", "e1", "h8", "d8"})
        for (const Color c : {Color::White, Color::Black})
            QVERIFY_THROWS_EXCEPTION(InputError,
                                     makeContext(Board{}, sq(s), Piece{c, PieceType::Pawn}, opts));
    // An index off the board is no Square: the type refuses it, a debug build asserts.
    static_assert(!std::is_invocable_v<decltype(&reach), const Board&, int, ReachOptions>);
    CD_VERIFY_ASSERTS(reach(start, Square(64)));
}

void TestReach::captureModeNames()
{
    QCOMPARE(QString::fromLatin1(captureModeName(CaptureMode::Stop).data()),
             QStringLiteral("stop"));
    QCOMPARE(QString::fromLatin1(captureModeName(CaptureMode::Continue).data()),
             QStringLiteral("continue"));
    QCOMPARE(QString::fromLatin1(captureModeName(CaptureMode::Block).data()),
             QStringLiteral("block"));
    for (const CaptureMode m : kModes)
        QCOMPARE(parseCaptureMode(captureModeName(m)), std::optional<CaptureMode>(m));
    QVERIFY(!parseCaptureMode("Stop").has_value());
    QVERIFY(!parseCaptureMode("").has_value());
    QCOMPARE(ReachOptions{}.captures, CaptureMode::Stop); // the default (docs/reach.md)
}

QTEST_APPLESS_MAIN(TestReach)
#include "tst_reach.moc"
