// The window in front of a class: the board stays where it is while the lesson changes what it
// shows, so the next click lands on the square the teacher aims at; the FEN field gives the
// keyboard back to the board once a position is committed, and never swallows a mistake.
#include "guitest.h"

#include "gui/boardstate.h"
#include "gui/boardwidget.h"
#include "gui/controlpanel.h"
#include "gui/exportdialog.h"
#include "gui/mainwindow.h"
#include "gui/metricinfo.h"
#include "gui/squareinfo.h"

#include <QCheckBox>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QTest>

using namespace cd;
using cd::gui::MainWindow;
using namespace guitest;

class TestLesson : public QObject {
    Q_OBJECT
private:
    TempFiles m_files;

    // The FEN field with the keyboard and its text selected, to be typed over.
    static gui::FenEdit* typeIntoFen(MainWindow& w)
    {
        gui::FenEdit* fen = w.panel()->fenEdit();
        fen->setFocus();
        fen->selectAll();
        return fen;
    }

    // Every label of the status bar, joined.
    static QString statusText(MainWindow& w)
    {
        QStringList texts;
        for (const QLabel* label : w.statusBar()->findChildren<QLabel*>())
            texts << label->text();
        return texts.join(QLatin1Char('|'));
    }

private slots:
    // Setting and clearing a source or target (the legend comes and goes, one or two rows of
    // it) never moves or resizes a square, under any metric.
    void theBoardStaysStillWhileTheLegendComesAndGoes()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        w.resize(1280, 800);
        showActive(w);
        gui::BoardWidget& board = *w.board();
        QTest::keyClick(&board, Qt::Key_Escape); // no source: no legend
        QVERIFY(!w.state()->query().from);
        QVERIFY(board.diagram().legend.empty());
        const QRectF a1 = board.squareRect(sq("a1"));
        const QRectF h8 = board.squareRect(sq("h8"));
        std::size_t widest = 0;
        for (const Metric m : gui::menuMetrics()) {
            w.state()->setMetric(m);
            for (const char* from : {"a1", "d4", "b7"}) {
                click(board, from);
                QCOMPARE(w.state()->query().from, sq(from));
                widest = std::max(widest, board.diagram().legend.size());
                QCOMPARE(board.squareRect(sq("a1")), a1);
                QCOMPARE(board.squareRect(sq("h8")), h8);
                click(board, "h8", Qt::RightButton);
                QCOMPARE(board.squareRect(sq("a1")), a1);
                click(board, from); // clears the source again
                QVERIFY(!w.state()->query().from);
                QCOMPARE(board.squareRect(sq("a1")), a1);
            }
        }
        QVERIFY(widest >= 15); // Manhattan from a1: 0..14, a legend of more than one row
    }

    // The status bar and the square descriptions use the window's names of the metrics, never
    // the command line's ids ("chebyshev", "kbnk-corner"); a board waiting for its first click
    // says what to do instead of reporting an error.
    void theStatusBarSpeaksTheWindowsWords()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        QTest::keyClick(w.board(), Qt::Key_Escape);
        for (const Metric m : gui::menuMetrics()) {
            w.state()->setMetric(m);
            const QString id = QString::fromLatin1(metricName(m).data());
            if (needsSource(m)) {
                QVERIFY2(w.state()->error().isEmpty(), qPrintable(w.state()->error()));
                const QString status = statusText(w);
                QVERIFY2(status.contains(QStringLiteral("Click a square")), qPrintable(status));
            }
            click(*w.board(), "b1");
            const QString said =
                gui::squareDescription(w.state()->query(), w.state()->answer(), sq("c3"));
            QVERIFY2(said.startsWith(QStringLiteral("c3, ")), qPrintable(said));
            if (id.contains(QLatin1Char('-')) || id == QStringLiteral("chebyshev"))
                QVERIFY2(!said.contains(id), qPrintable(said));
            QTest::keyClick(w.board(), Qt::Key_Escape);
        }
    }

    // Presentation mode's headline asks the question in words with every rule that changed the
    // numbers, never a FEN; the export dialog adds the FEN to the caption only when asked.
    void theHeadlineHasNoFenAndExportsAddItOnRequest()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        const QString fen = QString::fromLatin1(kMiddlegame);
        w.panel()->fenEdit()->setFocus();
        w.panel()->fenEdit()->selectAll();
        QTest::keyClicks(w.panel()->fenEdit(), fen);
        QTest::keyClick(w.panel()->fenEdit(), Qt::Key_Return);
        w.state()->setMetric(Metric::Reach);
        w.state()->setCaptureMode(CaptureMode::Continue);
        click(*w.board(), "d2");
        click(*w.board(), "d7", Qt::RightButton);
        QTest::keyClick(w.board(), Qt::Key_F11);
        QVERIFY(w.isFullScreen() || w.menuBar()->isHidden());
        QLabel* headline = nullptr;
        for (QLabel* label : w.findChildren<QLabel*>())
            if (label->inherits("cd::gui::Headline"))
                headline = label;
        QVERIFY(headline && headline->isVisible());
        QVERIFY2(headline->text().contains(QStringLiteral("white bishop from d2 to d7")),
                 qPrintable(headline->text()));
        QVERIFY2(headline->text().contains(QStringLiteral("captures continue")),
                 qPrintable(headline->text()));
        QVERIFY2(!headline->text().contains(u'/'), qPrintable(headline->text()));
        QTest::keyClick(w.board(), Qt::Key_F11);

        gui::ExportDialog dialog([&](const DisplayOptions& d) { return w.state()->boardsWith(d); },
                                 w.state()->displayOptions());
        QVERIFY(!dialog.diagrams().front().caption.contains(fen));
        QCheckBox* withFen = nullptr;
        for (QCheckBox* box : dialog.findChildren<QCheckBox*>())
            if (box->text() == QStringLiteral("FEN in the caption"))
                withFen = box;
        QVERIFY(withFen && !withFen->isChecked());
        withFen->setChecked(true);
        QVERIFY(dialog.diagrams().front().caption.endsWith(QStringLiteral("\n") + fen));
    }

    // The control panel names the piece really measured, the hover says "probe" on a stand-in,
    // and a new position leaves no solid-looking probe behind.
    void thePanelAndTheHoverNameWhatIsMeasured()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        w.state()->editPosition(*Board::fromFen(kMiddlegame), QStringLiteral("test"));
        w.state()->setMetric(Metric::Reach);
        w.state()->setProbePiece(Piece{Color::White, PieceType::Knight});
        click(*w.board(), "d1"); // the white queen stands there
        QLabel* measured = nullptr;
        for (QLabel* label : w.panel()->findChildren<QLabel*>())
            if (label->text().startsWith(QStringLiteral("White ")))
                measured = label;
        QVERIFY(measured);
        QCOMPARE(measured->text(), QStringLiteral("White queen on d1"));
        QVERIFY(!w.board()->diagram().probe);

        click(*w.board(), "e4"); // empty: the probe knight stands in
        QCOMPARE(measured->text(), QStringLiteral("White knight on e4 (probe)"));
        QCOMPARE(w.board()->diagram().probe, sq("e4"));
        const QString hover =
            gui::squareDescription(w.state()->query(), w.state()->answer(), sq("e4"));
        QVERIFY2(hover.contains(QStringLiteral("probe")), qPrintable(hover));

        // A new position: the probe is still drawn as one, never as a real piece.
        w.state()->editPosition(Board::startPosition(), QStringLiteral("test"));
        QVERIFY(!w.state()->query().board.pieceAt(sq("e4")));
        if (w.board()->diagram().pieceAt(sq("e4")))
            QCOMPARE(w.board()->diagram().probe, sq("e4"));
    }

    // The route summary counts in English: one route is "1 shortest route".
    void theRouteSummarySaysOneTrajectory()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        w.state()->setMetric(Metric::Knight);
        click(*w.board(), "b1");
        w.state()->setTarget(sq("c3"));
        const auto summary = [&] {
            return gui::routeSummary(w.state()->query(), w.state()->answer());
        };
        QVERIFY2(summary().endsWith(QStringLiteral("distance 1, 1 shortest route")),
                 qPrintable(summary()));
        w.state()->setTarget(sq("b5")); // by a3 or by c3
        QVERIFY2(summary().endsWith(QStringLiteral("distance 2, 2 shortest routes")),
                 qPrintable(summary()));
    }

    // The route keys work in presentation mode: PageDown/PageUp (and ,) step through the
    // routes, R shows them all at once and then one again.
    void routeKeysWorkInPresentationMode()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        w.state()->setMetric(Metric::Knight);
        click(*w.board(), "d1");
        click(*w.board(), "g8", Qt::RightButton);
        QTest::keyClick(w.board(), Qt::Key_F11);
        QVERIFY(!w.state()->view().route);
        QTest::keyClick(w.board(), Qt::Key_PageDown);
        QCOMPARE(w.state()->view().route, 1);         // route 2
        QTest::keyClick(w.board(), Qt::Key_PageDown); // `.` blanks the screen here, as remotes do
        QCOMPARE(w.state()->view().route, 2);
        QTest::keyClick(w.board(), Qt::Key_PageUp);
        QTest::keyClick(w.board(), Qt::Key_Comma);
        QCOMPARE(w.state()->view().route, 0);
        QCOMPARE(w.board()->diagram().arrows.size(), 1u);
        QTest::keyClick(w.board(), Qt::Key_R);
        QVERIFY(!w.state()->view().route);
        QCOMPARE(w.board()->diagram().arrows.size(), 12u); // all 12 shortest routes
        QTest::keyClick(w.board(), Qt::Key_R);
        QCOMPARE(w.board()->diagram().arrows.size(), 1u);
        // The route stepped to stays in front when all are shown, and comes back alone.
        QTest::keyClick(w.board(), Qt::Key_PageDown);
        QTest::keyClick(w.board(), Qt::Key_PageDown);
        const Arrow third = w.board()->diagram().arrows.at(0);
        QCOMPARE(third.stops, w.state()->answer().trajectories->routes.at(2));
        QTest::keyClick(w.board(), Qt::Key_R);
        QCOMPARE(w.board()->diagram().arrows.size(), 12u);
        QCOMPARE(w.board()->diagram().arrows.at(0), third); // drawn first: on top, thicker
        QTest::keyClick(w.board(), Qt::Key_PageDown);       // from all: on from the one in front
        QCOMPARE(w.state()->view().route, 3);
        QTest::keyClick(w.board(), Qt::Key_R);
        QTest::keyClick(w.board(), Qt::Key_R);
        QCOMPARE(w.state()->view().route, 3);
        QCOMPARE(w.board()->diagram().arrows.size(), 1u);
        QVERIFY(w.menuBar()->isHidden()); // still presenting
    }

    // Clearing the squares is a step of the one undo history, in the order the user acted:
    // Ctrl+Z after Esc brings the squares back and leaves the earlier position edit alone.
    void clearingIsUndoneBeforeAnEarlierEdit()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        QVERIFY(drop(*w.board(), "R", "a1"));
        click(*w.board(), "d4");
        click(*w.board(), "g7", Qt::RightButton);
        QTest::keyClick(w.board(), Qt::Key_Escape);
        QVERIFY(!w.state()->query().from && !w.state()->query().to);
        QTest::keyClick(w.board(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.state()->query().from, sq("d4"));
        QCOMPARE(w.state()->query().to, sq("g7"));
        QVERIFY(w.state()->query().board.pieceAt(sq("a1"))); // the edit stays
    }

    // The session brings back what the board showed: routes shown, the route stepped to, the
    // wavefront and its step, the comparison.
    void theSessionRestoresWhatTheBoardShowed()
    {
        const QString ini = m_files.freshIni();
        {
            QSettings s(ini, QSettings::IniFormat);
            MainWindow w(&s);
            showActive(w);
            w.state()->setMetric(Metric::Knight);
            click(*w.board(), "d1");
            click(*w.board(), "g8", Qt::RightButton);
            w.state()->setRoutesShown(2);
            w.state()->setWavefront(true);
            w.state()->setStep(2);
            QTest::keyClick(w.board(), Qt::Key_C); // the second board
            QVERIFY(w.state()->view().compare != gui::CompareMode::Off);
            w.close();
        }
        QSettings s(ini, QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        QCOMPARE(w.state()->view().routesShown, 2);
        QVERIFY(w.state()->view().wavefront);
        QCOMPARE(w.state()->view().step, 2);
        QVERIFY(w.state()->view().compare != gui::CompareMode::Off);
    }

    // Every control of the panel explains itself in a tooltip.
    void everyControlHasATooltip()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        const QList<QWidget*> controls = w.panel()->findChildren<QWidget*>();
        int checked = 0;
        for (QWidget* c : controls) {
            if (!(c->inherits("QComboBox") || c->inherits("QAbstractButton") ||
                  c->inherits("QAbstractSpinBox") || c->inherits("QLineEdit")))
                continue;
            if (c->parentWidget() && c->parentWidget()->inherits("QAbstractSpinBox"))
                continue; // a spin box's own line edit
            if (c->parentWidget() && c->parentWidget()->inherits("QComboBox"))
                continue;
            QVERIFY2(!c->toolTip().isEmpty(), c->metaObject()->className());
            ++checked;
        }
        QVERIFY(checked >= 10);
    }

    // Enter on a valid FEN hands the keyboard back to the board: the next F flips the board
    // instead of typing an F into the field.
    void enterInTheFenFieldGivesTheKeysBackToTheBoard()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        gui::FenEdit* fen = typeIntoFen(w);
        QTest::keyClicks(fen, QStringLiteral("8/8/8/8/4N3/8/8/8"));
        QVERIFY(fen->hasFocus());
        QTest::keyClick(fen, Qt::Key_Return);
        QVERIFY(w.board()->hasFocus());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F);
        QVERIFY(w.state()->displayOptions().flipped);
        QCOMPARE(fen->text(), QStringLiteral("8/8/8/8/4N3/8/8/8"));
    }

    // Typing sets nothing, however valid the text is on its way ("8/8/8/8/4N3/8/8/8" before the
    // " b" the teacher means): only Enter does. Esc puts back the board's FEN, the one the board
    // shows now (a game step or an edit may have changed it meanwhile), never the typed text.
    void typingSetsNothingUntilEnterAndEscPutsBackTheBoardsFen()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        const Board before = w.state()->query().board;
        gui::FenEdit* fen = typeIntoFen(w);
        QTest::keyClicks(fen, QStringLiteral("8/8/8/8/4N3/8/8/8"));
        QVERIFY(!fen->isRejected());                // a valid text ...
        QCOMPARE(w.state()->query().board, before); // ... yet not set while typing
        QCOMPARE(w.state()->undoStack()->count(), 0);
        QTest::keyClick(fen, Qt::Key_Escape);
        QCOMPARE(fen->text(), QString::fromStdString(before.fen()));
        QCOMPARE(w.state()->query().board, before);

        // The board changes while the field is being edited: Esc shows the board as it is now.
        fen = typeIntoFen(w);
        QTest::keyClicks(fen, QStringLiteral("8/8/8/8/4N3/8/8/8 b"));
        const Board now = *Board::fromFen("8/8/8/3q4/8/8/8/8 w - - 0 1");
        w.state()->editPosition(now, QStringLiteral("elsewhere"));
        QCOMPARE(fen->text(), QStringLiteral("8/8/8/8/4N3/8/8/8 b")); // the typing stays
        QTest::keyClick(fen, Qt::Key_Escape);
        QCOMPARE(fen->text(), QString::fromStdString(now.fen()));

        fen = typeIntoFen(w);
        QTest::keyClicks(fen, QStringLiteral("8/8/8/8/4N3/8/8/8 b"));
        QTest::keyClick(fen, Qt::Key_Return);
        QCOMPARE(w.state()->query().board.pieceAt(sq("e4")),
                 (Piece{Color::White, PieceType::Knight}));
        QCOMPARE(fen->text(), QStringLiteral("8/8/8/8/4N3/8/8/8 b")); // the user's spelling
        QCOMPARE(w.state()->undoStack()->count(), 2);                 // "elsewhere" and one Enter
    }

    // A pasted valid FEN is committed at once; a pasted broken one keeps the field (red).
    void aValidPasteGivesTheKeysBackToTheBoard()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        gui::FenEdit* fen = typeIntoFen(w);
        QGuiApplication::clipboard()->setText(QStringLiteral("8/8/8/8/8/8/8/8 x"));
        QTest::keySequence(fen, QKeySequence::Paste);
        QVERIFY(fen->hasFocus());
        QVERIFY(fen->isRejected());
        fen->selectAll();
        QGuiApplication::clipboard()->setText(QStringLiteral("8/8/8/3q4/8/8/8/8 w - - 0 1"));
        QTest::keySequence(fen, QKeySequence::Paste);
        QVERIFY(!fen->isRejected());
        QCOMPARE(w.state()->query().board.pieceAt(sq("d5")),
                 (Piece{Color::Black, PieceType::Queen}));
        QVERIFY(w.board()->hasFocus());
    }

    // A rejected text is framed red with its reason; Enter leaves it there to be corrected, and
    // Esc brings back the position's FEN without clearing the board's squares.
    void aRejectedFenIsRedAndEscRestoresTheBoardsFen()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        const Query before = w.state()->query();
        QVERIFY(before.from); // the first start measures from a square
        gui::FenEdit* fen = w.panel()->fenEdit();
        const QString shown = fen->text();
        fen->setFocus();
        QTest::keyClicks(fen, QStringLiteral("9"));
        QVERIFY(fen->isRejected());
        QVERIFY(!w.panel()->fenError().isEmpty());
        QVERIFY(fen->styleSheet().contains(QStringLiteral("border")));
        QTest::keyClick(fen, Qt::Key_Return);
        QVERIFY(fen->hasFocus()); // still there to be corrected
        QTest::keyClick(fen, Qt::Key_Escape);
        QCOMPARE(fen->text(), shown);
        QVERIFY(!fen->isRejected());
        QVERIFY(w.panel()->fenError().isEmpty());
        QCOMPARE(w.state()->query(), before); // Esc in the field is not "clear the squares"
    }
};

QTEST_MAIN(TestLesson)
#include "tst_lesson.moc"
