// The board widget as a user drives it: clicks with every button and modifier, the keyboard
// focus square (also on a flipped board), deleting pieces, and pieces dropped from the board
// itself or from the palette.
#include "guitest.h"

#include "gui/boardstate.h"
#include "gui/boardwidget.h"

#include <QSignalSpy>
#include <QTest>
#include <QToolTip>

using namespace cd;
using cd::gui::BoardState;
using cd::gui::BoardWidget;
using namespace guitest;

class TestBoardWidget : public QObject {
    Q_OBJECT
private:
    // A fresh board on screen for every test.
    struct Fixture : ShownBoard {
        Fixture() : ShownBoard(480) {}
        const Board& position() const { return state.query().board; }
    };

private slots:
    void leftClickSetsAndClearsTheSource()
    {
        Fixture f;
        click(f.board, "d4");
        QCOMPARE(f.state.query().from, sq("d4"));
        QCOMPARE(at(f.state.answer(), "d4"), 0);
        QCOMPARE(at(f.state.answer(), "f5"), 1);
        click(f.board, "d4");
        QVERIFY(!f.state.query().from);
        QCOMPARE(f.board.focusSquare(), sq("d4"));
    }

    // In reach mode an empty source square shows the probe piece that stands in for the mover.
    void theProbePieceIsDrawnOnAnEmptySource()
    {
        Fixture f;
        f.state.setMetric(Metric::Reach);
        f.state.setProbePiece(Piece{Color::Black, PieceType::Bishop});
        click(f.board, "c8");
        QCOMPARE(f.board.diagram().pieceAt(sq("c8")), (Piece{Color::Black, PieceType::Bishop}));
        QCOMPARE(at(f.state.answer(), "h3"), 1);
        QVERIFY(!f.position().pieceAt(sq("c8"))); // drawn, not placed
    }

    void rightOrShiftClickSetsTheTarget_data()
    {
        QTest::addColumn<int>("button");
        QTest::addColumn<int>("modifiers");
        QTest::newRow("right") << int(Qt::RightButton) << int(Qt::NoModifier);
        QTest::newRow("shift+left") << int(Qt::LeftButton) << int(Qt::ShiftModifier);
    }
    void rightOrShiftClickSetsTheTarget()
    {
        QFETCH(int, button);
        QFETCH(int, modifiers);
        Fixture f;
        const auto b = static_cast<Qt::MouseButton>(button);
        const auto m = static_cast<Qt::KeyboardModifiers>(modifiers);
        click(f.board, "h1", b, m);
        QCOMPARE(f.state.query().from, sq("e4")); // the source stays
        QCOMPARE(f.state.query().to, sq("h1"));
        QVERIFY(f.state.answer().trajectories.has_value());
        QCOMPARE(f.state.answer().trajectories->distance, 2); // e4-f2-h1
        click(f.board, "h1", b, m);
        QVERIFY(!f.state.query().to);
    }

    void ctrlClickSetsAVia()
    {
        Fixture f;
        click(f.board, "h1", Qt::RightButton);
        click(f.board, "a8", Qt::LeftButton, Qt::ControlModifier);
        QCOMPARE(f.state.query().via, sq("a8"));
        QCOMPARE(f.state.query().from, sq("e4"));
        QCOMPARE(f.state.query().to, sq("h1"));
        QVERIFY(f.state.answer().trajectories->length > 3); // the detour through the corner
        click(f.board, "a8", Qt::LeftButton, Qt::ControlModifier);
        QVERIFY(!f.state.query().via);
    }

    void escapeClearsTheSelection()
    {
        Fixture f;
        click(f.board, "h1", Qt::RightButton);
        click(f.board, "c3", Qt::LeftButton, Qt::ControlModifier);
        QTest::keyClick(&f.board, Qt::Key_Escape);
        QVERIFY(!f.state.query().from);
        QVERIFY(!f.state.query().to);
        QVERIFY(!f.state.query().via);
    }

    void arrowsMoveTheFocusAndEnterSpaceSelect()
    {
        Fixture f;
        QCOMPARE(f.board.focusSquare(), sq("e4")); // starts on the source
        QTest::keyClick(&f.board, Qt::Key_Up);
        QTest::keyClick(&f.board, Qt::Key_Left);
        QCOMPARE(f.board.focusSquare(), sq("d5"));
        QTest::keyClick(&f.board, Qt::Key_Return);
        QCOMPARE(f.state.query().from, sq("d5"));
        QTest::keyClick(&f.board, Qt::Key_Down);
        QTest::keyClick(&f.board, Qt::Key_Down);
        QTest::keyClick(&f.board, Qt::Key_Right);
        QTest::keyClick(&f.board, Qt::Key_Space);
        QCOMPARE(f.state.query().to, sq("e3"));
        QTest::keyClick(&f.board, Qt::Key_Space);
        QVERIFY(!f.state.query().to);
    }

