#include "diagram/boardrenderer.h"

#include "diagram/arrowpath.h"
#include "diagram/controldiagram.h"
#include "diagram/decorations.h"
#include "diagram/diagramtext.h"
#include "diagram/pieceset.h"
#include "diagram/rastercache.h"
#include "diagram/squaremarks.h"
#include "diagram/squareplaces.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace Qt::Literals::StringLiterals;

namespace cd {

namespace {

const QColor kBackground(0xff, 0xff, 0xff);
const QColor kPaperLight(0xff, 0xff, 0xff); // the pale board of a printed page
const QColor kPaperDark(0xe6, 0xe6, 0xe6);
const QColor kBlankMark(0xb4, 0xb4, 0xb4);       // light grey: seen, but not in the pupil's way
const QColor kUnattackedLight(0xe4, 0xe4, 0xe4); // a control picture's square nobody attacks
const QColor kUnattackedDark(0xcc, 0xcc, 0xcc);
constexpr qreal kRouteSpacing = 0.09; // between parallel routes, in square sizes

// The number written on a cell: its value, a dash when unreachable, nothing on a plain square.
QString numberText(const Cell& c)
{
    switch (c.role) {
    case CellRole::Value:
        return QString::number(c.value);
    case CellRole::Unreachable:
        return u"\u2013"_s;
    case CellRole::Question:
        return u"?"_s;
    case CellRole::Plain:
        break;
    }
    return {};
}

// Cache key of a square outline: what it is, its size and where its hole is.
QByteArray outlineKey(const char* what, int variant, qreal q, const QRectF& hole)
{
    QByteArray key = what + QByteArray::number(variant) + '/' + QByteArray::number(q, 'f', 2);
    for (const qreal v : {hole.x(), hole.y(), hole.width(), hole.height()})
        key += '/' + QByteArray::number(v, 'f', 1);
    return key;
}

// Cache key of a filled shape: its colour and its outline relative to `origin`.
QByteArray shapeKey(const char* what, const QColor& color, const QPainterPath& path, QPointF origin)
{
    QByteArray key = what + QByteArray::number(color.rgba(), 16);
    key.reserve(key.size() + 16 * path.elementCount());
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element e = path.elementAt(i);
        key += (e.isMoveTo() ? 'M' : 'L') + QByteArray::number(e.x - origin.x(), 'f', 2) + ',' +
               QByteArray::number(e.y - origin.y(), 'f', 2);
    }
    return key;
}

} // namespace

BoardRenderer::BoardRenderer(const Diagram& diagram) : m_diagram(diagram) {}

QString BoardRenderer::cellText(Square s) const
{
    if (m_diagram.control) // both counts in place of the balance
        return controlCountText(m_diagram.control->at(s));
    return numberText(m_diagram.cell(s));
}

const BoardLayout& BoardRenderer::layout(const QRectF& target) const
{
    if (m_layoutTarget != target) {
        m_layout = fitDiagram(m_diagram, target);
        m_layoutTarget = target;
    }
    return m_layout;
}

QSizeF BoardRenderer::sizeForWidth(qreal width) const
{
    return layoutDiagram(m_diagram, width).outer.size();
}

QRectF BoardRenderer::boardRect(const QRectF& target) const
{
    return layout(target).board();
}

QRectF BoardRenderer::squareRect(const QRectF& target, Square s) const
{
    return layout(target).squareRect(s, m_diagram.flipped);
}

std::optional<Square> BoardRenderer::squareAt(const QRectF& target, QPointF p) const
{
    return layout(target).squareAt(p, m_diagram.flipped);
}

bool BoardRenderer::adoptLayout(const BoardRenderer& before)
{
    if (!before.m_layoutTarget || !sameLayout(before.m_diagram, m_diagram))
        return false;
    m_layout = before.m_layout;
    m_layoutTarget = before.m_layoutTarget;
    return true;
}

