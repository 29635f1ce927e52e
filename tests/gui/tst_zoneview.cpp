// View → Who can stop it? (Z) as a lesson: the routes stepped as before, then the zone of the rule
// of the square turned on by its key, drawn in the diagram model (the interceptor, its route, the
// stops' times), said in the headline, the status bar's key line and the hover; off again, undo
// and redo, a restart that keeps it on; the older views afterwards as they were.
#include "guitest.h"

#include "gui/headline.h"
#include "gui/session.h"

#include <QAction>
#include <QLabel>
#include <QSettings>

#include <algorithm>

using namespace cd;
using namespace guitest;
using cd::gui::BoardState;
using cd::gui::MainWindow;

namespace {

// The rule of the square: the black pawn a5 runs to a1, Black to move; the king on e2 catches it.
const char* const kSquare = "8/8/8/p7/8/8/4K3/8 b - - 0 1";

QString labelText(MainWindow& w, const char* name)
{
    const auto* label = w.findChild<QLabel*>(QString::fromLatin1(name));
    return label ? label->text() : QStringLiteral("<no %1>").arg(QString::fromLatin1(name));
}

void setUpTheSquare(BoardState& state)
{
    state.editPosition(*Board::fromFen(kSquare), QStringLiteral("setup"));
    state.setMetric(Metric::Reach);
    state.setSource(sq("a5"));
    state.setTarget(sq("a1"));
}

bool hasRoute(const ZoneOverlay& z, const char* from, const char* to)
{
    return std::any_of(z.routes.begin(), z.routes.end(), [&](const Arrow& a) {
        return !a.stops.empty() && a.stops.front() == sq(from) && a.stops.back() == sq(to);
    });
}

int timeOf(const ZoneOverlay& z, const char* square)
{
    for (const ZoneStop& s : z.stops)
        if (s.square == sq(square))
            return s.budget;
    return -1;
}

} // namespace

