// What a screen reader gets from the board: 64 squares in reading order, each named by what
// the board shows there, placed where it is drawn, the focus square marked.
#include "guitest.h"

#include "gui/boardaccessible.h"
#include "gui/boardstate.h"
#include "gui/boardwidget.h"

#include <QAccessible>
#include <QTest>

using namespace cd;
using cd::gui::BoardAccessible;
using cd::gui::BoardState;
using cd::gui::BoardWidget;
using namespace guitest;

namespace {

QAccessibleInterface* boardInterface(BoardWidget& board)
{
    return QAccessible::queryAccessibleInterface(&board);
}

QAccessibleInterface* squareInterface(BoardWidget& board, const char* name)
{
    QAccessibleInterface* iface = boardInterface(board);
    for (int i = 0; i < iface->childCount(); ++i)
        if (iface->child(i)
                ->text(QAccessible::Name)
                .startsWith(QLatin1String(name) + QLatin1Char(',')))
            return iface->child(i);
    return nullptr;
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT
private:
    struct Fixture : ShownBoard {
        Fixture() : ShownBoard(400) {}
    };

private slots:
    void sixtyFourSquaresInReadingOrder()
    {
        Fixture f;
        QAccessibleInterface* iface = boardInterface(f.board);
        QVERIFY(iface);
        QCOMPARE(iface->childCount(), 64);
        QVERIFY(iface->child(0)->text(QAccessible::Name).startsWith(QStringLiteral("a8,")));
        QVERIFY(iface->child(7)->text(QAccessible::Name).startsWith(QStringLiteral("h8,")));
        QVERIFY(iface->child(63)->text(QAccessible::Name).startsWith(QStringLiteral("h1,")));
        QVERIFY(!iface->child(64));
        QVERIFY(!iface->child(-1));
        for (int i = 0; i < 64; ++i) {
            QAccessibleInterface* c = iface->child(i);
            QCOMPARE(c->role(), QAccessible::Button);
            QCOMPARE(iface->indexOfChild(c), i);
            QCOMPARE(c->parent(), iface);
            QVERIFY(c->isValid());
        }
        QCOMPARE(iface->child(5), iface->child(5)); // cached, not made anew
    }

    void namesSayTheDistance()
    {
        Fixture f;
        QCOMPARE(
            squareInterface(f.board, "e4")->text(QAccessible::Name),
            // The knight drawn on the empty source stands in: the name says so.
            QStringLiteral("e4, probe: white knight, not in the position, Knight distance: 0"));
        QCOMPARE(squareInterface(f.board, "e5")->text(QAccessible::Name),
                 QStringLiteral("e5, Knight distance: 3"));
        QCOMPARE(squareInterface(f.board, "f6")->text(QAccessible::Name),
                 QStringLiteral("f6, Knight distance: 1"));
    }

    void namesFollowAClick()
    {
        Fixture f;
        QAccessibleInterface* e5 = squareInterface(f.board, "e5");
        click(f.board, "d4");
        QCOMPARE(e5->text(QAccessible::Name), QStringLiteral("e5, Knight distance: 2"));
        QVERIFY(e5->state().checked == false);
        QVERIFY(squareInterface(f.board, "d4")->state().checked); // the source
        f.state.editPosition(*Board::fromFen("8/8/8/4q3/8/8/8/8"), QStringLiteral("queen"));
        QCOMPARE(e5->text(QAccessible::Name), QStringLiteral("e5, black queen"));
        click(f.board, "d4"); // a new position drops a source on an empty square: chosen again
        QCOMPARE(e5->text(QAccessible::Name),
                 QStringLiteral("e5, black queen, Knight distance: 2"));
        f.state.clearSelection();
        QCOMPARE(e5->text(QAccessible::Name), QStringLiteral("e5, black queen"));
    }

    void rectanglesMatchThePaintedSquares()
    {
        Fixture f;
        QAccessibleInterface* iface = boardInterface(f.board);
        for (const char* name : {"a1", "e4", "h8"}) {
            QAccessibleInterface* c = squareInterface(f.board, name);
            const QRect r = c->rect();
            QVERIFY(r.contains(f.board.mapToGlobal(centre(f.board, name))));
            QVERIFY(std::abs(r.width() - f.board.squareRect(sq(name)).width()) <= 1);
            QCOMPARE(iface->childAt(r.center().x(), r.center().y()), c);
        }
        QVERIFY(!iface->childAt(f.board.mapToGlobal(QPoint(0, 0)).x(),
                                f.board.mapToGlobal(QPoint(0, 0)).y()));
    }

    void flippedBoardReadsFromH1()
    {
        Fixture f;
        DisplayOptions d = f.state.view().display;
        d.flipped = true;
        f.state.setDisplay(d);
        QAccessibleInterface* iface = boardInterface(f.board);
        QVERIFY(iface->child(0)->text(QAccessible::Name).startsWith(QStringLiteral("h1,")));
        QVERIFY(iface->child(63)->text(QAccessible::Name).startsWith(QStringLiteral("a8,")));
        QAccessibleInterface* a1 = squareInterface(f.board, "a1");
        QCOMPARE(iface->indexOfChild(a1), 7);
        QVERIFY(a1->rect().contains(f.board.mapToGlobal(centre(f.board, "a1"))));
    }

    void focusSquareIsFocused()
    {
        Fixture f;
        QAccessibleInterface* iface = boardInterface(f.board);
        f.board.setFocusSquare(sq("c3"));
        QAccessibleInterface* c3 = squareInterface(f.board, "c3");
        QVERIFY(c3->state().focused);
        QVERIFY(c3->state().focusable);
        QVERIFY(!squareInterface(f.board, "e4")->state().focused);
        QCOMPARE(iface->focusChild(), c3);
        f.board.clearFocus();
        QVERIFY(!c3->state().focused);
        QVERIFY(!iface->focusChild());
    }

    void pressActionSetsTheSource()
    {
        Fixture f;
        QAccessibleInterface* b2 = squareInterface(f.board, "b2");
        QAccessibleActionInterface* action = b2->actionInterface();
        QVERIFY(action);
        QVERIFY(action->actionNames().contains(QAccessibleActionInterface::pressAction()));
        action->doAction(QAccessibleActionInterface::pressAction());
        QCOMPARE(f.state.query().from, sq("b2"));
        action->doAction(QAccessibleActionInterface::setFocusAction());
        QCOMPARE(f.board.focusSquare(), sq("b2"));
    }

    void readingIndexRoundTrips()
    {
        // The child index the board announces focus changes with (BoardWidget uses indexOf).
        for (const bool flipped : {false, true})
            for (int i = 0; i < 64; ++i)
                QCOMPARE(BoardAccessible::indexOf(BoardAccessible::squareAt(i, flipped), flipped),
                         i);
        QCOMPARE(BoardAccessible::indexOf(sq("f4"), false), 37);
        QCOMPARE(BoardAccessible::indexOf(sq("f4"), true), 26);
    }

    void squaresGoWithTheBoard()
    {
        QAccessible::Id board = 0, e4 = 0;
        {
            Fixture f;
            board = QAccessible::uniqueId(boardInterface(f.board));
            e4 = QAccessible::uniqueId(squareInterface(f.board, "e4"));
            QVERIFY(QAccessible::accessibleInterface(e4));
        }
        // The board is gone and its squares with it: nothing dangles in the cache.
        QVERIFY(!QAccessible::accessibleInterface(board));
        QVERIFY(!QAccessible::accessibleInterface(e4));
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
