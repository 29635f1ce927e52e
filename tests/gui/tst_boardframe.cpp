// The board's frame with the kept picture of what a click leaves alone (surroundcache.h) must be
// the frame painted whole, pixel for pixel, after every kind of change that may or may not redraw
// that picture: clicks, a flip, a new position and side to move, a resize, the palette, the
// coordinates switched off, the window's colour, and the wavefront's legend and the zone. And
// what the window shows after repainting only what each change asked for must be that frame too.
#include "guitest.h"

#include "gui/boardview.h"

#include <QBackingStore>
#include <QFile>
#include <QImage>
#include <QPaintEvent>

using namespace cd;
using cd::gui::BoardState;
using cd::gui::BoardView;
using cd::gui::BoardWidget;
using namespace guitest;

class TestBoardFrame : public QObject {
    Q_OBJECT
private:
    struct Fixture {
        BoardState state;
        BoardWidget board{&state};
        Fixture()
        {
            Query q;
            q.metric = Metric::Reach;
            q.board = *Board::fromFen(kMiddlegame);
            q.from = sq("d2");
            q.to = sq("h6");
            state.reset(q);
            board.resize(600, 560);
            board.show();
            QVERIFY(QTest::qWaitForWindowExposed(&board));
        }
        void setDisplay(const auto& change)
        {
            DisplayOptions d = state.view().display;
            change(d);
            state.setDisplay(d);
        }
    };

    // The pixels where `shown` differs from a fresh view of the diagram of `board` painted whole.
    static int differingPixels(const QImage& shown, BoardView& board)
    {
        BoardView whole;
        whole.setSurroundCached(false);
        whole.setPalette(board.palette());
        whole.resize(board.size());
        whole.setDiagram(board.diagram());
        return differingPixels(shown, whole.grab().toImage());
    }
    static int differingPixels(const QImage& shown, const QImage& expected)
    {
        const QImage a = shown.convertToFormat(QImage::Format_RGB32);
        const QImage b = expected.convertToFormat(QImage::Format_RGB32);
        if (a.size() != b.size())
            return -1;
        int differing = 0;
        for (int y = 0; y < a.height(); ++y)
            for (int x = 0; x < a.width(); ++x)
                differing += a.pixel(x, y) != b.pixel(x, y);
        return differing;
    }
    // The pixels where the view, painted whole now, differs from a fresh view painted whole.
    static int differingPixels(BoardView& board)
    {
        board.clearFocus(); // the focus frame is the widget's own, not the diagram's
        return differingPixels(board.grab().toImage(), board);
    }
    // What the window shows once the updates it asked for are painted: its backing store.
    static QImage onScreen(QWidget& w)
    {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QPaintDevice* device = w.backingStore()->paintDevice();
        if (device->devType() != QInternal::Image)
            qFatal("the backing store is not an image");
        return *static_cast<QImage*>(device);
    }
    // The pixels where the window shows other than a fresh view of its diagram painted whole.
    static int differingOnScreen(BoardView& board)
    {
        return differingPixels(onScreen(board), board);
    }

