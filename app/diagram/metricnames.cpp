#include "diagram/metricnames.h"

#include "diagram/diagramtext.h"

namespace cd {

namespace {

struct MetricNames {
    const char* label;   // menus and panels
    const char* caption; // the head of a caption
};

MetricNames namesOf(Metric m)
{
    switch (m) {
    case Metric::File:
        return {QT_TRANSLATE_NOOP("cd", "File distance"), QT_TRANSLATE_NOOP("cd", "File distance")};
    case Metric::Rank:
        return {QT_TRANSLATE_NOOP("cd", "Rank distance"), QT_TRANSLATE_NOOP("cd", "Rank distance")};
    case Metric::Chebyshev:
        return {QT_TRANSLATE_NOOP("cd", "Chebyshev (king)"),
                QT_TRANSLATE_NOOP("cd", "King distance (Chebyshev)")};
    case Metric::Manhattan:
        return {QT_TRANSLATE_NOOP("cd", "Manhattan"),
                QT_TRANSLATE_NOOP("cd", "Manhattan distance")};
    case Metric::Knight:
        return {QT_TRANSLATE_NOOP("cd", "Knight"), QT_TRANSLATE_NOOP("cd", "Knight distance")};
    case Metric::Rook:
        return {QT_TRANSLATE_NOOP("cd", "Rook (empty board)"),
                QT_TRANSLATE_NOOP("cd", "Rook distance")};
    case Metric::Bishop:
        return {QT_TRANSLATE_NOOP("cd", "Bishop (empty board)"),
                QT_TRANSLATE_NOOP("cd", "Bishop distance")};
    case Metric::Queen:
        return {QT_TRANSLATE_NOOP("cd", "Queen (empty board)"),
                QT_TRANSLATE_NOOP("cd", "Queen distance")};
    case Metric::Pawn:
        return {QT_TRANSLATE_NOOP("cd", "White pawn (empty board)"),
                QT_TRANSLATE_NOOP("cd", "White pawn distance")};
    case Metric::Center:
        return {QT_TRANSLATE_NOOP("cd", "Center distance"),
                QT_TRANSLATE_NOOP("cd", "Center distance")};
    case Metric::CenterManhattan:
        return {QT_TRANSLATE_NOOP("cd", "Center Manhattan"),
                QT_TRANSLATE_NOOP("cd", "Center Manhattan distance")};
    case Metric::Edge:
        return {QT_TRANSLATE_NOOP("cd", "Edge distance"), QT_TRANSLATE_NOOP("cd", "Edge distance")};
    case Metric::Corner:
        return {QT_TRANSLATE_NOOP("cd", "Corner distance"),
                QT_TRANSLATE_NOOP("cd", "Corner distance")};
    case Metric::KbnkCorner:
        return {QT_TRANSLATE_NOOP("cd", "KBNK corner"),
                QT_TRANSLATE_NOOP("cd", "KBNK corner distance")};
    case Metric::Reach:
        return {QT_TRANSLATE_NOOP("cd", "Moves in this position"),
                QT_TRANSLATE_NOOP("cd", "Moves in the position")};
    }
    return {"", ""};
}

// "Moves of the white knight": whole phrases, since articles and endings follow the piece.
QString moverLabel(Piece p)
{
    static const char* const white[] = {QT_TRANSLATE_NOOP("cd", "Moves of the white pawn"),
                                        QT_TRANSLATE_NOOP("cd", "Moves of the white knight"),
                                        QT_TRANSLATE_NOOP("cd", "Moves of the white bishop"),
                                        QT_TRANSLATE_NOOP("cd", "Moves of the white rook"),
                                        QT_TRANSLATE_NOOP("cd", "Moves of the white queen"),
                                        QT_TRANSLATE_NOOP("cd", "Moves of the white king"),
                                        QT_TRANSLATE_NOOP("cd", "Moves of the white wazir")};
    static const char* const black[] = {QT_TRANSLATE_NOOP("cd", "Moves of the black pawn"),
                                        QT_TRANSLATE_NOOP("cd", "Moves of the black knight"),
                                        QT_TRANSLATE_NOOP("cd", "Moves of the black bishop"),
                                        QT_TRANSLATE_NOOP("cd", "Moves of the black rook"),
                                        QT_TRANSLATE_NOOP("cd", "Moves of the black queen"),
                                        QT_TRANSLATE_NOOP("cd", "Moves of the black king"),
                                        QT_TRANSLATE_NOOP("cd", "Moves of the black wazir")};
    const auto i = static_cast<std::size_t>(p.type);
    return tr(p.color == Color::White ? white[i] : black[i]);
}

} // namespace

QString metricLabel(Metric m)
{
    return tr(namesOf(m).label);
}

QString metricCaptionLabel(Metric metric, const std::optional<Piece>& mover)
{
    if (metric == Metric::Reach && mover)
        return moverLabel(*mover);
    return tr(namesOf(metric).caption);
}

} // namespace cd
