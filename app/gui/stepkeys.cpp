#include "stepkeys.h"

#include "guitext.h"

namespace cd::gui {

QString stepKeysText(BoardState::Stepping stepping, BoardState::ShownView view, bool presenting)
{
    QString text;
    switch (stepping) {
    case BoardState::Stepping::Routes:
        text = tr("PageDown: next route");
        break;
    case BoardState::Stepping::Game:
        text = tr("PageDown: next move");
        break;
    case BoardState::Stepping::Wavefront:
        text = tr("PageDown: next wavefront step");
        break;
    }
    if (view == BoardState::ShownView::Zone)
        text += QStringLiteral(" · ") + tr("Z: who can stop it? — on");
    if (presenting)
        text += QStringLiteral(" · ") + tr("Esc: leave");
    return text;
}

QString stepKeysRule()
{
    return tr("PageDown and PageUp step the routes while a target is set, otherwise the game's "
              "moves while the board follows a game, otherwise the wavefront");
}

} // namespace cd::gui
