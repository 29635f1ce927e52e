// Worksheet exercises: reproducible by seed, varied across seeds, and every asked square a real
// question (reachable, not the source) whose key value is the metric's.
#include "exercises.h"
#include "reach.h"

#include <QTest>

using namespace cd;

namespace {

bool sameExercises(const std::vector<Exercise>& a, const std::vector<Exercise>& b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].query.metric != b[i].query.metric || a[i].query.from != b[i].query.from ||
            a[i].query.to != b[i].query.to || a[i].asked != b[i].asked)
            return false;
    return true;
}

} // namespace

class TestExercises : public QObject {
    Q_OBJECT
private slots:
    void theSameSeedGivesTheSameSheet()
    {
        ExerciseSpec spec;
        spec.count = 40;
        spec.seed = 7;
        spec.trajectories = true;
        QVERIFY(sameExercises(makeExercises(spec), makeExercises(spec)));
        ExerciseSpec other = spec;
        other.seed = 8;
        QVERIFY(!sameExercises(makeExercises(spec), makeExercises(other)));
    }

    // Metrics take turns in the order given.
    void metricsRotate()
    {
        ExerciseSpec spec;
        spec.count = 5;
        const auto e = makeExercises(spec);
        const Metric expected[] = {Metric::Knight, Metric::Chebyshev, Metric::Manhattan,
                                   Metric::Knight, Metric::Chebyshev};
        for (std::size_t i = 0; i < 5; ++i)
            QCOMPARE(e[i].query.metric, expected[i]);
    }

    void everyQuestionIsReal_data()
    {
        QTest::addColumn<int>("metric");
        for (const Metric m : {Metric::Knight, Metric::Chebyshev, Metric::Manhattan, Metric::Bishop,
                               Metric::Rook, Metric::Queen, Metric::Pawn, Metric::KbnkCorner})
            QTest::newRow(std::string(metricName(m)).c_str()) << static_cast<int>(m);
    }
    void everyQuestionIsReal()
    {
        QFETCH(int, metric);
        ExerciseSpec spec;
        spec.metrics = {static_cast<Metric>(metric)};
        spec.count = 50;
        spec.seed = 12345;
        spec.questions = 7;
        spec.trajectories = true;
        for (const Exercise& e : makeExercises(spec)) {
            QVERIFY(e.query.from);
            QVERIFY(!e.asked.empty() && e.asked.size() <= 7);
            QVERIFY(std::is_sorted(e.asked.begin(), e.asked.end()));
            QVERIFY(std::adjacent_find(e.asked.begin(), e.asked.end()) == e.asked.end());
            for (const Square s : e.asked) {
                QVERIFY(s != *e.query.from);
                const Distance d = e.answer.map[static_cast<std::size_t>(s)];
                QVERIFY(d != kUnreachable);
                QCOMPARE(d, metricDistance(e.query.metric, *e.query.from, s));
            }
            if (supportsTrajectories(e.query.metric)) {
                QVERIFY(e.query.to);
                QVERIFY(e.answer.trajectories);
                QVERIFY(e.answer.trajectories->count.value >= 1);
                QCOMPARE(e.answer.trajectories->distance,
                         metricDistance(e.query.metric, *e.query.from, *e.query.to));
            } else {
                QVERIFY(!e.query.to);
            }
        }
    }

    // Reach in a position: each exercise measures a piece of the position, the pieces take turns,
    // and the key is the breadth-first search of that piece with those options.
    void reachAsksAboutThePiecesOfThePosition()
    {
        ExerciseSpec spec;
        spec.metrics = {Metric::Reach};
        spec.board = *Board::fromFen("r3k2r/pp3ppp/2n5/8/3N4/2B5/PP3PPP/R3K2R");
        spec.reach.captures = CaptureMode::Continue;
        spec.count = 16;
        spec.trajectories = true;
        std::vector<Square> movable;
        for (Square s = A1; s <= H8; ++s)
            if (const auto piece = spec.board.pieceAt(s)) {
                const DistanceMap bfs = reachBfs(makeContext(spec.board, s, *piece, spec.reach));
                if (std::count_if(bfs.begin(), bfs.end(),
                                  [](Distance d) { return d != kUnreachable; }) > 1)
                    movable.push_back(s);
            }
        const auto exercises = makeExercises(spec);
        std::vector<Square> seen;
        for (const Exercise& e : exercises) {
            const Square from = *e.query.from;
            const auto piece = spec.board.pieceAt(from);
            QVERIFY(piece);
            QCOMPARE(e.query.metric, Metric::Reach);
            QVERIFY(e.answer.map == reachBfs(makeContext(spec.board, from, *piece, spec.reach)));
            for (const Square s : e.asked)
                QVERIFY(e.answer.map[static_cast<std::size_t>(s)] != kUnreachable);
            if (e.query.to)
                QCOMPARE(e.answer.trajectories->distance,
                         e.answer.map[static_cast<std::size_t>(*e.query.to)]);
            seen.push_back(from);
        }
        // Every piece that can move comes before any comes again.
        const std::size_t n = std::min(movable.size(), exercises.size());
        std::vector<Square> first(seen.begin(), seen.begin() + static_cast<std::ptrdiff_t>(n));
        std::sort(first.begin(), first.end());
        QVERIFY(std::adjacent_find(first.begin(), first.end()) == first.end());
        QCOMPARE(n, std::min<std::size_t>(movable.size(), 16));

        // Only the pieces asked about.
        spec.from = {D4, C3};
        for (const Exercise& e : makeExercises(spec))
            QVERIFY(*e.query.from == D4 || *e.query.from == C3);
        spec.from = {E4}; // empty
        QVERIFY_THROWS_EXCEPTION(InputError, makeExercises(spec));
        spec.from = {};
        spec.board = Board{}; // no piece at all
        QVERIFY_THROWS_EXCEPTION(InputError, makeExercises(spec));
    }

