// View → Control of the squares (G) as a lesson: the two positions of docs/control.md shown by
// the key, the diagram the exports draw, x-rays by their key and by the controls' button, the
// hover's exchange move by move, the key line saying how to leave, presentation mode, a click that
// still picks the source, undo, and a restart that keeps the view.
#include "guitest.h"

#include "gui/headline.h"

#include "diagram/controldiagram.h"

#include <QAction>
#include <QApplication>
#include <QHelpEvent>
#include <QLabel>
#include <QSettings>
#include <QToolButton>
#include <QToolTip>

using namespace cd;
using namespace guitest;
using cd::gui::BoardState;
using cd::gui::MainWindow;

namespace {

const char* const kWins = "r5k1/8/2n5/4p3/8/5N2/8/4R1K1 w - - 0 1";
const char* const kLoses = "4r1k1/8/2n5/4p3/8/5N2/8/4R1K1 w - - 0 1";
// A rook behind a rook on the d-file: x-rays double White's count on d3.
const char* const kBattery = "4k3/8/8/8/8/8/3R4/3RK3 w - - 0 1";

QString labelText(MainWindow& w, const char* name)
{
    const auto* label = w.findChild<QLabel*>(QString::fromLatin1(name));
    return label ? label->text() : QStringLiteral("<no %1>").arg(QString::fromLatin1(name));
}

} // namespace

