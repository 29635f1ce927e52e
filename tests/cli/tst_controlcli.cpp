// chess-distance control as a user meets it: the JSON read back and compared with the core
// (plain and --x-ray), a position from a game, the CSV and text layouts, and the one-line errors
// with exit code 2.
#include "control.h"
#include "exchange.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "cli/clirun.h"
#include "cli/gamefixture.h"

using namespace cd;
using clitest::Run;
using clitest::runCli;

namespace {

const QString kMiddlegame =
    QStringLiteral("r2q1rk1/pp1nbppp/2p1pn2/3p4/2PP1B2/2N1PN2/PPQ2PPP/R3KB1R w KQ - 2 9");
// Batteries on the e-file and a black knight that the white knight wins.
const QString kBatteries = QStringLiteral("4r2k/8/8/4n3/2N5/2B5/1b2R3/4R2K w - - 0 1");

QStringList controlArgs(const QString& fen, const QString& extra)
{
    return QStringList{QStringLiteral("control"), QStringLiteral("--fen"), fen} +
           clitest::words(extra);
}

// The JSON of `control` against the core for the position `fen`.
void compareJson(const QString& out, const QString& fen, bool xray)
{
    const QJsonObject o = QJsonDocument::fromJson(out.toUtf8()).object();
    const Board b = *Board::fromFen(fen.toStdString());
    const Control c = control(b);
    const ControlCounts& counts = xray ? c.xray : c.plain;
    for (const Color side : {Color::White, Color::Black}) {
        const QJsonArray a =
            o.value(side == Color::White ? QStringLiteral("white") : QStringLiteral("black"))
                .toArray();
        QCOMPARE(a.size(), 64);
        for (const Square s : allSquares())
            QCOMPARE(a[s].toInt(), counts.count(side, s));
    }
    const QJsonArray exchanges = o.value(QStringLiteral("exchanges")).toArray();
    const std::vector<Exchange> expected = cd::exchanges(b);
    QCOMPARE(exchanges.size(), qsizetype(expected.size()));
    for (qsizetype i = 0; i < exchanges.size(); ++i) {
        const QJsonObject e = exchanges[i].toObject();
        const Exchange& x = expected[static_cast<std::size_t>(i)];
        QCOMPARE(e.value(QStringLiteral("square")).toString().toStdString(), squareName(x.square));
        QCOMPARE(e.value(QStringLiteral("piece")).toString(),
                 QString(QLatin1Char(pieceLetter(x.piece))));
        QCOMPARE(e.value(QStringLiteral("gain")).toInt(), x.gain);
        QCOMPARE(e.value(QStringLiteral("line")).toArray().size(), qsizetype(x.line.size()));
        // "ifTaken" only where the side that would capture can take.
        QCOMPARE(e.contains(QStringLiteral("ifTaken")), x.ifTaken.has_value());
        if (!x.ifTaken)
            continue;
        const QJsonObject taken = e.value(QStringLiteral("ifTaken")).toObject();
        QCOMPARE(taken.value(QStringLiteral("gain")).toInt(), *x.ifTaken);
        QCOMPARE(taken.value(QStringLiteral("line")).toArray().size(),
                 qsizetype(x.takenLine.size()));
    }
}

} // namespace