class TestZoneView : public QObject {
    Q_OBJECT
private:
    TempFiles m_files;

private slots:
    void theKingCatchesThePawnOnItsKey()
    {
        const QString ini = m_files.freshIni();
        {
            QSettings s(ini, QSettings::IniFormat);
            MainWindow w(&s);
            showActive(w);
            BoardState& state = *w.state();
            setUpTheSquare(state);
            // Older features first: the pawn's one route, the routes stepped by PageDown.
            QCOMPARE(state.stepping(), BoardState::Stepping::Routes);
            QCOMPARE(labelText(w, "stepKeysLabel"), QStringLiteral("PageDown: next route"));
            QVERIFY(state.diagram().zone.empty());
            QCOMPARE(state.shownView(), BoardState::ShownView::Map);

            // Its key is one of the window's own (Help → Keyboard shortcuts lists those).
            const auto* zoneAction = w.findChild<QAction*>(QStringLiteral("zoneAction"));
            QVERIFY(zoneAction && w.actions().contains(zoneAction));
            QCOMPARE(zoneAction->shortcut(), QKeySequence(QStringLiteral("Z")));
            // The zone by its key.
            QTest::keyClick(w.board(), Qt::Key_Z);
            QVERIFY(state.view().zone);
            QCOMPARE(state.shownView(), BoardState::ShownView::Zone);
            const ZoneOverlay z = state.diagram().zone; // a copy: the diagram is rebuilt
            QCOMPARE(z.interceptors, std::vector<Square>{sq("e2")});
            QVERIFY(hasRoute(z, "e2", "a1"));
            // Black is to move: White has made k - 1 moves before the pawn's k-th.
            QCOMPARE(timeOf(z, "a4"), 0);
            QCOMPARE(timeOf(z, "a1"), 3);
            QVERIFY(!state.diagram().arrows.empty()); // the main route as before
            // File → Export draws the same diagram, zone and all.
            QCOMPARE(state.boardsWith(state.displayOptions()).front().zone, z);
            // And File → Export as GIF the race: the start, four moves of each side.
            QCOMPARE(state.animationFrames(AnimationKind::Zone, state.displayOptions()).count,
                     std::size_t(9));
            const QString verdict = QStringLiteral("The white king catches the a-pawn");
            // Said after the side to move, which the zone's times count from.
            QCOMPARE(state.diagram().caption.section(QLatin1Char('\n'), 0, 0),
                     QStringLiteral("Black to move"));
            QCOMPARE(state.diagram().caption.section(QLatin1Char('\n'), 1, 1), verdict);
            QVERIFY2(labelText(w, "stepKeysLabel").contains(QStringLiteral("Z: who can stop it?")),
                     qPrintable(labelText(w, "stepKeysLabel")));
            const QString hover = state.describeSquare(sq("e2"));
            QVERIFY2(hover.contains(QStringLiteral("White king e2 → a1: 4 moves; the pawn arrives "
                                                   "on a1 with Black's move 4: in time, by "
                                                   "capture")),
                     qPrintable(hover));
            // The presentation headline says the verdict, the line under it the view.
            QTest::keyClick(w.board(), Qt::Key_F11);
            const auto* headline = w.findChild<gui::Headline*>();
            QVERIFY(headline && headline->isVisible());
            QVERIFY2(headline->text().startsWith(QStringLiteral("Black to move · ") + verdict),
                     qPrintable(headline->text()));
            QVERIFY(labelText(w, "stepKeysLine").contains(QStringLiteral("Z: who can stop it?")));
            QTest::keyClick(w.board(), Qt::Key_F11);
            QVERIFY(!state.presenting());

            // Beside a second board the zone stays on the live one.
            state.compareWith(Metric::Chebyshev);
            QCOMPARE(state.diagram().zone, z);
            QVERIFY(state.compareDiagram().zone.empty());
            state.undoStack()->undo();
            QCOMPARE(state.view().compare, gui::CompareMode::Off);

            // Off by the key, back by undo, off again by redo.
            QTest::keyClick(w.board(), Qt::Key_Z);
            QVERIFY(!state.view().zone);
            QVERIFY(state.diagram().zone.empty());
            QCOMPARE(labelText(w, "stepKeysLabel"), QStringLiteral("PageDown: next route"));
            state.undoStack()->undo();
            QVERIFY(state.view().zone);
            QCOMPARE(state.diagram().zone.interceptors, std::vector<Square>{sq("e2")});
            state.undoStack()->redo();
            QVERIFY(state.diagram().zone.empty());
            state.undoStack()->undo();
            QVERIFY(!state.diagram().zone.empty());
            w.close();
        }
        // A restart keeps the view on.
        QSettings s(ini, QSettings::IniFormat);
        MainWindow again(&s);
        showActive(again);
        BoardState& state = *again.state();
        QVERIFY(state.view().zone);
        QCOMPARE(state.diagram().zone.interceptors, std::vector<Square>{sq("e2")});
        // The older views again: a target cleared leaves no zone, the wavefront steps.
        state.setTarget(std::nullopt);
        QCOMPARE(state.shownView(), BoardState::ShownView::Map);
        QVERIFY(state.diagram().zone.empty());
        QCOMPARE(state.stepping(), BoardState::Stepping::Wavefront);
    }

    // Too far for the king (d2 → a1 is 3, the pawn on a4 with White to move): no one stops it.
    void nobodyStopsAPawnOutsideTheSquare()
    {
        gui::BoardState state;
        state.editPosition(*Board::fromFen("8/8/8/8/p7/8/8/7K w - - 0 1"), QStringLiteral("s"));
        state.setMetric(Metric::Reach);
        state.setSource(sq("a4"));
        state.setTarget(sq("a1"));
        state.setZoneView(true);
        QVERIFY(state.diagram().zone.interceptors.empty());
        QCOMPARE(
            state.diagram().caption.section(QLatin1Char('\n'), 1, 1),
            QStringLiteral("No white piece stops the a-pawn: the king h1 is 3 moves too late"));
    }

