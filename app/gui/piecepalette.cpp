#include "piecepalette.h"

#include "piecedrag.h"

#include "diagram/piecenoun.h"
#include "piece.h"

#include <QApplication>
#include <QDrag>
#include <QGridLayout>
#include <QMouseEvent>
#include <QToolButton>

namespace cd::gui {

namespace {

// A palette button: dragging it carries a new piece to the board.
class PieceButton : public QToolButton {
    Q_OBJECT
public:
    PieceButton(Piece piece, QWidget* parent) : QToolButton(parent), m_piece(piece)
    {
        setIcon(pieceIcon(piece));
        setIconSize({36, 36});
        setAutoRaise(true);
        setToolTip(tr("Drag onto the board to add this piece"));
        setAccessibleName(pieceNoun(piece));
    }

protected:
    void mousePressEvent(QMouseEvent* e) override
    {
        m_press = e->position().toPoint();
        QToolButton::mousePressEvent(e);
    }
    void mouseMoveEvent(QMouseEvent* e) override
    {
        if (!(e->buttons() & Qt::LeftButton) ||
            (e->position().toPoint() - m_press).manhattanLength() <
                QApplication::startDragDistance())
            return;
        setDown(false);
        auto* drag = new QDrag(this);
        drag->setMimeData(pieceMimeData({m_piece, std::nullopt}));
        drag->setPixmap(icon().pixmap(iconSize()));
        drag->setHotSpot({iconSize().width() / 2, iconSize().height() / 2});
        drag->exec(Qt::CopyAction | Qt::MoveAction);
    }

private:
    Piece m_piece;
    QPoint m_press;
};

} // namespace

PiecePalette::PiecePalette(QWidget* parent) : QWidget(parent)
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(2);
    const PieceType types[] = {PieceType::King,   PieceType::Queen,  PieceType::Rook,
                               PieceType::Bishop, PieceType::Knight, PieceType::Pawn};
    for (int row = 0; row < 2; ++row)
        for (int col = 0; col < 6; ++col)
            grid->addWidget(
                new PieceButton({row == 0 ? Color::White : Color::Black, types[col]}, this), row,
                col);
}

} // namespace cd::gui

#include "piecepalette.moc"
