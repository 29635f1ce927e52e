// Query -> Answer: every metric's map and summary, trajectories through the query, and the
// QueryError cases.
#include "boardtext.h"
#include "query.h"

#include <QTest>

using namespace cd;
using testutil::mapText;
using testutil::sq;

Q_DECLARE_METATYPE(cd::Metric)

namespace {

Query query(Metric m, std::optional<const char*> from = std::nullopt,
            std::optional<const char*> to = std::nullopt)
{
    Query q;
    q.metric = m;
    if (from)
        q.from = sq(*from);
    if (to)
        q.to = sq(*to);
    return q;
}

QList<int> histogramOf(const Answer& a)
{
    return QList<int>(a.histogram.begin(), a.histogram.end());
}

} // namespace

class TestQuery : public QObject {
    Q_OBJECT
private slots:
    void summaries_data();
    void summaries();
    void mapsEqualTheMetrics();
    void reachAnswers();
    void reachWithChosenPiece();
    void trajectoriesThroughTheQuery();
    void squareMetricsHaveNoTrajectories();
    void queryErrors_data();
    void queryErrors();
    void capabilities();
};

void TestQuery::summaries_data()
{
    QTest::addColumn<Metric>("metric");
    QTest::addColumn<QString>("from"); // empty: no source
    QTest::addColumn<QList<int>>("histogram");
    QTest::addColumn<int>("unreachable");
    QTest::addColumn<int>("mover"); // PieceType, or -1 for none
    const int none = -1;
    auto row = [](const char* name, Metric m, const char* from, QList<int> h, int u, int mover) {
        QTest::newRow(name) << m << QString::fromLatin1(from) << h << u << mover;
    };
    row("file a1", Metric::File, "a1", {8, 8, 8, 8, 8, 8, 8, 8}, 0, none);
    row("rank d5", Metric::Rank, "d5", {8, 16, 16, 16, 8}, 0, none);
    row("chebyshev a1", Metric::Chebyshev, "a1", {1, 3, 5, 7, 9, 11, 13, 15}, 0,
        int(PieceType::King));
    row("chebyshev e4", Metric::Chebyshev, "e4", {1, 8, 16, 24, 15}, 0, int(PieceType::King));
    row("manhattan a1", Metric::Manhattan, "a1", {1, 2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3, 2, 1}, 0,
        int(PieceType::Wazir));
    row("knight a1", Metric::Knight, "a1", {1, 2, 9, 20, 21, 10, 1}, 0, int(PieceType::Knight));
    row("rook e4", Metric::Rook, "e4", {1, 14, 49}, 0, int(PieceType::Rook));
    row("bishop c1", Metric::Bishop, "c1", {1, 7, 24}, 32, int(PieceType::Bishop));
    row("queen d4", Metric::Queen, "d4", {1, 27, 36}, 0, int(PieceType::Queen));
    row("pawn e2", Metric::Pawn, "e2", {1, 2, 1, 1, 1, 1}, 57, int(PieceType::Pawn));
    row("pawn h7", Metric::Pawn, "h7", {1, 1}, 62, int(PieceType::Pawn));
    row("center", Metric::Center, "", {4, 12, 20, 28}, 0, none);
    row("center-manhattan", Metric::CenterManhattan, "", {4, 8, 12, 16, 12, 8, 4}, 0, none);
    row("edge", Metric::Edge, "", {28, 20, 12, 4}, 0, none);
    row("corner", Metric::Corner, "h8", {4, 12, 20, 28}, 0, none);
    row("kbnk-corner c1", Metric::KbnkCorner, "c1", {2, 4, 6, 8, 10, 12, 14, 8}, 0, none);
}

