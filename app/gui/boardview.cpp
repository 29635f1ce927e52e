#include "boardview.h"

#include <QMouseEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QRegion>

#include <cmath>

namespace cd::gui {

BoardView::BoardView(QWidget* parent) : QWidget(parent), m_renderer(Diagram{})
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void BoardView::setDiagram(const Diagram& diagram)
{
    BoardRenderer next(diagram);
    if (!next.adoptLayout(m_renderer))
        for (const BoardRenderer& recent : m_recent)
            if (next.adoptLayout(recent))
                break;
    // Only what the new diagram changes: a click leaves the surround as it was.
    const QRect changed = isVisible() ? changedArea(m_renderer.diagram(), m_renderer.layout(rect()),
                                                    next.diagram(), next.layout(rect()), rect())
                                      : rect();
    // Clicks go back and forth between a few pieces, and with them legends and captions.
    m_recent.insert(m_recent.begin(), std::move(m_renderer));
    if (m_recent.size() > kRecentLayouts)
        m_recent.pop_back();
    m_renderer = std::move(next);
    update(changed);
}

void BoardView::setSurroundCached(bool on)
{
    m_surroundCached = on;
    m_surround.forget();
    m_labels.forget();
    update();
}

std::optional<Square> BoardView::squareAt(QPoint p) const
{
    return m_renderer.squareAt(QRectF(rect()), QPointF(p));
}

QRectF BoardView::squareRect(Square s) const
{
    return m_renderer.squareRect(QRectF(rect()), s);
}

void BoardView::paintEvent(QPaintEvent* event)
{
    QPainter p(this);
    const bool cached = m_surroundCached && boardStaysInside(m_renderer.diagram());
    bool labelsKept = false;
    if (cached) {
        const qreal dpr = devicePixelRatioF();
        const QImage& picture = m_surround.picture(m_renderer, size(), dpr, palette().window(),
                                                   p.paintEngine()->paintDevice());
        // Copied, not blended (it is opaque wherever the window is), only where the frame is
        // repainted, and only around the board, whose fills cover all of it: on a ratio such
        // as 1.5 its edges lie between device pixels, so a pixel's ring of it is copied too.
        p.setCompositionMode(QPainter::CompositionMode_Source);
        QRegion around = event->region();
        const QRect board = m_renderer.boardRect(QRectF(rect())).toRect();
        around -= dpr == std::round(dpr) ? board : board.adjusted(1, 1, -1, -1);
        // The labels too, from their own picture (labelscache.h).
        const LabelsCache::Band labels = m_labels.band(m_renderer, size(), picture);
        if (labels.picture) {
            labelsKept = true;
            around -= labels.rect;
            for (const QRect& r : event->region() & labels.rect)
                p.drawImage(r, *labels.picture,
                            QRectF(QPointF(r.topLeft()) * dpr - QPointF(labels.origin),
                                   QSizeF(r.size()) * dpr));
        }
        for (const QRect& r : around)
            p.drawImage(r, picture, QRectF(QPointF(r.topLeft()) * dpr, QSizeF(r.size()) * dpr));
        p.setCompositionMode(QPainter::CompositionMode_SourceOver);
    } else {
        p.fillRect(rect(), palette().window());
    }
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    m_renderer.paint(
        p, QRectF(rect()),
        {.ground = !cached, .board = true, .labels = !labelsKept, .surround = !cached});
    paintOver(p);
}

void BoardView::paintOver(QPainter&) {}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    m_pressSquare = squareAt(event->position().toPoint());
    m_pressButton = event->button();
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    const auto s = squareAt(event->position().toPoint());
    if (s && s == m_pressSquare)
        emit clicked(*s, m_pressButton, event->modifiers());
    m_pressSquare.reset();
}

} // namespace cd::gui
