// The zone's race move by move and its overlay: the rule of the square (the black pawn a5 runs to
// a1, the white king e2 catches it) with either side to move first.
#include "diagram/zoneanimation.h"
#include "diagram/zonediagram.h"
#include "diagram/zonetext.h"

#include <QTest>

#include <algorithm>

using namespace cd;

namespace {

Query square(const char* fen)
{
    Query q;
    q.metric = Metric::Reach;
    q.board = *Board::fromFen(fen);
    q.from = *parseSquare("a5");
    q.to = *parseSquare("a1");
    q.limit = 1;
    return q;
}

QStringList firstLines(const std::vector<Diagram>& frames)
{
    QStringList out;
    for (const Diagram& d : frames)
        out << d.caption.section(u'\n', 0, 0);
    return out;
}

} // namespace

class TestZoneAnimation : public QObject {
    Q_OBJECT
private slots:
    // Black first: the pawn's moves open each number's second half; the king takes on a1.
    void blackToMoveTheKingTakesOnA1()
    {
        const Query q = square("8/8/8/p7/8/8/4K3/8 b - - 0 1");
        const auto frames = zoneFrames(q, answer(q), zone(q), {});
        QCOMPARE(firstLines(frames),
                 (QStringList{QStringLiteral("the start"), QStringLiteral("move 1: … a4"),
                              QStringLiteral("move 2: Kd1"), QStringLiteral("move 2: Kd1 … a3"),
                              QStringLiteral("move 3: Kc1"), QStringLiteral("move 3: Kc1 … a2"),
                              QStringLiteral("move 4: Kb1"), QStringLiteral("move 4: Kb1 … a1"),
                              QStringLiteral("move 5: Kxa1")}));
        const Diagram& last = frames.back();
        QCOMPARE(last.pieceAt(*parseSquare("a1")),
                 std::optional<Piece>(Piece{Color::White, PieceType::King}));
        QVERIFY(!last.pieceAt(*parseSquare("e2")));
        QCOMPARE(frames.front().zone.interceptors, std::vector<Square>{*parseSquare("e2")});
    }

    // White first: the king is in time for a2 already (its first interception), and takes there.
    void whiteToMoveTheKingTakesOnA2()
    {
        const Query q = square("8/8/8/p7/8/8/4K3/8 w - - 0 1");
        const Zone z = zone(q);
        QCOMPARE(zoneVerdict(z), QStringLiteral("The white king catches the a-pawn"));
        const auto frames = zoneFrames(q, answer(q), z, {});
        QCOMPARE(firstLines(frames),
                 (QStringList{QStringLiteral("the start"), QStringLiteral("move 1: Kd1"),
                              QStringLiteral("move 1: Kd1 … a4"), QStringLiteral("move 2: Kc1"),
                              QStringLiteral("move 2: Kc1 … a3"), QStringLiteral("move 3: Kb1"),
                              QStringLiteral("move 3: Kb1 … a2"), QStringLiteral("move 4: Kxa2")}));
        QCOMPARE(frames.back().caption.section(u'\n', 1, 1), zoneVerdict(z));
    }

    // Two interceptors: each runs its own race from the start, in the order they meet the pawn
    // (the rook on a3 first, the king on a2), each race named in its frames' second line.
    void eachInterceptorRunsItsRace()
    {
        const Query q = square("8/8/8/p7/8/7R/4K3/8 b - - 0 1");
        const Zone z = zone(q);
        const auto frames = zoneFrames(q, answer(q), z, {});
        QStringList starts, races;
        for (const Diagram& d : frames) {
            if (d.caption.startsWith(QStringLiteral("the start")))
                starts << d.caption.section(u'\n', 1, 1);
            if (!races.contains(d.caption.section(u'\n', 1, 1)))
                races << d.caption.section(u'\n', 1, 1);
        }
        QCOMPARE(starts, (QStringList{QStringLiteral("race 1 of 2: the white rook on h3"),
                                      QStringLiteral("race 2 of 2: the white king on e2")}));
        QCOMPARE(races, starts);
        QCOMPARE(firstLines(frames).mid(0, 3),
                 (QStringList{QStringLiteral("the start"), QStringLiteral("move 1: … a4"),
                              QStringLiteral("move 2: Ra3")}));
        // Race 2 starts from the position again: the rook back on h3, the king on e2.
        const auto second = std::find_if(frames.begin() + 1, frames.end(), [](const Diagram& d) {
            return d.caption.startsWith(QStringLiteral("the start"));
        });
        QVERIFY(second != frames.end());
        QCOMPARE(second->pieceAt(*parseSquare("h3")),
                 std::optional<Piece>(Piece{Color::White, PieceType::Rook}));
        QCOMPARE(second->pieceAt(*parseSquare("a5")),
                 std::optional<Piece>(Piece{Color::Black, PieceType::Pawn}));
        QVERIFY(frames.back().pieceAt(*parseSquare("e2")) == std::nullopt);
    }
};

QTEST_APPLESS_MAIN(TestZoneAnimation)
#include "tst_zoneanimation.moc"