void TestQuery::summaries()
{
    QFETCH(Metric, metric);
    QFETCH(QString, from);
    QFETCH(QList<int>, histogram);
    QFETCH(int, unreachable);
    QFETCH(int, mover);
    Query q;
    q.metric = metric;
    if (!from.isEmpty())
        q.from = sq(from.toStdString());
    const Answer a = answer(q);
    QCOMPARE(histogramOf(a), histogram);
    QCOMPARE(a.unreachable, unreachable);
    QCOMPARE(a.maximum, int(histogram.size()) - 1);
    if (mover < 0) {
        QVERIFY(!a.mover.has_value());
    } else {
        QVERIFY(a.mover.has_value());
        QCOMPARE(int(a.mover->type), mover);
        QCOMPARE(a.mover->color, Color::White);
    }
    QVERIFY(!a.trajectories.has_value());
    // The summary describes the map.
    int reachable = 0, largest = kUnreachable;
    for (const auto d : a.map) {
        reachable += d != kUnreachable ? 1 : 0;
        largest = std::max(largest, int(d));
    }
    QCOMPARE(reachable + a.unreachable, 64);
    QCOMPARE(a.maximum, largest);
}

void TestQuery::mapsEqualTheMetrics()
{
    for (int i = 0; i < kMetricCount; ++i) {
        const auto m = static_cast<Metric>(i);
        if (m == Metric::Reach)
            continue;
        for (const char* from : {"b2", "e4", "g7", "d5"}) {
            const Answer a = answer(query(m, from));
            for (Square s = A1; s <= H8; ++s)
                QCOMPARE(int(a.map[static_cast<std::size_t>(s)]), metricDistance(m, sq(from), s));
        }
    }
}

void TestQuery::reachAnswers()
{
    // E1 of docs/reach.md, mode stop.
    Query q = query(Metric::Reach, "d5");
    q.board = *Board::fromFen("8/2n5/8/3R1p2/8/3P4/8/8");
    const Answer a = answer(q);
    QCOMPARE(mapText(a.map),
             mapText(testutil::mapFromRows({"2 2 2 1 2 2 2 2", "2 2 2 1 2 2 2 2", "2 2 2 1 2 2 2 2",
                                            "1 1 1 0 1 1 3 3", "2 2 2 1 2 2 2 2", "2 2 2 - 2 3 3 3",
                                            "2 2 2 3 2 3 3 3", "2 2 2 3 2 3 3 3"})));
    QCOMPARE(histogramOf(a), (QList<int>{1, 9, 40, 13}));
    QCOMPARE(a.unreachable, 1);
    QCOMPARE(a.maximum, 3);
    QVERIFY(a.mover == std::optional<Piece>(Piece{Color::White, PieceType::Rook}));
    // Mode continue through the query's options.
    q.reach.captures = CaptureMode::Continue;
    QCOMPARE(int(answer(q).map[static_cast<std::size_t>(sq("g5"))]), 2);
    // The black knight of the same position.
    Query k = query(Metric::Reach, "c7");
    k.board = q.board;
    const Answer kn = answer(k);
    QVERIFY(kn.mover == std::optional<Piece>(Piece{Color::Black, PieceType::Knight}));
    QCOMPARE(int(kn.map[static_cast<std::size_t>(sq("d5"))]), 1);
    QCOMPARE(int(kn.map[static_cast<std::size_t>(sq("f5"))]), kUnreachable); // own pawn
    // E3: the queen in the start position cannot move.
    Query queen = query(Metric::Reach, "d1");
    queen.board = Board::startPosition();
    const Answer shut = answer(queen);
    QCOMPARE(histogramOf(shut), (QList<int>{1}));
    QCOMPARE(shut.unreachable, 63);
    QCOMPARE(shut.maximum, 0);
}

