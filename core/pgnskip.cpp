#include "pgnskip.h"

namespace cd {

void PgnSkip::start(bool movesBegun)
{
    m_active = true;
    m_movesBegun = movesBegun;
    m_inTag = false;
    m_depth = 0;
}

PgnSkip::Step PgnSkip::pass(const PgnToken& t, bool isResult)
{
    using K = PgnToken::Kind;
    // A tag starting a line after an empty one, or once the moves have begun: the next game's.
    if (t.kind == K::TagOpen && t.column == 1 && (m_movesBegun || t.afterEmptyLine)) {
        m_active = false;
        return Step::NextStarts;
    }
    switch (t.kind) {
    case K::VariationOpen:
        ++m_depth;
        break;
    case K::VariationClose:
        m_depth = m_depth > 0 ? m_depth - 1 : 0;
        break;
    case K::TagOpen:
        m_inTag = true;
        break;
    case K::TagClose:
        m_inTag = false;
        break;
    case K::Asterisk:
    case K::Symbol:
        if (m_inTag && t.kind == K::Symbol)
            break; // a tag's name
        if (m_depth == 0 && (t.kind == K::Asterisk || isResult)) {
            m_active = false;
            return Step::GameEnded;
        }
        m_movesBegun = true;
        break;
    case K::Bad: // passed over unread
    case K::String:
        break;
    default:
        m_movesBegun = true;
    }
    return Step::Skipped;
}

} // namespace cd