void BoardRenderer::paint(QPainter& p, const QRectF& target, BoardLayers layers) const
{
    const BoardLayout& l = layout(target);
    if (l.square <= 0)
        return;
    // Each layer starts from the caller's painter state and leaves it as it was.
    const auto layer = [&p](bool shown, const auto& paintLayer) {
        if (!shown)
            return;
        p.save();
        paintLayer();
        p.restore();
    };
    const DisplaySwitches& show = m_diagram.show;
    const bool board = layers.board;
    const bool surround = layers.surround;
    layer(layers.ground && !show.transparent, [&] { p.fillRect(target, kBackground); });
    layer(board, [&] { paintFills(p, l); });
    layer(board && show.pieces, [&] { paintPieces(p, l); });
    layer(board && show.numbers, [&] { paintNumbers(p, l); });
    layer(board && !m_diagram.frontier.empty(), [&] { paintFrontier(p, l); });
    layer(board, [&] { paintMarks(p, l); });
    layer(board, [&] { paintOverlay(p, l); });
    layer(board, [&] { paintArrows(p, l); });
    layer(board && !m_diagram.annotations.empty(), [&] { paintAnnotations(p, l); });
    layer(board && !m_diagram.zone.empty(), [&] { paintZone(p, l); });
    layer(board && m_diagram.control.has_value(), [&] { paintHanging(p, l); });
    layer(surround && show.coordinates, [&] { paintCoordinates(p, m_diagram, l); });
    layer(layers.labels && show.legend, [&] { paintLegend(p, m_diagram, l); });
    layer(layers.labels && show.caption, [&] { paintCaption(p, m_diagram, l); });
    layer(surround && m_diagram.toMove.has_value(), [&] { paintSideToMove(p, m_diagram, l); });
}

void BoardRenderer::paintAnnotationsOnly(QPainter& p, const QRectF& target) const
{
    const BoardLayout& l = layout(target);
    if (l.square <= 0 || m_diagram.annotations.empty())
        return;
    p.save();
    paintAnnotations(p, l);
    p.restore();
}

QRectF BoardRenderer::cornerNumberRect(const BoardLayout& l, Square s, const QString& text) const
{
    return cornerNumberBox(l, l.squareRect(s, m_diagram.flipped), text);
}

QRectF BoardRenderer::pieceRect(const QRectF& target, Square s) const
{
    return pieceRectIn(layout(target), s);
}

QRectF BoardRenderer::pieceRectIn(const BoardLayout& l, Square s) const
{
    const auto& piece = m_diagram.pieceAt(s);
    const QString text = piece && m_diagram.show.numbers ? cellText(s) : QString();
    return pieceRectBeside(l, l.squareRect(s, m_diagram.flipped), piece.value_or(Piece{}), text);
}

QRectF BoardRenderer::numberArea(const BoardLayout& l, Square s) const
{
    const QString text = cellText(s);
    if (!m_diagram.show.numbers || text.isEmpty())
        return {};
    const QRectF r = l.squareRect(s, m_diagram.flipped);
    if (m_diagram.show.pieces && m_diagram.pieceAt(s))
        return cornerNumberHole(l, r, text);
    return centredNumberArea(l, r, text);
}

QRectF BoardRenderer::keepClear(const BoardLayout& l, Square s, bool cornerOnly) const
{
    if (cornerOnly && !(m_diagram.show.pieces && m_diagram.pieceAt(s)))
        return {};
    return numberArea(l, s);
}

QColor BoardRenderer::fillColor(Square s) const
{
    const Palette palette(m_diagram.palette);
    if (!m_diagram.show.fills) // a worksheet's page: no colour gives an answer away, little ink
        return isLight(s) ? kPaperLight : kPaperDark;
    const Cell& c = m_diagram.cell(s);
    if (m_diagram.control && c.role == CellRole::Plain) // grey: neither blue nor orange
        return isLight(s) ? kUnattackedLight : kUnattackedDark;
    switch (c.role) {
    case CellRole::Value:
        return m_diagram.valueFill(c.value, isLight(s));
    case CellRole::Unreachable:
        return palette.unreachableColor(isLight(s));
    case CellRole::Question:
    case CellRole::Plain:
        break;
    }
    return palette.plainColor(isLight(s));
}