    // Records the region of every paint event of a widget.
    struct PaintSpy : QObject {
        QRegion painted;
        int paints = 0;
        bool eventFilter(QObject*, QEvent* event) override
        {
            if (event->type() == QEvent::Paint) {
                painted += static_cast<QPaintEvent*>(event)->region();
                ++paints;
            }
            return false;
        }
    };

private slots:
    void keptPictureEqualsTheWholeFrame()
    {
        Fixture f;
        QCOMPARE(differingPixels(f.board), 0);
        click(f.board, "f3"); // another piece: another legend and caption
        QCOMPARE(differingPixels(f.board), 0);
        click(f.board, "d1", Qt::RightButton); // another target
        QCOMPARE(differingPixels(f.board), 0);
        click(f.board, "d2"); // back to the first piece: a layout laid out before
        QCOMPARE(differingPixels(f.board), 0);
        f.setDisplay([](DisplayOptions& d) { d.flipped = true; });
        QCOMPARE(differingPixels(f.board), 0);
        click(f.board, "c3");
        QCOMPARE(differingPixels(f.board), 0);
        // Black to move: the side-to-move marker goes to the other edge.
        f.state.editPosition(*Board::fromFen("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/"
                                             "R2QKB1R b KQ - 0 8"),
                             QStringLiteral("test"));
        QCOMPARE(differingPixels(f.board), 0);
        f.board.resize(820, 700);
        QCOMPARE(differingPixels(f.board), 0);
        // Without the diagram's background the window's shows.
        f.setDisplay([](DisplayOptions& d) { d.show.transparent = true; });
        QCOMPARE(differingPixels(f.board), 0);
        QPalette window = f.board.palette();
        window.setColor(QPalette::Window, QColor(0x20, 0x60, 0x70));
        f.board.setPalette(window);
        QCOMPARE(differingPixels(f.board), 0);
        f.state.setHighContrast(true);
        QCOMPARE(differingPixels(f.board), 0);
        f.setDisplay([](DisplayOptions& d) { d.show.coordinates = false; });
        QCOMPARE(differingPixels(f.board), 0);
        f.setDisplay([](DisplayOptions& d) { d.show.coordinates = true; });
        f.state.setWavefront(true);
        f.state.setStep(1);
        QCOMPARE(differingPixels(f.board), 0);
        f.state.setWavefront(false);
        f.state.setZoneView(true);
        QCOMPARE(differingPixels(f.board), 0);
        f.board.resize(300, 300);
        QCOMPARE(differingPixels(f.board), 0);
    }

    // The same changes, each repainting only the region it asked for, the frames accumulating
    // in the window's backing store.
    void partialFramesEqualTheWholeFrame()
    {
        Fixture f;
        f.board.clearFocus(); // the focus frame is the widget's own, not the diagram's
        f.board.setFocusPolicy(Qt::NoFocus);
        QCOMPARE(differingOnScreen(f.board), 0);
        click(f.board, "f3"); // another piece: another legend and caption
        QCOMPARE(differingOnScreen(f.board), 0);
        click(f.board, "d1", Qt::RightButton); // another target
        QCOMPARE(differingOnScreen(f.board), 0);
        click(f.board, "d2"); // back to the first piece: a layout laid out before
        QCOMPARE(differingOnScreen(f.board), 0);
        click(f.board, "d2"); // no source: no legend, a shorter caption
        QCOMPARE(differingOnScreen(f.board), 0);
        click(f.board, "c3");
        QCOMPARE(differingOnScreen(f.board), 0);
        f.setDisplay([](DisplayOptions& d) { d.show.legend = false; });
        QCOMPARE(differingOnScreen(f.board), 0);
        f.setDisplay([](DisplayOptions& d) { d.show.legend = true; });
        QCOMPARE(differingOnScreen(f.board), 0);
        f.setDisplay([](DisplayOptions& d) { d.show.caption = false; });
        QCOMPARE(differingOnScreen(f.board), 0);
        click(f.board, "f3");
        f.setDisplay([](DisplayOptions& d) { d.show.caption = true; });
        QCOMPARE(differingOnScreen(f.board), 0);
        f.setDisplay([](DisplayOptions& d) { d.flipped = true; });
        QCOMPARE(differingOnScreen(f.board), 0);
        click(f.board, "c3");
        QCOMPARE(differingOnScreen(f.board), 0);
        f.state.editPosition(*Board::fromFen("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/"
                                             "R2QKB1R b KQ - 0 8"),
                             QStringLiteral("test"));
        QCOMPARE(differingOnScreen(f.board), 0);
        f.state.editPosition(*Board::fromFen("r1bq1rk1/pp2bppp/2n1pn2/8/2PP4/2N1PN2/PP1B1PPP/"
                                             "R2QKB1R b KQ - 0 8"),
                             QStringLiteral("test"));
        QCOMPARE(differingOnScreen(f.board), 0);
        f.board.resize(820, 700);
        QCOMPARE(differingOnScreen(f.board), 0);
        click(f.board, "e2", Qt::RightButton);
        QCOMPARE(differingOnScreen(f.board), 0);
        f.setDisplay([](DisplayOptions& d) { d.show.transparent = true; });
        QCOMPARE(differingOnScreen(f.board), 0);
        click(f.board, "f3");
        QCOMPARE(differingOnScreen(f.board), 0);
        QPalette window = f.board.palette();
        window.setColor(QPalette::Window, QColor(0x20, 0x60, 0x70));
        f.board.setPalette(window);
        QCOMPARE(differingOnScreen(f.board), 0);
        f.state.setHighContrast(true);
        QCOMPARE(differingOnScreen(f.board), 0);
        f.setDisplay([](DisplayOptions& d) { d.show.coordinates = false; });
        QCOMPARE(differingOnScreen(f.board), 0);
        click(f.board, "c3");
        QCOMPARE(differingOnScreen(f.board), 0);
        f.setDisplay([](DisplayOptions& d) { d.show.coordinates = true; });
        f.state.setWavefront(true);
        f.state.setStep(1);
        QCOMPARE(differingOnScreen(f.board), 0);
        f.state.setStep(2);
        QCOMPARE(differingOnScreen(f.board), 0);
        f.state.setWavefront(false);
        f.state.setZoneView(true);
        QCOMPARE(differingOnScreen(f.board), 0);
        f.state.setZoneView(false);
        QCOMPARE(differingOnScreen(f.board), 0);
        f.state.setControlView(true); // counts and badges of hanging pieces
        QCOMPARE(differingOnScreen(f.board), 0);
        click(f.board, "d1");
        QCOMPARE(differingOnScreen(f.board), 0);
        f.state.setControlXray(true);
        QCOMPARE(differingOnScreen(f.board), 0);
        f.state.setControlView(false);
        QCOMPARE(differingOnScreen(f.board), 0);
        f.state.setPresenting(true);
        QCOMPARE(differingOnScreen(f.board), 0);
        click(f.board, "d1", Qt::RightButton);
        QCOMPARE(differingOnScreen(f.board), 0);
        f.board.resize(300, 300);
        QCOMPARE(differingOnScreen(f.board), 0);
        click(f.board, "f3");
        QCOMPARE(differingOnScreen(f.board), 0);
    }

