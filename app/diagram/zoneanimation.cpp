#include "diagram/zoneanimation.h"

#include "diagram/diagramtext.h"
#include "diagram/piecenoun.h"
#include "diagram/racescore.h"
#include "diagram/sidetomove.h"
#include "diagram/squaretext.h"
#include "diagram/zonediagram.h"
#include "diagram/zonetext.h"

#include <algorithm>

namespace cd {

namespace {

std::size_t at(Square s)
{
    return static_cast<std::size_t>(s);
}

// What every race of one zone starts from.
struct RaceStart {
    Diagram board; // the position with the zone drawn over it
    Color toMove = Color::White;
    int fullmove = 1;
    PieceType promoted = PieceType::Queen;
};

// The piece of the other side in one race, with the squares it runs through.
struct Rival {
    std::vector<Square> route;
    const Interception* meeting = nullptr;
    bool late = false;
};

// The squares a rival runs through: its chosen route, but a guard stops where it guards the stop
// and a late capture where it would take one move too late (no piece is left to take).
std::vector<Square> rivalRoute(const Interception& i, bool late)
{
    if (i.routes.routes.empty())
        return {};
    std::vector<Square> route = i.routes.routes.front();
    if ((late || i.how == InterceptionKind::Guard) && i.how != InterceptionKind::Block &&
        !route.empty())
        route.pop_back();
    return route;
}

// One race from the start position: the attacker along `main` against `rival` (none: alone).
// Each frame's caption is its move, then `tail`.
void race(std::vector<Diagram>& frames, const RaceStart& start, const std::vector<Square>& main,
          const Rival* rival, const QString& tail)
{
    static const std::vector<Square> none;
    const std::vector<Square>& other = rival ? rival->route : none;
    Diagram board = start.board;
    const Color attackerSide = board.pieceAt(main.front())->color;
    RaceScore score(start.toMove, start.fullmove);
    std::size_t ai = 0, oi = 0;
    const auto push = [&](const QString& first) {
        frames.push_back(board);
        Diagram& f = frames.back();
        f.caption = tail.isEmpty() ? first : first + u'\n' + tail;
        markSideToMove(f, score.toMove(), false);
        // The renderer paints marks over pieces: a piece that raced onto the target (or back to a
        // marked square) is kept in sight by leaving its square's mark out.
        std::erase_if(f.marks, [&](const Mark& m) {
            return (ai > 0 && m.square == main[ai]) || (oi > 0 && m.square == other[oi]);
        });
    };
    push(sideToMoveText(start.toMove));
    bool rivalStopped = false;
    QString ending; // a last line saying why the attacker stops short of its target
    for (int ply = 0; ply < 4 * kMaxTrajectoryLength + 8; ++ply) {
        const bool attackerDone = ai + 1 >= main.size();
        const bool rivalDone = rivalStopped || oi + 1 >= other.size();
        if (attackerDone && rivalDone)
            break;
        const bool attackersTurn = score.toMove() == attackerSide;
        if (attackersTurn ? attackerDone : rivalDone) {
            score.pass();
            continue;
        }
        const Square from = attackersTurn ? main[ai] : other[oi];
        const Square to = attackersTurn ? main[ai + 1] : other[oi + 1];
        const bool onPrey = !attackersTurn && to == main[ai];
        // The rival in time standing there first blocks it; any other piece there it takes.
        if (attackersTurn && board.pieceAt(to) &&
            ((rival && !rival->late && !other.empty() && to == other[oi]) ||
             board.pieceAt(to)->color == attackerSide))
            break;
        if (attackersTurn && rival && !rival->late &&
            rival->meeting->how == InterceptionKind::Guard && rivalDone &&
            to == rival->meeting->at) {
            ending = tr("the %1 guards %2", "a zone's race: the square a king cannot step to")
                         .arg(pieceNoun(*board.pieceAt(other[oi])), squareText(to));
            break;
        }
        // A late piece takes nothing and steps onto no piece: its run ends before one.
        if (!attackersTurn && board.pieceAt(to) && (rival->late || !onPrey)) {
            rivalStopped = true;
            score.pass();
            continue;
        }
        (attackersTurn ? ai : oi) += 1;
        const Piece p = *board.pieceAt(from);
        const QString san = sanText(p, from, to, board.pieceAt(to).has_value(), start.promoted);
        Piece placed = p;
        if (p.type == PieceType::Pawn && rankOf(to) == (p.color == Color::White ? 7 : 0))
            placed.type = start.promoted;
        board.pieces[at(to)] = placed;
        board.pieces[at(from)].reset();
        push(score.play(san));
        if (onPrey) // taken
            break;
    }
    if (!ending.isEmpty())
        frames.back().caption += u'\n' + ending;
}

// The verdict of one race of a piece in time: "The white rook stops the a-pawn".
QString inTimeVerdict(const Zone& z, const Interception& i)
{
    Zone one;
    one.from = z.from;
    one.to = z.to;
    one.attacker = z.attacker;
    one.interceptions = {i};
    return zoneVerdict(one);
}

int fullmoveNumber(const Board& board)
{
    bool ok = false;
    const int n =
        board.fullmoveNumber() ? QString::fromStdString(*board.fullmoveNumber()).toInt(&ok) : 1;
    return ok && n > 0 ? n : 1;
}

} // namespace

std::vector<Diagram> zoneFrames(const Query& query, const Answer& answer, const Zone& z,
                                const DisplayOptions& display)
{
    if (z.main.routes.empty())
        return {};
    RaceStart start;
    start.board = buildDiagram(query, answer, display);
    addZone(start.board, z);
    start.board.show.captionScale = kRaceCaptionScale;
    start.toMove = z.attackerToMove ? z.attacker.color : opposite(z.attacker.color);
    start.fullmove = fullmoveNumber(query.board);
    start.promoted = query.reach.promotion.value_or(PieceType::Queen);
    // A caption the user gave closes every frame's.
    const QString own = display.caption.value_or(QString());
    const auto withOwn = [&own](const QString& text) {
        return own.isEmpty() ? text : text + u'\n' + own;
    };
    const std::vector<Square>& main = z.main.routes.front();
    std::vector<Rival> rivals;
    for (const Interception* i : namedInterceptions(z))
        rivals.push_back({rivalRoute(*i, false), i, false});
    for (const Interception& i : z.late)
        rivals.push_back({rivalRoute(i, true), &i, true});
    std::vector<Diagram> frames;
    if (rivals.empty()) {
        race(frames, start, main, nullptr, withOwn(zoneVerdict(z)));
        return frames;
    }
    for (std::size_t n = 0; n < rivals.size(); ++n) {
        const Interception& i = *rivals[n].meeting;
        // With several rivals each runs its own race from the start, named on its frames.
        QString tail = rivals[n].late ? zoneLateText(i) : inTimeVerdict(z, i);
        if (rivals.size() > 1)
            tail = tr("race %1 of %2: the %3 on %4", "a zone's race with one piece of several")
                       .arg(n + 1)
                       .arg(rivals.size())
                       .arg(pieceNoun(i.piece), squareText(i.from)) +
                   u'\n' + tail;
        race(frames, start, main, &rivals[n], withOwn(tail));
    }
    return frames;
}

} // namespace cd
