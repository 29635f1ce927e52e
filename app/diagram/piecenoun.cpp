#include "diagram/piecenoun.h"

#include "diagram/diagramtext.h"

#include <QCoreApplication>

#include <cstddef>
#include <iterator>

namespace cd {

namespace {

// In PieceType's order. Whole phrases rather than "white %1": the colour's ending follows the
// piece in many languages.
constexpr const char* kKinds[] = {
    QT_TRANSLATE_NOOP("cd", "pawn"),   QT_TRANSLATE_NOOP("cd", "knight"),
    QT_TRANSLATE_NOOP("cd", "bishop"), QT_TRANSLATE_NOOP("cd", "rook"),
    QT_TRANSLATE_NOOP("cd", "queen"),  QT_TRANSLATE_NOOP("cd", "king"),
    QT_TRANSLATE_NOOP("cd", "wazir")};
constexpr const char* kWhite[] = {
    QT_TRANSLATE_NOOP("cd", "white pawn"),   QT_TRANSLATE_NOOP("cd", "white knight"),
    QT_TRANSLATE_NOOP("cd", "white bishop"), QT_TRANSLATE_NOOP("cd", "white rook"),
    QT_TRANSLATE_NOOP("cd", "white queen"),  QT_TRANSLATE_NOOP("cd", "white king"),
    QT_TRANSLATE_NOOP("cd", "white wazir")};
constexpr const char* kBlack[] = {
    QT_TRANSLATE_NOOP("cd", "black pawn"),   QT_TRANSLATE_NOOP("cd", "black knight"),
    QT_TRANSLATE_NOOP("cd", "black bishop"), QT_TRANSLATE_NOOP("cd", "black rook"),
    QT_TRANSLATE_NOOP("cd", "black queen"),  QT_TRANSLATE_NOOP("cd", "black king"),
    QT_TRANSLATE_NOOP("cd", "black wazir")};
static_assert(std::size(kKinds) == static_cast<std::size_t>(PieceType::Wazir) + 1 &&
              std::size(kWhite) == std::size(kKinds) && std::size(kBlack) == std::size(kKinds));

std::size_t index(PieceType t)
{
    return static_cast<std::size_t>(t);
}

} // namespace

QString pieceKind(PieceType t)
{
    return tr(kKinds[index(t)]);
}

QString pieceNoun(Piece p)
{
    return tr(p.color == Color::White ? kWhite[index(p.type)] : kBlack[index(p.type)]);
}

QString pieceTitle(Piece p)
{
    QString s = pieceNoun(p);
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

} // namespace cd
