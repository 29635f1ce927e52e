// render --zone: the trajectory overlay with Stilman's zone over it, as the window draws it (the
// rule of the square: the white king e2 catches the black a-pawn on a1).
#include "clirun.h"

#include <QFile>
#include <QImageReader>
#include <QTemporaryDir>
#include <QTest>

using namespace clitest;

namespace {

const QString kSquare = QStringLiteral("8/8/8/p7/8/8/4K3/8 b - - 0 1");
const QString kLate = QStringLiteral("8/8/8/p7/8/8/5K2/8 b - - 0 1");

} // namespace

class TestRenderZone : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    // The SVG of `render` with the rule of the square and `extra` options.
    QByteArray svg(const QStringList& extra, const QString& fen = kSquare,
                   const QString& to = QStringLiteral("a1"))
    {
        const QString out = m_dir.filePath(QStringLiteral("z.svg"));
        QFile::remove(out);
        const Run r =
            runCli(QStringList{QStringLiteral("render"), QStringLiteral("--fen"), fen,
                               QStringLiteral("--from"), QStringLiteral("a5"),
                               QStringLiteral("--to"), to, QStringLiteral("--output"), out} +
                   extra);
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        QFile f(out);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private slots:
    void theZoneIsDrawnOverTheRoutes()
    {
        const QByteArray plain = svg({});
        const QByteArray zone = svg({QStringLiteral("--zone")});
        QVERIFY(!plain.isEmpty());
        QVERIFY(!zone.isEmpty());
        QVERIFY(plain != zone);
        // The interceptor's dashed route and ring, in the zone's blue, are in the zone alone (a
        // ring cut around a corner number is dashed in both).
        QVERIFY(zone.count("stroke-dasharray") > plain.count("stroke-dasharray"));
        QVERIFY(!plain.toLower().contains("#0072b2"));
        QVERIFY(zone.toLower().contains("#0072b2"));
        // The verdict in the caption.
        QVERIFY(zone.contains("The white king catches the a-pawn"));
    }

    // The "no" half: the king f2 is one move too late. Its try is drawn in grey with its label,
    // and the caption names it.
    void theLatePieceIsDrawn()
    {
        const QByteArray late = svg({QStringLiteral("--zone")}, kLate);
        QVERIFY(!late.isEmpty());
        QVERIFY(late.contains("No white piece stops the a-pawn: the king f2 is one move too late"));
        QVERIFY(late.contains(">one move too late</text>"));
        QVERIFY(late.toLower().contains("#6e6e6e")); // grey
        QVERIFY(!svg({QStringLiteral("--zone")}).toLower().contains("#6e6e6e"));
    }

    // A pawn racing to promote: the square of the pawn, in ink, and the key says what it is; not
    // for another target.
    void thePawnSquareIsDrawn()
    {
        const QByteArray race = svg({QStringLiteral("--zone")});
        QVERIFY(race.toLower().contains("#1a1a1a"));
        QVERIFY(race.contains("frame: the square of the pawn"));
        QVERIFY(!svg({}).toLower().contains("#1a1a1a"));
        const QByteArray a3 = svg({QStringLiteral("--zone")}, kSquare, QStringLiteral("a3"));
        QVERIFY(!a3.isEmpty());
        QVERIFY(!a3.toLower().contains("#1a1a1a"));
    }

    // --animate zone, both answers: the king e2 in time (the start, the pawn's four moves and the
    // king's four), the king f2 one move too late (the pawn's four moves and the king's four, the
    // last one beside the new queen), each with Black to move.
    void theRaceIsAnimatedMoveByMove_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("frames");
        QTest::newRow("in time") << kSquare << 9;
        QTest::newRow("too late") << QStringLiteral("8/8/8/p7/8/8/5K2/8 b - - 0 1") << 9;
        QTest::newRow("too late, white to move first")
            << QStringLiteral("8/8/8/p7/8/8/6K1/8 w - - 0 1") << 10;
    }
    void theRaceIsAnimatedMoveByMove()
    {
        QFETCH(QString, fen);
        QFETCH(int, frames);
        const QString out = m_dir.filePath(QStringLiteral("race.gif"));
        const Run r = runCli(
            {QStringLiteral("render"), QStringLiteral("--fen"), fen, QStringLiteral("--from"),
             QStringLiteral("a5"), QStringLiteral("--to"), QStringLiteral("a1"),
             QStringLiteral("--animate"), QStringLiteral("zone"), QStringLiteral("--size"),
             QStringLiteral("200"), QStringLiteral("--output"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QImageReader reader(out);
        QCOMPARE(reader.imageCount(), frames);
    }

    // The help says what the zone's animation shows now: each piece's race, late ones too.
    void theHelpSaysWhatTheRaceShows()
    {
        const Run r = runCli({QStringLiteral("render"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        const QString help = r.out.simplified();
        QVERIFY2(help.contains(QStringLiteral("each piece that can stop it in time")),
                 qPrintable(help));
        QVERIFY2(help.contains(QStringLiteral("too late")), qPrintable(help));
    }

    void badInputIsOneLine_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        const QString out = QStringLiteral("/nonexistent-dir/z.svg");
        QTest::newRow("no target") << QStringList{QStringLiteral("render"),
                                                  QStringLiteral("--fen"),
                                                  kSquare,
                                                  QStringLiteral("--from"),
                                                  QStringLiteral("a5"),
                                                  QStringLiteral("--zone"),
                                                  QStringLiteral("--output"),
                                                  out}
                                   << QStringLiteral("--zone needs --from SQ and --to SQ");
        QTest::newRow("empty source") << QStringList{QStringLiteral("render"),
                                                     QStringLiteral("--fen"),
                                                     kSquare,
                                                     QStringLiteral("--from"),
                                                     QStringLiteral("b5"),
                                                     QStringLiteral("--to"),
                                                     QStringLiteral("b1"),
                                                     QStringLiteral("--zone"),
                                                     QStringLiteral("--output"),
                                                     out}
                                      << QStringLiteral("no piece stands on b5");
    }
    void badInputIsOneLine()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0);
    }
};

QTEST_MAIN(TestRenderZone)
#include "tst_renderzone.moc"
