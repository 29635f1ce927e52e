// The trajectory command (counts, limits, via) and what every command does with bad input:
// exit code 2 and one line naming the problem, exit code 1 on a write failure, help, version.
#include "clijson.h"

#include "cli/clirun.h"
#include "metrics.h"
#include "reach.h"
#include "square.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace clihelp;

class TestCliTrajectory : public QObject {
    Q_OBJECT
private slots:
    void trajectoryJsonReproducesTheSpecCounts_data()
    {
        QTest::addColumn<QString>("arguments");
        QTest::addColumn<int>("distance");
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("squares");
        QTest::newRow("king f6-h1") << "--metric king --from f6 --to h1" << 5 << 5 << 25 << 14;
        QTest::newRow("king f6-h1 l=6")
            << "--metric king --from f6 --to h1 --length 6" << 5 << 6 << 124 << 22;
        QTest::newRow("king f6-h1 l=7")
            << "--metric king --from f6 --to h1 --length 7" << 5 << 7 << 403 << 30;
        QTest::newRow("king f6-h1 l=7 distinct")
            << "--metric king --from f6 --to h1 --length 7 --distinct" << 5 << 7 << 287 << 30;
        QTest::newRow("king a5-h5") << "--metric king --from a5 --to h5" << 7 << 7 << 393 << 32;
        QTest::newRow("knight a1-h8") << "--metric knight --from a1 --to h8" << 6 << 6 << 108 << 38;
        QTest::newRow("knight a1-b2") << "--metric knight --from a1 --to b2" << 4 << 4 << 10 << 16;
        QTest::newRow("knight d1-g8 l=6")
            << "--metric knight --from d1 --to g8 --length 6" << 4 << 6 << 342 << 49;
        QTest::newRow("knight d1-g8 l=6 distinct")
            << "--metric knight --from d1 --to g8 --length 6 --distinct" << 4 << 6 << 202 << 49;
        QTest::newRow("E4 e6 without taboo")
            << "--fen 8/8/8/2pppp2/8/8/8/4K3 --from e1 --to e6" << 6 << 6 << 10 << -1;
        QTest::newRow("E4 e6 avoid attacked")
            << "--fen 8/8/8/2pppp2/8/8/8/4K3 --from e1 --to e6 --avoid-attacked" << 6 << 6 << 1
            << 7;
    }

    void trajectoryJsonReproducesTheSpecCounts()
    {
        QFETCH(QString, arguments);
        QFETCH(int, distance);
        QFETCH(int, length);
        QFETCH(int, count);
        QFETCH(int, squares);
        const QJsonObject o =
            runJson(QStringList{QStringLiteral("trajectory")} + arguments.split(QLatin1Char(' ')) +
                    QStringList{QStringLiteral("--format"), QStringLiteral("json"),
                                QStringLiteral("--limit"), QStringLiteral("1000")});
        QCOMPARE(o.value(QStringLiteral("distance")).toInt(), distance);
        QCOMPARE(o.value(QStringLiteral("length")).toInt(), length);
        QCOMPARE(o.value(QStringLiteral("count")).toInt(), count);
        QCOMPARE(o.value(QStringLiteral("countSaturated")).toBool(), false);
        if (squares >= 0)
            QCOMPARE(o.value(QStringLiteral("squares")).toArray().size(), squares);
        const QJsonArray layers = o.value(QStringLiteral("layers")).toArray();
        QCOMPARE(layers.size(), length + 1);
        const QJsonArray routes = o.value(QStringLiteral("trajectories")).toArray();
        QCOMPARE(routes.size(), count); // all of them: count <= --limit
        // Every listed route runs from..to through its layers, and no route is listed twice.
        QSet<QStringList> seen;
        for (const auto& route : routes) {
            const QStringList stops = names(route.toArray());
            QCOMPARE(stops.size(), length + 1);
            QCOMPARE(stops.first(), o.value(QStringLiteral("from")).toString());
            QCOMPARE(stops.last(), o.value(QStringLiteral("to")).toString());
            for (int i = 0; i <= length; ++i)
                QVERIFY(names(layers[i].toArray()).contains(stops[i]));
            QVERIFY(!seen.contains(stops));
            seen.insert(stops);
        }
    }

    void trajectoryLimitAndText()
    {
        const QJsonObject o =
            runJson(args("trajectory --metric king --from a5 --to h5 --limit 10 --format json"));
        QCOMPARE(o.value(QStringLiteral("count")).toInt(), 393);
        QCOMPARE(o.value(QStringLiteral("trajectories")).toArray().size(), 10);

        const Run r = runCli(args("trajectory --metric king --from f6 --to h1"));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith(QStringLiteral(
            "chebyshev f6 -> h1: distance 5, 25 shortest trajectories over 14 squares\n")));
        QVERIFY(r.out.contains(QStringLiteral("\n1  . . . . . . . 1\n   a b c d e f g h\n")));
        QVERIFY(r.out.contains(QStringLiteral("\n2  e4 f4 g4 h4\n")));
        QVERIFY(r.out.contains(QStringLiteral("\nf6 g5 h4 h3 h2 h1\n")));

        // One route, and one square: English singulars, not "1 ... trajectories".
        QVERIFY(runCli(args("trajectory --metric knight --from a1 --to b3"))
                    .out.startsWith(QStringLiteral(
                        "knight a1 -> b3: distance 1, 1 shortest trajectory over 2 squares\n")));
        QVERIFY(runCli(args("trajectory --metric king --from a1 --to a1"))
                    .out.startsWith(QStringLiteral(
                        "chebyshev a1 -> a1: distance 0, 1 shortest trajectory over 1 square\n")));

