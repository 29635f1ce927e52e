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
        // A page per exercise, then the key six boards to a page.
        QTest::newRow("1") << 1 << 2;
        QTest::newRow("6") << 6 << 7;
        QTest::newRow("7") << 7 << 9;
        QTest::newRow("20") << 20 << 24;
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

    // Each board names what it is about, and the position: after which move of a game.
    void headingsNameWhatToFind()
    {
        ExerciseSpec spec;
        spec.metrics = {Metric::Knight, Metric::Reach};
        spec.board = *Board::fromFen("8/8/8/8/8/5N2/8/8");
        spec.count = 2;
        const auto e = makeExercises(spec);
        QCOMPARE(exerciseHeading(e[0], 1).left(3), QStringLiteral("1. "));
        QVERIFY(exerciseHeading(e[0], 1).contains(metricLabel(Metric::Knight)));
        QCOMPARE(exerciseHeading(e[1], 2), QStringLiteral("2. Moves of the white knight from f3"));
        Exercise fromGame = e[1];
        fromGame.gameMove = "23. Nf3";
        QCOMPARE(exerciseHeading(fromGame, 2),
                 QStringLiteral("2. Moves of the white knight from f3 after 23. Nf3"));
        fromGame.gameMove = "";
        QCOMPARE(exerciseHeading(fromGame, 2),
                 QStringLiteral("2. Moves of the white knight from f3 at the start of the game"));
    }

    // The pupils' page says in one plain sentence what to write, dash included, and keeps the
    // seed (which would let a pupil make the key) for the key's pages.
    void thePupilsPageSaysWhatToWriteAndNotTheSeed()
    {
        ExerciseSpec spec;
        spec.metrics = {Metric::Reach, Metric::Knight, Metric::File};
        spec.board = *Board::fromFen("8/8/8/8/8/5N2/8/8");
        spec.count = 3;
        const auto e = makeExercises(spec);
        const QString moves = QStringLiteral("Write in each empty square how many moves the piece "
                                             "needs to get there; write \u2013 where it can never "
                                             "go.");
        QCOMPARE(exerciseInstruction(e[0]), moves);
        QCOMPARE(exerciseInstruction(e[1]), moves);
        QVERIFY(exerciseInstruction(e[2]).contains(QStringLiteral("write \u2013")));
        WorksheetOptions o;
        o.subtitle = seedSubtitle(7);
        QVERIFY(!worksheetPartLine(o, false).contains(QStringLiteral("7")));
        QVERIFY(worksheetPartLine(o, false).startsWith(QStringLiteral("Name:")));
        QCOMPARE(worksheetPartLine(o, true), QStringLiteral("Answer key \u2014 seed 7"));
    }

    // A pupil writes a number into each blank square: at least 15 mm on A4 and Letter (the
    // exercise boards were six to a page, about 10 mm), with the page's parts in order and on it.
    void squaresAreLargeEnoughToWriteIn_data()
    {
        QTest::addColumn<int>("paper");
        QTest::newRow("A4") << static_cast<int>(PaperSize::A4);
        QTest::newRow("Letter") << static_cast<int>(PaperSize::Letter);
    }
    void squaresAreLargeEnoughToWriteIn()
    {
        QFETCH(int, paper);
        const QRectF page = worksheetPageRect(static_cast<PaperSize>(paper));
        const ExercisePage l = exercisePage(page);
        for (const QRectF& r : {l.title, l.heading, l.instruction, l.board, l.question})
            QVERIFY(page.contains(r) && !r.isEmpty());
        QVERIFY(l.title.bottom() <= l.heading.top() && l.heading.bottom() <= l.instruction.top() &&
                l.instruction.bottom() <= l.board.top() && l.board.bottom() <= l.question.top());
        for (const Exercise& e : sheet(6)) {
            const BoardRenderer r(exerciseDiagram(e, WorksheetOptions{}, false));
            const qreal mm = worksheetMillimetres(r.layout(l.board).square);
            QVERIFY2(mm >= 15, qPrintable(QString::number(mm)));
            QVERIFY(l.board.contains(r.layout(l.board).outer));
        }
    }

    // A blank is marked faintly in its corner, not by a bold "?": the middle of the square stays
    // empty for the pupil's number, and the mark is light grey.
    void blanksAreMarkedLightly()
    {
        for (const Exercise& e : sheet(3)) {
            const Diagram d = exerciseDiagram(e, WorksheetOptions{}, false);
            const QImage image = renderref::paint(d, 800);
            const BoardRenderer r(d);
            const QRectF target(QPointF(0, 0), image.size());
            for (const Square s : e.asked) {
                if (s == e.query.to)
                    continue; // the route question's target keeps its ring
                const QRect square = r.squareRect(target, s).toAlignedRect().adjusted(2, 2, -2, -2);
                const QRgb fill = renderref::fillSample(image, r, s);
                int darkest = 255;
                bool middleEmpty = true;
                const QRect middle(square.center() -
                                       QPoint(square.width() / 4, square.height() / 4),
                                   square.size() / 2);
                for (int y = square.top(); y <= square.bottom(); ++y)
                    for (int x = square.left(); x <= square.right(); ++x) {
                        const QRgb c = image.pixel(x, y);
                        darkest = std::min(darkest, qGray(c));
                        if (middle.contains(x, y) && c != fill)
                            middleEmpty = false;
                    }
                QVERIFY2(darkest >= 0xa0, qPrintable(squareText(s)));
                QVERIFY2(middleEmpty, qPrintable(squareText(s)));
            }
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