void BoardRenderer::paintFills(QPainter& p, const BoardLayout& l) const
{
    // Without antialiasing the snapped squares tile the board exactly, with no seams.
    p.setRenderHint(QPainter::Antialiasing, false);
    for (Square s = A1; s <= H8; ++s)
        p.fillRect(l.squareRect(s, m_diagram.flipped), fillColor(s));
    for (Square s = A1; s <= H8; ++s)
        if (m_diagram.cell(s).role == CellRole::Unreachable) {
            QColor hatch = hatchColor(fillColor(s));
            if (!m_diagram.show.fills)
                hatch.setAlphaF(0.16f); // on paper a lighter hatch says it as well, with less ink
            paintHatch(p, l.squareRect(s, m_diagram.flipped), hatch, l.square);
        }
}

void BoardRenderer::paintNumbers(QPainter& p, const BoardLayout& l) const
{
    p.setRenderHint(QPainter::Antialiasing);
    for (Square s = A1; s <= H8; ++s) {
        const QString text = cellText(s);
        if (text.isEmpty())
            continue;
        const QRectF r = l.squareRect(s, m_diagram.flipped);
        const QColor ink = textColorOn(fillColor(s));
        if (m_diagram.cell(s).role == CellRole::Question) {
            // A worksheet's blank: a faint mark in the corner leaves the square free to write in.
            drawTextCached(p, cornerNumberRect(l, s, text), Qt::AlignLeft | Qt::AlignTop, text,
                           l.fonts.smallNumber, kBlankMark);
        } else if (m_diagram.show.pieces && m_diagram.pieceAt(s)) {
            // Small in the top left corner, which the piece is moved clear of (pieceRectIn).
            drawTextCached(p, cornerNumberRect(l, s, text), Qt::AlignLeft | Qt::AlignTop, text,
                           l.fonts.smallNumber, ink);
        } else {
            // A box around the number, centred like the square, keeps the cached tile small.
            drawTextCached(p, centredNumberBox(l, r, text), Qt::AlignCenter, text, l.fonts.number,
                           ink);
        }
    }
}

void BoardRenderer::paintPieces(QPainter& p, const BoardLayout& l) const
{
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    for (Square s = A1; s <= H8; ++s) {
        const auto& piece = m_diagram.pieceAt(s);
        if (!piece)
            continue;
        // A probe is a ghost: it must never pass for a piece of the position.
        p.setOpacity(s == m_diagram.probe ? kProbeOpacity : 1.0);
        drawPiece(p, *piece, pieceRectIn(l, s));
    }
}

void BoardRenderer::paintMarks(QPainter& p, const BoardLayout& l) const
{
    const Palette palette(m_diagram.palette);
    const qreal q = l.square;
    for (const Mark& m : m_diagram.marks) {
        const QRectF r = l.squareRect(m.square, m_diagram.flipped);
        const QRectF hole = keepClear(l, m.square, false).translated(-r.topLeft());
        const auto kind = static_cast<int>(m.kind) + 8 * static_cast<int>(m_diagram.palette);
        drawCached(p, r, outlineKey("mark", kind, q, hole), [&](QPainter& t, const QRectF& at) {
            paintMark(t, m.kind, at, palette, q, hole.translated(at.topLeft()));
        });
    }
}

void BoardRenderer::paintOverlay(QPainter& p, const BoardLayout& l) const
{
    const Palette palette(m_diagram.palette);
    const qreal q = l.square;
    const QColor color = palette.arrowColor();
    p.setRenderHint(QPainter::Antialiasing);
    for (const OverlaySquare& o : m_diagram.overlay) {
        // A marked square (the source, the target) is already outlined.
        if (std::any_of(m_diagram.marks.begin(), m_diagram.marks.end(),
                        [&](const Mark& m) { return m.square == o.square; }))
            continue;
        // A frame runs along the edges: only a corner number can be in its way.
        const QRectF r = l.squareRect(o.square, m_diagram.flipped);
        const QRectF hole = keepClear(l, o.square, true).translated(-r.topLeft());
        const auto key = outlineKey("frame", static_cast<int>(color.rgba()), q, hole);
        drawCached(p, r, key, [&](QPainter& t, const QRectF& at) {
            paintFrame(t, at, color, q, hole.translated(at.topLeft()));
        });
    }
    // Layer labels: a badge in the bottom right corner.
    p.setFont(l.fonts.layer);
    for (const OverlaySquare& o : m_diagram.overlay) {
        if (o.layers.empty())
            continue;
        QStringList parts;
        for (const int layer : o.layers)
            parts << QString::number(layer);
        const QString text = parts.join(u',');
        const QRectF badge = layerBadge(l, l.squareRect(o.square, m_diagram.flipped), text);
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawRoundedRect(badge, badgeRadius(l), badgeRadius(l));
        p.setPen(textColorOn(color));
        p.drawText(badge, Qt::AlignCenter, text);
    }
}