    // The bad bishop (Morphy's Opera game after 9. Bg5: Qe7 and g7 shut in the bishop on f8) is
    // the point of the lesson: asked for by name, a piece that cannot move is an exercise whose
    // every answer is a dash, and the pieces come in the order asked, each once.
    void aStuckPieceIsAnExercise()
    {
        ExerciseSpec spec;
        spec.metrics = {Metric::Reach};
        spec.board = *Board::fromFen("rn2kb1r/pp2qppp/2p2n2/4p1B1/2B1P3/1QN5/PPP2PPP/R3K2R");
        spec.from = {F8};
        spec.count = 1;
        for (const Blanks blanks : {Blanks::Few, Blanks::Half, Blanks::All}) {
            spec.blanks = blanks;
            const auto e = makeExercises(spec);
            QCOMPARE(e.size(), std::size_t{1});
            QCOMPARE(*e[0].query.from, F8);
            QCOMPARE(e[0].asked.size(), blanks == Blanks::Few    ? std::size_t{5}
                                        : blanks == Blanks::Half ? std::size_t{32}
                                                                 : std::size_t{63});
            for (const Square s : e[0].asked)
                QCOMPARE(e[0].answer.map[static_cast<std::size_t>(s)], kUnreachable);
        }
        spec.blanks = Blanks::Few;
        spec.from = {F8, G5, C4};
        spec.count = 3;
        const auto three = makeExercises(spec);
        QCOMPARE(three.size(), std::size_t{3});
        for (std::size_t i = 0; i < 3; ++i)
            QCOMPARE(*three[i].query.from, spec.from[i]);
        // Given twice: refused by name, never dropped or repeated silently.
        spec.from = {F8, C4, F8};
        try {
            makeExercises(spec);
            QFAIL("a square given twice was accepted");
        } catch (const InputError& e) {
            QCOMPARE(e.message().args, std::vector<std::string>{"f8"});
        }
        // Without a list, a piece that cannot move is left out, as before.
        spec.from = {};
        spec.count = 40;
        for (const Exercise& e : makeExercises(spec))
            QVERIFY(*e.query.from != F8);
    }

    // How much is blank: a few squares, half of the reachable ones, or every square but the
    // source (unreachable ones too, to be answered with a dash).
    void blanksFewHalfOrAll()
    {
        ExerciseSpec spec;
        spec.metrics = {Metric::Bishop, Metric::Knight, Metric::Pawn};
        spec.count = 30;
        spec.questions = 4;
        for (const Blanks blanks : {Blanks::Few, Blanks::Half, Blanks::All}) {
            spec.blanks = blanks;
            for (const Exercise& e : makeExercises(spec)) {
                const auto reachable = static_cast<std::size_t>(
                    std::count_if(e.answer.map.begin(), e.answer.map.end(),
                                  [](Distance d) { return d != kUnreachable; }) -
                    1);
                const std::size_t expected = blanks == Blanks::Few
                                                 ? std::min<std::size_t>(4, reachable)
                                             : blanks == Blanks::Half ? (reachable + 1) / 2
                                                                      : 63;
                QCOMPARE(e.asked.size(), expected);
                QVERIFY(std::find(e.asked.begin(), e.asked.end(), *e.query.from) == e.asked.end());
                QVERIFY(std::is_sorted(e.asked.begin(), e.asked.end()));
            }
        }
    }

    void badSpecsAreRefused()
    {
        ExerciseSpec spec;
        spec.metrics = {};
        QVERIFY_THROWS_EXCEPTION(InputError, makeExercises(spec));
        spec.metrics = {Metric::Center};
        QVERIFY_THROWS_EXCEPTION(InputError, makeExercises(spec));
        spec.metrics = {Metric::Knight};
        spec.count = 0;
        QVERIFY_THROWS_EXCEPTION(InputError, makeExercises(spec));
        spec.count = 1;
        spec.questions = 21;
        QVERIFY_THROWS_EXCEPTION(InputError, makeExercises(spec));
    }
};

QTEST_GUILESS_MAIN(TestExercises)
#include "tst_exercises.moc"
