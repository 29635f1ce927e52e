#include "boardwidget.h"

#include "boardaccessible.h"
#include "piecedrag.h"
#include "squareinfo.h"

#include "diagram/squaretext.h"

#include <QAccessible>
#include <QApplication>
#include <QCursor>
#include <QDrag>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPixmap>
#include <QToolTip>

#include <algorithm>

namespace cd::gui {

BoardWidget::BoardWidget(BoardState* state, QWidget* parent) : BoardView(parent), m_state(state)
{
    installBoardAccessibility();
    m_focus = state->query().from.value_or(m_focus);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAcceptDrops(true);
    connect(m_state, &BoardState::changed, this, &BoardWidget::stateChanged);
    stateChanged();
}

void BoardWidget::stateChanged()
{
    if (!m_state->presenting())
        m_keyboardUsed = false; // presentation mode starts without the focus frame
    setDiagram(m_state->diagram());
    if (underMouse()) {
        // A flip moves the board under a resting pointer; a shown tooltip is out of date.
        m_hover = squareAt(mapFromGlobal(QCursor::pos()));
        QToolTip::hideText();
    }
    if (m_hover)
        emit hovered(m_hover);
    updateFocusFrame(); // it shows or hides with presentation mode
    notifyAccessibility(false);
}

void BoardWidget::updateFocusFrame()
{
    // The frame lies inside the square; a pixel more for ratios such as 1.5.
    update(squareRect(m_focus).toAlignedRect().adjusted(-1, -1, 1, 1));
}

void BoardWidget::notifyAccessibility(bool focusMoved)
{
    if (!QAccessible::isActive() || !hasFocus())
        return;
    // Only the focused square is announced: one event, not 64, on every change.
    QAccessibleEvent event(this, focusMoved ? QAccessible::Focus : QAccessible::NameChanged);
    event.setChild(BoardAccessible::indexOf(m_focus, diagram().flipped));
    QAccessible::updateAccessibility(&event);
}

void BoardWidget::setFocusSquare(Square s)
{
    const bool moved = s != m_focus;
    updateFocusFrame();
    m_focus = s;
    updateFocusFrame();
    emit hovered(s);
    if (moved)
        notifyAccessibility(true);
}

void BoardWidget::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    notifyAccessibility(true);
}

void BoardWidget::paintOver(QPainter& p)
{
    // In presentation mode only once the keyboard drives the board: the audience sees no frame
    // the presenter never asked for.
    if (hasFocus() && (!m_state->presenting() || m_keyboardUsed)) {
        // The keyboard focus: a dashed double outline, visible on every fill.
        const QRectF r = squareRect(m_focus);
        const qreal w = std::max<qreal>(2.0, r.width() / 24);
        QPen pen(Qt::white, w);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(w, w, -w, -w));
        pen.setColor(Qt::black);
        pen.setStyle(Qt::DashLine);
        p.setPen(pen);
        p.drawRect(r.adjusted(w, w, -w, -w));
    }
}

void BoardWidget::click(Square s, Qt::MouseButton button, Qt::KeyboardModifiers modifiers)
{
    const Query& q = m_state->query();
    const auto toggle = [](std::optional<Square> current, Square s2) {
        return current == s2 ? std::nullopt : std::optional<Square>(s2);
    };
    const Qt::KeyboardModifiers mods = modifiers & ~Qt::KeypadModifier;
    const bool whatIf = m_state->whatIfMode();
    if (whatIf && button == Qt::LeftButton && mods == Qt::NoModifier) {
        if (!m_state->toggleBlocked(s))
            emit message(tr("What if: only an empty square can be blocked, and not the source "
                            "(%1)")
                             .arg(squareText(s)));
    } else if (whatIf && button == Qt::LeftButton && mods == Qt::ShiftModifier) {
        if (!m_state->toggleUnsafe(s))
            emit message(tr("What if: the source cannot be unsafe (%1)").arg(squareText(s)));
    } else if (button == Qt::LeftButton && (modifiers & Qt::ControlModifier))
        m_state->setVia(toggle(q.via, s));
    else if (button == Qt::RightButton || (modifiers & Qt::ShiftModifier))
        m_state->setTarget(toggle(q.to, s));
    else if (button == Qt::LeftButton)
        m_state->setSource(toggle(q.from, s));
}

