// The command line as a user meets it: the real binary, its text / JSON / CSV output checked
// against the worked examples of docs/ and against the core, and its exit codes and messages.
#include "metrics.h"
#include "reach.h"
#include "square.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include "cli/clirun.h"

using namespace cd;
using clitest::Run;
using clitest::runCli;
using clitest::words;

namespace {

QStringList args(const char* text)
{
    return words(QString::fromUtf8(text));
}

QJsonObject runJson(const QStringList& a)
{
    const Run r = runCli(a);
    if (r.exitCode != 0)
        qWarning("%s", qPrintable(r.err));
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("bad JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

// The text grid (docs/board.md#text-maps) of 8 rank lines (rank 8 first) plus the file footer.
QString grid(const char* const (&ranks)[8])
{
    QString out;
    for (int i = 0; i < 8; ++i)
        out += QStringLiteral("%1  %2\n").arg(8 - i).arg(QString::fromUtf8(ranks[i]));
    return out + QStringLiteral("   a b c d e f g h\n");
}

QString name(Square s)
{
    return QString::fromStdString(squareName(s));
}

QStringList names(const QJsonArray& a)
{
    QStringList out;
    for (const auto& v : a)
        out << v.toString();
    return out;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void mapTextMatchesSpecExampleE1_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("expected");
        QTest::newRow("stop") << QStringLiteral("stop")
                              << grid({"2 2 2 1 2 2 2 2", "2 2 2 1 2 2 2 2", "2 2 2 1 2 2 2 2",
                                       "1 1 1 0 1 1 3 3", "2 2 2 1 2 2 2 2", "2 2 2 - 2 3 3 3",
                                       "2 2 2 3 2 3 3 3", "2 2 2 3 2 3 3 3"});
        QTest::newRow("continue") << QStringLiteral("continue")
                                  << grid({"2 2 2 1 2 2 2 2", "2 2 2 1 2 2 2 2", "2 2 2 1 2 2 2 2",
                                           "1 1 1 0 1 1 2 2", "2 2 2 1 2 2 2 2", "2 2 2 - 2 2 3 3",
                                           "2 2 2 3 2 2 3 3", "2 2 2 3 2 2 3 3"});
        QTest::newRow("block") << QStringLiteral("block")
                               << grid({"2 2 2 1 2 2 2 2", "2 2 - 1 2 2 2 2", "2 2 2 1 2 2 2 2",
                                        "1 1 1 0 1 - 3 3", "2 2 2 1 2 2 2 2", "2 2 2 - 2 3 3 3",
                                        "2 2 2 3 2 3 3 3", "2 2 2 3 2 3 3 3"});
    }
    void mapTextMatchesSpecExampleE1()
    {
        QFETCH(QString, mode);
        QFETCH(QString, expected);
        const Run r = runCli({QStringLiteral("map"), QStringLiteral("--fen"),
                              QStringLiteral("8/2n5/8/3R1p2/8/3P4/8/8"), QStringLiteral("--from"),
                              QStringLiteral("d5"), QStringLiteral("--captures"), mode});
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, expected);
    }

    void mapTextMatchesSpecExampleE4WithAvoidAttacked()
    {
        const Run r = runCli(args("map --fen 8/8/8/2pppp2/8/8/8/4K3 --from e1 --avoid-attacked"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, grid({"8 8 8 7 7 7 7 7", "7 7 7 7 6 6 6 6", "6 6 6 7 6 5 5 5",
                              "5 5 6 7 6 5 4 4", "4 - - - - - - 3", "4 3 2 2 2 2 2 3",
                              "4 3 2 1 1 1 2 3", "4 3 2 1 0 1 2 3"}));
    }

    // Every empty-board metric from a few sources, the JSON parsed back and compared with the
    // core's closed formulas.
    void mapJsonAgreesWithTheFormulas_data()
    {
        QTest::addColumn<QString>("metric");
        QTest::addColumn<QString>("from");
        for (const auto m : metricNames()) {
            if (m == "reach" || m == "pawn")
                continue;
            for (const char* from : {"a1", "e4", "g7"})
                QTest::newRow((std::string(m) + " " + from).c_str())
                    << QString::fromUtf8(m.data(), static_cast<qsizetype>(m.size()))
                    << QString::fromUtf8(from);
        }
    }
    void mapJsonAgreesWithTheFormulas()
    {
        QFETCH(QString, metric);
        QFETCH(QString, from);
        const QJsonObject o = runJson({QStringLiteral("map"), QStringLiteral("--metric"), metric,
                                       QStringLiteral("--from"), from, QStringLiteral("--format"),
                                       QStringLiteral("json")});
        QCOMPARE(o.value(QStringLiteral("metric")).toString(), metric);
        QCOMPARE(o.value(QStringLiteral("from")).toString(), from);
        QVERIFY(o.value(QStringLiteral("fen")).isNull());
        QCOMPARE(o.value(QStringLiteral("captures")).toString(), QStringLiteral("stop"));
        const QJsonObject squares = o.value(QStringLiteral("squares")).toObject();
        QCOMPARE(squares.size(), 64);
        const Metric m = *parseMetric(metric.toStdString());
        const Square f = *parseSquare(from.toStdString());
        for (Square s = A1; s <= H8; ++s) {
            const QJsonValue v = squares.value(name(s));
            const Distance d = metricDistance(m, f, s);
            if (d == kUnreachable)
                QVERIFY2(v.isNull(), qPrintable(name(s)));
            else
                QCOMPARE(v.toInt(-99), d);
        }
    }

    void mapCsvListsEverySquare()
    {
        const Run r = runCli(args("map --metric bishop --from b1 --format csv"));
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 65);
        QCOMPARE(lines[0], QStringLiteral("square,distance"));
        // a1 is dark: the light-squared bishop never gets there.
        QCOMPARE(lines[1], QStringLiteral("a1,"));
        QCOMPARE(lines[1 + 1], QStringLiteral("b1,0"));
        QCOMPARE(lines[1 + 63], QStringLiteral("h8,"));
        QCOMPARE(lines[1 + 62], QStringLiteral("g8,2"));
    }

    void reachUsesThePieceOnTheSourceOrThePieceOption()
    {
        // Start position, knight g1 (docs/reach.md, E3).
        const QString fen = QString::fromUtf8(Position::kStartFen.data());
        QJsonObject o =
            runJson({QStringLiteral("map"), QStringLiteral("--fen"), fen, QStringLiteral("--from"),
                     QStringLiteral("g1"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(o.value(QStringLiteral("metric")).toString(), QStringLiteral("reach"));
        QCOMPARE(o.value(QStringLiteral("piece")).toString(), QStringLiteral("N"));
        QCOMPARE(o.value(QStringLiteral("fen")).toString(), fen);
        const QJsonObject sq = o.value(QStringLiteral("squares")).toObject();
        QCOMPARE(sq.value(QStringLiteral("f3")).toInt(), 1);
        QCOMPARE(sq.value(QStringLiteral("e4")).toInt(), 3);
        QCOMPARE(sq.value(QStringLiteral("d7")).toInt(), 3);
        QCOMPARE(sq.value(QStringLiteral("e8")).toInt(), 5);
        QVERIFY(sq.value(QStringLiteral("e2")).isNull());

        // --piece replaces what stands there: a white queen on g1 of the start position.
        o = runJson({QStringLiteral("map"), QStringLiteral("--fen"), fen, QStringLiteral("--from"),
                     QStringLiteral("g1"), QStringLiteral("--piece"), QStringLiteral("Q"),
                     QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(o.value(QStringLiteral("piece")).toString(), QStringLiteral("Q"));
        QCOMPARE(o.value(QStringLiteral("unreachable")).toInt(), 63);
    }

    void pairsCsvAgreesWithTheFormulasOnAll4096Pairs_data()
    {
        QTest::addColumn<QString>("metric");
        for (const char* m : {"chebyshev", "manhattan", "knight", "bishop", "rook", "queen"})
            QTest::newRow(m) << QString::fromUtf8(m);
    }
    void pairsCsvAgreesWithTheFormulasOnAll4096Pairs()
    {
        QFETCH(QString, metric);
        const Run r = runCli({QStringLiteral("pairs"), QStringLiteral("--metric"), metric});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 65);
        QStringList header{QStringLiteral("from")};
        for (Square s = A1; s <= H8; ++s)
            header << name(s);
        QCOMPARE(lines[0], header.join(QLatin1Char(',')));
        const Metric m = *parseMetric(metric.toStdString());
        for (Square a = A1; a <= H8; ++a) {
            const QStringList cells = lines[a + 1].split(QLatin1Char(','));
            QCOMPARE(cells.size(), 65);
            QCOMPARE(cells[0], name(a));
            for (Square b = A1; b <= H8; ++b) {
                const Distance d = metricDistance(m, a, b);
                QCOMPARE(cells[b + 1],
                         d == kUnreachable ? QString() : QString::number(static_cast<int>(d)));
            }
        }
    }

    void pairsJsonOfReachAgreesWithTheCore()
    {
        const char* fen = "r2q1rk1/pp1nbppp/2p1pn2/3p4/2PP1B2/2N1PN2/PPQ2PPP/R3KB1R";
        const QJsonObject o = runJson(
            {QStringLiteral("pairs"), QStringLiteral("--metric"), QStringLiteral("reach"),
             QStringLiteral("--piece"), QStringLiteral("n"), QStringLiteral("--fen"),
             QString::fromUtf8(fen), QStringLiteral("--captures"), QStringLiteral("continue"),
             QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(o.value(QStringLiteral("piece")).toString(), QStringLiteral("n"));
        QCOMPARE(o.value(QStringLiteral("squares")).toArray().size(), 64);
        ReachOptions opts;
        opts.captures = CaptureMode::Continue;
        const AllPairs expected =
            reachPairs(*Position::fromFen(fen), Piece{Color::Black, PieceType::Knight}, opts);
        const QJsonObject pairs = o.value(QStringLiteral("pairs")).toObject();
        QCOMPARE(pairs.size(), 64);
        int unreachable = 0;
        for (Square a = A1; a <= H8; ++a) {
            const QJsonArray row = pairs.value(name(a)).toArray();
            QCOMPARE(row.size(), 64);
            for (Square b = A1; b <= H8; ++b) {
                const int d = expected[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)];
                if (d == kUnreachable) {
                    QVERIFY(row[b].isNull());
                    ++unreachable;
                } else {
                    QCOMPARE(row[b].toInt(-99), d);
                }
            }
        }
        QVERIFY(unreachable > 0); // squares of black's own pieces
    }

    void pairsTextShowsOneRowPerSource()
    {
        const Run r = runCli(args("pairs --metric bishop --format text"));
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 66);
        QVERIFY(lines[2].startsWith(QStringLiteral("a1   0 - 2 - 2 - 2 -")));
    }

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
                                 << "column 14";
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

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