void BoardRenderer::paintArrows(QPainter& p, const BoardLayout& l) const
{
    if (m_diagram.arrows.empty())
        return;
    p.setRenderHint(QPainter::Antialiasing);
    // A gap around every number an arrow crosses, as maps leave around their labels; not
    // around the small corner numbers beside pieces, which arrows leaving the square would cross
    // at once: those are written again on top below.
    std::vector<QRectF> numbers;
    std::vector<std::pair<Square, QRectF>> corners;
    for (Square s = A1; s <= H8; ++s) {
        const QRectF n = numberArea(l, s);
        if (n.isEmpty())
            continue;
        if (m_diagram.show.pieces && m_diagram.pieceAt(s))
            corners.emplace_back(s, n);
        else
            numbers.push_back(n);
    }
    std::vector<QPainterPath> drawn;
    const qreal rim = arrowRim(l);
    const qreal hairline = arrowHairline(l);
    const std::size_t routes = m_diagram.arrows.size();
    // The first route last, so that it lies on top of the others.
    for (std::size_t k = routes; k-- > 0;) {
        const Arrow& a = m_diagram.arrows[k];
        QColor color = Palette(m_diagram.palette).routeColor(k);
        color.setAlphaF(kArrowOpacity);
        ArrowStyle style;
        style.knightL = m_diagram.show.knightL;
        if (routes > 1) {
            // Side by side where routes share a move; the first one thicker, in the middle.
            const qreal slot = static_cast<qreal>((k + 1) / 2) * (k % 2 == 1 ? 1 : -1);
            style.offset = std::clamp(slot * kRouteSpacing, -0.3, 0.3);
            style.width = k == 0 ? 1.25 : 0.8;
        }
        for (const QPainterPath& path :
             routeArrows(a.stops, l, m_diagram.flipped, numbers, style)) {
            drawn.push_back(path);
            // Filling a long translucent shape costs far more than copying its pixels, so each
            // arrow goes through the tile cache too, keyed by its shape on whole-unit bounds.
            const qreal casing = rim + hairline;
            const QRectF bounds = path.boundingRect().adjusted(-casing, -casing, casing, casing);
            const QPointF origin(std::floor(bounds.left()), std::floor(bounds.top()));
            const QRectF tile(origin,
                              QPointF(std::ceil(bounds.right()), std::ceil(bounds.bottom())));
            drawCached(p, tile, shapeKey("arrow", color, path, origin),
                       [&](QPainter& t, const QRectF& at) {
                           const QPainterPath shape = path.translated(at.topLeft() - origin);
                           // t is a tile of its own unless drawCached paints onto the board.
                           paintCasedArrow(t, shape, color, rim, hairline, &t != &p);
                       });
        }
    }
    // A corner number an arrow crosses (the source's 0) goes back on top, on its square's colour.
    p.setRenderHint(QPainter::Antialiasing, false);
    for (const auto& [s, area] : corners) {
        if (std::none_of(drawn.begin(), drawn.end(),
                         [&](const QPainterPath& path) { return path.intersects(area); }))
            continue;
        const QString text = cellText(s);
        p.fillRect(area, fillColor(s));
        drawTextCached(p, cornerNumberRect(l, s, text), Qt::AlignLeft | Qt::AlignTop, text,
                       l.fonts.smallNumber, textColorOn(fillColor(s)));
    }
}

} // namespace cd