    void hoverFollowsAFlipUnderAStillPointer()
    {
        Fixture f;
        QSignalSpy hovered(&f.board, &BoardWidget::hovered);
        QTest::mouseMove(&f.board, centre(f.board, "b2"));
        QTRY_VERIFY(f.board.underMouse());
        DisplayOptions d = f.state.view().display;
        d.flipped = true;
        f.state.setDisplay(d);
        QVERIFY(!hovered.isEmpty());
        QCOMPARE(hovered.last().at(0).value<std::optional<Square>>(), sq("g7"));
    }

    void focusStopsAtTheEdge()
    {
        Fixture f;
        f.board.setFocusSquare(sq("h8"));
        QTest::keyClick(&f.board, Qt::Key_Up);
        QTest::keyClick(&f.board, Qt::Key_Right);
        QCOMPARE(f.board.focusSquare(), sq("h8"));
    }

    void flippedBoardKeepsKeysAndClicksOnScreen()
    {
        Fixture f;
        DisplayOptions d = f.state.view().display;
        d.flipped = true;
        f.state.setDisplay(d);
        // h1 is now drawn top left, a8 bottom right.
        const QPointF h1 = f.board.squareRect(sq("h1")).center();
        QVERIFY(h1.x() < f.board.width() / 2 && h1.y() < f.board.height() / 2);
        QCOMPARE(f.board.squareAt(h1.toPoint()), sq("h1"));
        click(f.board, "h1");
        QCOMPARE(f.state.query().from, sq("h1"));
        // Up on screen is down the ranks, left on screen is up the files.
        f.board.setFocusSquare(sq("e4"));
        QTest::keyClick(&f.board, Qt::Key_Up);
        QTest::keyClick(&f.board, Qt::Key_Left);
        QCOMPARE(f.board.focusSquare(), sq("f3"));
    }

    void focusSquareIsPainted()
    {
        Fixture f;
        f.board.setFocusSquare(sq("a1"));
        const QRect r = f.board.squareRect(sq("a1")).toRect();
        const QImage focused = f.board.grab().toImage();
        f.board.clearFocus();
        const QImage unfocused = f.board.grab().toImage();
        QVERIFY(focused.copy(r) != unfocused.copy(r));
        // Only the focus square changes.
        const QRect other = f.board.squareRect(sq("h8")).toRect();
        QCOMPARE(focused.copy(other), unfocused.copy(other));
    }

    // Presentation mode: no focus frame until a key is pressed on the board; leaving and
    // entering again hides it again.
    void presentationHidesTheFocusFrameUntilAKey()
    {
        Fixture f;
        f.board.setFocusSquare(sq("a1"));
        const QRect r = f.board.squareRect(sq("a1")).toRect();
        f.board.clearFocus();
        const QImage unfocused = f.board.grab().toImage().copy(r);
        f.board.setFocus();
        QVERIFY(f.board.grab().toImage().copy(r) != unfocused);
        f.state.setPresenting(true);
        QCOMPARE(f.board.grab().toImage().copy(r), unfocused);
        QTest::keyClick(&f.board, Qt::Key_Right); // b1
        QTest::keyClick(&f.board, Qt::Key_Left);
        QCOMPARE(f.board.focusSquare(), sq("a1"));
        QVERIFY(f.board.grab().toImage().copy(r) != unfocused);
        f.state.setPresenting(false);
        f.state.setPresenting(true);
        QCOMPARE(f.board.grab().toImage().copy(r), unfocused);
    }

    void deleteRemovesThePieceAndUndoRestoresIt()
    {
        Fixture f;
        f.state.editPosition(Board::startPosition(), QStringLiteral("start"));
        f.board.setFocusSquare(sq("g1"));
        QTest::keyClick(&f.board, Qt::Key_Delete);
        QVERIFY(!f.position().pieceAt(sq("g1")));
        QCOMPARE(f.position().pieceAt(sq("b1")), (Piece{Color::White, PieceType::Knight}));
        f.state.undoStack()->undo();
        QCOMPARE(f.position().pieceAt(sq("g1")), (Piece{Color::White, PieceType::Knight}));
        // Delete on an empty square is no edit at all.
        f.board.setFocusSquare(sq("e4"));
        const int steps = f.state.undoStack()->count();
        QTest::keyClick(&f.board, Qt::Key_Delete);
        QCOMPARE(f.state.undoStack()->count(), steps);
    }

    void droppingABoardPieceMovesIt()
    {
        Fixture f;
        f.state.editPosition(*Board::fromFen("8/8/8/8/8/8/8/6N1"), QStringLiteral("setup"));
        const Board before = f.position();
        QVERIFY(drop(f.board, "Ng1", "f3"));
        QVERIFY(!f.position().pieceAt(sq("g1")));
        QCOMPARE(f.position().pieceAt(sq("f3")), (Piece{Color::White, PieceType::Knight}));
        QCOMPARE(f.state.undoStack()->undoText(), QStringLiteral("Move g1 to f3"));
        QCOMPARE(f.board.focusSquare(), sq("f3"));
        f.state.undoStack()->undo();
        QCOMPARE(f.position(), before);
        f.state.undoStack()->redo();
        QCOMPARE(f.position().pieceAt(sq("f3")), (Piece{Color::White, PieceType::Knight}));
    }

