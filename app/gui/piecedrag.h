// A piece dragged in the window (from the palette or across the board): its MIME payload, one
// FEN letter and, when it left a square, that square's name; and its icon.
#pragma once

#include "piece.h"
#include "square.h"

#include <QIcon>

#include <optional>

class QMimeData;

namespace cd::gui {

// The MIME type of the payload.
inline constexpr const char* kPieceMime = "application/x-chess-distance-piece";

struct DraggedPiece {
    Piece piece;
    std::optional<Square> from; // nullopt: a new piece from the palette
};

// The drag data of `dragged`, owned by the caller (QDrag takes it).
QMimeData* pieceMimeData(const DraggedPiece& dragged);
// The piece a drag carries; nullopt when it carries none (or garbage).
std::optional<DraggedPiece> draggedPiece(const QMimeData* mime);
// The piece's drawing as an icon.
QIcon pieceIcon(Piece p);

} // namespace cd::gui
