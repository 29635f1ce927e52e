// The zone's race move by move and its overlay: the rule of the square (the black pawn a5 runs to
// a1, the white king e2 catches it, the king f2 comes one move too late) with either side to move
// first, numbered as a score sheet numbers moves.
#include "diagram/animation.h"
#include "diagram/boardlayout.h"
#include "diagram/zoneanimation.h"
#include "diagram/zonediagram.h"
#include "diagram/zonetext.h"

#include <QTest>

#include <algorithm>

using namespace cd;

namespace {

Query race(const char* fen, const char* from, const char* to)
{
    Query q;
    q.metric = Metric::Reach;
    q.board = *Board::fromFen(fen);
    q.from = *parseSquare(from);
    q.to = *parseSquare(to);
    q.limit = 1;
    return q;
}

Query square(const char* fen)
{
    return race(fen, "a5", "a1");
}

std::vector<Diagram> framesOf(const Query& q)
{
    return zoneFrames(q, answer(q), zone(q), {});
}

QStringList firstLines(const std::vector<Diagram>& frames)
{
    QStringList out;
    for (const Diagram& d : frames)
        out << d.caption.section(u'\n', 0, 0);
    return out;
}

std::optional<Piece> piece(Color c, PieceType t)
{
    return Piece{c, t};
}

bool marked(const Diagram& d, const char* square)
{
    return std::any_of(d.marks.begin(), d.marks.end(),
                       [&](const Mark& m) { return m.square == *parseSquare(square); });
}

} // namespace

class TestZoneAnimation : public QObject {
    Q_OBJECT
private slots:
    // Black first: the pawn's moves open each number's second half; it promotes, and the king
    // takes the queen on a1, in sight above the target's mark.
    void blackToMoveTheKingTakesOnA1()
    {
        const auto frames = framesOf(square("8/8/8/p7/8/8/4K3/8 b - - 0 1"));
        QCOMPARE(firstLines(frames),
                 (QStringList{QStringLiteral("Black to move"), QStringLiteral("1… a4"),
                              QStringLiteral("2. Kd1"), QStringLiteral("2. Kd1 a3"),
                              QStringLiteral("3. Kc1"), QStringLiteral("3. Kc1 a2"),
                              QStringLiteral("4. Kb1"), QStringLiteral("4. Kb1 a1=Q"),
                              QStringLiteral("5. Kxa1")}));
        QCOMPARE(frames[7].pieceAt(*parseSquare("a1")), piece(Color::Black, PieceType::Queen));
        const Diagram& last = frames.back();
        QCOMPARE(last.pieceAt(*parseSquare("a1")), piece(Color::White, PieceType::King));
        QVERIFY(!last.pieceAt(*parseSquare("e2")));
        QVERIFY(marked(frames.front(), "a1"));
        QVERIFY(!marked(last, "a1"));
        QCOMPARE(frames.front().zone.interceptors, std::vector<Square>{*parseSquare("e2")});
        // Each frame marks the side to move next.
        QCOMPARE(frames.front().toMove, std::optional<Color>(Color::Black));
        QCOMPARE(frames[1].toMove, std::optional<Color>(Color::White));
    }

    // White first: the king is in time for a2 already (its first interception), and takes there.
    void whiteToMoveTheKingTakesOnA2()
    {
        const Query q = square("8/8/8/p7/8/8/4K3/8 w - - 0 1");
        const Zone z = zone(q);
        QCOMPARE(zoneVerdict(z), QStringLiteral("The white king catches the a-pawn"));
        const auto frames = zoneFrames(q, answer(q), z, {});
        QCOMPARE(firstLines(frames),
                 (QStringList{QStringLiteral("White to move"), QStringLiteral("1. Kd1"),
                              QStringLiteral("1. Kd1 a4"), QStringLiteral("2. Kc1"),
                              QStringLiteral("2. Kc1 a3"), QStringLiteral("3. Kb1"),
                              QStringLiteral("3. Kb1 a2"), QStringLiteral("4. Kxa2")}));
        QCOMPARE(frames.back().caption.section(u'\n', 1, 1), zoneVerdict(z));
    }

