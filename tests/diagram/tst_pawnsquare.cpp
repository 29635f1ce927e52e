// The square of the pawn: drawn for a pawn running straight to promote, one rank longer when the
// king's side is to move, and on a board of the pawn and a king alone it agrees with the zone's
// verdict for every pawn square, every king square and either side to move.
#include "diagram/pawnsquare.h"
#include "diagram/zonediagram.h"

#include <QTest>

#include <string>

using namespace cd;

namespace {

Square sq(const char* name)
{
    return *parseSquare(name);
}

// The FEN of a board with `pawn` on p and `king` on k.
std::string fenOf(Square p, char pawn, Square k, char king, char toMove)
{
    std::string fen;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Square s = makeSquare(file, rank);
            const char c = s == p ? pawn : s == k ? king : 0;
            if (c == 0) {
                ++empty;
                continue;
            }
            if (empty > 0)
                fen += std::to_string(empty);
            empty = 0;
            fen += c;
        }
        if (empty > 0)
            fen += std::to_string(empty);
        if (rank > 0)
            fen += '/';
    }
    return fen + ' ' + toMove + " - - 0 1";
}

Query raceQuery(const std::string& fen, Square from, Square to)
{
    Query q;
    q.metric = Metric::Reach;
    q.board = *Board::fromFen(fen);
    q.from = from;
    q.to = to;
    q.limit = 1;
    return q;
}

std::optional<Square> kingOf(const Zone& z)
{
    for (const auto* list : {&z.interceptions, &z.late})
        for (const Interception& i : *list)
            if (i.piece.type == PieceType::King)
                return i.from;
    return std::nullopt;
}

} // namespace

class TestPawnSquare : public QObject {
    Q_OBJECT
private slots:
    // The lesson's pawn: a5-a1, Black to move: the square a1-e5; White to move: a1-f6.
    void theLessonsSquare()
    {
        const Zone black = zone(raceQuery("8/8/8/p7/8/8/5K2/8 b - - 0 1", sq("a5"), sq("a1")));
        const auto b = pawnSquare(black, sq("f2"));
        QVERIFY(b);
        QCOMPARE(*b, (PawnSquare{0, 4, 0, 4}));
        QVERIFY(!b->contains(sq("f2")));
        QVERIFY(b->contains(sq("e2")));
        const Zone white = zone(raceQuery("8/8/8/p7/8/8/5K2/8 w - - 0 1", sq("a5"), sq("a1")));
        QCOMPARE(*pawnSquare(white, sq("f2")), (PawnSquare{0, 5, 0, 5}));
        // A first-rank pawn's double step: c2-c8 is 5 moves, the square c3-h8 with White to move.
        const Zone first = zone(raceQuery("8/8/8/8/8/8/2P5/7k w - - 0 1", sq("c2"), sq("c8")));
        QCOMPARE(*pawnSquare(first, sq("h1")), (PawnSquare{2, 7, 2, 7}));
        // Towards the king: a d-pawn's square lies on the king's side.
        const Zone d = zone(raceQuery("8/8/8/3p4/8/8/8/K7 b - - 0 1", sq("d5"), sq("d1")));
        QCOMPARE(*pawnSquare(d, sq("a1")), (PawnSquare{0, 3, 0, 4}));
        // A king on the pawn's own file (Réti's h8): towards the wider side, a square all the same.
        const Zone reti = zone(raceQuery("7K/8/k1P5/7p/8/8/8/8 w - - 0 1", sq("h5"), sq("h1")));
        QCOMPARE(*pawnSquare(reti, sq("h8")), (PawnSquare{2, 7, 0, 5}));
    }

    // Not a race to promote: another target, or a piece that is not a pawn.
    void otherZonesHaveNoSquare()
    {
        const Zone a3 = zone(raceQuery("8/8/8/p7/8/8/4K3/8 b - - 0 1", sq("a5"), sq("a3")));
        QVERIFY(!pawnSquare(a3, sq("e2")));
        const Zone rook = zone(raceQuery("8/8/8/r7/8/8/4K3/8 b - - 0 1", sq("a5"), sq("a1")));
        QVERIFY(!pawnSquare(rook, sq("e2")));
    }

    // The rule against the zone: inside the square exactly when the zone finds the king in time.
    void agreesWithTheZoneEverywhere()
    {
        int checked = 0;
        for (const bool whitePawn : {true, false})
            for (Square p = A1; p <= H8; ++p) {
                if (rankOf(p) == 0 || rankOf(p) == 7)
                    continue;
                const Square promotion = makeSquare(fileOf(p), whitePawn ? 7 : 0);
                for (Square k = A1; k <= H8; ++k) {
                    if (k == p)
                        continue;
                    for (const char toMove : {'w', 'b'}) {
                        const std::string fen =
                            fenOf(p, whitePawn ? 'P' : 'p', k, whitePawn ? 'k' : 'K', toMove);
                        Zone z;
                        try {
                            z = zone(raceQuery(fen, p, promotion));
                        } catch (const QueryError&) {
                            continue; // the king stands in the pawn's way: no race
                        }
                        const auto box = pawnSquare(z, kingOf(z));
                        QVERIFY2(box, fen.c_str());
                        QVERIFY2(box->contains(k) == !z.interceptions.empty(), fen.c_str());
                        ++checked;
                    }
                }
            }
        QVERIFY(checked > 5000);
    }

    // The zone's overlay carries the square for a race to promote, and only then.
    void theOverlayCarriesIt()
    {
        Diagram d;
        addZone(d, zone(raceQuery("8/8/8/p7/8/8/5K2/8 b - - 0 1", sq("a5"), sq("a1"))));
        QCOMPARE(d.zone.pawnSquare, std::optional<PawnSquare>(PawnSquare{0, 4, 0, 4}));
        Diagram e;
        addZone(e, zone(raceQuery("8/8/8/p7/8/8/5K2/8 b - - 0 1", sq("a5"), sq("a3"))));
        QVERIFY(!e.zone.pawnSquare);
    }
};

QTEST_MAIN(TestPawnSquare)
#include "tst_pawnsquare.moc"