class TestControlCli : public QObject {
    Q_OBJECT
private slots:
    void jsonEqualsTheCore_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("xray");
        QTest::newRow("middlegame") << kMiddlegame << false;
        QTest::newRow("middlegame x-ray") << kMiddlegame << true;
        QTest::newRow("batteries") << kBatteries << false;
        QTest::newRow("batteries x-ray") << kBatteries << true;
        QTest::newRow("empty board") << QStringLiteral("8/8/8/8/8/8/8/8") << false;
    }
    void jsonEqualsTheCore()
    {
        QFETCH(QString, fen);
        QFETCH(bool, xray);
        const Run r = runCli(controlArgs(fen, xray ? QStringLiteral("--format json --x-ray")
                                                   : QStringLiteral("--format json")));
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
        compareJson(r.out, fen, xray);
    }

    void xrayChangesTheCounts()
    {
        const Run plain = runCli(controlArgs(kBatteries, QStringLiteral("--format json")));
        const Run xray = runCli(controlArgs(kBatteries, QStringLiteral("--format json --x-ray")));
        const auto white = [](const Run& r) {
            return QJsonDocument::fromJson(r.out.toUtf8())
                .object()
                .value(QStringLiteral("white"))
                .toArray();
        };
        QCOMPARE(white(plain)[E4].toInt(), 1); // the e2 rook
        QCOMPARE(white(xray)[E4].toInt(), 2);  // and the e1 rook behind it
    }

    void positionFromAGame()
    {
        const clitest::GameFiles files;
        const Run r = files.run(clitest::words(
            QStringLiteral("control --pgn opera.pgn --ply 20 --format json --x-ray")));
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
        compareJson(r.out, files.fenAt(1, 20), true);
    }

    // --plies: each position of the game with its ply and FEN, as the game command plays it.
    void pliesOfAGame()
    {
        const clitest::GameFiles files;
        const Run r = files.run(clitest::words(
            QStringLiteral("control --pgn opera.pgn --plies 0,19-21 --format json")));
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("game")).toInt(), 1);
        const QJsonArray positions = o.value(QStringLiteral("positions")).toArray();
        QCOMPARE(positions.size(), 4);
        const int plies[] = {0, 19, 20, 21};
        for (qsizetype i = 0; i < positions.size(); ++i) {
            const QJsonObject p = positions[i].toObject();
            QCOMPARE(p.value(QStringLiteral("ply")).toInt(), plies[i]);
            const QString fen = files.fenAt(1, plies[i]);
            QCOMPARE(p.value(QStringLiteral("fen")).toString(), fen);
            compareJson(QString::fromUtf8(QJsonDocument(p).toJson()), fen, false);
        }
        const Run text =
            files.run(clitest::words(QStringLiteral("control --pgn opera.pgn --plies 0-1")));
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.startsWith(QStringLiteral("Ply 0 (at the start of the game)\n")),
                 qPrintable(text.out));
        QVERIFY2(text.out.contains(QStringLiteral("\n\nPly 1 (after 1. e4)\n")),
                 qPrintable(text.out));
        const Run csv = files.run(clitest::words(
            QStringLiteral("control --pgn opera.pgn --plies 2,1 --format csv --x-ray")));
        const QStringList lines = csv.out.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 1 + 2 * 64);
        QCOMPARE(lines[0], QStringLiteral("ply,square,white,black,piece,gain"));
        QVERIFY(lines[1].startsWith(QStringLiteral("2,a1,")));
        QVERIFY(lines[65].startsWith(QStringLiteral("1,a1,")));
    }

    void csvHasEverySquare()
    {
        const Run r = runCli(controlArgs(kBatteries, QStringLiteral("--format csv")));
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 65);
        QCOMPARE(lines[0], QStringLiteral("square,white,black,piece,gain"));
        QCOMPARE(lines[1 + E1], QStringLiteral("e1,2,0,R,0"));
        QCOMPARE(lines[1 + E5], QStringLiteral("e5,3,1,n,3"));
        QCOMPARE(lines[1 + H1], QStringLiteral("h1,1,0,K,")); // a king has no exchange
        QCOMPARE(lines[1 + A1], QStringLiteral("a1,1,1,,"));
    }

    void textShowsTheBoardAndWinningExchanges()
    {
        const Run r = runCli(controlArgs(kBatteries, QString()));
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'));
        QCOMPARE(lines[0], QStringLiteral("Attackers of each square, white:black"));
        QVERIFY2(lines[4].startsWith(QStringLiteral("5  2:0   0:0   0:0   0:0   3:1")),
                 qPrintable(lines[4]));
        QVERIFY2(r.out.contains(QStringLiteral("Exchanges that win material:\n")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("e5 (black knight): White wins 3 by Bc3xe5")),
                 qPrintable(r.out));
        const Run quiet = runCli(controlArgs(QStringLiteral("4k3/8/8/8/8/8/8/4K3"), QString()));
        QVERIFY(quiet.out.endsWith(QStringLiteral("No exchange wins material.\n")));
        const Run xray = runCli(controlArgs(kBatteries, QStringLiteral("--x-ray")));
        QVERIFY(xray.out.startsWith(QStringLiteral("Attackers of each square with x-rays")));
    }

    // The lesson pair (docs/control.md): the losing capture is shown with its line.
    void ifTakenShowsTheLosingCapture()
    {
        const QString loses = QStringLiteral("4r1k1/8/2n5/4p3/8/5N2/8/4R1K1 w - - 0 1");
        const Run r = runCli(controlArgs(loses, QString()));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(
            r.out.endsWith(QStringLiteral("No exchange wins material.\n"
                                          "Exchanges that lose material if taken:\n"
                                          "e5 (black pawn): White loses 2 by Nf3xe5 Nc6xe5\n")),
            qPrintable(r.out));
        const Run json = runCli(controlArgs(loses, QStringLiteral("--format json")));
        const QJsonArray exchanges = QJsonDocument::fromJson(json.out.toUtf8())
                                         .object()
                                         .value(QStringLiteral("exchanges"))
                                         .toArray();
        QJsonObject e5;
        for (const QJsonValue& e : exchanges)
            if (e.toObject().value(QStringLiteral("square")).toString() == QStringLiteral("e5"))
                e5 = e.toObject();
        const QJsonObject taken = e5.value(QStringLiteral("ifTaken")).toObject();
        QCOMPARE(taken.value(QStringLiteral("gain")).toInt(), -2);
        QCOMPARE(taken.value(QStringLiteral("line")).toArray(),
                 QJsonArray({QStringLiteral("Nf3xe5"), QStringLiteral("Nc6xe5")}));
        const Run wins = runCli(
            controlArgs(QStringLiteral("r5k1/8/2n5/4p3/8/5N2/8/4R1K1 w - - 0 1"), QString()));
        QVERIFY2(!wins.out.contains(QStringLiteral("if taken")), qPrintable(wins.out));
        // CSV keeps its columns.
        const Run csv = runCli(controlArgs(loses, QStringLiteral("--format csv")));
        QVERIFY(csv.out.startsWith(QStringLiteral("square,white,black,piece,gain\n")));
        QVERIFY2(csv.out.contains(QStringLiteral("\ne5,2,2,p,0\n")), qPrintable(csv.out));
    }

    void badInputExitsTwo_data()
    {
        QTest::addColumn<QString>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no position") << "control"
                                     << "control needs a position: --fen FEN or --pgn FILE";
        QTest::newRow("bad fen") << "control --fen 9/8/8/8/8/8/8/8"
                                 << "--fen: placement";
        QTest::newRow("bad format") << "control --fen 4k3/8/8/8/8/8/8/4K3 --format xml"
                                    << "--format";
        QTest::newRow("ply without pgn") << "control --fen 4k3/8/8/8/8/8/8/4K3 --ply 3"
                                         << "--ply needs --pgn FILE";
        QTest::newRow("missing file") << "control --pgn missing.pgn --ply 1"
                                      << "missing.pgn";
        QTest::newRow("x-ray with a value") << "control --fen 4k3/8/8/8/8/8/8/4K3 --x-ray=yes"
                                            << "x-ray";
        QTest::newRow("plies without pgn") << "control --fen 4k3/8/8/8/8/8/8/4K3 --plies 1-3"
                                           << "--plies needs --pgn FILE";
        QTest::newRow("stray argument") << "control --fen 4k3/8/8/8/8/8/8/4K3 extra"
                                        << "extra";
    }
    void badInputExitsTwo()
    {
        QFETCH(QString, arguments);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const Run r =
            runCli(clitest::words(arguments), QProcessEnvironment::systemEnvironment(), dir.path());
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QString());
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.startsWith(QStringLiteral("chess-distance: ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(QDir(dir.path()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestControlCli)
#include "tst_controlcli.moc"
