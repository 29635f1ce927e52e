// The board's frame with the kept picture of what a click leaves alone (surroundcache.h) must be
// the frame painted whole, pixel for pixel, after every kind of change that may or may not redraw
// that picture: clicks, a flip, a new position and side to move, a resize, the palette, the
// coordinates switched off, the window's colour, and the wavefront's legend and the zone.
#include "guitest.h"

#include "gui/boardview.h"

#include <QImage>

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

    // The pixels where the view as it shows now differs from a fresh view of the same diagram
    // painted whole.
    static int differingPixels(BoardView& board)
    {
        board.clearFocus(); // the focus frame is the widget's own, not the diagram's
        const QImage shown = board.grab().toImage().convertToFormat(QImage::Format_RGB32);
        BoardView whole;
        whole.setSurroundCached(false);
        whole.setPalette(board.palette());
        whole.resize(board.size());
        whole.setDiagram(board.diagram());
        const QImage expected = whole.grab().toImage().convertToFormat(QImage::Format_RGB32);
        if (shown.size() != expected.size())
            return -1;
        int differing = 0;
        for (int y = 0; y < shown.height(); ++y)
            for (int x = 0; x < shown.width(); ++x)
                differing += shown.pixel(x, y) != expected.pixel(x, y);
        return differing;
    }

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
