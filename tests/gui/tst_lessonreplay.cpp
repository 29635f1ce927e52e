// The whole lesson on the rule of the square, as a teacher gives it in presentation mode with the
// keyboard: both sides to move, the king one file further, Réti's study, the Opera game, a new
// position. After each step the headline says what the class sees, and nothing of the last
// question lingers that the rule of what a new position keeps (BoardState::keeps) drops.
#include "guitest.h"

#include "gui/boardstate.h"
#include "gui/boardwidget.h"
#include "gui/headline.h"
#include "gui/mainwindow.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QSettings>
#include <QTest>

using namespace cd;
using cd::gui::MainWindow;
using namespace guitest;

class TestLessonReplay : public QObject {
    Q_OBJECT
private:
    TempFiles m_files;

    // Ctrl+V with `fen` on the clipboard, as a teacher pastes the next position.
    static void paste(MainWindow& w, const char* fen)
    {
        QGuiApplication::clipboard()->setText(QString::fromLatin1(fen));
        QTest::keyClick(w.board(), Qt::Key_V, Qt::ControlModifier);
    }
    static QString headline(MainWindow& w) { return w.findChild<gui::Headline*>()->text(); }

private slots:
    void theLessonOnTheRuleOfTheSquare()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        gui::BoardState& state = *w.state();
        gui::BoardWidget& board = *w.board();
        QTest::keyClick(&board, Qt::Key_F11);
        QVERIFY(w.isFullScreen());

        // The king on e2 is in the pawn's square: with Black to move it catches the pawn.
        paste(w, "8/8/8/p7/8/8/4K3/8 b - - 0 1");
        QVERIFY2(!state.query().from, "the last map's source, e4, is empty now: no probe on it");
        QVERIFY2(!headline(w).contains(QStringLiteral("probe")), qPrintable(headline(w)));
        QTest::keyClick(&board, Qt::Key_6); // the piece's moves in the position
        QCOMPARE(state.query().metric, Metric::Reach);
        click(board, "a5");
        click(board, "a1", Qt::RightButton);
        QTest::keyClick(&board, Qt::Key_Z);
        QVERIFY(state.view().zone);
        QVERIFY2(headline(w).startsWith(QStringLiteral("Black to move · ")),
                 qPrintable(headline(w)));
        QVERIFY2(headline(w).startsWith(QStringLiteral(
                     "Black to move · The white king catches the a-pawn · Moves of the black pawn "
                     "from a5 to a1 · distance 4")),
                 qPrintable(headline(w)));

        // White to move: the pawn is one move further from home, the same question stays.
        QTest::keyClick(&board, Qt::Key_T);
        QVERIFY2(headline(w).startsWith(
                     QStringLiteral("White to move · The white king catches the a-pawn")),
                 qPrintable(headline(w)));
        QCOMPARE(state.query().from, sq("a5"));
        QCOMPARE(state.query().to, sq("a1"));
        QVERIFY(state.view().zone);

        // Black to move again, the king one file further: one move too late.
        QTest::keyClick(&board, Qt::Key_T);
        QVERIFY(state.movePiece(sq("e2"), sq("f2")));
        QVERIFY2(headline(w).startsWith(QStringLiteral("Black to move · ")),
                 qPrintable(headline(w)));
        QVERIFY2(headline(w).startsWith(QStringLiteral(
                     "Black to move · No white piece stops the a-pawn: the king f2 is one "
                     "move too late")),
                 qPrintable(headline(w)));
        QVERIFY(state.view().zone);

        // A digit switches the metric: the zone cannot stay under another metric's map.
        QTest::keyClick(&board, Qt::Key_2);
        QVERIFY(!state.view().zone);
        QVERIFY2(headline(w).contains(QStringLiteral("Who can stop it? is off")),
                 qPrintable(headline(w)));

        // Réti's study: a new position, a new question.
        paste(w, "7K/8/k1P5/7p/8/8/8/8 w - - 0 1");
        QVERIFY(!state.query().from); // a5 is empty now
        QVERIFY(!state.query().to);
        QVERIFY(!state.view().zone);
        QCOMPARE(headline(w), QStringLiteral("Manhattan distance"));
        QTest::keyClick(&board, Qt::Key_6);
        click(board, "c6");
        click(board, "c8", Qt::RightButton);
        QTest::keyClick(&board, Qt::Key_Z);
        QVERIFY2(headline(w).contains(QStringLiteral("The black king catches the c-pawn")),
                 qPrintable(headline(w)));

        // The Opera game opens on its start, from a clean selection.
        const QString pgn = m_files.path(QStringLiteral("opera.pgn"));
        {
            QFile file(pgn);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(kOperaAndAShortGame);
        }
        QVERIFY(openGame(w, pgn));
        QVERIFY(!state.query().from);
        QVERIFY(!state.query().to);
        QVERIFY(!state.view().zone);
        QVERIFY2(headline(w).startsWith(QStringLiteral("White to move · the starting position")),
                 qPrintable(headline(w)));
        QVERIFY2(!headline(w).contains(QStringLiteral("unreachable")), qPrintable(headline(w)));
        QTest::keyClick(&board, Qt::Key_PageDown);
        QVERIFY2(headline(w).startsWith(QStringLiteral("Black to move · after 1. e4")),
                 qPrintable(headline(w)));

