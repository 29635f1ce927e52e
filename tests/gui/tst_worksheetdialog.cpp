// File > Create worksheet: the dialog's choices become the exercise spec, and createTo writes
// a PDF with the right number of pages.
#include "gui/worksheetdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;

class TestWorksheetDialog : public QObject {
    Q_OBJECT
private slots:
    void choicesBecomeTheSpecAndThePdf()
    {
        gui::WorksheetDialog dialog;
        QCOMPARE(dialog.spec().metrics.size(), std::size_t{3}); // knight, Chebyshev, Manhattan
        const auto spins = dialog.findChildren<QSpinBox*>();
        QCOMPARE(spins.size(), 3);
        spins[0]->setValue(7);  // exercises
        spins[1]->setValue(11); // seed
        spins[2]->setValue(4);  // questions
        for (QCheckBox* box : dialog.findChildren<QCheckBox*>())
            if (box->text().startsWith(QStringLiteral("Ask")))
                box->setChecked(true);
        const ExerciseSpec spec = dialog.spec();
        QCOMPARE(spec.count, 7);
        QCOMPARE(spec.seed, std::uint64_t{11});
        QCOMPARE(spec.questions, 4);
        QVERIFY(spec.trajectories);
        QVERIFY(dialog.options().subtitle.contains(QStringLiteral("11")));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sheet.pdf"));
        QVERIFY(dialog.createTo(path));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromLatin1(f.readAll());
        QCOMPARE(text.count(QRegularExpression(QStringLiteral("/Type\\s*/Page[^s]"))), 4);
    }

    // From a window that measures the knight on f3 in a position: the exercises ask about that
    // position, about the knight alone if wished, with the blanks and colour chosen.
    void theBoardsPositionAndPiece()
    {
        Query board;
        board.metric = Metric::Reach;
        board.board = *Board::fromFen("4k3/8/8/3p4/8/5N2/2Q5/4K3");
        board.from = F3;
        board.reach.captures = CaptureMode::Continue;
        gui::WorksheetDialog dialog(board);
        ExerciseSpec spec = dialog.spec();
        QCOMPARE(spec.metrics, std::vector<Metric>{Metric::Reach});
        QCOMPARE(spec.from, std::vector<Square>{F3});
        QCOMPARE(spec.board, board.board);
        QCOMPARE(spec.reach.captures, CaptureMode::Continue);
        QComboBox* pieces = nullptr;
        QComboBox* blanks = nullptr;
        for (QComboBox* c : dialog.findChildren<QComboBox*>()) {
            if (c->itemText(0).startsWith(QStringLiteral("Every piece")))
                pieces = c;
            if (c->itemText(0) == QStringLiteral("A few squares"))
                blanks = c;
        }
        QVERIFY(pieces && blanks);
        QCOMPARE(pieces->itemText(1), QStringLiteral("Only the White knight on f3"));
        pieces->setCurrentIndex(0);
        blanks->setCurrentIndex(2);
        spec = dialog.spec();
        QVERIFY(spec.from.empty());
        QCOMPARE(spec.blanks, Blanks::All);
        QVERIFY(!dialog.findChildren<QSpinBox*>()[2]->isEnabled()); // questions: not with all
        QVERIFY(!dialog.options().colourExercises);
        for (QCheckBox* box : dialog.findChildren<QCheckBox*>())
            if (box->text() == QStringLiteral("Colour the exercises too"))
                box->setChecked(true);
        QVERIFY(dialog.options().colourExercises);
        QTemporaryDir dir;
        QVERIFY(dialog.createTo(dir.filePath(QStringLiteral("reach.pdf"))));

        // An empty board has no pieces to ask about: the choice is there but cannot be made.
        gui::WorksheetDialog empty;
        for (QCheckBox* box : empty.findChildren<QCheckBox*>())
            if (box->text() == QStringLiteral("Moves in this position"))
                QVERIFY(!box->isEnabled());
        const auto metrics = empty.spec().metrics;
        QVERIFY(std::find(metrics.begin(), metrics.end(), Metric::Reach) == metrics.end());
    }
};

QTEST_MAIN(TestWorksheetDialog)
#include "tst_worksheetdialog.moc"
