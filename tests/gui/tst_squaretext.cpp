// One description of a square: the status bar on hover, the tooltip and the screen reader's name
// say the same thing in every view the main board has (a metric's map, a piece's moves in a
// position, who arrives first, what-if squares).
#include "guitest.h"

#include "gui/boardaccessible.h"
#include "gui/boardstate.h"
#include "gui/mainwindow.h"

#include <QAccessible>
#include <QHelpEvent>
#include <QLabel>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

using namespace cd;
using namespace guitest;

namespace {

// The status bar's hover text after the mouse moved onto `s`.
QString hoverText(gui::MainWindow& w, Square s)
{
    QTest::mouseMove(w.board(), w.board()->squareRect(s).center().toPoint());
    QString text;
    for (QLabel* l : w.statusBar()->findChildren<QLabel*>())
        if (l->text().startsWith(QString::fromStdString(squareName(s)) + u','))
            text = l->text();
    return text;
}

// The tooltip's first line over `s`.
QString tooltipText(gui::MainWindow& w, Square s)
{
    const QPoint at = w.board()->squareRect(s).center().toPoint();
    QHelpEvent help(QEvent::ToolTip, at, w.board()->mapToGlobal(at));
    QApplication::sendEvent(w.board(), &help);
    return QToolTip::text().section(u'\n', 0, 0);
}

QString spokenText(gui::MainWindow& w, Square s)
{
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(w.board());
    const int index = gui::BoardAccessible::indexOf(s, w.state()->displayOptions().flipped);
    return board->child(index)->text(QAccessible::Name);
}

} // namespace

class TestSquareText : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    // Every square: the three texts are one, and it is the model's description.
    static QString disagreement(gui::MainWindow& w)
    {
        for (Square s = A1; s <= H8; ++s) {
            const QString model = w.state()->describeSquare(s);
            const QString hover = hoverText(w, s);
            const QString tip = tooltipText(w, s);
            const QString spoken = spokenText(w, s);
            if (hover != model || tip != model || spoken != model)
                return QStringLiteral("%1: model '%2', status bar '%3', tooltip '%4', spoken '%5'")
                    .arg(QString::fromStdString(squareName(s)), model, hover, tip, spoken);
        }
        return {};
    }

private slots:
    void theThreeAgreeInEveryView()
    {
        QSettings s(m_dir.filePath(QStringLiteral("a.ini")), QSettings::IniFormat);
        gui::MainWindow w(&s);
        showActive(w);
        gui::BoardState& state = *w.state();

        state.setMetric(Metric::Knight);
        state.setSource(sq("e4"));
        QString problem = disagreement(w);
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("metric: ") + problem));

        state.editPosition(*Board::fromFen(kMiddlegame), QStringLiteral("test"));
        state.measurePiece(sq("c3"));
        state.setTarget(sq("d5"));
        problem = disagreement(w);
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("position: ") + problem));

        state.setWhatIfMode(true);
        QVERIFY(state.toggleBlocked(sq("b5")));
        problem = disagreement(w);
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("what if: ") + problem));
        state.setWhatIfMode(false);

        state.setArrival(ArrivalView::Difference);
        QVERIFY(state.arrivalShown());
        QVERIFY(state.describeSquare(sq("d5")).contains(QStringLiteral("White")));
        problem = disagreement(w);
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("arrival: ") + problem));
    }
};

QTEST_MAIN(TestSquareText)
#include "tst_squaretext.moc"