    void theSourceTravelsWithItsPiece()
    {
        Fixture f;
        f.state.setMetric(Metric::Reach);
        f.state.editPosition(*Board::fromFen("8/8/8/3Q4/8/8/8/8"), QStringLiteral("setup"));
        click(f.board, "d5");
        QCOMPARE(at(f.state.answer(), "h1"), 1); // the queen's moves
        QVERIFY(drop(f.board, "Qd5", "b3"));
        QCOMPARE(f.state.query().from, sq("b3"));
        QCOMPARE(at(f.state.answer(), "b3"), 0);
        QCOMPARE(at(f.state.answer(), "h1"), 2); // still the queen, not the probe knight
        f.state.undoStack()->undo();
        QCOMPARE(f.state.query().from, sq("d5"));
        QCOMPARE(f.position().pieceAt(sq("d5")), (Piece{Color::White, PieceType::Queen}));
        f.state.undoStack()->redo();
        QCOMPARE(f.state.query().from, sq("b3"));
        // Another piece moving leaves the source where it is.
        QVERIFY(drop(f.board, "n", "h8"));
        QVERIFY(drop(f.board, "nh8", "g6"));
        QCOMPARE(f.state.query().from, sq("b3"));
    }

    void droppingOnACapturedSquareReplacesThePiece()
    {
        Fixture f;
        f.state.editPosition(*Board::fromFen("8/8/8/3q4/8/8/8/3R4"), QStringLiteral("setup"));
        QVERIFY(drop(f.board, "Rd1", "d5"));
        QCOMPARE(f.position().pieceAt(sq("d5")), (Piece{Color::White, PieceType::Rook}));
        QVERIFY(!f.position().pieceAt(sq("d1")));
    }

    void droppingFromThePaletteAddsAPiece()
    {
        Fixture f;
        QVERIFY(drop(f.board, "q", "d5"));
        QCOMPARE(f.position().pieceAt(sq("d5")), (Piece{Color::Black, PieceType::Queen}));
        QVERIFY(drop(f.board, "K", "e1"));
        QCOMPARE(f.position().pieceAt(sq("e1")), (Piece{Color::White, PieceType::King}));
        QCOMPARE(f.state.undoStack()->count(), 2);
        f.state.undoStack()->undo();
        f.state.undoStack()->undo();
        QCOMPARE(f.position(), Board{});
    }

    void pawnOnTheLastRankIsRefused()
    {
        Fixture f;
        f.state.editPosition(*Board::fromFen("8/4P3/8/8/8/8/8/8"), QStringLiteral("setup"));
        const Board before = f.position();
        QSignalSpy messages(&f.board, &BoardWidget::message);
        drop(f.board, "Pe7", "e8");
        QCOMPARE(f.position(), before);
        QCOMPARE(messages.count(), 1);
        QVERIFY(messages.at(0).at(0).toString().contains(QStringLiteral("e8")));
        drop(f.board, "p", "a1");
        QCOMPARE(f.position(), before);
        QCOMPARE(messages.count(), 2);
        QVERIFY(drop(f.board, "p", "a2")); // anywhere else is fine
        QVERIFY(f.position().pieceAt(sq("a2")));
    }

    void dropsOffTheSquaresOrWithoutAPieceAreIgnored()
    {
        Fixture f;
        const QRectF board = f.board.renderer().boardRect(QRectF(f.board.rect()));
        QVERIFY(board.left() > 2); // the coordinates margin
        QVERIFY(!drop(&f.board, "Q", QPoint(1, 1)));
        QVERIFY(!drop(f.board, "X", "e4"));
        QVERIFY(!drop(f.board, "", "e4"));
        QCOMPARE(f.position(), Board{});
        QCOMPARE(f.state.undoStack()->count(), 0);
    }

    void clickOnAPieceWithoutMovingSelectsIt()
    {
        Fixture f;
        f.state.editPosition(Board::startPosition(), QStringLiteral("start"));
        click(f.board, "g1");
        QCOMPARE(f.state.query().from, sq("g1"));
        QCOMPARE(f.position(), Board::startPosition());
    }

    void hoverAndTooltipDescribeTheSquare()
    {
        Fixture f;
        QSignalSpy hovered(&f.board, &BoardWidget::hovered);
        QTest::mouseMove(&f.board, centre(f.board, "f6"));
        QTRY_VERIFY(!hovered.isEmpty());
        QCOMPARE(hovered.last().at(0).value<std::optional<Square>>(), sq("f6"));

        click(f.board, "h1", Qt::RightButton);
        QHelpEvent help(QEvent::ToolTip, centre(f.board, "f6"),
                        f.board.mapToGlobal(centre(f.board, "f6")));
        QApplication::sendEvent(&f.board, &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY(QToolTip::text().startsWith(QStringLiteral("f6, Knight distance: 1")));
        QVERIFY(QToolTip::text().contains(QStringLiteral("e4 → h1: distance 2")));
        QToolTip::hideText();
    }
};

QTEST_MAIN(TestBoardWidget)
#include "tst_boardwidget.moc"