void TestQuery::reachWithChosenPiece()
{
    // A piece given in the query stands on `from`, replacing whatever is there.
    Query q = query(Metric::Reach, "e4");
    q.piece = Piece{Color::Black, PieceType::Queen};
    const Answer empty = answer(q);
    for (Square s = A1; s <= H8; ++s)
        QCOMPARE(int(empty.map[static_cast<std::size_t>(s)]), queenDistance(sq("e4"), s));
    QVERIFY(empty.mover == q.piece);
    q.board = Board::startPosition();
    q.from = sq("e2");
    q.piece = Piece{Color::White, PieceType::Knight};
    const Answer knight = answer(q);
    QCOMPARE(int(knight.map[static_cast<std::size_t>(sq("e2"))]), 0);
    QCOMPARE(int(knight.map[static_cast<std::size_t>(sq("d4"))]), 1);
    QCOMPARE(int(knight.map[static_cast<std::size_t>(sq("c3"))]), 1);
    QCOMPARE(int(knight.map[static_cast<std::size_t>(sq("g1"))]), kUnreachable);
    // Promotion through the query.
    Query p = query(Metric::Reach, "e7");
    p.piece = Piece{Color::White, PieceType::Pawn};
    p.reach.promotion = PieceType::Queen;
    const Answer promoted = answer(p);
    QCOMPARE(int(promoted.map[static_cast<std::size_t>(sq("e8"))]), 1);
    QCOMPARE(int(promoted.map[static_cast<std::size_t>(sq("a8"))]), 2);
}

void TestQuery::trajectoriesThroughTheQuery()
{
    Query q = query(Metric::Knight, "d1", "g8");
    Answer a = answer(q);
    QVERIFY(a.trajectories.has_value());
    QCOMPARE(a.trajectories->count.value, std::uint64_t{12});
    QCOMPARE(a.trajectories->distance, 4);
    QCOMPARE(testutil::routeText(a.trajectories->routes.front()), QStringLiteral("d1 f2 e4 f6 g8"));
    q.length = 6;
    QCOMPARE(answer(q).trajectories->count.value, std::uint64_t{342});
    q.distinctStops = true;
    QCOMPARE(answer(q).trajectories->count.value, std::uint64_t{202});
    q.limit = 5;
    QCOMPARE(answer(q).trajectories->routes.size(), std::size_t{5});
    // King f6 -> h1 and via.
    Query k = query(Metric::Chebyshev, "f6", "h1");
    QCOMPARE(answer(k).trajectories->count.value, std::uint64_t{25});
    k.from = sq("a5");
    k.to = sq("h5");
    QCOMPARE(answer(k).trajectories->count.value, std::uint64_t{393});
    k.from = sq("f6");
    k.to = sq("h1");
    k.via = sq("h5");
    const Answer via = answer(k);
    QCOMPARE(via.trajectories->length, 6); // f6 -> h5 in 2, h5 -> h1 in 4
    for (const auto& route : via.trajectories->routes)
        QCOMPARE(route[2], sq("h5"));
    // Reach: the taboo example E4 of docs/reach.md.
    Query r = query(Metric::Reach, "e1", "e6");
    r.board = *Board::fromFen("8/8/8/2pppp2/8/8/8/4K3");
    QCOMPARE(answer(r).trajectories->count.value, std::uint64_t{10});
    r.reach.avoidAttacked = true;
    const Answer walled = answer(r);
    QCOMPARE(walled.trajectories->count.value, std::uint64_t{1});
    QCOMPARE(testutil::routeText(walled.trajectories->routes.front()),
             QStringLiteral("e1 f2 g3 h4 g5 f6 e6"));
    // The empty-board pawn metric.
    const Answer pawn = answer(query(Metric::Pawn, "e2", "e8"));
    QCOMPARE(pawn.trajectories->count.value, std::uint64_t{1});
    QCOMPARE(answer(query(Metric::Pawn, "e4", "e3")).trajectories->count.value, std::uint64_t{0});
}

void TestQuery::squareMetricsHaveNoTrajectories()
{
    for (const Metric m : {Metric::Center, Metric::CenterManhattan, Metric::Edge, Metric::Corner,
                           Metric::File, Metric::Rank, Metric::KbnkCorner}) {
        const Query q = query(m, "a1", "h8");
        QVERIFY(!answer(q).trajectories.has_value());
        QVERIFY_THROWS_EXCEPTION(QueryError, queryGraph(q));
    }
}

