#include "diagram/racescore.h"

#include "diagram/squaretext.h"

#include <algorithm>

namespace cd {

namespace {

// Score sheets write these letters in every language of the program (as its SAN does).
QString letter(PieceType t)
{
    static const char* const letters[] = {"", "N", "B", "R", "Q", "K", "W"};
    return QString::fromLatin1(letters[std::min<std::size_t>(static_cast<std::size_t>(t), 6)]);
}

const QString kEllipsis = QStringLiteral("…");

} // namespace

QString sanText(Piece p, Square from, Square to, bool capture, PieceType promoted)
{
    const bool pawn = p.type == PieceType::Pawn;
    QString text = letter(p.type);
    if (capture)
        text += (pawn ? QString(QChar(u'a' + fileOf(from))) : QString()) + u'x';
    text += squareText(to);
    if (pawn && rankOf(to) == (p.color == Color::White ? 7 : 0))
        text += u'=' + letter(promoted);
    return text;
}

RaceScore::RaceScore(Color toMove, int fullmove) : m_toMove(toMove), m_number(std::max(1, fullmove))
{}

QString RaceScore::play(const QString& san)
{
    const QString number = QString::number(m_number);
    QString line;
    if (m_toMove == Color::White) {
        m_white = san;
        line = number + QStringLiteral(". ") + san;
    } else if (m_white.isEmpty()) {
        line = number + kEllipsis + u' ' + san;
    } else {
        line = number + QStringLiteral(". ") + m_white + u' ' + san;
    }
    next();
    return line;
}

void RaceScore::pass()
{
    // Only the race's first move, White's, is written as "…": later Black's moves stand alone.
    if (m_toMove == Color::White)
        m_white = m_started ? QString() : kEllipsis;
    next();
}

void RaceScore::next()
{
    m_started = true;
    if (m_toMove == Color::Black) {
        ++m_number;
        m_white.clear();
    }
    m_toMove = m_toMove == Color::White ? Color::Black : Color::White;
}

} // namespace cd