    // A click repaints the board and the labels below it, and leaves the rest of the window as
    // it was: no copy of the kept picture across the whole frame.
    void aClickRepaintsOnlyWhatItChanges()
    {
        Fixture f;
        f.board.setFocusPolicy(Qt::NoFocus);
        f.state.setPresenting(true);
        f.board.resize(1200, 700); // wide: window on both sides of the diagram
        click(f.board, "f3");
        QCOMPARE(differingOnScreen(f.board), 0);
        PaintSpy spy;
        f.board.installEventFilter(&spy);
        click(f.board, "c3"); // the other knight: the same legend and caption lines
        onScreen(f.board);
        QCOMPARE(spy.paints, 1);
        const BoardLayout& l = f.board.renderer().layout(QRectF(f.board.rect()));
        QVERIFY(spy.painted.contains(l.board().toRect()));
        QVERIFY(!l.legend.empty());
        for (const LegendItem& item : l.legend)
            QVERIFY(spy.painted.contains(item.swatch.toRect()));
        QVERIFY(!spy.painted.contains(QPoint(0, 0)));
        QVERIFY(!spy.painted.contains(QPoint(f.board.width() - 1, f.board.height() / 2)));
        QVERIFY(spy.painted.boundingRect().width() < f.board.width() * 3 / 4);
    }