        // A new position leaves the game: nothing of it stays on the board's question.
        paste(w, "8/8/8/p7/8/8/5K2/8 w - - 0 1");
        QVERIFY(!state.followingGame());
        QVERIFY(!state.query().from);
        QVERIFY2(headline(w).startsWith(QStringLiteral("White to move · Moves in the position")),
                 qPrintable(headline(w)));
    }

    // The rule's other rows, one by one: a new position switches the wavefront and the
    // comparison off; a cleared board keeps nothing of the question; a metric without zones
    // switches the zone off and the headline says why.
    void aNewPositionStartsAFreshView()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        gui::BoardState& state = *w.state();
        state.setWavefront(true);
        state.compareWith(Metric::Chebyshev);
        paste(w, "8/8/8/p7/8/8/5K2/8 b - - 0 1");
        QVERIFY(!state.view().wavefront);
        QCOMPARE(state.view().compare, gui::CompareMode::Off);
        state.setMetric(Metric::Reach);
        click(*w.board(), "a5");
        click(*w.board(), "a1", Qt::RightButton);
        state.setWavefront(true);
        QVERIFY(state.movePiece(sq("f2"), sq("e2"))); // a piece dragged keeps all of it
        QVERIFY(state.view().wavefront);
        QCOMPARE(state.query().to, sq("a1"));
        QAction* clear = nullptr;
        for (QAction* a : w.findChildren<QAction*>())
            if (a->text() == QStringLiteral("&Clear board"))
                clear = a;
        QVERIFY(clear);
        clear->trigger();
        QVERIFY(!state.query().from);
        QVERIFY(!state.query().to);
        QVERIFY(!state.view().wavefront);
    }

    void aMetricWithoutZonesSaysTheZoneIsOff()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        gui::BoardState& state = *w.state();
        QTest::keyClick(w.board(), Qt::Key_F11);
        paste(w, "8/8/8/p7/8/8/4K3/8 b - - 0 1");
        state.setMetric(Metric::Reach);
        state.setSource(sq("a5"));
        state.setTarget(sq("a1"));
        QTest::keyClick(w.board(), Qt::Key_Z);
        QCOMPARE(state.shownView(), gui::BoardState::ShownView::Zone);
        QTest::keyClick(w.board(), Qt::Key_3); // the knight's metric: no zone under its map
        QVERIFY(!state.view().zone);
        QVERIFY2(headline(w).endsWith(QStringLiteral(
                     "Who can stop it? is off: Knight has no zones, only a piece's moves in a "
                     "position")),
                 qPrintable(headline(w)));
    }

    // Back to the game measures the piece measured in the game, not the one clicked since.
    void backToTheGameBringsBackItsPiece()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        gui::BoardState& state = *w.state();
        const QString pgn = m_files.path(QStringLiteral("back.pgn"));
        {
            QFile file(pgn);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(kOperaAndAShortGame);
        }
        QVERIFY(openGame(w, pgn));
        click(*w.board(), "g1");
        QVERIFY(state.removePiece(sq("a2"))); // the board leaves the game
        QVERIFY(!state.followingGame());
        click(*w.board(), "e2"); // another piece measured on the edited board
        QCOMPARE(state.query().from, sq("e2"));
        state.backToGame();
        QVERIFY(state.followingGame());
        QCOMPARE(state.query().from, sq("g1"));
    }

    // Square names stay lower case where a line opens with one, and the hover over the king that
    // catches the pawn says how it does, not that the pawn cannot reach the king's square.
    void squareNamesStayLowerCaseAndTheKingIsInTime()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        gui::BoardState& state = *w.state();
        paste(w, "8/8/8/p7/8/8/4K3/8 b - - 0 1");
        state.setMetric(Metric::Reach);
        click(*w.board(), "a5");
        click(*w.board(), "a1", Qt::RightButton);
        const auto* route = w.findChild<QLabel*>(QStringLiteral("routeLabel"));
        QVERIFY2(route->text().startsWith(QStringLiteral("a5 → a1: distance 4")),
                 qPrintable(route->text()));
        QTest::keyClick(w.board(), Qt::Key_Z);
        const QString hover = state.describeSquare(sq("e2"));
        QVERIFY2(hover.startsWith(QStringLiteral("e2, white king — ")), qPrintable(hover));
        QVERIFY2(!hover.contains(QStringLiteral("unreachable")), qPrintable(hover));
    }
};

QTEST_MAIN(TestLessonReplay)
#include "tst_lessonreplay.moc"
