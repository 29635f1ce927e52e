// Worksheets: pages (exercises, then the key), question marks where the key has numbers, the
// route questions and answers, cancelling, and the atomic write.
#include "diagram/worksheet.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "pdfpages.h"
#include "renderprobe.h"

#include "diagram/metricnames.h"
#include "diagram/squaretext.h"

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
            const Diagram question = exerciseDiagram(e, WorksheetOptions{}, false);
            const Diagram key = exerciseDiagram(e, WorksheetOptions{}, true);
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

    // The exercise pages print in grey: no square's fill tells its answer, the ink stays in the
    // cartridge; the key keeps the colour scale, and colour exercises are an option.
    void exercisesArePrinterFriendlyAndTheKeyIsInColour()
    {
        const auto grey = [](QRgb c) {
            return std::max({qRed(c), qGreen(c), qBlue(c)}) -
                       std::min({qRed(c), qGreen(c), qBlue(c)}) <=
                   2;
        };
        WorksheetOptions colour;
        colour.colourExercises = true;
        for (const Exercise& e : sheet(6)) {
            const Diagram question = exerciseDiagram(e, WorksheetOptions{}, false);
            const Diagram key = exerciseDiagram(e, WorksheetOptions{}, true);
            const Diagram coloured = exerciseDiagram(e, colour, false);
            const QImage q = renderref::paint(question, 400);
            const QImage k = renderref::paint(key, 400);
            const QImage c = renderref::paint(coloured, 400);
            int colouredKeySquares = 0;
            for (Square s = A1; s <= H8; ++s) {
                if (s == *e.query.from)
                    continue; // its mark is an accent, not an answer
                QVERIFY2(grey(renderref::fillSample(q, BoardRenderer(question), s)),
                         qPrintable(squareText(s)));
                colouredKeySquares += !grey(renderref::fillSample(k, BoardRenderer(key), s));
                const bool asked = std::find(e.asked.begin(), e.asked.end(), s) != e.asked.end();
                if (!asked)
                    QCOMPARE(renderref::fillSample(c, BoardRenderer(coloured), s),
                             renderref::fillSample(k, BoardRenderer(key), s));
            }
            QVERIFY(colouredKeySquares > 20);
        }
    }

    // Each board names what to find; the key names what it answers.
    void headingsNameWhatToFind()
    {
        ExerciseSpec spec;
        spec.metrics = {Metric::Knight, Metric::Reach};
        spec.board = *Board::fromFen("8/8/8/8/8/5N2/8/8");
        spec.count = 2;
        const auto e = makeExercises(spec);
        QCOMPARE(exerciseHeading(e[0], 1, false).left(3), QStringLiteral("1. "));
        QVERIFY(exerciseHeading(e[0], 1, false).contains(metricLabel(Metric::Knight)));
        QVERIFY(exerciseHeading(e[0], 1, false).endsWith(QStringLiteral("fill in each ?")));
        QCOMPARE(exerciseHeading(e[1], 2, false),
                 QStringLiteral("2. Moves of the white knight from f3: fill in each ?"));
        QCOMPARE(exerciseHeading(e[1], 2, true),
                 QStringLiteral("2. Moves of the white knight from f3"));
        // From a game's position the heading says after which move.
        Exercise fromGame = e[1];
        fromGame.gameMove = "23. Nf3";
        QCOMPARE(
            exerciseHeading(fromGame, 2, false),
            QStringLiteral("2. Moves of the white knight from f3 after 23. Nf3: fill in each ?"));
        QCOMPARE(exerciseHeading(fromGame, 2, true),
                 QStringLiteral("2. Moves of the white knight from f3 after 23. Nf3"));
        fromGame.gameMove = "";
        QCOMPARE(exerciseHeading(fromGame, 2, true),
                 QStringLiteral("2. Moves of the white knight from f3 at the start of the game"));
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
