// Why a piece needs more moves in a position than on the empty board (detour.h): known answers,
// and over random positions a cross-check by the breadth-first reference fill.
#include "detour.h"
#include "distance.h"
#include "randompositions.h"

#include <QTest>

using namespace cd;

namespace {

Square sq(const char* name)
{
    return *parseSquare(name);
}

Board fen(const char* text)
{
    return *Board::fromFen(text);
}

int bfs(const Board& b, Square from, Piece p, Square to, const ReachOptions& o)
{
    return reachBfs(makeContext(b, from, p, o))[static_cast<std::size_t>(to)];
}

bool shorter(int d, int than)
{
    return d != kUnreachable && (than == kUnreachable || d < than);
}

} // namespace

class TestDetour : public QObject {
    Q_OBJECT
private slots:
    void aRookBehindAPieceOnItsFile()
    {
        const Piece rook{Color::White, PieceType::Rook};
        // An enemy pawn on d7: the capture ends the route, d8 takes three moves, not one.
        const Board enemy = fen("4k3/3p4/8/8/8/8/8/3RK3 w - - 0 1");
        QCOMPARE(detourCauses(enemy, sq("d1"), rook, sq("d8")), bit(sq("d7")));
        QCOMPARE(detourCauses(enemy, sq("d1"), rook, sq("d7")), Bitboard{0}); // the capture: 1
        QCOMPARE(detourCauses(enemy, sq("d1"), rook, sq("a1")), Bitboard{0});
        // Captures that continue: taking the pawn costs a move, d8 takes two.
        ReachOptions go;
        go.captures = CaptureMode::Continue;
        QCOMPARE(detourCauses(enemy, sq("d1"), rook, sq("d8"), go), bit(sq("d7")));
        // Its own pawn on d7 and the king on e1: both in the way of some square.
        const Board own = fen("4k3/3P4/8/8/8/8/8/3RK3 w - - 0 1");
        QCOMPARE(detourCauses(own, sq("d1"), rook, sq("d8")), bit(sq("d7")));
        QCOMPARE(detourCauses(own, sq("d1"), rook, sq("h1")), bit(sq("e1")));
    }

    void aKnightHasNoDetourOnTheEmptyBoard()
    {
        const Piece knight{Color::White, PieceType::Knight};
        Board b;
        b.setPiece(sq("g1"), knight);
        for (Square to = A1; to <= H8; ++to)
            QCOMPARE(detourCauses(b, sq("g1"), knight, to), Bitboard{0});
    }

    // Every cause, taken off alone, shortens the way by the reference fill; with no cause the
    // way is either as short as on the empty board or no single piece lengthens it.
    void causesAgreeWithTheReferenceFill()
    {
        std::mt19937 rng(2611);
        int withCauses = 0;
        for (int n = 0; n < 150; ++n) {
            const Board pos = testutil::randomPosition(rng);
            const auto type = static_cast<PieceType>(rng() % 6);
            const Piece piece{rng() % 2 ? Color::White : Color::Black, type};
            const Square from = testutil::randomOrigin(rng, type);
            ReachOptions o;
            o.captures = static_cast<CaptureMode>(rng() % 3);
            for (Square to = A1; to <= H8; ++to) {
                if (to == from)
                    continue;
                const Bitboard causes = detourCauses(pos, from, piece, to, o);
                QVERIFY((causes & ~pos.occupied()) == 0);
                const int d = bfs(pos, from, piece, to, o);
                ReachOptions bare;
                const bool longer = shorter(bfs(Board(), from, piece, to, bare), d);
                Bitboard expected = 0;
                if (longer)
                    forEachSquare(pos.occupied() & ~bit(from) & ~bit(to), [&](Square x) {
                        Board without = pos;
                        without.setPiece(x, std::nullopt);
                        if (shorter(bfs(without, from, piece, to, o), d))
                            expected |= bit(x);
                    });
                QCOMPARE(causes, expected);
                withCauses += causes != 0;
            }
        }
        QVERIFY(withCauses > 100); // the check saw many detours, not only empty answers
    }
};

QTEST_APPLESS_MAIN(TestDetour)
#include "tst_detour.moc"
