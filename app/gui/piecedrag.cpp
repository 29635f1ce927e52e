#include "piecedrag.h"

#include "diagram/pieceset.h"

#include <QMimeData>

namespace cd::gui {

QMimeData* pieceMimeData(const DraggedPiece& dragged)
{
    QByteArray data(1, pieceLetter(dragged.piece));
    if (dragged.from)
        data += QByteArray::fromStdString(squareName(*dragged.from));
    auto* mime = new QMimeData;
    mime->setData(QString::fromLatin1(kPieceMime), data);
    return mime;
}

std::optional<DraggedPiece> draggedPiece(const QMimeData* mime)
{
    if (!mime || !mime->hasFormat(QString::fromLatin1(kPieceMime)))
        return std::nullopt;
    const QByteArray data = mime->data(QString::fromLatin1(kPieceMime));
    if (data.isEmpty())
        return std::nullopt;
    const auto piece = pieceFromLetter(data[0]);
    if (!piece)
        return std::nullopt;
    DraggedPiece d{*piece, std::nullopt};
    if (data.size() == 3)
        d.from = parseSquare(std::string_view(data.constData() + 1, 2));
    return d;
}

QIcon pieceIcon(Piece p)
{
    return QIcon(pieceResource(p));
}

} // namespace cd::gui
