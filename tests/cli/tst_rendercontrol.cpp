// render --control [--x-ray]: the control picture of a position as PNG, SVG and PDF, the same
// picture the window shows (docs/control.md); options that measure from a square or draw
// something else are refused with one line, exit 2.
#include "clirun.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace clitest;

namespace {

// The lesson: Nxe5 wins a pawn; with the black rook on e8 instead of a8 capturing loses.
const QString kWins = QStringLiteral("r5k1/8/2n5/4p3/8/5N2/8/4R1K1 w - - 0 1");
const QString kLoses = QStringLiteral("4r1k1/8/2n5/4p3/8/5N2/8/4R1K1 w - - 0 1");
// A rook behind a rook: with x-rays the back rook counts on the squares beyond the front one.
const QString kBattery = QStringLiteral("4k3/8/8/8/8/8/3R4/3RK3 w - - 0 1");

} // namespace

class TestRenderControl : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    QByteArray render(const QStringList& extra, const QString& name)
    {
        const QString out = m_dir.filePath(name);
        QFile::remove(out);
        const Run r = runCli(QStringList{QStringLiteral("render"), QStringLiteral("--control"),
                                         QStringLiteral("--output"), out} +
                             extra);
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        QFile f(out);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private slots:
    void svgShowsCountsAndGain()
    {
        const QByteArray wins = render({QStringLiteral("--fen"), kWins}, QStringLiteral("w.svg"));
        QVERIFY(wins.contains(">2 : 1<"));
        QVERIFY(wins.contains(">+1<"));
        QVERIFY(wins.contains("White +1"));
        QVERIFY(wins.contains("Black +1"));
        QVERIFY(wins.contains("side to move does not change the counts"));
        const QByteArray loses = render({QStringLiteral("--fen"), kLoses}, QStringLiteral("l.svg"));
        QVERIFY(loses.contains(">2 : 2<"));
        QVERIFY(!loses.contains(">+1<"));
    }

    void xrayCountsTheBattery()
    {
        const QStringList fen{QStringLiteral("--fen"), kBattery};
        const QByteArray plain = render(fen, QStringLiteral("p.svg"));
        const QByteArray xray =
            render(fen + QStringList{QStringLiteral("--x-ray")}, QStringLiteral("x.svg"));
        // d3..d7 see one white rook plainly, both with x-rays.
        QVERIFY(xray.count(">2 : 0<") >= plain.count(">2 : 0<") + 5);
        QVERIFY(xray.contains("Control with x-rays"));
    }

    void everyFormat()
    {
        const QStringList fen{QStringLiteral("--fen"), kWins, QStringLiteral("--size"),
                              QStringLiteral("400")};
        QImage png;
        QVERIFY(png.loadFromData(render(fen, QStringLiteral("c.png")), "PNG"));
        QCOMPARE(png.width(), 400);
        QVERIFY(render(fen, QStringLiteral("c.pdf")).startsWith("%PDF"));
        QVERIFY(render(fen, QStringLiteral("c.svg")).contains("<svg"));
        // The picture follows the position: the lesson's two positions differ.
        QVERIFY(render({QStringLiteral("--fen"), kLoses}, QStringLiteral("d.png")) !=
                render({QStringLiteral("--fen"), kWins}, QStringLiteral("d.png")));
    }

    void badCombinations_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString out = QStringLiteral("--output=/dev/null");
        const QString fen = QStringLiteral("--fen=") + kWins;
        QTest::newRow("metric") << QStringList{QStringLiteral("--control"), fen, out,
                                               QStringLiteral("--metric"), QStringLiteral("knight")}
                                << QStringLiteral(
                                       "--control draws the whole position; leave out --metric");
        QTest::newRow("to") << QStringList{QStringLiteral("--control"), fen, out,
                                           QStringLiteral("--to"), QStringLiteral("e5")}
                            << QStringLiteral("--control draws the whole position; leave out --to");
        QTest::newRow("animate") << QStringList{QStringLiteral("--control"), fen, out,
                                                QStringLiteral("--animate"),
                                                QStringLiteral("wavefront")}
                                 << QStringLiteral("--control animates a game's plies only; give "
                                                   "--animate plies or leave out --animate");
        QTest::newRow("x-ray alone") << QStringList{QStringLiteral("--x-ray"), fen, out}
                                     << QStringLiteral("--x-ray needs --control");
        QTest::newRow("no position")
            << QStringList{QStringLiteral("--control"), out}
            << QStringLiteral("--control needs a position: --fen FEN or --pgn FILE");
    }

    void badCombinations()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = runCli(QStringList{QStringLiteral("render")} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(r.err.trimmed().count(u'\n'), 0);
    }
};

QTEST_MAIN(TestRenderControl)
#include "tst_rendercontrol.moc"