    // The "no" half of the lesson: the king f2 is one move too late. The headline says so, the
    // hover over the king and over a1 gives its try, and the export draws it as the window does.
    void theLateKingIsShownAndSaid()
    {
        QSettings settings(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&settings);
        showActive(w);
        BoardState& state = *w.state();
        state.editPosition(*Board::fromFen("8/8/8/p7/8/8/5K2/8 b - - 0 1"), QStringLiteral("s"));
        state.setMetric(Metric::Reach);
        state.setSource(sq("a5"));
        state.setTarget(sq("a1"));
        QTest::keyClick(w.board(), Qt::Key_Z);
        const QString verdict =
            QStringLiteral("No white piece stops the a-pawn: the king f2 is one move too late");
        QCOMPARE(state.diagram().caption.section(QLatin1Char('\n'), 1, 1), verdict);
        const QString late =
            QStringLiteral("White king f2 → a1 (capture): 5 moves, 4 allowed — one move too late");
        QVERIFY2(state.describeSquare(sq("f2")).contains(late),
                 qPrintable(state.describeSquare(sq("f2"))));
        QVERIFY2(state.describeSquare(sq("a1")).contains(late),
                 qPrintable(state.describeSquare(sq("a1"))));
        // The picture holds it: more than the pawn's route alone, the same in the export.
        Diagram bare = state.diagram();
        bare.zone = {};
        QVERIFY(state.diagram().zone != bare.zone);
        QCOMPARE(state.boardsWith(state.displayOptions()).front().zone, state.diagram().zone);
        QTest::keyClick(w.board(), Qt::Key_F11);
        const auto* headline = w.findChild<gui::Headline*>();
        QVERIFY(headline && headline->isVisible());
        QVERIFY2(headline->text().startsWith(QStringLiteral("Black to move · ") + verdict),
                 qPrintable(headline->text()));
        QTest::keyClick(w.board(), Qt::Key_F11);
    }

    // A zone measures the piece on the source: with a metric of the empty board (knight) the
    // window draws no zone over the map, as render --zone refuses one (the one check, zoneNeed).
    void noZoneOverAnotherMetric()
    {
        gui::BoardState state;
        setUpTheSquare(state);
        state.setZoneView(true);
        QCOMPARE(state.shownView(), BoardState::ShownView::Zone);
        state.setMetric(Metric::Knight);
        QCOMPARE(state.shownView(), BoardState::ShownView::Map);
        QVERIFY(state.diagram().zone.interceptors.empty());
    }

    // The second negation in the hover: in Réti's study with a white knight on d6, the black king
    // a6 catches the c-pawn on c8, and in turn the knight can stop the king (on b7 first).
    void theHoverSaysWhoStopsTheInterceptor()
    {
        gui::BoardState state;
        state.editPosition(*Board::fromFen("7K/8/k1PN4/7p/8/8/8/8 w - - 0 1"), QStringLiteral("s"));
        state.setMetric(Metric::Reach);
        state.setSource(sq("c6"));
        state.setTarget(sq("c8"));
        state.setZoneView(true);
        QCOMPARE(state.diagram().caption.section(QLatin1Char('\n'), 1, 1),
                 QStringLiteral("The black king catches the c-pawn"));
        const QString hover = state.describeSquare(sq("a6"));
        QVERIFY2(hover.contains(
                     QStringLiteral("in turn the white knight on d6 (on b7) can stop it in time")),
                 qPrintable(hover));
        // Without the knight nobody stops the king: the hover says nothing of it.
        state.editPosition(*Board::fromFen("7K/8/k1P5/7p/8/8/8/8 w - - 0 1"), QStringLiteral("s"));
        QVERIFY(!state.view().zone); // a new position does not keep the zone: asked for again
        state.setZoneView(true);
        QVERIFY(!state.describeSquare(sq("a6")).contains(QStringLiteral("in turn")));
        QVERIFY(state.describeSquare(sq("a6")).contains(QStringLiteral("Black king a6 → c8")));
    }
};

QTEST_MAIN(TestZoneView)
#include "tst_zoneview.moc"
