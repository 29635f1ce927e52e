// The zone command: the teacher's sentence, the table, the JSON, a position from a game, and one
// line with exit code 2 for each kind of bad input.
#include "clijson.h"

#include <QTemporaryDir>

using namespace clihelp;

namespace {

const QString kSquareBlackToMove = QStringLiteral("8/8/8/p7/8/8/4K3/8 b - - 0 1");
const QString kReti = QStringLiteral("7K/8/k1P5/7p/8/8/8/8 w - - 0 1");

QStringList zoneArgs(const QString& fen, const char* from, const char* to)
{
    return {QStringLiteral("zone"),   QStringLiteral("--fen"),   fen,
            QStringLiteral("--from"), QString::fromLatin1(from), QStringLiteral("--to"),
            QString::fromLatin1(to)};
}

} // namespace

class TestZoneCommand : public QObject {
    Q_OBJECT
private slots:
    void ruleOfTheSquareInWords()
    {
        const Run r = runCli(zoneArgs(kSquareBlackToMove, "a5", "a1"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QString());
        const QStringList lines = r.out.split(u'\n');
        QCOMPARE(lines.value(0),
                 QStringLiteral("Black pawn a5 → a1 in 4 moves. The white king on e2 catches it: "
                                "it reaches a1 in 4, in time to capture after the pawn "
                                "promotes."));
        QVERIFY2(r.out.contains(QStringLiteral("   4       3  a1\n")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("K e2   a1     4      4       3  capture\n")),
                 qPrintable(r.out));
    }

    void blockInWords()
    {
        const Run r = runCli(zoneArgs(QStringLiteral("8/8/8/p7/8/8/1K6/8 b - - 0 1"), "a5", "a1"));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral(
                     "Black pawn a5 → a1 in 4 moves. The white king on b2 stops it: it reaches a3 "
                     "in 1, in time to stand there first.\n")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("K b2   a3     2      1       1  block\n")));
    }

    // The sentence names each piece's earliest meeting, as the window's verdict and the race do:
    // with White to move the king on d2 takes the pawn on a3 before it could stand on a1.
    void theEarliestMeetingIsNamed()
    {
        const Run r = runCli(zoneArgs(QStringLiteral("8/8/8/p7/8/8/3K4/8 w - - 0 1"), "a5", "a1"));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral(
                     "Black pawn a5 → a1 in 4 moves. The white king on d2 catches it: it reaches "
                     "a3 in 3, in time to capture it there.\n")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("K d2   a1     4      3       4  block\n")));
    }

    void oneMoveAndManyPieces()
    {
        // One move in the singular; the README's queen to d7 has ten interceptors: three named.
        const Run one =
            runCli(zoneArgs(QStringLiteral("Q7/8/6k1/8/8/8/7p/K7 b - - 0 4"), "h2", "h1"));
        QVERIFY2(one.out.startsWith(QStringLiteral("Black pawn h2 → h1 in 1 move. The white queen "
                                                   "on a8 catches it")),
                 qPrintable(one.out));
        const Run many = runCli(zoneArgs(
            QStringLiteral("r2q1rk1/pp1nbppp/2p1pn2/3p4/2PP1B2/2N1PN2/PPQ2PPP/R3KB1R w KQ - 2 9"),
            "c2", "d7"));
        QCOMPARE(many.exitCode, 0);
        QVERIFY2(many.out.section(u'\n', 0, 0)
                     .endsWith(QStringLiteral(" 7 more pieces can stop it too.")),
                 qPrintable(many.out));
        QCOMPARE(many.out.count(QStringLiteral("  capture\n")) +
                     many.out.count(QStringLiteral("  block\n")),
                 35);
    }

    void nobodyInWords()
    {
        const Run r = runCli(zoneArgs(kReti, "h5", "h1"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.section(u'\n', 0, 0),
                 QStringLiteral("Black pawn h5 → h1 in 4 moves. No white piece can stop it in "
                                "time."));
        QVERIFY(!r.out.contains(QStringLiteral("piece  at")));
    }

    void json()
    {
        const QJsonObject o =
            runJson(zoneArgs(QStringLiteral("7K/8/k1PN4/7p/8/8/8/8 w - - 0 1"), "c6", "c8") +
                    args("--depth 2 --format json"));
        QCOMPARE(o.value(QStringLiteral("length")).toInt(), 2);
        QCOMPARE(o.value(QStringLiteral("count")).toInt(), 1);
        QCOMPARE(o.value(QStringLiteral("attackerToMove")).toBool(), true);
        const QJsonArray layers = o.value(QStringLiteral("layers")).toArray();
        QCOMPARE(layers.size(), 3);
        QCOMPARE(names(layers[0].toArray()), QStringList{QStringLiteral("c6")});
        QCOMPARE(names(layers[2].toArray()), QStringList{QStringLiteral("c8")});
        const QJsonArray list = o.value(QStringLiteral("interceptions")).toArray();
        QCOMPARE(list.size(), 1);
        const QJsonObject king = list[0].toObject();
        QCOMPARE(king.value(QStringLiteral("from")).toString(), QStringLiteral("a6"));
        QCOMPARE(king.value(QStringLiteral("at")).toString(), QStringLiteral("c8"));
        QCOMPARE(king.value(QStringLiteral("stop")).toInt(), 2);
        QCOMPARE(king.value(QStringLiteral("moves")).toInt(), 2);
        QCOMPARE(king.value(QStringLiteral("budget")).toInt(), 1);
        QCOMPARE(king.value(QStringLiteral("how")).toString(), QStringLiteral("capture"));
        QCOMPARE(names(king.value(QStringLiteral("route")).toArray()), args("a6 b7 c8"));
        QCOMPARE(king.value(QStringLiteral("layers")).toArray().size(), 3);
        const QJsonArray second = king.value(QStringLiteral("interceptions")).toArray();
        QCOMPARE(second.size(), 2);
        QCOMPARE(second[0].toObject().value(QStringLiteral("from")).toString(),
                 QStringLiteral("d6"));
        QCOMPARE(second[0].toObject().value(QStringLiteral("how")).toString(),
                 QStringLiteral("block"));
    }

    // The "no" half of the rule of the square: the king outside the square gets its best try,
    // with its moves against the budget, under a heading of its own.
    void latePiecesInWords_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("late");
        const QString outside = QStringLiteral("8/8/8/p7/8/8/5K2/8 b - - 0 1");
        QTest::newRow("Kf2, Black to move")
            << zoneArgs(outside, "a5", "a1")
            << QStringLiteral("White king f2 → a1 (capture): 5 moves, 4 allowed — one move too "
                              "late");
        QTest::newRow("Kf3, Black to move")
            << zoneArgs(QStringLiteral("8/8/8/p7/8/5K2/8/8 b - - 0 1"), "a5", "a1")
            << QStringLiteral("White king f3 → a1 (capture): 5 moves, 4 allowed — one move too "
                              "late");
        QTest::newRow("Kh1: moves in the plural")
            << zoneArgs(QStringLiteral("8/8/8/p7/8/8/8/7K b - - 0 1"), "a5", "a1")
            << QStringLiteral("White king h1 → a1 (capture): 7 moves, 4 allowed — 3 moves too "
                              "late");
        QTest::newRow("no captures: a block's budget")
            << zoneArgs(outside, "a5", "a1") + args("--captures block")
            << QStringLiteral("White king f2 → a1 (block): 5 moves, 3 allowed — 2 moves too late");
        QTest::newRow("a king is guarded, not captured")
            << zoneArgs(QStringLiteral("7n/8/3p4/8/8/8/4K3/8 w - - 0 1"), "e2", "e4")
            << QStringLiteral("Black knight h8 → e4 (guard): 2 moves, 1 allowed — one move too "
                              "late");
    }

    void latePiecesInWords()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, late);
        const Run r = runCli(arguments);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.endsWith(QStringLiteral("\nToo late:\n  ") + late + u'\n'),
                 qPrintable(r.out));
    }

    void inTimeIsNotLate_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::newRow("Ke2, Black to move") << QStringLiteral("8/8/8/p7/8/8/4K3/8 b - - 0 1");
        QTest::newRow("Kf3, White to move") << QStringLiteral("8/8/8/p7/8/5K2/8/8 w - - 0 1");
        QTest::newRow("Kf2, White to move") << QStringLiteral("8/8/8/p7/8/8/5K2/8 w - - 0 1");
    }

    void inTimeIsNotLate()
    {
        QFETCH(QString, fen);
        const Run r = runCli(zoneArgs(fen, "a5", "a1"));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("catches it")), qPrintable(r.out));
        QVERIFY2(!r.out.contains(QStringLiteral("Too late")), qPrintable(r.out));
        const QJsonObject o = runJson(zoneArgs(fen, "a5", "a1") + args("--format json"));
        QCOMPARE(o.value(QStringLiteral("interceptions")).toArray().size() > 0, true);
        QVERIFY(o.value(QStringLiteral("late")).isArray());
        QCOMPARE(o.value(QStringLiteral("late")).toArray().size(), 0);
    }

    void lateJson()
    {
        const QJsonObject o =
            runJson(zoneArgs(QStringLiteral("8/8/8/p7/8/8/5K2/8 b - - 0 1"), "a5", "a1") +
                    args("--format json"));
        QCOMPARE(o.value(QStringLiteral("interceptions")).toArray().size(), 0);
        const QJsonArray late = o.value(QStringLiteral("late")).toArray();
        QCOMPARE(late.size(), 1);
        const QJsonObject king = late[0].toObject();
        QCOMPARE(king.value(QStringLiteral("from")).toString(), QStringLiteral("f2"));
        QCOMPARE(king.value(QStringLiteral("at")).toString(), QStringLiteral("a1"));
        QCOMPARE(king.value(QStringLiteral("moves")).toInt(), 5);
        QCOMPARE(king.value(QStringLiteral("budget")).toInt(), 3);
        QCOMPARE(king.value(QStringLiteral("late_by")).toInt(), 1);
        QCOMPARE(king.value(QStringLiteral("how")).toString(), QStringLiteral("capture"));
        // A block is late by moves - budget; a piece stopping a king guards.
        const QJsonObject block =
            runJson(zoneArgs(QStringLiteral("8/8/8/p7/8/8/5K2/8 b - - 0 1"), "a5", "a1") +
                    args("--captures block --format json"))
                .value(QStringLiteral("late"))
                .toArray()[0]
                .toObject();
        QCOMPARE(block.value(QStringLiteral("how")).toString(), QStringLiteral("block"));
        QCOMPARE(block.value(QStringLiteral("late_by")).toInt(), 2);
        const QJsonObject guard =
            runJson(zoneArgs(QStringLiteral("7n/8/3p4/8/8/8/4K3/8 w - - 0 1"), "e2", "e4") +
                    args("--format json"));
        QCOMPARE(guard.value(QStringLiteral("interceptions"))
                     .toArray()[0]
                     .toObject()
                     .value(QStringLiteral("how"))
                     .toString(),
                 QStringLiteral("guard"));
        const QJsonObject knight = guard.value(QStringLiteral("late")).toArray()[0].toObject();
        QCOMPARE(knight.value(QStringLiteral("from")).toString(), QStringLiteral("h8"));
        QCOMPARE(knight.value(QStringLiteral("moves")).toInt(), 3);
        QCOMPARE(knight.value(QStringLiteral("budget")).toInt(), 1);
        QCOMPARE(knight.value(QStringLiteral("late_by")).toInt(), 1);
        QCOMPARE(knight.value(QStringLiteral("how")).toString(), QStringLiteral("guard"));
    }

    // No piece takes a king: a piece that stops a moving king guards a square of its route.
    void aKingIsGuardedInWords()
    {
        const Run r = runCli(zoneArgs(QStringLiteral("8/8/3p4/8/8/8/4K3/8 w - - 0 1"), "e2", "e4"));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral(
                     "White king e2 → e4 in 2 moves. The black pawn on d6 stops it: it guards e4 "
                     "after 1 move, in time.\n")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("p d6   e4     2      2       1  guard\n")),
                 qPrintable(r.out));
        QVERIFY(!r.out.contains(QStringLiteral("captur")));
        // The second negation of Réti's study: the knight guards c8 against the black king.
        const Run reti =
            runCli(zoneArgs(QStringLiteral("7K/8/k1PN4/7p/8/8/8/8 w - - 0 1"), "c6", "c8") +
                   args("--depth 2"));
        QVERIFY2(reti.out.contains(QStringLiteral("  N d6   c8     2      1       2  guard\n")),
                 qPrintable(reti.out));
    }

    void positionFromAGame()
    {
        // After 1. e4 e5 2. Nf3, Black to move: the same zone as from the FEN of that ply.
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("short.pgn")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[Event \"?\"]\n\n1. e4 e5 2. Nf3 *\n");
        f.close();
        const Run fromGame =
            runCli({QStringLiteral("zone"), QStringLiteral("--pgn"), f.fileName(),
                    QStringLiteral("--ply"), QStringLiteral("3"), QStringLiteral("--from"),
                    QStringLiteral("f3"), QStringLiteral("--to"), QStringLiteral("e5")});
        QCOMPARE(fromGame.exitCode, 0);
        const Run fromFen = runCli(zoneArgs(
            QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"), "f3",
            "e5"));
        QCOMPARE(fromGame.out, fromFen.out);
        // Black to move: Black has made one move before the knight's first.
        QVERIFY2(fromGame.out.contains(QStringLiteral("   1       1  e5\n")),
                 qPrintable(fromGame.out));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("names");
        QTest::newRow("no piece on --from")
            << zoneArgs(kReti, "d4", "d5") << QStringLiteral("no piece stands on d4");
        QTest::newRow("unreachable target")
            << zoneArgs(kReti, "h5", "h8") << QStringLiteral("cannot reach h8");
        QTest::newRow("--to equal to --from")
            << zoneArgs(kReti, "h5", "h5") << QStringLiteral("target h5");
        QTest::newRow("unknown square")
            << zoneArgs(kReti, "z9", "h1") << QStringLiteral("--from: 'z9' is not a square");
        QTest::newRow("unknown target")
            << zoneArgs(kReti, "h5", "h0") << QStringLiteral("--to: 'h0' is not a square");
        QTest::newRow("no --to") << QStringList{QStringLiteral("zone"), QStringLiteral("--from"),
                                                QStringLiteral("h5")}
                                 << QStringLiteral("--to");
        QTest::newRow("depth 3") << zoneArgs(kReti, "h5", "h1") + args("--depth 3")
                                 << QStringLiteral("--depth: 3 is out of range 1..2");
        QTest::newRow("length too short") << zoneArgs(kReti, "h5", "h1") + args("--length 2")
                                          << QStringLiteral("no route of length 2");
        QTest::newRow("empty board")
            << args("zone --from e2 --to e4") << QStringLiteral("no piece stands on e2");
    }

    void badInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, names);
        const Run r = runCli(arguments);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QString());
        QVERIFY2(r.err.contains(names), qPrintable(r.err));
        QCOMPARE(r.err.trimmed().count(u'\n'), 0);
    }
};

QTEST_MAIN(TestZoneCommand)
#include "tst_zonecommand.moc"
