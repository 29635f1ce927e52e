// Worksheets: pages (exercises, then the key), question marks where the key has numbers, the
// route questions and answers, cancelling, and the atomic write.
#include "diagram/worksheet.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "pdfpages.h"

using namespace cd;

namespace {

std::vector<Exercise> sheet(int count, bool trajectories = true)
{
    ExerciseSpec spec;
    spec.count = count;
    spec.seed = 99;
    spec.trajectories = trajectories;
    return makeExercises(spec);
}

} // namespace

class TestWorksheet : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private slots:
    void pageCount_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("pages");
        QTest::newRow("1") << 1 << 2;
        QTest::newRow("6") << 6 << 2;
        QTest::newRow("7") << 7 << 4;
        QTest::newRow("20") << 20 << 8;
    }
    void pageCount()
    {
        QFETCH(int, count);
        QFETCH(int, pages);
        QCOMPARE(worksheetPageCount(count), pages);
        const QString path = m_dir.filePath(QStringLiteral("sheet-%1.pdf").arg(count));
        WorksheetOptions o;
        o.paper = count % 2 ? PaperSize::Letter : PaperSize::A4;
        int calls = 0;
        const ExportResult r = writeWorksheet(sheet(count), o, path, [&](int done, int total) {
            ++calls;
            return done <= total;
        });
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(pdfPages(path), pages);
        QCOMPARE(calls, 2 * count); // every board of the exercises and of the key
    }

    void exercisesHideWhatTheKeyShows()
    {
        for (const Exercise& e : sheet(12)) {
            const Diagram question = exerciseDiagram(e, PaletteId::Viridis, false);
            const Diagram key = exerciseDiagram(e, PaletteId::Viridis, true);
            int blanks = 0;
            for (Square s = A1; s <= H8; ++s) {
                const bool asked = std::find(e.asked.begin(), e.asked.end(), s) != e.asked.end();
                QCOMPARE(question.cell(s).role == CellRole::Question, asked);
                blanks += asked;
                QCOMPARE(key.cell(s).role, CellRole::Value);
                QCOMPARE(key.cell(s).value, metricDistance(e.query.metric, *e.query.from, s));
            }
            QCOMPARE(blanks, static_cast<int>(e.asked.size()));
            QCOMPARE(key.overlay.size(), e.asked.size()); // the key frames the asked squares
            QVERIFY(!question.show.legend);               // a legend would give the colours away
        }
    }

    void routeQuestionsAndAnswers()
    {
        const auto e = sheet(3);
        QVERIFY(
            routeQuestion(e[0]).startsWith(QStringLiteral("How many shortest routes lead from")));
        const QString answer = routeAnswer(e[0]);
        QVERIFY2(answer.contains(QString::number(e[0].answer.trajectories->count.value)),
                 qPrintable(answer));
        QVERIFY(routeQuestion(sheet(3, false)[0]).isEmpty());
    }

    void cancellingWritesNothing()
    {
        const QString path = m_dir.filePath(QStringLiteral("cancelled.pdf"));
        const ExportResult r =
            writeWorksheet(sheet(12), {}, path, [](int done, int) { return done < 5; });
        QCOMPARE(r.status, ExportResult::Status::BadInput);
        QVERIFY(!QFile::exists(path));
    }

    void unwritablePathKeepsTheOldFile()
    {
        const QString blocker = m_dir.filePath(QStringLiteral("blocker"));
        QFile f(blocker);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("x");
        f.close();
        const ExportResult r = writeWorksheet(sheet(2), {}, blocker + QStringLiteral("/s.pdf"));
        QCOMPARE(r.status, ExportResult::Status::IoError);
        QVERIFY(r.message.contains(blocker));
        QVERIFY(writeWorksheet({}, {}, m_dir.filePath(QStringLiteral("none.pdf"))).status ==
                ExportResult::Status::BadInput);
    }
};

QTEST_MAIN(TestWorksheet)
#include "tst_worksheet.moc"
