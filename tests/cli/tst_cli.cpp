// The map and pairs commands as a user runs them: text grids of the worked examples, JSON and
// CSV against the core's formulas, reach with the piece on the source or --piece.
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
        const QString fen = QString::fromUtf8(Board::kStartFen.data());
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
            reachPairs(*Board::fromFen(fen), Piece{Color::Black, PieceType::Knight}, opts);
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
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