void TestQuery::queryErrors_data()
{
    QTest::addColumn<int>("which");
    QTest::newRow("knight without source") << 0;
    QTest::newRow("kbnk-corner without source") << 1;
    QTest::newRow("reach without source") << 2;
    QTest::newRow("reach on an empty square without a piece") << 3;
    QTest::newRow("pawn metric from rank 1") << 4;
    QTest::newRow("pawn metric from rank 8") << 5;
    QTest::newRow("reach with a pawn on rank 8") << 6;
    QTest::newRow("promotion to a king") << 7;
    QTest::newRow("trajectory length 200") << 8;
    QTest::newRow("trajectory length -1") << 9;
    QTest::newRow("via with the wrong length") << 10;
    QTest::newRow("trajectories of a promoting pawn") << 11;
    QTest::newRow("file metric without source") << 12;
    QTest::newRow("pawn metric from rank 1 with a target") << 13;
}

void TestQuery::queryErrors()
{
    QFETCH(int, which);
    Query q;
    switch (which) {
    case 0:
        q = query(Metric::Knight);
        break;
    case 1:
        q = query(Metric::KbnkCorner);
        break;
    case 2:
        q = query(Metric::Reach);
        q.board = Board::startPosition();
        break;
    case 3:
        q = query(Metric::Reach, "e4");
        q.board = Board::startPosition();
        break;
    case 4:
        q = query(Metric::Pawn, "e1");
        break;
    case 5:
        q = query(Metric::Pawn, "c8");
        break;
    case 6:
        q = query(Metric::Reach, "e8");
        q.piece = Piece{Color::White, PieceType::Pawn};
        break;
    case 7:
        q = query(Metric::Reach, "e7");
        q.piece = Piece{Color::White, PieceType::Pawn};
        q.reach.promotion = PieceType::King;
        break;
    case 8:
        q = query(Metric::Chebyshev, "a1", "h8");
        q.length = 200;
        break;
    case 9:
        q = query(Metric::Chebyshev, "a1", "h8");
        q.length = -1;
        break;
    case 10:
        q = query(Metric::Chebyshev, "a1", "h8");
        q.via = sq("d1");
        q.length = 7;
        break;
    case 11:
        q = query(Metric::Reach, "e7", "e8");
        q.piece = Piece{Color::White, PieceType::Pawn};
        q.reach.promotion = PieceType::Queen;
        break;
    case 12:
        q = query(Metric::File);
        break;
    case 13:
        q = query(Metric::Pawn, "e1", "e4");
        break;
    }
    try {
        answer(q);
        QFAIL("no QueryError");
    } catch (const QueryError& e) {
        const QString what = QString::fromUtf8(e.what());
        QVERIFY(!what.isEmpty());
        QVERIFY2(!what.contains(QLatin1Char('\n')), qPrintable(what));
    } catch (const std::exception& e) {
        QFAIL(qPrintable(QStringLiteral("not a QueryError: ") + QString::fromUtf8(e.what())));
    }
}

void TestQuery::capabilities()
{
    for (int i = 0; i < kMetricCount; ++i) {
        const auto m = static_cast<Metric>(i);
        QCOMPARE(needsSource(m), !isSquareMetric(m));
        QCOMPARE(supportsTrajectories(m), m == Metric::Reach || moverOf(m).has_value());
    }
    QVERIFY(supportsTrajectories(Metric::Knight));
    QVERIFY(supportsTrajectories(Metric::Manhattan));
    QVERIFY(!supportsTrajectories(Metric::File));
    QVERIFY(!supportsTrajectories(Metric::KbnkCorner));
    QVERIFY(!needsSource(Metric::Center));
    QVERIFY(needsSource(Metric::KbnkCorner));
    // The graph a query's trajectories use.
    QVERIFY(queryGraph(query(Metric::Knight, "a1")) == emptyBoardGraph(PieceType::Knight));
    QVERIFY_THROWS_EXCEPTION(QueryError, queryGraph(query(Metric::Knight)));
    // QueryError is an invalid_argument.
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, answer(query(Metric::Queen)));
}

QTEST_APPLESS_MAIN(TestQuery)
#include "tst_query.moc"
