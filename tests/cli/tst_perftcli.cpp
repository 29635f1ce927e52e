// chess-distance perft as a user meets it: the published counts, --divide lines that add up to
// the total, and the one-line errors with exit code 2.
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "cli/clirun.h"

using clitest::Run;
using clitest::runCli;

namespace {

QStringList args(std::initializer_list<const char*> words)
{
    QStringList out;
    for (const char* w : words)
        out << QString::fromUtf8(w);
    return out;
}

} // namespace

class TestPerftCli : public QObject {
    Q_OBJECT
private slots:
    void countsOfTheStart()
    {
        const Run r = runCli(clitest::words(QStringLiteral("perft --depth 4")));
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("nodes 197281\n"));
    }

    void divideSumsToNodes()
    {
        const QString kiwipete =
            QStringLiteral("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        const Run r =
            runCli({QStringLiteral("perft"), QStringLiteral("--fen"), kiwipete,
                    QStringLiteral("--depth"), QStringLiteral("2"), QStringLiteral("--divide")});
        QCOMPARE(r.exitCode, 0);
        QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.takeLast(), QStringLiteral("nodes 2039"));
        QCOMPARE(lines.size(), 48);
        const QRegularExpression line(QStringLiteral("^([a-h][1-8][a-h][1-8][qrbn]?): (\\d+)$"));
        qint64 sum = 0;
        QStringList moves;
        for (const QString& l : lines) {
            const auto m = line.match(l);
            QVERIFY2(m.hasMatch(), qPrintable(l));
            moves << m.captured(1);
            sum += m.captured(2).toLongLong();
        }
        QCOMPARE(sum, 2039);
        QStringList sorted = moves;
        sorted.sort();
        QCOMPARE(moves, sorted);
        QVERIFY(moves.contains(QStringLiteral("e1g1")) && moves.contains(QStringLiteral("e1c1")));
    }

    // Chess960 rights in X-FEN and Shredder-FEN; castling written as the king taking its rook.
    void chess960()
    {
        const Run r =
            runCli({QStringLiteral("perft"), QStringLiteral("--fen"),
                    QStringLiteral("2r5/8/8/8/8/8/6PP/k2KR3 w K - 0 1"), QStringLiteral("--depth"),
                    QStringLiteral("2"), QStringLiteral("--divide")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("\nd1e1: 3\n")));
        QVERIFY(r.out.endsWith(QStringLiteral("nodes 242\n")));
        const Run shredder =
            runCli({QStringLiteral("perft"), QStringLiteral("--fen"),
                    QStringLiteral("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - "
                                   "0 1"),
                    QStringLiteral("--depth"), QStringLiteral("3")});
        QCOMPARE(shredder.err, QString());
        QCOMPARE(shredder.out, QStringLiteral("nodes 12189\n"));
    }

    // A game tagged Chess960 castles as the king taking its rook even from the standard start,
    // as Stockfish and chessops write it; the FEN alone would not say it is Chess960.
    void chess960GameFromTheStandardStart()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("960.pgn"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[Variant \"Chess960\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 *\n");
        file.close();
        const Run r =
            runCli({QStringLiteral("perft"), QStringLiteral("--pgn"), path, QStringLiteral("--ply"),
                    QStringLiteral("6"), QStringLiteral("--depth"), QStringLiteral("1"),
                    QStringLiteral("--divide")});
        QCOMPARE(r.err, QString());
        QVERIFY2(r.out.contains(QStringLiteral("\ne1h1: 1\n")), qPrintable(r.out));
        QVERIFY2(!r.out.contains(QStringLiteral("e1g1")), qPrintable(r.out));
        // A standard game from the same position castles as the king's two-square step.
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 *\n");
        file.close();
        const Run standard =
            runCli({QStringLiteral("perft"), QStringLiteral("--pgn"), path, QStringLiteral("--ply"),
                    QStringLiteral("6"), QStringLiteral("--depth"), QStringLiteral("1"),
                    QStringLiteral("--divide")});
        QVERIFY2(standard.out.contains(QStringLiteral("\ne1g1: 1\n")), qPrintable(standard.out));
    }

    // python-chess's perft suite holds checks no game can give: refused, naming the option that
    // counts them anyway, and counted to the published figures with it.
    void unreachablePositions()
    {
        const QString alignDiag = QStringLiteral("3R4/8/q4k2/2B5/1NK5/3b4/8/8 w - - 0 1");
        const Run refused = runCli({QStringLiteral("perft"), QStringLiteral("--fen"), alignDiag,
                                    QStringLiteral("--depth"), QStringLiteral("3")});
        QCOMPARE(refused.exitCode, 2);
        QCOMPARE(refused.err,
                 QStringLiteral("chess-distance: --fen: no move can give check from these squares "
                                "at once: d3, a6; no game reaches this position (to count it "
                                "anyway, as perft suites do, add --allow-unreachable)\n"));
        const Run counted = runCli({QStringLiteral("perft"), QStringLiteral("--fen"), alignDiag,
                                    QStringLiteral("--depth"), QStringLiteral("3"),
                                    QStringLiteral("--allow-unreachable")});
        QCOMPARE(counted.err, QString());
        QCOMPARE(counted.out, QStringLiteral("nodes 2854\n"));
        const Run ep = runCli(
            {QStringLiteral("perft"), QStringLiteral("--fen"),
             QStringLiteral("rnbqk1nr/bb3p1p/1q2r3/2pPp3/3P4/7P/1PP1NpPP/R1BQKBNR w KQkq c6 0 1"),
             QStringLiteral("--depth"), QStringLiteral("3"),
             QStringLiteral("--allow-unreachable")});
        QCOMPARE(ep.out, QStringLiteral("nodes 2528\n"));
        // What moves cannot be counted from stays refused, without naming the option.
        const Run noKing = runCli({QStringLiteral("perft"), QStringLiteral("--fen"),
                                   QStringLiteral("8/8/8/8/8/8/8/K7"), QStringLiteral("--depth"),
                                   QStringLiteral("1"), QStringLiteral("--allow-unreachable")});
        QCOMPARE(noKing.exitCode, 2);
        QCOMPARE(noKing.err, QStringLiteral("chess-distance: --fen: Black has no king\n"));
    }

    // Any number of threads counts what one does, and --divide lists the moves in the same order;
    // Kiwipete at depth 3 splits into jobs of every size (replies, and first moves counted whole).
    void threadsGiveTheSameCounts_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("depth");
        QTest::newRow("start 4") << QString() << QStringLiteral("4");
        QTest::newRow("kiwipete 3") << QStringLiteral("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/"
                                                      "PPPBBPPP/R3K2R w KQkq - 0 1")
                                    << QStringLiteral("3");
        QTest::newRow("mate in the tree")
            << QStringLiteral("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1") << QStringLiteral("3");
        QTest::newRow("depth 1") << QString() << QStringLiteral("1");
    }
    void threadsGiveTheSameCounts()
    {
        QFETCH(QString, fen);
        QFETCH(QString, depth);
        QStringList base{QStringLiteral("perft"), QStringLiteral("--depth"), depth,
                         QStringLiteral("--divide")};
        if (!fen.isEmpty())
            base << QStringLiteral("--fen") << fen;
        const Run one =
            runCli(base + QStringList{QStringLiteral("--threads"), QStringLiteral("1")});
        QCOMPARE(one.err, QString());
        QCOMPARE(one.exitCode, 0);
        QVERIFY(one.out.count(u'\n') > 2);
        for (const char* threads : {"2", "3", "5", "16"}) {
            const Run many =
                runCli(base + QStringList{QStringLiteral("--threads"), QString::fromUtf8(threads)});
            QCOMPARE(many.err, QString());
            QCOMPARE(many.out, one.out);
        }
        const Run byDefault = runCli(base);
        QCOMPARE(byDefault.out, one.out);
        base.removeAll(QStringLiteral("--divide"));
        const Run total =
            runCli(base + QStringList{QStringLiteral("--threads"), QStringLiteral("4")});
        QCOMPARE(total.out, one.out.mid(one.out.lastIndexOf(QStringLiteral("nodes "))));
    }

    void promotionsInCoordinates()
    {
        const Run r =
            runCli({QStringLiteral("perft"), QStringLiteral("--fen"),
                    QStringLiteral("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), QStringLiteral("--depth"),
                    QStringLiteral("1"), QStringLiteral("--divide")});
        QVERIFY(r.out.contains(QStringLiteral("b7b8q: 1\n")));
        QVERIFY(r.out.contains(QStringLiteral("b7b8n: 1\n")));
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("error");
        QTest::newRow("no depth") << clitest::words(QStringLiteral("perft"))
                                  << "chess-distance: perft needs --depth D\n";
        QTest::newRow("depth 0") << clitest::words(QStringLiteral("perft --depth 0"))
                                 << "chess-distance: --depth: '0' is not a number from 1 to 8\n";
        QTest::newRow("depth 9") << clitest::words(QStringLiteral("perft --depth 9"))
                                 << "chess-distance: --depth: '9' is not a number from 1 to 8\n";
        QTest::newRow("threads 0")
            << clitest::words(QStringLiteral("perft --depth 1 --threads 0"))
            << "chess-distance: --threads: '0' is not a number from 1 to 1024\n";
        QTest::newRow("threads -1")
            << clitest::words(QStringLiteral("perft --depth 1 --threads -1"))
            << "chess-distance: --threads: '-1' is not a number from 1 to 1024\n";
        QTest::newRow("threads x") << clitest::words(QStringLiteral("perft --depth 1 --threads x"))
                                   << "chess-distance: --threads: 'x' is not a number from 1 to "
                                      "1024\n";
        QTest::newRow("threads 10000")
            << clitest::words(QStringLiteral("perft --depth 1 --threads 10000"))
            << "chess-distance: --threads: '10000' is not a number from 1 to 1024\n";
        QTest::newRow("no king") << args({"perft", "--depth", "1", "--fen", "8/8/8/8/8/8/8/K7"})
                                 << "chess-distance: --fen: Black has no king\n";
        QTest::newRow("wrong check")
            << args({"perft", "--depth", "1", "--fen", "k7/8/8/8/8/8/8/K6r b"})
            << "chess-distance: --fen: White is in check, but Black is "
               "to move\n";
    }
    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, error);
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err, error);
        QCOMPARE(r.out, QString());
    }
};

QTEST_GUILESS_MAIN(TestPerftCli)
#include "tst_perftcli.moc"
