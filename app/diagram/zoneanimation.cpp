#include "diagram/zoneanimation.h"

#include "diagram/diagramtext.h"
#include "diagram/piecenoun.h"
#include "diagram/squaretext.h"
#include "diagram/zonediagram.h"
#include "diagram/zonetext.h"

namespace cd {

namespace {

std::size_t at(Square s)
{
    return static_cast<std::size_t>(s);
}

// "Kd1", "a4", "Kxa1", "bxa1": a move as a score sheet writes it (no check or promotion signs).
QString moveText(Piece p, Square from, Square to, bool capture)
{
    static const char* const letters[] = {"", "N", "B", "R", "Q", "K"};
    QString text = QString::fromLatin1(letters[static_cast<std::size_t>(p.type) % 6]);
    if (capture)
        text +=
            (p.type == PieceType::Pawn ? QString(QChar(u'a' + fileOf(from))) : QString()) + u'x';
    return text + squareText(to);
}

// One race from the start position `board`: the attacker along `main`, the interceptor along
// `other` (empty: the attacker alone), the sides alternating from the side to move. Each frame's
// caption is its move, then `tail`.
void race(std::vector<Diagram>& frames, Diagram board, const std::vector<Square>& main,
          const std::vector<Square>& other, bool attackerToMove, const QString& tail)
{
    frames.push_back(board);
    frames.back().caption = tr("the start", "a zone's race before its first move") + u'\n' + tail;
    Square attacker = main.front();
    bool taken = false; // the attacker, by the interceptor
    std::size_t ai = 0, oi = 0;
    bool attackersTurn = attackerToMove;
    int number = 1;       // the move number, counted from the race's first move
    QString white, black; // the current move's two halves
    for (int ply = 0; ply < 2 * kMaxTrajectoryLength + 2; ++ply, attackersTurn = !attackersTurn) {
        const bool attackerDone = taken || ai + 1 >= main.size();
        const bool otherDone = oi + 1 >= other.size();
        if (attackerDone && otherDone)
            break;
        Square from = A1, to = A1;
        if (attackersTurn) {
            if (attackerDone)
                continue;
            from = main[ai];
            to = main[ai + 1];
            if (board.pieceAt(to)) // the interceptor stands there first: blocked
                break;
            ++ai;
            attacker = to;
        } else {
            if (otherDone)
                continue;
            from = other[oi];
            to = other[++oi];
            taken = taken || attacker == to;
        }
        const Piece p = *board.pieceAt(from);
        const QString text = moveText(p, from, to, board.pieceAt(to).has_value());
        board.pieces[at(to)] = p;
        board.pieces[at(from)].reset();
        if (p.color == Color::White) {
            if (!white.isEmpty() || !black.isEmpty()) // White's move opens the next number
                ++number;
            white = text;
            black.clear();
        } else {
            black = text;
        }
        const QString pair = white.isEmpty()   ? QStringLiteral("… ") + black
                             : black.isEmpty() ? white
                                               : white + QStringLiteral(" … ") + black;
        frames.push_back(board);
        frames.back().caption =
            tr("move %1: %2", "a zone's race: \"move 3: Kc3 … a2\"").arg(number).arg(pair) + u'\n' +
            tail;
    }
}

} // namespace

std::vector<Diagram> zoneFrames(const Query& query, const Answer& answer, const Zone& z,
                                const DisplayOptions& display)
{
    if (z.main.routes.empty())
        return {};
    Diagram board = buildDiagram(query, answer, display);
    addZone(board, z);
    const std::vector<Square>& main = z.main.routes.front();
    const auto named = namedInterceptions(z);
    std::vector<Diagram> frames;
    if (named.empty()) {
        race(frames, board, main, {}, z.attackerToMove, board.caption);
        return frames;
    }
    for (std::size_t n = 0; n < named.size(); ++n) {
        const Interception& i = *named[n];
        // With several interceptors each runs its own race from the start, named on its frames.
        const QString tail =
            named.size() == 1
                ? board.caption
                : tr("race %1 of %2: the %3 on %4", "a zone's race with one interceptor of several")
                          .arg(n + 1)
                          .arg(named.size())
                          .arg(pieceNoun(i.piece), squareText(i.from)) +
                      u'\n' + board.caption;
        static const std::vector<Square> none;
        race(frames, board, main, i.routes.routes.empty() ? none : i.routes.routes.front(),
             z.attackerToMove, tail);
    }
    return frames;
}

} // namespace cd