        const Run unreachable = runCli(args("trajectory --metric bishop --from c1 --to c2"));
        QCOMPARE(unreachable.exitCode, 0);
        QCOMPARE(unreachable.out, QStringLiteral("bishop c1 -> c2: unreachable\n"));
    }

    void trajectoryViaASquare()
    {
        const QJsonObject o =
            runJson(args("trajectory --metric king --from f6 --to h1 --via h4 --format json"));
        QCOMPARE(o.value(QStringLiteral("via")).toString(), QStringLiteral("h4"));
        const QJsonArray routes = o.value(QStringLiteral("trajectories")).toArray();
        QVERIFY(!routes.isEmpty());
        QCOMPARE(o.value(QStringLiteral("count")).toInt(), routes.size());
        for (const auto& route : routes)
            QVERIFY(names(route.toArray()).contains(QStringLiteral("h4")));
    }

    void badInputExitsTwoWithOneLineNamingIt_data()
    {
        QTest::addColumn<QString>("arguments");
        QTest::addColumn<QString>("named");
        QTest::newRow("no source") << "map"
                                   << "--from";
        QTest::newRow("bad square") << "map --from z9"
                                    << "z9";
        QTest::newRow("bad metric") << "map --metric kangaroo --from e4"
                                    << "kangaroo";
        QTest::newRow("bad fen") << "map --fen rnbqkbnr/ppppXppp/8 --from e4"
                                 << "square e7";
        QTest::newRow("fen pawn on rank 8") << "map --fen P7/8/8/8/8/8/8/8 --from a8"
                                            << "placement";
        QTest::newRow("empty source") << "map --fen 8/8/8/8/8/8/8/8 --from e4"
                                      << "e4";
        QTest::newRow("bad format") << "map --from e4 --format xml"
                                    << "xml";
        QTest::newRow("unknown option") << "map --from e4 --colour"
                                        << "colour";
        QTest::newRow("stray argument") << "map --from e4 e5"
                                        << "e5";
        QTest::newRow("bad piece") << "map --piece X --from e4"
                                   << "X";
        QTest::newRow("bad captures") << "map --piece Q --from e4 --captures eat"
                                      << "eat";
        QTest::newRow("bad promotion") << "map --piece P --from e7 --promote k"
                                       << "'k'";
        QTest::newRow("pawn on rank 1") << "map --metric pawn --from e1"
                                        << "e1";
        QTest::newRow("pairs square metric") << "pairs --metric edge"
                                             << "edge";
        QTest::newRow("pairs reach no piece") << "pairs --metric reach"
                                              << "--piece";
        QTest::newRow("trajectory no target") << "trajectory --from e4"
                                              << "--to";
        QTest::newRow("trajectory no moves") << "trajectory --metric center --from e4 --to e5"
                                             << "center";
        QTest::newRow("length too big") << "trajectory --from a1 --to h8 --length 200"
                                        << "200";
        QTest::newRow("length not a number") << "trajectory --from a1 --to h8 --length six"
                                             << "six";
        QTest::newRow("limit negative") << "trajectory --from a1 --to h8 --limit -1"
                                        << "-1";
        QTest::newRow("via contradicts length")
            << "trajectory --metric king --from a1 --to a3 --via h8 --length 2"
            << "h8";
        QTest::newRow("promoting pawn route")
            << "trajectory --piece P --from e7 --to e8 --promote q"
            << "promot";
    }

    void badInputExitsTwoWithOneLineNamingIt()
    {
        QFETCH(QString, arguments);
        QFETCH(QString, named);
        const Run r = runCli(arguments.split(QLatin1Char(' ')));
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QString());
        QVERIFY2(r.err.endsWith(QLatin1Char('\n')) && r.err.count(QLatin1Char('\n')) == 1,
                 qPrintable(r.err));
        QVERIFY2(r.err.startsWith(QStringLiteral("chess-distance: ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(named), qPrintable(r.err));
    }

    void writeFailureExitsOne()
    {
        if (!QFile::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full");
        QProcess p;
        p.setStandardOutputFile(QStringLiteral("/dev/full"));
        p.start(QStringLiteral(CD_BINARY), args("pairs --metric knight"));
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 1);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("write")));
    }

    void helpAndVersion()
    {
        Run r = runCli(args("--version"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("chess-distance " CD_VERSION "\n"));
        r = runCli(args("--help"));
        QCOMPARE(r.exitCode, 0);
        for (const char* c : {"map", "pairs", "trajectory"})
            QVERIFY(r.out.contains(QStringLiteral("\n  %1 ").arg(QString::fromUtf8(c))));
        r = runCli(args("trajectory --help"));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("Usage: chess-distance trajectory [options]")));
        for (const char* o :
             {"--metric", "--from", "--to", "--via", "--length", "--limit", "--distinct", "--fen",
              "--piece", "--captures", "--avoid-attacked", "--promote", "--format"})
            QVERIFY2(r.out.contains(QString::fromUtf8(o)), o);
        QCOMPARE(runCli(args("help map")).out, runCli(args("map --help")).out);
    }
};

QTEST_GUILESS_MAIN(TestCliTrajectory)
#include "tst_clitrajectory.moc"
