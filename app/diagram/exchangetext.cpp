#include "diagram/exchangetext.h"

#include "diagram/diagramtext.h"
#include "diagram/piecenoun.h"

namespace cd {

namespace {

QString sideName(Color c)
{
    return c == Color::White ? tr("White", "the side") : tr("Black", "the side");
}

QString squareText(Square s)
{
    return QString::fromStdString(squareName(s));
}

} // namespace

QString exchangeCaptureText(const ExchangeCapture& c, Square to)
{
    QString text = squareText(c.from) + u'x' + squareText(to);
    if (c.piece.type != PieceType::Pawn)
        text.prepend(QChar::fromLatin1(pieceLetter({Color::White, c.piece.type})));
    return text;
}

QString exchangeHeadline(const Exchange& e)
{
    const Color first = opposite(e.piece.color);
    if (e.gain > 0)
        return tr("Exchange on %1: %2 wins %n by taking the %3", "square, side, piece", e.gain)
            .arg(squareText(e.square), sideName(first), pieceNoun(e.piece));
    return tr("Exchange on %1: taking the %2 does not pay", "square, piece")
        .arg(squareText(e.square), pieceNoun(e.piece));
}

QStringList exchangeSteps(const Exchange& e)
{
    return exchangeSteps(e, e.line);
}

QString exchangeIfTakenHeadline(const Exchange& e)
{
    const QString side = sideName(opposite(e.piece.color));
    return tr("If %1 takes anyway, %1 loses %n:", "side", -e.ifTaken.value_or(0)).arg(side);
}

QStringList exchangeSteps(const Exchange& e, const std::vector<ExchangeCapture>& line)
{
    const Color first = opposite(e.piece.color);
    QStringList steps;
    Piece taken = e.piece;
    int balance = 0; // the first capturer's material so far
    for (const ExchangeCapture& c : line) {
        balance += (c.piece.color == first ? 1 : -1) * exchangeValue(taken.type);
        steps << tr("%1. %2 %3 takes the %4 (%5)", "move number, side, capture, piece, balance")
                     .arg(QString::number(steps.size() + 1), sideName(c.piece.color),
                          exchangeCaptureText(c, e.square), pieceNoun(taken),
                          (balance > 0 ? QStringLiteral("+") : QString()) +
                              QString::number(balance));
        taken = c.piece;
    }
    return steps;
}

} // namespace cd
