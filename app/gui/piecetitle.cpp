#include "piecetitle.h"

#include "guitext.h"

#include <QCoreApplication>

namespace cd::gui {

QString pieceTitle(Piece p)
{
    static const char* const white[] = {
        QT_TRANSLATE_NOOP("cd::gui", "White pawn"),   QT_TRANSLATE_NOOP("cd::gui", "White knight"),
        QT_TRANSLATE_NOOP("cd::gui", "White bishop"), QT_TRANSLATE_NOOP("cd::gui", "White rook"),
        QT_TRANSLATE_NOOP("cd::gui", "White queen"),  QT_TRANSLATE_NOOP("cd::gui", "White king"),
        QT_TRANSLATE_NOOP("cd::gui", "White wazir")};
    static const char* const black[] = {
        QT_TRANSLATE_NOOP("cd::gui", "Black pawn"),   QT_TRANSLATE_NOOP("cd::gui", "Black knight"),
        QT_TRANSLATE_NOOP("cd::gui", "Black bishop"), QT_TRANSLATE_NOOP("cd::gui", "Black rook"),
        QT_TRANSLATE_NOOP("cd::gui", "Black queen"),  QT_TRANSLATE_NOOP("cd::gui", "Black king"),
        QT_TRANSLATE_NOOP("cd::gui", "Black wazir")};
    const auto i = static_cast<std::size_t>(p.type);
    return tr(p.color == Color::White ? white[i] : black[i]);
}

} // namespace cd::gui
