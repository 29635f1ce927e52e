// Reachability in a position (docs/reach.md): the worked examples, and the bitboard fill against
// the library's BFS and an independent BFS written here from those rules (Kappe: tst_kappe).
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

using namespace cd;
using testutil::mapFromRows;
using testutil::mapText;
using testutil::randomOrigin;
using testutil::randomPosition;
using testutil::sq;

Q_DECLARE_METATYPE(cd::CaptureMode)

namespace {

constexpr Piece kWhiteKing{Color::White, PieceType::King};

Position fromFen(std::string_view fen)
{
    FenError error;
    const auto p = Position::fromFen(fen, &error);
    if (!p)
        throw std::logic_error(error.toString());
    return *p;
}

// ---- An independent reference, written from docs/reach.md square by square. ----

struct Oracle {
    Color color = Color::White;
    Bitboard own = 0, enemy = 0, taboo = 0;
    CaptureMode mode = CaptureMode::Stop;

    bool occupiedAt(int f, int r) const { return has(own | enemy, Square(8 * r + f)); }
    bool mayStop(int f, int r) const
    {
        const Square s = Square(8 * r + f);
        if (has(own, s) || has(taboo, s))
            return false;
        return !(mode == CaptureMode::Block && has(enemy, s));
    }

    Bitboard moves(PieceType kind, Square u) const
    {
        if (mode == CaptureMode::Stop && has(enemy, u))
            return 0; // the capture ended the trajectory
        const int f0 = u % 8, r0 = u / 8;
        Bitboard out = 0;
        auto onBoard = [](int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; };
        auto step = [&](int df, int dr) {
            const int f = f0 + df, r = r0 + dr;
            if (onBoard(f, r) && mayStop(f, r))
                out |= bit(Square(8 * r + f));
        };
        auto ray = [&](int df, int dr) {
            for (int f = f0 + df, r = r0 + dr; onBoard(f, r); f += df, r += dr) {
                if (mayStop(f, r))
                    out |= bit(Square(8 * r + f));
                if (occupiedAt(f, r))
                    break; // taboo squares are passed, occupied ones are not
            }
        };
        switch (kind) {
        case PieceType::King:
            for (int df = -1; df <= 1; ++df)
                for (int dr = -1; dr <= 1; ++dr)
                    if (df || dr)
                        step(df, dr);
            break;
        case PieceType::Knight:
            for (const auto& d :
                 {std::pair{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}})
                step(d.first, d.second);
            break;
        case PieceType::Wazir:
            step(1, 0);
            step(-1, 0);
            step(0, 1);
            step(0, -1);
            break;
        case PieceType::Rook:
        case PieceType::Bishop:
        case PieceType::Queen:
            for (int df = -1; df <= 1; ++df)
                for (int dr = -1; dr <= 1; ++dr) {
                    if (!df && !dr)
                        continue;
                    const bool diagonal = df && dr;
                    if ((diagonal && kind != PieceType::Rook) ||
                        (!diagonal && kind != PieceType::Bishop))
                        ray(df, dr);
                }
            break;
        case PieceType::Pawn: {
            const int dir = color == Color::White ? 1 : -1;
            const int start = color == Color::White ? 1 : 6;
            const int r1 = r0 + dir;
            if (r1 < 0 || r1 > 7)
                break; // on its last rank: no moves
            if (!occupiedAt(f0, r1)) {
                if (!has(taboo, Square(8 * r1 + f0)))
                    out |= bit(Square(8 * r1 + f0));
                const int r2 = r1 + dir;
                if (r0 == start && !occupiedAt(f0, r2) && !has(taboo, Square(8 * r2 + f0)))
                    out |= bit(Square(8 * r2 + f0));
            }
            for (const int df : {-1, 1}) {
                const int f = f0 + df;
                if (onBoard(f, r1) && has(enemy, Square(8 * r1 + f)) && mayStop(f, r1))
                    out |= bit(Square(8 * r1 + f));
            }
            break;
        }
        }
        return out;
    }
};

// Squares `side` attacks, each ray stopping at the first piece; the square `except` is empty.
Bitboard oracleAttacks(const Position& pos, Color side, Square except)
{
    Oracle o;
    o.color = side;
    o.enemy = pos.occupied() & ~bit(except); // every blocker, and every square may be "attacked"
    o.mode = CaptureMode::Continue;
    Bitboard out = 0;
    forEachSquare(pos.pieces(side) & ~bit(except), [&](Square s) {
        const Piece p = *pos.pieceAt(s);
        if (p.type == PieceType::Pawn) {
            const int r = s / 8 + (side == Color::White ? 1 : -1);
            for (const int df : {-1, 1})
                if (r >= 0 && r < 8 && s % 8 + df >= 0 && s % 8 + df < 8)
                    out |= bit(Square(8 * r + s % 8 + df));
        } else {
            out |= o.moves(p.type, s);
        }
    });
    return out;
}

// BFS over (square, kind) states, promotion included (docs/reach.md#how-each-piece-moves).
DistanceMap oracleReach(const Position& pos, Square origin, Piece piece, const ReachOptions& opts)
{
    Oracle o;
    o.color = piece.color;
    o.own = pos.pieces(piece.color) & ~bit(origin);
    o.enemy = pos.pieces(opposite(piece.color)) & ~bit(origin);
    o.taboo = opts.taboo;
    if (opts.avoidAttacked)
        o.taboo |= oracleAttacks(pos, opposite(piece.color), origin);
    o.mode = opts.captures;
    const Bitboard last = piece.color == Color::White ? kRank8 : kRank1;
    std::array<std::array<int, 2>, 64> d;
    for (auto& x : d)
        x = {-1, -1};
    std::deque<std::pair<Square, int>> queue{{origin, 0}};
    d[static_cast<std::size_t>(origin)][0] = 0;
    while (!queue.empty()) {
        const auto [u, layer] = queue.front();
        queue.pop_front();
        const PieceType kind = layer == 0 ? piece.type : *opts.promotion;
        forEachSquare(o.moves(kind, u), [&, u = u, layer = layer](Square v) {
            const int nl =
                (layer == 0 && piece.type == PieceType::Pawn && opts.promotion && has(last, v))
                    ? 1
                    : layer;
            int& dv = d[static_cast<std::size_t>(v)][static_cast<std::size_t>(nl)];
            if (dv < 0) {
                dv = d[static_cast<std::size_t>(u)][static_cast<std::size_t>(layer)] + 1;
                queue.push_back({v, nl});
            }
        });
    }
    DistanceMap m = unreachableMap();
    for (std::size_t s = 0; s < 64; ++s) {
        const int a = d[s][0], b = d[s][1];
        m[s] = static_cast<std::int8_t>(a < 0 ? b : b < 0 ? a : std::min(a, b));
    }
    return m;
}

constexpr PieceType kTypes[] = {PieceType::King,   PieceType::Queen,  PieceType::Rook,
                                PieceType::Bishop, PieceType::Knight, PieceType::Pawn};
constexpr CaptureMode kModes[] = {CaptureMode::Stop, CaptureMode::Continue, CaptureMode::Block};

} // namespace

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
    void randomAgreement();
    void mirrorInvariance();
    void promotionExamples();
    void promotionRandom();
    void reachPairsRows();
    void reachHistograms();
    void errors();
    void captureModeNames();
    void sliderFills();
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
    const Position pos = fromFen("8/2n5/8/3R1p2/8/3P4/8/8");
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
    const Position pos = fromFen("8/2n5/8/3R1p2/8/3P4/8/8");
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
    const Position pos = fromFen("8/8/8/8/8/3p1p2/4P3/8");
    ReachOptions opts;
    opts.captures = mode;
    QCOMPARE(int(reach(pos, sq("e2"), opts)[static_cast<std::size_t>(sq(square.toStdString()))]),
             expected);
}