class TestControlView : public QObject {
    Q_OBJECT
private:
    TempFiles m_files;

private slots:
    void theLessonByItsKeys()
    {
        const QString ini = m_files.freshIni();
        {
            QSettings s(ini, QSettings::IniFormat);
            MainWindow w(&s);
            showActive(w);
            BoardState& state = *w.state();
            state.editPosition(*Board::fromFen(kWins), QStringLiteral("setup"));
            QCOMPARE(state.shownView(), BoardState::ShownView::Map);
            QVERIFY(!state.diagram().control);

            // Its key is one of the window's own (Help → Keyboard shortcuts lists those).
            auto* control = w.findChild<QAction*>(QStringLiteral("controlAction"));
            auto* xray = w.findChild<QAction*>(QStringLiteral("xrayAction"));
            QVERIFY(control && w.actions().contains(control));
            QVERIFY(xray && w.actions().contains(xray));
            QCOMPARE(control->shortcut(), QKeySequence(QStringLiteral("G")));
            QCOMPARE(xray->shortcut(), QKeySequence(QStringLiteral("X")));
            QTest::keyClick(w.board(), Qt::Key_G);
            QVERIFY(state.view().control);
            QVERIFY(control->isChecked());
            QCOMPARE(state.shownView(), BoardState::ShownView::Control);
            // The diagram is the one render --control draws, and the export draws it too.
            const Board wins = *Board::fromFen(kWins);
            QVERIFY(state.diagram().control);
            QCOMPARE(*state.diagram().control, controlOverlay(wins, false));
            QCOMPARE(state.diagram().control->hanging, (std::vector<HangingPiece>{{sq("e5"), 1}}));
            QCOMPARE(state.boardsWith(state.displayOptions()).front().control,
                     state.diagram().control);
            QVERIFY(state.diagram().caption.contains(
                QStringLiteral("The side to move does not change the counts.")));
            // The key line says how to go back, and that the side to move changes nothing.
            QVERIFY(labelText(w, "stepKeysLabel")
                        .contains(QStringLiteral("the side to move does not change it")));
            QVERIFY2(
                labelText(w, "stepKeysLabel").contains(QStringLiteral("G again: back to the map")),
                qPrintable(labelText(w, "stepKeysLabel")));
            // The hover: the counts, the verdict, the exchange move by move.
            const QString hover = state.describeSquare(sq("e5"));
            QVERIFY2(hover.contains(QStringLiteral("attackers: White 2 : Black 1")),
                     qPrintable(hover));
            QVERIFY2(hover.contains(QStringLiteral("Exchange on e5: White wins 1 by taking the "
                                                   "black pawn\n1. White Nf3xe5 takes the black "
                                                   "pawn (+1)")),
                     qPrintable(hover));
            // The other half of the lesson: the rook on e8, and capturing no longer pays.
            state.editPosition(*Board::fromFen(kLoses), QStringLiteral("rook to e8"));
            QCOMPARE(state.shownView(), BoardState::ShownView::Control);
            QVERIFY(state.diagram().control->hanging.empty());
            QCOMPARE(state.diagram().control->at(sq("e5")), (ControlCount{2, 2}));
            QVERIFY(state.describeSquare(sq("e5")).contains(
                QStringLiteral("taking the black pawn does not pay")));

            // X-rays by their key and by the controls' button.
            state.editPosition(*Board::fromFen(kBattery), QStringLiteral("battery"));
            QCOMPARE(state.diagram().control->at(sq("d3")), (ControlCount{1, 0}));
            QTest::keyClick(w.board(), Qt::Key_X);
            QVERIFY(state.view().controlXray);
            QCOMPARE(state.diagram().control->at(sq("d3")), (ControlCount{2, 0}));
            auto* button = w.findChild<QToolButton*>(QStringLiteral("xrayButton"));
            QVERIFY(button && button->defaultAction() == xray && button->isChecked());
            button->click();
            QVERIFY(!state.view().controlXray);
            QCOMPARE(state.diagram().control->at(sq("d3")), (ControlCount{1, 0}));
            QVERIFY(w.findChild<QToolButton*>(QStringLiteral("controlButton"))->isChecked());

            // A click keeps its meaning: the source for the distances.
            click(*w.board(), "d2");
            QCOMPARE(state.query().from, sq("d2"));
            QCOMPARE(state.shownView(), BoardState::ShownView::Control);
            // The tooltip says the square's control, not the routes the board does not draw.
            click(*w.board(), "d6", Qt::RightButton);
            QCOMPARE(state.query().to, sq("d6"));
            const QPoint d3 = centre(*w.board(), "d3");
            QHelpEvent help(QEvent::ToolTip, d3, w.board()->mapToGlobal(d3));
            QApplication::sendEvent(w.board(), &help);
            QTRY_VERIFY(QToolTip::isVisible());
            QVERIFY2(QToolTip::text().endsWith(QStringLiteral("attackers: White 1 : Black 0")),
                     qPrintable(QToolTip::text()));
            QToolTip::hideText();

            // Presentation mode: the key works there, the line under the headline says it.
            QTest::keyClick(w.board(), Qt::Key_F5);
            QVERIFY(state.presenting());
            const auto* headline = w.findChild<gui::Headline*>();
            QVERIFY(headline && headline->isVisible());
            QVERIFY2(
                headline->text().startsWith(QStringLiteral("Control: attackers of each square")),
                qPrintable(headline->text())); // not "White to move": it changes nothing
            QVERIFY(labelText(w, "stepKeysLine").contains(QStringLiteral("G again")));
            QTest::keyClick(w.board(), Qt::Key_G);
            QVERIFY(!state.view().control);
            QCOMPARE(state.shownView(), BoardState::ShownView::Map);
            QVERIFY(!state.diagram().control);
            QTest::keyClick(w.board(), Qt::Key_G);
            QVERIFY(state.view().control);

            // The hover in presentation mode: type for the back of the room, below the square
            // so that the marks it explains stay in sight.
            const QPoint e5 = centre(*w.board(), "e5");
            QHelpEvent presentedHelp(QEvent::ToolTip, e5, w.board()->mapToGlobal(e5));
            QApplication::sendEvent(w.board(), &presentedHelp);
            QVERIFY(QToolTip::isVisible());
            QVERIFY2(QToolTip::text().contains(QStringLiteral("font-size:")),
                     qPrintable(QToolTip::text()));
            QVERIFY(QToolTip::text().contains(QStringLiteral("attackers: White")));
            QTest::keyClick(w.board(), Qt::Key_Escape);
            QVERIFY(!state.presenting());

            // Beside a second board the control stays on the live one.
            state.compareWith(Metric::Chebyshev);
            QVERIFY(state.diagram().control);
            QVERIFY(!state.compareDiagram().control);
            state.undoStack()->undo();
            QCOMPARE(state.view().compare, gui::CompareMode::Off);

            // Off by undo, back by redo.
            state.undoStack()->undo();
            QVERIFY(!state.view().control);
            QVERIFY(!control->isChecked());
            state.undoStack()->redo();
            QVERIFY(state.view().control);
            w.close();
        }
        // A restart keeps the view on.
        QSettings s(ini, QSettings::IniFormat);
        MainWindow again(&s);
        showActive(again);
        QVERIFY(again.state()->view().control);
        QVERIFY(again.state()->diagram().control);
    }
};

QTEST_MAIN(TestControlView)
#include "tst_controlview.moc"
