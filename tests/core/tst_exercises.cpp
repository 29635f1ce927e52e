// Worksheet exercises: reproducible by seed, varied across seeds, and every asked square a real
// question (reachable, not the source) whose key value is the metric's.
#include "exercises.h"

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