void BoardWidget::mousePressEvent(QMouseEvent* event)
{
    m_pressSquare = squareAt(event->position().toPoint());
    m_pressPos = event->position().toPoint();
    m_pressButton = event->button();
    m_dragging = false;
    if (m_pressSquare && *m_pressSquare != m_focus) {
        updateFocusFrame();
        m_focus = *m_pressSquare;
        updateFocusFrame();
        notifyAccessibility(true);
    }
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event)
{
    const QPoint pos = event->position().toPoint();
    if (m_pressSquare && m_pressButton == Qt::LeftButton && (event->buttons() & Qt::LeftButton) &&
        !m_dragging && (pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance() &&
        m_state->query().board.pieceAt(*m_pressSquare)) {
        m_dragging = true;
        startDrag(*m_pressSquare);
        m_pressSquare.reset();
        return;
    }
    const auto s = squareAt(pos);
    if (s != m_hover) {
        m_hover = s;
        emit hovered(s);
    }
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* event)
{
    const auto s = squareAt(event->position().toPoint());
    if (!m_dragging && s && s == m_pressSquare)
        click(*s, m_pressButton, event->modifiers());
    m_pressSquare.reset();
    m_dragging = false;
}

void BoardWidget::leaveEvent(QEvent*)
{
    m_hover.reset();
    emit hovered(std::nullopt);
}

std::vector<std::pair<QString, QString>> BoardWidget::gestures()
{
    return {{tr("Click"), tr("set or clear the source")},
            {tr("Right click, Shift+click"), tr("set or clear the target")},
            {tr("Ctrl+click"), tr("set or clear a via square")},
            {tr("Drag a piece"), tr("move it; off the board removes it")},
            {tr("Arrows"), tr("move the focus square")},
            {tr("Enter / Space"), tr("source / target at the focus square")},
            {tr("Delete"), tr("remove the piece at the focus square")}};
    // Esc is an action of the window (clear, or leave presentation mode): listed with them.
}

void BoardWidget::keyPressEvent(QKeyEvent* event)
{
    if (!m_keyboardUsed) {
        m_keyboardUsed = true;
        updateFocusFrame();
    }
    const bool flipped = diagram().flipped;
    const Square f = m_focus;
    int file = fileOf(f);
    int rank = rankOf(f);
    const int up = flipped ? -1 : 1;
    switch (event->key()) {
    case Qt::Key_Up:
        rank += up;
        break;
    case Qt::Key_Down:
        rank -= up;
        break;
    case Qt::Key_Left:
        file -= up;
        break;
    case Qt::Key_Right:
        file += up;
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        click(f, Qt::LeftButton, Qt::NoModifier);
        setFocusSquare(f);
        return;
    case Qt::Key_Space:
        click(f, Qt::RightButton, Qt::NoModifier);
        setFocusSquare(f);
        return;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        removePiece(f);
        return;
    case Qt::Key_Escape:
        m_state->clearSelection();
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    setFocusSquare(makeSquare(std::clamp(file, 0, 7), std::clamp(rank, 0, 7)));
}

bool BoardWidget::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        if (const auto s = squareAt(help->pos())) {
            QString text = m_state->describeSquare(*s);
            if (const QString route = routeSummary(m_state->query(), m_state->answer());
                !route.isEmpty() && !m_state->arrivalShown() &&
                m_state->shownView() != BoardState::ShownView::Control) // no routes drawn
                text += QLatin1Char('\n') + route;
            const QRect square = squareRect(*s).toRect();
            if (m_state->presenting()) {
                // Read from the back of the room: type a fifth of a square high, shown below
                // the square so that it leaves the marks it explains in sight.
                const int px = std::max(16, square.height() / 5);
                text = QStringLiteral("<p style=\"font-size:%1px; white-space:pre\">%2</p>")
                           .arg(px)
                           .arg(text.toHtmlEscaped().replace(QLatin1Char('\n'),
                                                             QStringLiteral("<br>")));
                QToolTip::showText(mapToGlobal(square.bottomLeft()), text, this, square);
            } else {
                QToolTip::showText(help->globalPos(), text, this, square);
            }
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

void BoardWidget::startDrag(Square from)
{
    const Piece piece = *m_state->query().board.pieceAt(from);
    auto* drag = new QDrag(this);
    drag->setMimeData(pieceMimeData({piece, from}));
    // The piece follows the pointer, held where it was grabbed.
    const QRectF r = squareRect(from);
    const qreal dpr = devicePixelRatioF();
    QPixmap image = pieceIcon(piece).pixmap(r.size().toSize(), dpr);
    drag->setPixmap(image);
    drag->setHotSpot((m_pressPos - r.topLeft()).toPoint());
    const Qt::DropAction action = drag->exec(Qt::MoveAction);
    // Dropped outside the board: the piece leaves it.
    if (action == Qt::IgnoreAction && m_state->query().board.pieceAt(from) == piece)
        removePiece(from);
}

void BoardWidget::dragEnterEvent(QDragEnterEvent* event)
{
    if (draggedPiece(event->mimeData()))
        event->acceptProposedAction();
}

void BoardWidget::dragMoveEvent(QDragMoveEvent* event)
{
    if (draggedPiece(event->mimeData()) && squareAt(event->position().toPoint()))
        event->acceptProposedAction();
    else
        event->ignore();
}

void BoardWidget::dropEvent(QDropEvent* event)
{
    const auto dragged = draggedPiece(event->mimeData());
    const auto to = squareAt(event->position().toPoint());
    if (!dragged || !to) {
        event->ignore();
        return;
    }
    event->setDropAction(Qt::MoveAction);
    event->accept();
    setFocusSquare(*to); // the keyboard carries on where the piece landed
    placePiece(dragged->piece, dragged->from, *to);
}

void BoardWidget::placePiece(Piece piece, std::optional<Square> from, Square to)
{
    if (from == to)
        return;
    if (!mayStandOnRank(piece.type, rankOf(to))) // the model refuses it too; the user hears why
        emit message(tr("A pawn cannot stand on %1: the board is unchanged.").arg(squareText(to)));
    else if (from)
        m_state->movePiece(*from, to);
    else
        m_state->putPiece(piece, to);
}

void BoardWidget::removePiece(Square s)
{
    m_state->removePiece(s);
}

} // namespace cd::gui
