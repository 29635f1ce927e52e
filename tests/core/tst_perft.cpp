// perft (movegen.h) against the published counts of the standard test positions (the chess
// programming wiki's "Perft Results"): any wrong move anywhere in those trees changes a count.
#include "movegen.h"

#include <QTest>

#include <numeric>

using namespace cd;

namespace {

struct Counts {
    const char* fen;
    std::vector<std::uint64_t> nodes; // depth 1, 2, ...
};

const Counts kStart{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                    {20, 400, 8902, 197281, 4865609}};
const Counts kKiwipete{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                       {48, 2039, 97862, 4085603}};
const Counts kPosition3{"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                        {14, 191, 2812, 43238, 674624}};
const Counts kPosition4{"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                        {6, 264, 9467, 422333}};
const Counts kPosition4Mirrored{"r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
                                {6, 264, 9467, 422333}};
const Counts kPosition5{"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
                        {44, 1486, 62379, 2103487}};
const Counts kPosition6{"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
                        {46, 2079, 89890, 3894594}};

const Counts* const kPositions[] = {
    &kStart, &kKiwipete, &kPosition3, &kPosition4, &kPosition4Mirrored, &kPosition5, &kPosition6};

void compareUpTo(const Counts& c, std::size_t depths)
{
    const Position b = Position::fromFen(c.fen);
    for (std::size_t d = 1; d <= depths; ++d)
        QCOMPARE(perft(b, static_cast<int>(d)), c.nodes[d - 1]);
}

} // namespace

class TestPerft : public QObject {
    Q_OBJECT
private slots:
    // Every position but its deepest published count (kept for the test below: the bulk of the
    // work).
    void shallowCounts_data()
    {
        QTest::addColumn<int>("index");
        const char* names[] = {"start", "kiwipete", "3", "4", "4 mirrored", "5", "6"};
        for (int i = 0; i < 7; ++i)
            QTest::newRow(names[i]) << i;
    }
    void shallowCounts()
    {
        QFETCH(int, index);
        const Counts& c = *kPositions[index];
        compareUpTo(c, c.nodes.size() - 1);
    }

    void deepestCounts()
    {
        for (const Counts* c : kPositions) {
            const int depth = static_cast<int>(c->nodes.size());
            QCOMPARE(perft(Position::fromFen(c->fen), depth), c->nodes.back());
        }
    }

    // The split by first move adds up to the whole count, one entry per legal move.
    void divideSumsToTotal()
    {
        const Position b = Position::fromFen(kKiwipete.fen);
        const auto parts = perftDivide(b, 3);
        QCOMPARE(static_cast<int>(parts.size()), legalMoves(b).size());
        const std::uint64_t sum =
            std::accumulate(parts.begin(), parts.end(), std::uint64_t{0},
                            [](std::uint64_t s, const auto& p) { return s + p.second; });
        QCOMPARE(sum, kKiwipete.nodes[2]);
        QCOMPARE(perft(b, 0), std::uint64_t{1});
    }

    // python-chess's tricky.perft holds checks no game can give, which every engine counts:
    // refused as unreachable, and counted to the published figures with PositionChecks::Playable.
    void unreachableSuites_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QList<quint64>>("nodes");
        QTest::newRow("align-diag-1")
            << "3R4/8/q4k2/2B5/1NK5/3b4/8/8 w - - 0 1" << QList<quint64>{4, 125, 2854};
        QTest::newRow("align-diag-2")
            << "2Nq4/2K5/1b6/8/7R/3k4/7P/8 w - - 0 1" << QList<quint64>{3, 81, 1217};
        QTest::newRow("align-horizontal")
            << "5R2/2P5/8/4k3/8/3rK2r/8/8 w - - 0 1" << QList<quint64>{2, 56, 1030};
        QTest::newRow("align-ep") << "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1"
                                  << QList<quint64>{6, 121, 711};
        QTest::newRow("align-ep-pinned")
            << "1b1k4/8/8/1rPpK3/8/8/8/8 w - d6 0 1" << QList<quint64>{5, 100, 555};
        QTest::newRow("ep-unrelated-check")
            << "rnbqk1nr/bb3p1p/1q2r3/2pPp3/3P4/7P/1PP1NpPP/R1BQKBNR w KQkq c6 0 1"
            << QList<quint64>{2, 92, 2528};
    }
    void unreachableSuites()
    {
        QFETCH(QString, fen);
        QFETCH(QList<quint64>, nodes);
        const std::string text = fen.toStdString();
        QVERIFY_THROWS_EXCEPTION(UnreachablePosition, Position::fromFen(text));
        const Position b = Position::fromFen(text, false, PositionChecks::Playable);
        for (qsizetype d = 0; d < nodes.size(); ++d)
            QCOMPARE(perft(b, static_cast<int>(d + 1)), nodes[d]);
    }
};

QTEST_APPLESS_MAIN(TestPerft)
#include "tst_perft.moc"
