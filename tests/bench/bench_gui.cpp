// Window benchmarks: a click on a 1000 px board to the repainted frame (the new Answer, the new
// Diagram and the paint), the same in presentation mode on a 3840 x 2160 screen, and building the
// main window up to its first painted frame.
#include "bench.h"

#include "gui/boardstate.h"
#include "gui/boardwidget.h"
#include "gui/mainwindow.h"
#include "gui/session.h"

#include "../core/randomgames.h"
#include "pgn.h"

#include <QFile>

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <memory>

namespace {

cd::Square sq(const char* name)
{
    return *cd::parseSquare(name);
}

// Counts the paint events of a widget.
struct PaintCounter : QObject {
    int paints = 0;
    bool eventFilter(QObject*, QEvent* event) override
    {
        paints += event->type() == QEvent::Paint;
        return false;
    }
};

// The white pieces a click sets as the source, in turn: the queen and the knight back and forth,
// or six pieces, so that each click shows a piece none of the last three clicks showed and the
// board keeps no legend of it.
const std::vector<const char*> kTwoPieces = {"c2", "f3"};
const std::vector<const char*> kSixPieces = {"c2", "f3", "a1", "e1", "f4", "c3"};

// The middlegame of bench_core.cpp in reach mode with a target, so every click also counts and
// lists trajectories and draws the overlay; shown as a new window shows it (the view a first start
// reads from empty settings).
struct ClickFixture {
    QTemporaryDir dir;
    cd::gui::BoardState state;
    cd::gui::BoardWidget board{&state};
    PaintCounter counter;
    std::size_t next = 0;

    explicit ClickFixture(QSize size, bool presenting = false)
    {
        QSettings settings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        state.setDisplay(cd::gui::loadView(settings).display);
        cd::Query q;
        q.metric = cd::Metric::Reach;
        q.board = *cd::Board::fromFen(
            "r2q1rk1/pp1nbppp/2p1pn2/3p4/2PP1B2/2N1PN2/PPQ2PPP/R3KB1R w KQ - 2 9");
        q.from = sq("c2");
        q.to = sq("d7");
        state.reset(q);
        state.setPresenting(presenting);
        board.resize(size);
        board.show();
        if (!QTest::qWaitForWindowExposed(&board))
            qFatal("the board was not shown");
        board.installEventFilter(&counter);
    }
};

std::function<void()> clickToFrame(QSize size, bool presenting,
                                   const std::vector<const char*>& pieces = kTwoPieces)
{
    auto f = std::make_shared<ClickFixture>(size, presenting);
    return [f, pieces] {
        // Each click sets a new source: the next piece of the list.
        f->next = (f->next + 1) % pieces.size();
        const cd::Square s = sq(pieces[f->next]);
        const int paints = f->counter.paints;
        QTest::mouseClick(&f->board, Qt::LeftButton, {}, f->board.squareRect(s).center().toPoint());
        // The frame a user gets: the update the click asked for, painted (only what changed).
        QCoreApplication::sendPostedEvents();
        if (f->state.query().from != s)
            qFatal("the click did not set the source");
        if (f->counter.paints != paints + 1)
            qFatal("the click was not painted once");
    };
}

std::function<void()> windowToFirstFrame()
{
    auto dir = std::make_shared<QTemporaryDir>();
    return [dir] {
        QSettings settings(dir->filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        cd::gui::MainWindow window(&settings);
        window.resize(1280, 800);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            qFatal("the window was not shown");
        window.repaint();
    };
}

// A PGN file of 500 random legal games of up to 120 plies, opened in a shown window: the file
// read, the first game on the board, its moves listed and charted, and the frame painted.
std::function<void()> openGameFile()
{
    struct Fixture {
        QTemporaryDir dir;
        QString path = dir.filePath(QStringLiteral("games.pgn"));
        QSettings settings{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
        std::unique_ptr<cd::gui::MainWindow> window;
    };
    auto f = std::make_shared<Fixture>();
    std::mt19937 rng(500);
    std::vector<cd::Game> games(500);
    for (cd::Game& g : games)
        g.moves = testutil::randomGame(rng, 120).moves;
    QFile file(f->path);
    const std::string text = cd::writePgn(games);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()))
        qFatal("cannot write the games");
    file.close();
    f->window = std::make_unique<cd::gui::MainWindow>(&f->settings);
    f->window->resize(1280, 800);
    f->window->show();
    if (!QTest::qWaitForWindowExposed(f->window.get()))
        qFatal("the window was not shown");
    f->window->state()->setMetric(cd::Metric::Reach);
    f->window->state()->setSource(sq("g1")); // a knight to follow and chart
    return [f] {
        QSignalSpy done(f->window.get(), &cd::gui::MainWindow::gameFileDone);
        f->window->openGameFile(f->path); // read on a thread: the case ends when they are shown
        if (!done.wait(60000) || !done.first().first().toBool())
            qFatal("the games were not opened");
        f->window->repaint();
    };
}

const std::vector<bench::Case> kCases = {
    {"gui.click-to-frame.1000",
     [] {
         return clickToFrame({1000, 1000}, false);
     }},
    // Presentation mode fills a 4K screen: every frame writes 3840 x 2160 pixels.
    {"gui.click-to-frame.2160",
     [] {
         return clickToFrame({3840, 2160}, true);
     }},
    // The same, each click on a piece whose legend and layout the board does not keep.
    {"gui.click-to-frame.1000.new",
     [] {
         return clickToFrame({1000, 1000}, false, kSixPieces);
     }},
    {"gui.click-to-frame.2160.new",
     [] {
         return clickToFrame({3840, 2160}, true, kSixPieces);
     }},
    {"gui.window-to-first-frame", windowToFirstFrame},
    {"gui.open-game.500", openGameFile},
};

} // namespace

class BenchGui : public QObject {
    Q_OBJECT
private slots:
    void gui_data() { bench::addRows(kCases); }
    void gui() { bench::runRow(kCases); }
};

QTEST_MAIN(BenchGui)
#include "bench_gui.moc"
