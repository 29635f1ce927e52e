#include "stepkeys.h"

#include "guitext.h"

namespace cd::gui {

QString stepKeysText(BoardState::Stepping stepping, BoardState::ShownView view, bool presenting)
{
    QStringList parts;
    switch (stepping) {
    case BoardState::Stepping::Routes:
        parts << tr("PageDown: next route");
        break;
    case BoardState::Stepping::Game:
        parts << tr("PageDown: next move");
        break;
    case BoardState::Stepping::Wavefront:
        parts << tr("PageDown: next wavefront step");
        break;
    case BoardState::Stepping::None:
        break;
    }
    if (view == BoardState::ShownView::Zone)
        parts << tr("Z: who can stop it? — on");
    if (view == BoardState::ShownView::Control)
        parts << tr("G: control — on (the side to move does not change it), G again: back to "
                    "the map · X: x-rays");
    if (presenting)
        parts << tr("Esc: leave");
    return parts.join(QStringLiteral(" · "));
}

QString stepKeysRule()
{
    return tr("PageDown and PageUp step the routes while a target is set, otherwise the game's "
              "moves while the board follows a game, otherwise the wavefront; in the control view "
              "only the game's moves");
}

std::vector<PresentingKeys> presentingKeys()
{
    using K = QKeySequence;
    return {
        {PresentingKey::Step,
         {K(Qt::Key_PageDown), K(Qt::Key_PageUp)},
         tr("step forward, back: the next route, move or wavefront step, as the line under the "
            "headline says")},
        {PresentingKey::Start,
         {K(Qt::Key_F5), K(Qt::SHIFT | Qt::Key_F5)},
         tr("start presentation mode (in it they change nothing)")},
        {PresentingKey::Leave, {K(Qt::Key_Escape), K(Qt::Key_F11)}, tr("leave presentation mode")},
        {PresentingKey::Blank,
         {K(Qt::Key_B), K(Qt::Key_Period)},
         tr("black screen until the next key")},
        {PresentingKey::Later,
         {K(Qt::Key_F1), K(Qt::CTRL | Qt::Key_M), K(Qt::CTRL | Qt::Key_K)},
         tr("the explanation, the mobility panel, Kappe's matrices: open once presentation mode "
            "is left, never over the class's view")},
    };
}

QList<QKeySequence> presentingKeys(PresentingKey does)
{
    for (const PresentingKeys& row : presentingKeys())
        if (row.does == does)
            return row.keys;
    return {};
}

} // namespace cd::gui
