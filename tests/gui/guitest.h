// Helpers shared by the window tests: squares by name, clicks and drops at square centres, a board
// or a window on screen, temporary settings files.
#pragma once

#include "gui/boardstate.h"
#include "gui/boardwidget.h"
#include "gui/mainwindow.h"
#include "gui/piecedrag.h"

#include <QApplication>
#include <QDropEvent>
#include <QMimeData>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace guitest {

// A queen's-gambit middlegame with pieces of both sides in the way.
inline const char* const kMiddlegame =
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8";

inline cd::Square sq(const char* name)
{
    return *cd::parseSquare(name);
}

inline int at(const cd::Answer& a, const char* name)
{
    return a.map[static_cast<std::size_t>(sq(name))];
}

inline QPoint centre(const cd::gui::BoardWidget& board, const char* name)
{
    return board.squareRect(sq(name)).center().toPoint();
}

inline void click(cd::gui::BoardWidget& board, const char* name,
                  Qt::MouseButton button = Qt::LeftButton,
                  Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTest::mouseClick(&board, button, modifiers, centre(board, name));
}

// Drops a piece (`payload`: FEN letter, then the square it left, e.g. "Ng1" or "q") at `pos`
// the way QDrag would deliver it; true when the board accepted the drop.
inline bool drop(QWidget* target, const QByteArray& payload, QPoint pos)
{
    QMimeData mime;
    mime.setData(QString::fromLatin1(cd::gui::kPieceMime), payload);
    QDragEnterEvent enter(pos, Qt::CopyAction | Qt::MoveAction, &mime, Qt::LeftButton,
                          Qt::NoModifier);
    QApplication::sendEvent(target, &enter);
    QDropEvent event(QPointF(pos), Qt::CopyAction | Qt::MoveAction, &mime, Qt::LeftButton,
                     Qt::NoModifier);
    QApplication::sendEvent(target, &event);
    return event.isAccepted();
}

inline bool drop(cd::gui::BoardWidget& board, const QByteArray& payload, const char* square)
{
    return drop(&board, payload, centre(board, square));
}

// Morphy's Opera game (Paris 1858): the lesson's game, and a second, short one after it.
inline const char* const kOperaAndAShortGame = R"([Event "Paris"]
[White "Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6
9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6
15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0

[White "A"]
[Black "B"]
[Result "*"]

1. d4 d5 *
)";

// A board of `size` pixels on screen with the keyboard focus, a fresh one for every test.
struct ShownBoard {
    cd::gui::BoardState state;
    cd::gui::BoardWidget board{&state};
    explicit ShownBoard(int size)
    {
        board.resize(size, size);
        board.show();
        board.setFocus();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
    }
};

// Files for one test class in a temporary folder: settings files that start empty, and others.
class TempFiles {
public:
    QString freshIni() { return m_dir.filePath(QStringLiteral("s%1.ini").arg(++m_count)); }
    QString path(const QString& name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
    int m_count = 0;
};

// Opens a game file in the window as File → Open game does, and waits until it is read (on a
// thread of its own): true when its game is shown, false when it was refused or cancelled.
inline bool openGame(cd::gui::MainWindow& w, const QString& path, int game = 0, int ply = 0,
                     bool quiet = false)
{
    const int replaced = w.readingGameFile() ? 1 : 0; // a reading under way ends first
    QSignalSpy done(&w, &cd::gui::MainWindow::gameFileDone);
    w.openGameFile(path, game, ply, quiet);
    while (done.size() <= replaced)
        if (!done.wait(30000))
            return false;
    return done.last().first().toBool();
}

// A window on screen and active, so that its shortcuts fire.
inline void showActive(cd::gui::MainWindow& w)
{
    w.show();
    QApplication::setActiveWindow(&w);
    QVERIFY(QTest::qWaitForWindowActive(&w));
    w.board()->setFocus();
}

// How many colours the board shows over its 64 squares, sampled in each square's lower left
// quarter (clear of the number and the piece's middle) of the widget's own painting: 1 or 0 when
// it paints no board.
inline int squareColours(cd::gui::BoardWidget& board)
{
    const QImage image = board.grab().toImage();
    const qreal dpr = image.devicePixelRatio();
    QSet<QRgb> colours;
    for (cd::Square s = cd::A1; s <= cd::H8; s = cd::Square(s + 1)) {
        const QRectF r = board.squareRect(s);
        const QPointF at = r.topLeft() + QPointF(r.width() * 0.12, r.height() * 0.88);
        const QPoint px = (at * dpr).toPoint();
        if (image.rect().contains(px))
            colours.insert(image.pixel(px));
    }
    return static_cast<int>(colours.size());
}

} // namespace guitest