    // The king on f2 with Black to move is one move too late: it races all the same, and the
    // caption says so; the pawn promotes and the king ends next to the queen.
    void theLateKingRacesTooLate()
    {
        const Query q = square("8/8/8/p7/8/8/5K2/8 b - - 0 1");
        const Zone z = zone(q);
        QVERIFY(z.interceptions.empty());
        QCOMPARE(z.late.size(), std::size_t{1});
        const auto frames = zoneFrames(q, answer(q), z, {});
        QCOMPARE(firstLines(frames),
                 (QStringList{QStringLiteral("Black to move"), QStringLiteral("1… a4"),
                              QStringLiteral("2. Ke1"), QStringLiteral("2. Ke1 a3"),
                              QStringLiteral("3. Kd1"), QStringLiteral("3. Kd1 a2"),
                              QStringLiteral("4. Kc1"), QStringLiteral("4. Kc1 a1=Q"),
                              QStringLiteral("5. Kb1")}));
        for (const Diagram& d : frames)
            QVERIFY2(d.caption.contains(QStringLiteral("one move too late")),
                     qPrintable(d.caption));
        const Diagram& last = frames.back();
        QCOMPARE(last.pieceAt(*parseSquare("a1")), piece(Color::Black, PieceType::Queen));
        QCOMPARE(last.pieceAt(*parseSquare("b1")), piece(Color::White, PieceType::King));
    }