void TestReach::e2BlackMirror()
{
    // E2 with colours swapped and ranks flipped: black pawn e7, white pawns d6 and f6.
    const Position white = fromFen("8/8/8/8/8/3p1p2/4P3/8");
    const Position black = fromFen("8/4p3/3P1P2/8/8/8/8/8");
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
    const Position pos = Position::startPosition();
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
    const Position pos = fromFen("8/8/8/2pppp2/8/8/8/4K3");
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
    const Position pos = fromFen("8/8/8/2pppp2/8/8/8/4K3");
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
    const Position pos = fromFen("8/8/8/2pppp2/8/8/8/4K3");
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
    const Position pos = fromFen("r7/8/8/8/K7/8/8/8");
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
    const Position rooks = fromFen("R7/8/8/8/r7/8/8/R7");
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

void TestReach::randomAgreement()
{
    std::mt19937 rng(1234567);
    int cases = 0;
    for (int round = 0; round < 1000; ++round) {
        const Position base = randomPosition(rng);
        for (const PieceType type : kTypes)
            for (const Color color : {Color::White, Color::Black}) {
                const Piece piece{color, type};
                Position pos = base;
                const Square origin = randomOrigin(rng, type);
                pos.setPiece(origin, piece);
                for (const CaptureMode mode : kModes)
                    for (const bool avoid : {false, true}) {
                        ReachOptions opts;
                        opts.captures = mode;
                        opts.avoidAttacked = avoid;
                        const MoveContext ctx = makeContext(pos, origin, piece, opts);
                        const DistanceMap fill = reachFill(ctx);
                        const DistanceMap expected = oracleReach(pos, origin, piece, opts);
                        ++cases;
                        if (fill != expected || reachBfs(ctx) != expected ||
                            reach(pos, origin, opts) != expected)
                            QFAIL(qPrintable(QStringLiteral("%1 %2 on %3, mode %4, avoid %5\n"
                                                            "expected\n%6fill\n%7bfs\n%8")
                                                 .arg(QString::fromStdString(pos.fen()))
                                                 .arg(QLatin1Char(pieceLetter(piece)))
                                                 .arg(QString::fromStdString(squareName(origin)))
                                                 .arg(int(mode))
                                                 .arg(avoid)
                                                 .arg(mapText(expected), mapText(fill),
                                                      mapText(reachBfs(ctx)))));
                    }
            }
    }
    QCOMPARE(cases, 1000 * 12 * 6); // Kappe's matrices are checked against the fill in tst_kappe
}

void TestReach::mirrorInvariance()
{
    // Mirroring the files keeps every rule: the map mirrors with the position.
    std::mt19937 rng(777);
    for (int round = 0; round < 200; ++round) {
        Position pos = randomPosition(rng);
        const PieceType type = kTypes[rng() % 6];
        const Piece piece{rng() % 2 ? Color::White : Color::Black, type};
        const Square origin = randomOrigin(rng, type);
        pos.setPiece(origin, piece);
        Position mirrored;
        for (Square s = A1; s <= H8; ++s)
            mirrored.setPiece(mirrorFile(s), pos.pieceAt(s));
        for (const CaptureMode mode : kModes) {
            ReachOptions opts;
            opts.captures = mode;
            opts.avoidAttacked = round % 2 == 0;
            const DistanceMap a = reach(pos, origin, opts),
                              b = reach(mirrored, mirrorFile(origin), opts);
            for (Square s = A1; s <= H8; ++s)
                QCOMPARE(b[static_cast<std::size_t>(s ^ 7)], a[static_cast<std::size_t>(s)]);
        }
    }
}

void TestReach::promotionExamples()
{
    Position pos;
    pos.setPiece(sq("e7"), Piece{Color::White, PieceType::Pawn});
    ReachOptions opts;
    opts.promotion = PieceType::Queen;
    const DistanceMap m = reach(pos, sq("e7"), opts);
    auto at = [&](const DistanceMap& map, const char* s) {
        return int(map[static_cast<std::size_t>(sq(s))]);
    };
    QCOMPARE(at(m, "e7"), 0);
    QCOMPARE(at(m, "e8"), 1);
    QCOMPARE(at(m, "a8"), 2);
    QCOMPARE(at(m, "h5"), 2);
    QCOMPARE(at(m, "a1"), 3); // e8 -> a4 / e1 ... -> a1: not on a line with e8
    QCOMPARE(at(m, "e1"), 2);
    // Without promotion the last rank is terminal.
    const DistanceMap plain = reach(pos, sq("e7"));
    QCOMPARE(at(plain, "e8"), 1);
    QCOMPARE(at(plain, "a8"), kUnreachable);
    // A black pawn promoting to a knight; the origin may be revisited by the new piece.
    Position black;
    black.setPiece(sq("e2"), Piece{Color::Black, PieceType::Pawn});
    opts.promotion = PieceType::Knight;
    const DistanceMap n = reach(black, sq("e2"), opts);
    QCOMPARE(at(n, "e1"), 1);
    QCOMPARE(at(n, "d3"), 2);
    QCOMPARE(at(n, "f3"), 2);
    QCOMPARE(at(n, "c2"), 2);
    QCOMPARE(at(n, "g2"), 2);
    QCOMPARE(at(n, "e2"), 0);
    QCOMPARE(at(n, "e3"), 3); // e1 then two knight moves
    QCOMPARE(at(n, "e4"), 4); // e1 then three knight moves
    // A rook promotion through a capture in mode stop ends there.
    Position cap;
    cap.setPiece(sq("g7"), Piece{Color::White, PieceType::Pawn});
    cap.setPiece(sq("h8"), Piece{Color::Black, PieceType::Knight});
    cap.setPiece(sq("g8"), Piece{Color::Black, PieceType::Knight});
    opts.promotion = PieceType::Rook;
    const DistanceMap r = reach(cap, sq("g7"), opts);
    QCOMPARE(at(r, "h8"), 1);
    QCOMPARE(at(r, "h1"), kUnreachable);
    opts.captures = CaptureMode::Continue;
    const DistanceMap rc = reach(cap, sq("g7"), opts);
    QCOMPARE(at(rc, "h1"), 2);
    QCOMPARE(at(rc, "a8"), 3); // h8 -> g8 (capture) -> a8
}

void TestReach::promotionRandom()
{
    std::mt19937 rng(4242);
    const PieceType promotions[] = {PieceType::Queen, PieceType::Rook, PieceType::Bishop,
                                    PieceType::Knight};
    for (int round = 0; round < 400; ++round) {
        Position pos = randomPosition(rng);
        const Color color = rng() % 2 ? Color::White : Color::Black;
        const Piece pawn{color, PieceType::Pawn};
        // Start near the promotion rank so that promotion matters often.
        const int rank = color == Color::White ? 3 + static_cast<int>(rng() % 4)
                                               : 1 + static_cast<int>(rng() % 4);
        const Square origin = makeSquare(static_cast<int>(rng() % 8), rank);
        pos.setPiece(origin, pawn);
        for (const PieceType promo : promotions)
            for (const CaptureMode mode : kModes) {
                ReachOptions opts;
                opts.captures = mode;
                opts.promotion = promo;
                opts.avoidAttacked = round % 3 == 0;
                const MoveContext ctx = makeContext(pos, origin, pawn, opts);
                const DistanceMap expected = oracleReach(pos, origin, pawn, opts);
                QCOMPARE(mapText(reachFill(ctx)), mapText(expected));
                QCOMPARE(mapText(reachBfs(ctx)), mapText(expected));
                // Composition: min(pawn alone, pawn to a last-rank square p + promoted piece
                // from p), with the promoted piece's graph on the same board.
                ReachOptions noPromo = opts;
                noPromo.promotion.reset();
                const DistanceMap pawnOnly = reachFill(makeContext(pos, origin, pawn, noPromo));
                MoveContext promoted = ctx;
                promoted.piece = {color, promo};
                promoted.promotion.reset();
                const MoveGraph g = moveGraph(promoted);
                DistanceMap composed = pawnOnly;
                const Bitboard last = color == Color::White ? kRank8 : kRank1;
                forEachSquare(last, [&](Square p) {
                    const int dp = pawnOnly[static_cast<std::size_t>(p)];
                    if (dp == kUnreachable)
                        return;
                    const DistanceMap from = graphDistances(g, p);
                    for (std::size_t s = 0; s < 64; ++s)
                        if (from[s] != kUnreachable &&
                            (composed[s] == kUnreachable || composed[s] > dp + from[s]))
                            composed[s] = static_cast<std::int8_t>(dp + from[s]);
                });
                QCOMPARE(mapText(reachFill(ctx)), mapText(composed));
            }
    }
}

void TestReach::reachPairsRows()
{
    std::mt19937 rng(99);
    for (int round = 0; round < 20; ++round) {
        const Position pos = randomPosition(rng);
        for (const PieceType type : kTypes) {
            const Piece piece{round % 2 ? Color::White : Color::Black, type};
            ReachOptions opts;
            opts.captures = kModes[round % 3];
            opts.avoidAttacked = round % 4 == 1;
            const AllPairs pairs = reachPairs(pos, piece, opts);
            for (Square s = A1; s <= H8; ++s) {
                const auto& row = pairs[static_cast<std::size_t>(s)];
                if (type == PieceType::Pawn && (s < 8 || s >= 56)) {
                    QVERIFY(row == unreachableMap());
                    continue;
                }
                QVERIFY(row == reachFill(makeContext(pos, s, piece, opts)));
                QCOMPARE(int(row[static_cast<std::size_t>(s)]), 0);
            }
        }
    }
}

// The histogram of a piece put on every square: on the empty board that of its metric; a pawn
// only from ranks 2-7; rejected options give none.
void TestReach::reachHistograms()
{
    const auto reachCounts = [](PieceType t) {
        return reachHistogram(Position{}, Piece{Color::White, t}, {}).counts;
    };
    QCOMPARE(reachCounts(PieceType::Knight), metricHistogram(Metric::Knight).counts);
    QCOMPARE(reachCounts(PieceType::Rook), metricHistogram(Metric::Rook).counts);
    const PairHistogram pawn = reachHistogram(Position{}, Piece{Color::White, PieceType::Pawn}, {});
    QCOMPARE(pawn.pairs, 3072);
    QCOMPARE(pawn.counts, metricHistogram(Metric::Pawn).counts);
    // A rook on a1 .. h8 of a board with a white pawn on a4: a4 is never reached.
    Position blocked;
    blocked.setPiece(sq("a4"), Piece{Color::White, PieceType::Pawn});
    const PairHistogram rook = reachHistogram(blocked, Piece{Color::White, PieceType::Rook}, {});
    QCOMPARE(rook.pairs, 4096);
    QVERIFY(rook.unreachable >= 63);
    QVERIFY(rook.counts != metricHistogram(Metric::Rook).counts);
    ReachOptions king;
    king.promotion = PieceType::King;
    QCOMPARE(reachHistogram(Position{}, Piece{Color::White, PieceType::Pawn}, king).pairs, 0);
}

void TestReach::errors()
{
    const Position start = Position::startPosition();
    QVERIFY_THROWS_EXCEPTION(InputError, reach(start, sq("e4")));
    QVERIFY_THROWS_EXCEPTION(InputError, reach(Position{}, sq("a1")));
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
            QVERIFY_THROWS_EXCEPTION(
                InputError, makeContext(Position{}, sq(s), Piece{c, PieceType::Pawn}, opts));
    // An index off the board is no Square: the type refuses it, a debug build asserts.
    static_assert(!std::is_invocable_v<decltype(&reach), const Position&, int, ReachOptions>);
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

void TestReach::sliderFills()
{
    std::mt19937_64 rng(31337);
    for (int round = 0; round < 2000; ++round) {
        const Bitboard occupied = rng() & rng();
        const Square s = static_cast<Square>(rng() % 64);
        QCOMPARE(rookFill(bit(s), ~occupied), slidingAttacks(PieceType::Rook, s, occupied));
        QCOMPARE(bishopFill(bit(s), ~occupied), slidingAttacks(PieceType::Bishop, s, occupied));
        // Several generators at once: the union of their attacks (generators are empty squares).
        const Bitboard gens = rng() & rng() & rng() & ~occupied;
        Bitboard rook = 0, bishop = 0;
        forEachSquare(gens, [&](Square g) {
            rook |= slidingAttacks(PieceType::Rook, g, occupied);
            bishop |= slidingAttacks(PieceType::Bishop, g, occupied);
        });
        QCOMPARE(rookFill(gens, ~occupied), rook);
        QCOMPARE(bishopFill(gens, ~occupied), bishop);
    }
}

QTEST_APPLESS_MAIN(TestReach)
#include "tst_reach.moc"
