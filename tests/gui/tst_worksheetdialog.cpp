// File > Create worksheet: the dialog's choices become the exercise spec, and createTo writes
// a PDF with the right number of pages.
#include "guitest.h"

#include "gui/boardstate.h"
#include "gui/mainwindow.h"
#include "gui/worksheetdialog.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

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
        QCOMPARE(text.count(QRegularExpression(QStringLiteral("/Type\\s*/Page[^s]"))), 9);
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

    // The dialog remembers its last choices across restarts in the window's settings; stored
    // values are bounded like any other setting.
    void choicesAreRemembered()
    {
        QTemporaryDir dir;
        const QString ini = dir.filePath(QStringLiteral("settings.ini"));
        {
            QSettings settings(ini, QSettings::IniFormat);
            gui::WorksheetDialog dialog({}, std::nullopt, &settings);
            dialog.findChild<QLineEdit*>()->setText(QStringLiteral("The bad bishop"));
            const auto spins = dialog.findChildren<QSpinBox*>();
            spins[0]->setValue(3);   // exercises
            spins[1]->setValue(424); // seed
            spins[2]->setValue(7);   // questions
            blanksBox(dialog)->setCurrentIndex(1);
            checkBox(dialog, "Ask for the number of shortest routes")->setChecked(true);
            checkBox(dialog, "Manhattan")->setChecked(false);
            checkBox(dialog, "Bishop (empty board)")->setChecked(true);
            QVERIFY(dialog.createTo(dir.filePath(QStringLiteral("sheet.pdf"))));
        }
        QSettings settings(ini, QSettings::IniFormat);
        gui::WorksheetDialog again({}, std::nullopt, &settings);
        QCOMPARE(again.options().title, QStringLiteral("The bad bishop"));
        const ExerciseSpec spec = again.spec();
        QCOMPARE(spec.count, 3);
        QCOMPARE(spec.seed, std::uint64_t{424});
        QCOMPARE(spec.questions, 7);
        QCOMPARE(spec.blanks, Blanks::Half);
        QVERIFY(spec.trajectories);
        QCOMPARE(spec.metrics,
                 (std::vector<Metric>{Metric::Knight, Metric::Chebyshev, Metric::Bishop}));

        // A damaged file: every value out of range or of the wrong kind falls back.
        settings.setValue(QStringLiteral("worksheet/count"), 100000);
        settings.setValue(QStringLiteral("worksheet/blanks"), QStringLiteral("most"));
        settings.setValue(QStringLiteral("worksheet/title"), QString(5000, QLatin1Char('x')));
        settings.setValue(QStringLiteral("worksheet/metrics"), QStringLiteral("warp,center"));
        gui::WorksheetDialog damaged({}, std::nullopt, &settings);
        QCOMPARE(damaged.spec().count, 12);
        QCOMPARE(damaged.spec().blanks, Blanks::Few);
        QCOMPARE(damaged.options().title, defaultWorksheetTitle());
        QVERIFY(damaged.spec().metrics.empty() == false);
    }

    // The lesson: Morphy's Opera game after 9. Bg5, the bad bishop on f8 measured in the window.
    // The worksheet asks about it (every answer a dash), names the position, and has the title
    // the teacher typed.
    void theWindowsGameMomentAndTheBadBishop()
    {
        QTemporaryDir dir;
        const QString pgn = dir.filePath(QStringLiteral("opera.pgn"));
        {
            QFile f(pgn);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 "
                    "8. Nc3 c6 9. Bg5 b5 *\n");
        }
        QSettings settings(dir.filePath(QStringLiteral("a.ini")), QSettings::IniFormat);
        gui::MainWindow w(&settings);
        gui::BoardState& state = *w.state();
        QVERIFY(guitest::openGame(w, pgn));
        state.goToPly(17);
        state.setMetric(Metric::Reach);
        state.setSource(F8);
        QCOMPARE(state.gameMoveLabel(), std::optional<std::string>("9. Bg5"));
        QAction* create = nullptr;
        for (QAction* a : w.findChildren<QAction*>())
            if (a->text() == QStringLiteral("Create &worksheet…"))
                create = a;
        QVERIFY(create);
        std::vector<Exercise> made;
        QString title;
        QTimer::singleShot(0, &w, [&] {
            auto* dialog = qobject_cast<gui::WorksheetDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            dialog->findChild<QLineEdit*>()->setText(QStringLiteral("The bad bishop"));
            title = dialog->options().title;
            made = dialog->exercises();
            dialog->reject();
        });
        create->trigger();
        QCOMPARE(title, QStringLiteral("The bad bishop"));
        QVERIFY(!made.empty());
        QCOMPARE(*made[0].query.from, F8);
        QCOMPARE(exerciseHeading(made[0], 1),
                 QStringLiteral("1. Moves of the black bishop from f8 after 9. Bg5"));
        for (const Square s : made[0].asked)
            QCOMPARE(made[0].answer.map[static_cast<std::size_t>(s)], kUnreachable);
    }

private:
    static QComboBox* blanksBox(QWidget& dialog)
    {
        for (QComboBox* c : dialog.findChildren<QComboBox*>())
            if (c->itemText(0) == QStringLiteral("A few squares"))
                return c;
        return nullptr;
    }
    static QCheckBox* checkBox(QWidget& dialog, const char* text)
    {
        for (QCheckBox* box : dialog.findChildren<QCheckBox*>())
            if (box->text() == QString::fromUtf8(text))
                return box;
        qFatal("no check box %s", text);
    }
};

QTEST_MAIN(TestWorksheetDialog)
#include "tst_worksheetdialog.moc"
