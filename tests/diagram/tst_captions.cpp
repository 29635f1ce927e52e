// Default captions say what was asked in words: every rule that changed the numbers, the route
// drawn alone, and the FEN only when asked for.
#include "diagram/boardlayout.h"
#include "diagramfixtures.h"

#include <QTest>

using namespace cd;
using namespace fixtures;

class TestCaptions : public QObject {
    Q_OBJECT
private slots:
    void theFenOnlyWhenAskedFor()
    {
        const Query q = queenReach("d7");
        const QString plain = diagramOf(q).caption;
        QVERIFY2(!plain.contains(u'\n'), qPrintable(plain));
        QVERIFY(!plain.contains(u'/'));
        DisplayOptions o;
        o.captionFen = true;
        const QString withFen = diagramOf(q, o).caption;
        QCOMPARE(withFen.section(u'\n', 0, 0), plain);
        QCOMPARE(withFen.section(u'\n', 1), QString::fromLatin1(kMiddlegame.data()));
        // No position, no FEN line even when asked.
        QVERIFY(!diagramOf(knightFrom("e4"), o).caption.contains(u'\n'));
    }

    void everyRuleThatChangedTheNumbersIsNamed()
    {
        Query q = queenReach("d7");
        const QString plain = diagramOf(q).caption;
        for (const char* rule : {"captures continue", "no captures", "avoiding attacked",
                                 "promotes to", "distinct stops"})
            QVERIFY2(!plain.contains(QLatin1String(rule)), qPrintable(plain));
        q.reach.captures = CaptureMode::Continue;
        QVERIFY(diagramOf(q).caption.contains(QStringLiteral("captures continue")));
        q.reach.captures = CaptureMode::Block;
        QVERIFY(diagramOf(q).caption.contains(QStringLiteral("no captures")));
        q.reach.captures = CaptureMode::Stop;
        q.reach.avoidAttacked = true;
        QVERIFY(diagramOf(q).caption.contains(QStringLiteral("avoiding attacked squares")));
        q.reach.avoidAttacked = false;
        q.distinctStops = true;
        QVERIFY(diagramOf(q).caption.contains(QStringLiteral("distinct stops only")));

        // Promotion is named for a pawn, whose numbers it changes, and not for the queen.
        q = queenReach("d7");
        q.reach.promotion = PieceType::Knight;
        QVERIFY(!diagramOf(q).caption.contains(QStringLiteral("promotes")));
        q.from = sq("a2");
        q.to.reset(); // routes of a promoting pawn are not counted: the map alone
        const QString pawn = diagramOf(q).caption;
        QVERIFY2(pawn.contains(QStringLiteral("promotes to a knight")), qPrintable(pawn));
    }

    // At every size each line of the FEN holds whole fields: a line break only between them.
    void aFenNeverWrapsInsideAField()
    {
        const Query q = queenReach("d7");
        DisplayOptions o;
        o.captionFen = true;
        const Diagram d = diagramOf(q, o);
        const QStringList fields =
            QString::fromLatin1(kMiddlegame.data()).split(u' ', Qt::SkipEmptyParts);
        for (const int width : {64, 200, 400, 800, 2000}) {
            const BoardLayout l = layoutDiagram(d, width);
            QStringList fenLines;
            for (const CaptionLine& line : l.caption)
                if (line.text.contains(u'/') || fenLines.size() > 0)
                    fenLines << line.text.trimmed();
            QVERIFY(!fenLines.isEmpty());
            QStringList words;
            for (const QString& line : fenLines)
                words << line.split(u' ', Qt::SkipEmptyParts);
            QCOMPARE(words, fields);
            for (const CaptionLine& line : l.caption)
                QVERIFY2(line.box.right() <= l.outer.right() + 1, qPrintable(line.text));
        }
    }

    void theRouteDrawnAloneIsNamed()
    {
        Query q = knightFrom("d1");
        q.to = sq("g8");
        const Answer a = answer(q);
        QVERIFY(a.trajectories);
        const auto count = a.trajectories->count.value;
        QVERIFY(count > 3);
        DisplayOptions o;
        o.route = 2;
        const QString c = buildDiagram(q, a, o).caption;
        QVERIFY2(c.contains(QStringLiteral("route 3 of %1").arg(count)), qPrintable(c));
        QVERIFY(!diagramOf(q).caption.contains(QStringLiteral("route ")));
    }
};

QTEST_MAIN(TestCaptions)
#include "tst_captions.moc"
