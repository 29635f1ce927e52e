// The only code that paints a board (docs/architecture.md): it paints a Diagram onto any QPainter
// in any rectangle (widget, image, SVG, PDF) and alone maps squares to that rectangle and back, so
// painting and clicking can never disagree. Layers, bottom to top: square fills, pieces,
// numbers, marks, trajectory overlay, arrows; then coordinates, legend and caption.
#pragma once

#include "diagram/boardlayers.h"
#include "diagram/boardlayout.h"
#include "diagram/diagram.h"

#include <QRectF>
#include <QSizeF>

#include <optional>

class QPainter;

namespace cd {

class BoardRenderer {
public:
    explicit BoardRenderer(const Diagram& diagram);

    const Diagram& diagram() const { return m_diagram; }

    // Total size (board, margins, legend, caption) when the diagram is `width` wide.
    QSizeF sizeForWidth(qreal width) const;
    // Paints the largest diagram that fits into `target`, centred in it: the groups of layers
    // asked for (boardlayers.h), all by default.
    void paint(QPainter& painter, const QRectF& target, BoardLayers layers = {}) const;
    // Takes over the layout `before` worked out, when this diagram lays out alike (a click
    // changes numbers and colours, not where anything goes); true when it did.
    bool adoptLayout(const BoardRenderer& before);

    // The 8x8 squares of the diagram painted into `target`.
    QRectF boardRect(const QRectF& target) const;
    QRectF squareRect(const QRectF& target, Square s) const;
    // The square under p, if p is on the board.
    std::optional<Square> squareAt(const QRectF& target, QPointF p) const;
    // Where the piece on s is drawn: its square, or lower and smaller where its drawing would
    // touch the number in the corner.
    QRectF pieceRect(const QRectF& target, Square s) const;

    // A game's own arrows and circled squares alone, as paint() draws them into `target` (an
    // HTML page keeps them above the board its script redraws).
    void paintAnnotationsOnly(QPainter& p, const QRectF& target) const;

    // Where everything goes when painting into `target` (cached for the last target).
    const BoardLayout& layout(const QRectF& target) const;

private:
    void paintFills(QPainter& p, const BoardLayout& l) const;
    void paintNumbers(QPainter& p, const BoardLayout& l) const;
    void paintPieces(QPainter& p, const BoardLayout& l) const;
    void paintMarks(QPainter& p, const BoardLayout& l) const;
    void paintOverlay(QPainter& p, const BoardLayout& l) const;
    void paintArrows(QPainter& p, const BoardLayout& l) const;
    // A game's own arrows and circled squares (boardannotations.cpp).
    void paintAnnotations(QPainter& p, const BoardLayout& l) const;
    // The zone (boardzone.cpp): interceptors ringed, their routes dashed, each meeting square
    // ringed with the interceptor's count; late pieces dotted grey with their count and label.
    void paintZone(QPainter& p, const BoardLayout& l) const;
    // The control picture's hanging pieces (boardcontrol.cpp): a ring and the gain, "+1"; the
    // attacked pieces whose capture loses: a white badge with the loss, "−2".
    void paintHanging(QPainter& p, const BoardLayout& l) const;
    void paintFrontier(QPainter& p, const BoardLayout& l) const;
    // The text on square s: its number, or a control picture's counts.
    QString cellText(Square s) const;
    // The fill of square s.
    QColor fillColor(Square s) const;
    // Where the small number goes on a square that also holds a piece.
    QRectF cornerNumberRect(const BoardLayout& l, Square s, const QString& text) const;
    QRectF pieceRectIn(const BoardLayout& l, Square s) const;
    // The ink of the number on square s, a little enlarged (empty without a number).
    QRectF numberArea(const BoardLayout& l, Square s) const;
    // What marks and frames must leave uncovered on square s: its number (only when it sits in
    // the corner, if asked); empty for none.
    QRectF keepClear(const BoardLayout& l, Square s, bool cornerOnly) const;

    Diagram m_diagram;
    mutable std::optional<QRectF> m_layoutTarget;
    mutable BoardLayout m_layout;
};

} // namespace cd