    // A piece racing alone is numbered from the position: Black's moves "1… h4, 2… h3"; with
    // White to move, White's move the race does not show is "1. …".
    void aLoneRaceIsNumberedLikeAScoreSheet_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QStringList>("lines");
        QTest::newRow("black to move")
            << QStringLiteral("8/8/8/7p/8/1p6/1P6/8 b - - 0 1")
            << QStringList{QStringLiteral("Black to move"), QStringLiteral("1… h4"),
                           QStringLiteral("2… h3"), QStringLiteral("3… h2"),
                           QStringLiteral("4… h1=Q")};
        QTest::newRow("white to move")
            << QStringLiteral("8/8/8/7p/8/1p6/1P6/8 w - - 0 1")
            << QStringList{QStringLiteral("White to move"), QStringLiteral("1. … h4"),
                           QStringLiteral("2… h3"), QStringLiteral("3… h2"),
                           QStringLiteral("4… h1=Q")};
        QTest::newRow("move 23") << QStringLiteral("8/8/8/7p/8/1p6/1P6/8 b - - 4 23")
                                 << QStringList{QStringLiteral("Black to move"),
                                                QStringLiteral("23… h4"), QStringLiteral("24… h3"),
                                                QStringLiteral("25… h2"),
                                                QStringLiteral("26… h1=Q")};
    }
    void aLoneRaceIsNumberedLikeAScoreSheet()
    {
        QFETCH(QString, fen);
        QFETCH(QStringList, lines);
        const auto frames = framesOf(race(fen.toLatin1().constData(), "h5", "h1"));
        QCOMPARE(firstLines(frames), lines);
    }

    // A pawn that promotes becomes the piece: a queen, the attacker or a piece taking it.
    void aPromotedPawnBecomesAQueen()
    {
        auto frames = framesOf(race("8/8/8/8/8/8/2P5/8 w - - 0 1", "c2", "c8"));
        QCOMPARE(frames.back().caption.section(u'\n', 0, 0), QStringLiteral("5. c8=Q"));
        QCOMPARE(frames.back().pieceAt(*parseSquare("c8")), piece(Color::White, PieceType::Queen));
        frames = framesOf(race("8/6P1/8/8/8/8/8/6br b - - 0 1", "h1", "g8"));
        QCOMPARE(firstLines(frames),
                 (QStringList{QStringLiteral("Black to move"), QStringLiteral("1… Rh8"),
                              QStringLiteral("2. gxh8=Q")}));
        QCOMPARE(frames.back().pieceAt(*parseSquare("h8")), piece(Color::White, PieceType::Queen));
    }

    // The query's promotion piece, when it has one, is the piece the pawn becomes (zones refuse
    // one today, so the zone is measured without it).
    void aPawnBecomesThePromotionPiece()
    {
        const Query q = race("8/8/8/8/8/8/2P5/8 w - - 0 1", "c2", "c8");
        Query promoting = q;
        promoting.reach.promotion = PieceType::Knight;
        const auto frames = zoneFrames(promoting, answer(q), zone(q), {});
        QCOMPARE(frames.back().caption.section(u'\n', 0, 0), QStringLiteral("5. c8=N"));
        QCOMPARE(frames.back().pieceAt(*parseSquare("c8")), piece(Color::White, PieceType::Knight));
    }

    // The attacker takes a piece standing on its target (not a rival: it stands on a stop).
    void theAttackerTakesOnItsTarget()
    {
        const auto frames = framesOf(race("n7/8/8/8/8/8/8/R7 w - - 0 1", "a1", "a8"));
        QCOMPARE(firstLines(frames),
                 (QStringList{QStringLiteral("White to move"), QStringLiteral("1. Rxa8")}));
        QCOMPARE(frames.back().pieceAt(*parseSquare("a8")), piece(Color::White, PieceType::Rook));
    }

    // No piece takes a king: a guard stops on the square from which it guards the king's next
    // stop, and the king stops short of it.
    void aGuardStopsWhereItGuards()
    {
        const auto frames = framesOf(race("8/8/8/1p6/8/8/8/K7 w - - 0 1", "a1", "a3"));
        QCOMPARE(firstLines(frames),
                 (QStringList{QStringLiteral("White to move"), QStringLiteral("1. Ka2"),
                              QStringLiteral("1. Ka2 b4")}));
        const Diagram& last = frames.back();
        QCOMPARE(last.pieceAt(*parseSquare("a2")), piece(Color::White, PieceType::King));
        QCOMPARE(last.pieceAt(*parseSquare("b4")), piece(Color::Black, PieceType::Pawn));
        QVERIFY(!last.pieceAt(*parseSquare("a3")));
        QVERIFY2(last.caption.contains(QStringLiteral("the black pawn guards a3")),
                 qPrintable(last.caption));
    }

    // Two interceptors and a late piece: each runs its own race from the start, those in time
    // first, in the order they meet the pawn, each race named in its frames' second line.
    void eachPieceRunsItsRace()
    {
        const auto frames = framesOf(square("8/8/8/p7/8/7R/4K3/7N b - - 0 1"));
        QStringList races;
        for (const Diagram& d : frames)
            if (d.caption.startsWith(QStringLiteral("Black to move")))
                races << d.caption.section(u'\n', 1, 1);
        QCOMPARE(races, (QStringList{QStringLiteral("race 1 of 3: the white rook on h3"),
                                     QStringLiteral("race 2 of 3: the white king on e2"),
                                     QStringLiteral("race 3 of 3: the white knight on h1")}));
        QCOMPARE(firstLines(frames).mid(0, 3),
                 (QStringList{QStringLiteral("Black to move"), QStringLiteral("1… a4"),
                              QStringLiteral("2. Ra3")}));
        // Race 2 starts from the position again: the rook back on h3, the king on e2.
        const auto second = std::find_if(frames.begin() + 1, frames.end(), [](const Diagram& d) {
            return d.caption.startsWith(QStringLiteral("Black to move"));
        });
        QVERIFY(second != frames.end());
        QCOMPARE(second->pieceAt(*parseSquare("h3")), piece(Color::White, PieceType::Rook));
        QCOMPARE(second->pieceAt(*parseSquare("a5")), piece(Color::Black, PieceType::Pawn));
        QVERIFY(frames.back().caption.contains(QStringLiteral("too late")));
    }

    // On a slide the caption must be read from the back of the room: its font is at least 3.5 %
    // of the animation's height (every frame as tall as the tallest), at any width.
    void captionsAreReadableOnASlide_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("width");
        QTest::newRow("in time") << QStringLiteral("8/8/8/p7/8/8/4K3/8 b - - 0 1") << 800;
        QTest::newRow("too late") << QStringLiteral("8/8/8/p7/8/8/5K2/8 b - - 0 1") << 800;
        QTest::newRow("white to move") << QStringLiteral("8/8/8/p7/8/8/5K2/8 w - - 0 1") << 800;
        QTest::newRow("three races") << QStringLiteral("8/8/8/p7/8/7R/4K3/7N b - - 0 1") << 800;
        QTest::newRow("small") << QStringLiteral("8/8/8/p7/8/7R/4K3/7N b - - 0 1") << 240;
    }
    void captionsAreReadableOnASlide()
    {
        QFETCH(QString, fen);
        QFETCH(int, width);
        const auto frames = framesOf(square(fen.toLatin1().constData()));
        const auto images = animationImages(frames, width);
        QCOMPARE(images.size(), frames.size());
        for (std::size_t i = 0; i < frames.size(); ++i) {
            const BoardLayout l = layoutDiagram(frames[i], width);
            QVERIFY(!l.caption.empty());
            for (const CaptionLine& line : l.caption)
                QVERIFY2(line.font.pixelSize() >= 0.035 * images[i].height(),
                         qPrintable(QStringLiteral("%1 px on %2 px: %3")
                                        .arg(line.font.pixelSize())
                                        .arg(images[i].height())
                                        .arg(line.text)));
        }
    }
};

QTEST_MAIN(TestZoneAnimation)
#include "tst_zoneanimation.moc"
