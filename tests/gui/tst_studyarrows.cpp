// A Lichess study in the window: its arrows and circles drawn at their move while the board
// follows the game, gone once the position is edited away from it; and Edit → Copy routes as PGN
// arrows, enabled while routes are drawn, putting them on the clipboard as such a comment, one
// colour per route.
#include "guitest.h"

#include "pgn.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using namespace guitest;

namespace {

const QString kStudy = QStringLiteral(CD_TEST_DATA "/lichess-study.pgn");

BoardMarks marksOf(const char* comment)
{
    BoardMarks m;
    readMarks(comment, m);
    return m;
}

} // namespace

class TestStudyArrows : public QObject {
    Q_OBJECT
private:
    TempFiles m_files;

private slots:
    void studyDrawsItsMarksAtTheirMove()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        gui::MainWindow w(&s);
        showActive(w);
        gui::BoardState& state = *w.state();
        QVERIFY(openGame(w, kStudy));
        QCOMPARE(state.diagram().annotations, marksOf("[%csl Ge4]"));
        const QImage start = w.board()->grab().toImage();
        QTest::keyClick(w.board(), Qt::Key_Right);
        QCOMPARE(state.gameStep().ply, 1);
        QCOMPARE(state.diagram().annotations, marksOf("[%csl Gd5][%cal Gb1c3,Rc3d5]"));
        QVERIFY(w.board()->grab().toImage() != start);
        // An export of the board shows what the window shows.
        QCOMPARE(state.boardsWith(state.displayOptions()).at(0).annotations,
                 state.diagram().annotations);
        QTest::keyClick(w.board(), Qt::Key_Right);
        QVERIFY(state.diagram().annotations.empty()); // 1... e5 has none
        for (int i = 0; i < 2; ++i)
            QTest::keyClick(w.board(), Qt::Key_Right);
        QCOMPARE(state.diagram().annotations, marksOf("[%cal Yf6e4,Bc3d5]"));
        // Off the game, the game's drawing goes; back on it, it returns.
        state.editPosition(Board::startPosition(), QStringLiteral("Start position"));
        QVERIFY(state.diagram().annotations.empty());
        state.backToGame();
        QCOMPARE(state.diagram().annotations, marksOf("[%cal Yf6e4,Bc3d5]"));
    }

    void copyRoutesAsPgnArrows()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        gui::MainWindow w(&s);
        showActive(w);
        gui::BoardState& state = *w.state();
        auto* copy = w.findChild<QAction*>(QStringLiteral("copyRoutesAsPgn"));
        QVERIFY(copy);
        state.editPosition(Board(), QStringLiteral("Clear board"));
        state.setMetric(Metric::Knight);
        state.setSource(sq("b1"));
        QVERIFY(!copy->isEnabled()); // no target, no routes
        state.setTarget(sq("d5"));
        if (state.diagram().arrows.empty())
            state.setRoutesShown(1);
        QVERIFY(!state.diagram().arrows.empty());
        QVERIFY(copy->isEnabled());
        QGuiApplication::clipboard()->clear();
        copy->trigger();
        std::vector<std::vector<Square>> routes;
        for (const Arrow& a : state.diagram().arrows)
            routes.push_back(a.stops);
        const QString text = QGuiApplication::clipboard()->text();
        QCOMPARE(text, QString::fromStdString(marksComment(routeMarks(B1, D5, routes))));
        QVERIFY2(text.startsWith(QStringLiteral("{[%csl Gb1,Rd5][%cal Gb1")), qPrintable(text));
        // Pasted after a move, it reads back as the routes drawn.
        const Game g = readPgn("1. Nf3 " + text.toStdString() + " *").at(0);
        QCOMPARE(g.marksAt(1), routeMarks(B1, D5, routes));
        state.setTarget(std::nullopt);
        QVERIFY(!copy->isEnabled());
    }

    void copiedRoutesTakeOneColourEach()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        gui::MainWindow w(&s);
        showActive(w);
        gui::BoardState& state = *w.state();
        state.editPosition(Board(), QStringLiteral("Clear board"));
        state.setMetric(Metric::Knight);
        state.setSource(sq("b1"));
        state.setTarget(sq("f5"));
        state.setRoutesShown(3);
        const std::vector<Arrow>& shown = state.diagram().arrows;
        QVERIFY(shown.size() >= 3);
        QGuiApplication::clipboard()->clear();
        w.findChild<QAction*>(QStringLiteral("copyRoutesAsPgn"))->trigger();
        const QString text = QGuiApplication::clipboard()->text();
        const QStringList listed =
            text.section(QStringLiteral("[%cal "), 1).section(u']', 0, 0).split(u',');
        // Each move in the colour of the first route that makes it: G, R, B, Y as Lichess lists.
        const QString letters = QStringLiteral("GRBY");
        QStringList expected;
        for (std::size_t k = 0; k < shown.size(); ++k)
            for (std::size_t i = 1; i < shown[k].stops.size(); ++i) {
                const QString move = QString::fromStdString(squareName(shown[k].stops[i - 1]) +
                                                            squareName(shown[k].stops[i]));
                bool seen = false;
                for (const QString& e : expected)
                    seen = seen || e.mid(1) == move;
                if (!seen)
                    expected << letters.at(k % 4) + move;
            }
        QCOMPARE(listed, expected);
        QVERIFY2(text.contains(QStringLiteral(",R")) && text.contains(QStringLiteral(",B")),
                 qPrintable(text));
    }
};

QTEST_MAIN(TestStudyArrows)
#include "tst_studyarrows.moc"
