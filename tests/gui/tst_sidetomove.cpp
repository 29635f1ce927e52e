// The side to move, visible and switchable, as the rule of the square needs it: T (Position menu,
// the controls) switches it as one undo step, in presentation mode too; a side in check keeps the
// move and the status bar says why; the board marks the side always, the headline and exports
// name it where the picture turns on it.
#include "guitest.h"

#include "gui/headline.h"
#include "pgn.h"

#include <QAction>
#include <QGroupBox>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QToolButton>

using namespace cd;
using namespace guitest;
using cd::gui::BoardState;
using cd::gui::MainWindow;

namespace {

// The rule of the square: the black pawn a5 runs to a1, the king on f2 one move too late when
// Black moves first, in time when White does.
const char* const kSquare = "8/8/8/p7/8/8/5K2/8 b - - 0 1";
// White is in check: Black cannot be to move.
const char* const kCheck = "4k3/8/8/8/8/8/4q3/4K3 w - - 0 1";

void setUp(BoardState& state, const char* fen)
{
    state.editPosition(*Board::fromFen(fen), QStringLiteral("setup"));
    state.setMetric(Metric::Reach);
    state.setSource(sq("a5"));
    state.setTarget(sq("a1"));
}

std::string fen(MainWindow& w)
{
    return w.state()->query().board.fen();
}

} // namespace

class TestSideToMove : public QObject {
    Q_OBJECT
private:
    TempFiles m_files;

private slots:
    void keySwitchesAndUndoRestores()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        setUp(*w.state(), kSquare);
        QCOMPARE(w.state()->sideToMove(), Color::Black);
        QTest::keyClick(w.board(), Qt::Key_T);
        QCOMPARE(fen(w), std::string("8/8/8/p7/8/8/5K2/8 w - - 0 1"));
        QCOMPARE(w.state()->sideToMove(), Color::White);
        QCOMPARE(w.state()->query().from, sq("a5")); // the question stays
        QCOMPARE(w.state()->query().to, sq("a1"));
        QTest::keyClick(w.board(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(fen(w), std::string(kSquare));
        QTest::keyClick(w.board(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w.state()->sideToMove(), Color::White);
    }

    void aSideInCheckKeepsTheMove()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        w.state()->editPosition(*Board::fromFen(kCheck), QStringLiteral("setup"));
        const int steps = w.state()->undoStack()->count();
        QTest::keyClick(w.board(), Qt::Key_T);
        QCOMPARE(fen(w), std::string(kCheck));
        QCOMPARE(w.state()->undoStack()->count(), steps);
        const QString said = w.statusBar()->currentMessage();
        QVERIFY2(said.contains(QStringLiteral("White stays to move")) &&
                     said.contains(QStringLiteral("in check")),
                 qPrintable(said));
    }

    // One action: in the Position menu, on the window (so presentation mode has it), listed by
    // Help → Keyboard shortcuts (made from the window's actions), and a button of the controls.
    void oneActionEverywhere()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        auto* action = w.findChild<QAction*>(QStringLiteral("switchSideAction"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(QStringLiteral("T")));
        QVERIFY(w.actions().contains(action));
        bool inPositionMenu = false;
        for (QAction* menu : w.menuBar()->actions())
            if (menu->text().remove(QLatin1Char('&')) == QStringLiteral("Position"))
                inPositionMenu = menu->menu()->actions().contains(action);
        QVERIFY(inPositionMenu);
        w.state()->editPosition(*Board::fromFen(kSquare), QStringLiteral("setup"));
        auto* box = w.findChild<QGroupBox*>(QStringLiteral("positionBox"));
        QVERIFY(box);
        QCOMPARE(box->title(), QStringLiteral("Position: Black to move"));
        QToolButton* button = nullptr;
        for (QToolButton* b : w.findChildren<QToolButton*>())
            if (b->defaultAction() == action)
                button = b;
        QVERIFY(button);
        button->click();
        QCOMPARE(box->title(), QStringLiteral("Position: White to move"));
    }

    // The marker beside the window's board always; the words where the picture turns on it.
    void boardMarksTheSide()
    {
        BoardState state;
        QCOMPARE(state.diagram().toMove, std::optional(Color::White)); // the empty board too
        QVERIFY(!state.sideToMoveMatters());
        QVERIFY(!state.diagram().caption.contains(QStringLiteral("to move")));
        QVERIFY(!state.boardsWith(state.displayOptions()).front().toMove); // not in its export
        setUp(state, kSquare);
        QVERIFY(state.sideToMoveMatters()); // the pawn's moves in a position
        QCOMPARE(state.diagram().toMove, std::optional(Color::Black));
        QVERIFY(state.diagram().caption.startsWith(QStringLiteral("Black to move\n")));
        const Diagram exported = state.boardsWith(state.displayOptions()).front();
        QCOMPARE(exported.toMove, std::optional(Color::Black));
        QVERIFY(exported.caption.startsWith(QStringLiteral("Black to move\n")));
        state.setZoneView(true);
        QCOMPARE(state.shownView(), BoardState::ShownView::Zone);
        QVERIFY(state.diagram().caption.startsWith(QStringLiteral("Black to move\n")));
        QVERIFY(state.switchSideToMove());
        QVERIFY(state.diagram().caption.startsWith(QStringLiteral("White to move\n")));
        QCOMPARE(state.diagram().toMove, std::optional(Color::White));
    }

    // Presentation mode: T works, and the headline says who moves first.
    void presentationModeSwitches()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        setUp(*w.state(), kSquare);
        QTest::keyClick(w.board(), Qt::Key_Z);
        QTest::keyClick(w.board(), Qt::Key_F11);
        QVERIFY(w.isFullScreen() || w.menuBar()->isHidden());
        auto* headline = w.findChild<gui::Headline*>();
        QVERIFY(headline && headline->isVisible());
        QVERIFY2(headline->text().startsWith(QStringLiteral("Black to move · ")),
                 qPrintable(headline->text()));
        QTest::keyClick(w.board(), Qt::Key_T);
        QCOMPARE(w.state()->sideToMove(), Color::White);
        QVERIFY2(headline->text().startsWith(QStringLiteral("White to move · ")),
                 qPrintable(headline->text()));
        // Refused while presenting: the headline carries the notice, as the status bar is hidden.
        w.state()->editPosition(*Board::fromFen(kCheck), QStringLiteral("setup"));
        QTest::keyClick(w.board(), Qt::Key_T);
        QCOMPARE(fen(w), std::string(kCheck));
        QVERIFY2(headline->text().contains(QStringLiteral("White stays to move")),
                 qPrintable(headline->text()));
    }

    // A game's position depends on who is to move: the headline names it with the move.
    void gameNamesTheSide()
    {
        BoardState state;
        auto file = std::make_shared<gui::OpenedGames>();
        file->games = readPgn(kOperaAndAShortGame);
        state.openGames(file, 0, 3);
        QVERIFY2(state.diagram().caption.startsWith(QStringLiteral("Black to move\nafter 2. Nf3")),
                 qPrintable(state.diagram().caption));
        state.goToPly(4);
        QVERIFY(state.diagram().caption.startsWith(QStringLiteral("White to move\nafter 2... d6")));
        QCOMPARE(state.diagram().toMove, std::optional(Color::White));
    }
};

QTEST_MAIN(TestSideToMove)
#include "tst_sidetomove.moc"