    // A click's frame at 4K stays on the window's thread: Qt's raster engine hands large image
    // blends and copies that miss its direct paths, and translucent outlines such as the legend
    // swatches', to its thread pool, and the window's thread then waits for them (a voluntary
    // context switch each time). Clicks between two pieces find both legends kept.
    void aClickAt4KWaitsForNoThread()
    {
        QFile status(QStringLiteral("/proc/thread-self/status"));
        if (!status.open(QIODevice::ReadOnly))
            QSKIP("no /proc/thread-self/status to count the thread's waits");
        status.close();
        const auto waits = [&status] {
            status.open(QIODevice::ReadOnly);
            const QByteArray text = status.readAll();
            status.close();
            const qsizetype at = text.indexOf("\nvoluntary_ctxt_switches:");
            return text.mid(at + 26, text.indexOf('\n', at + 1) - at - 26).trimmed().toLong();
        };
        Fixture f;
        f.board.setFocusPolicy(Qt::NoFocus);
        f.state.setPresenting(true);
        f.board.resize(3840, 2160);
        click(f.board, "f3");
        onScreen(f.board);
        click(f.board, "c3");
        onScreen(f.board); // both diagrams' tiles and labels drawn and kept
        const long before = waits();
        for (int i = 0; i < 16; ++i) {
            click(f.board, i % 2 == 0 ? "f3" : "c3");
            onScreen(f.board);
        }
        QCOMPARE_LT(waits() - before, 4);
        QCOMPARE(differingOnScreen(f.board), 0);
    }

    // The keyboard's focus frame moves by repainting its two squares.
    void theFocusFrameMovesAlone()
    {
        Fixture f;
        f.board.activateWindow();
        f.board.setFocus();
        QVERIFY(QTest::qWaitForWindowActive(&f.board));
        QVERIFY(f.board.hasFocus());
        QTest::qWait(50);
        QCOMPARE(differingPixels(onScreen(f.board), f.board.grab().toImage()), 0);
        PaintSpy spy;
        f.board.installEventFilter(&spy);
        QTest::keyClick(&f.board, Qt::Key_Left);
        const QImage shown = onScreen(f.board);
        const QRegion squares = QRegion(f.board.squareRect(sq("e4")).toRect()) +
                                QRegion(f.board.squareRect(sq("d4")).toRect());
        QVERIFY(spy.painted.boundingRect().width() < f.board.width() / 2);
        QVERIFY((squares - spy.painted).isEmpty());
        QCOMPARE(differingPixels(shown, f.board.grab().toImage()), 0);
        QTest::keyClick(&f.board, Qt::Key_Up);
        QTest::keyClick(&f.board, Qt::Key_Enter); // d5: a source, a new legend and caption
        QCOMPARE(differingPixels(onScreen(f.board), f.board.grab().toImage()), 0);
    }

    // Each input of the layout and of the kept picture changed alone, from a view that painted
    // the diagram before: the view must not keep what it drew from the old one.
    void everyInputChangedAloneRedraws_data()
    {
        QTest::addColumn<int>("change");
        const char* const names[] = {"legend",        "caption",        "side to move",
                                     "flipped",       "no coordinates", "legend rows",
                                     "caption scale", "transparent"};
        for (int i = 0; i < 8; ++i)
            QTest::newRow(names[i]) << i;
    }
    void everyInputChangedAloneRedraws()
    {
        QFETCH(int, change);
        Fixture f;
        Diagram d = f.board.diagram();
        d.show.legendRows = 1;
        BoardView view;
        view.resize(600, 560);
        view.setDiagram(d);
        QCOMPARE(differingPixels(view), 0);
        switch (change) {
        case 0:
            d.legend.pop_back();
            break;
        case 1:
            d.caption += QStringLiteral("\nand one more line");
            break;
        case 2:
            d.toMove = d.toMove == Color::Black ? Color::White : Color::Black;
            break;
        case 3:
            d.flipped = !d.flipped;
            break;
        case 4:
            d.show.coordinates = false;
            break;
        case 5:
            d.show.legendRows = 3;
            break;
        case 6:
            d.show.captionScale = 1.5;
            break;
        default:
            d.show.transparent = true;
            break;
        }
        view.setDiagram(d);
        QCOMPARE(differingPixels(view), 0);
    }
};

QTEST_MAIN(TestBoardFrame)
#include "tst_boardframe.moc"
