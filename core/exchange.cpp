#include "exchange.h"

#include "control.h"
#include "rays.h"

#include <unordered_map>

namespace cd {

namespace {

using enum PieceType;

// The classes of equal value, least valuable first (knights and bishops are one class).
constexpr int kClasses = 5;
constexpr int kClassValue[kClasses] = {1, 3, 5, 9, 0};
constexpr int kUnbounded = 1 << 20;

Bitboard classSet(const PieceSets& p, int k)
{
    switch (k) {
    case 0:
        return p.pieces(Pawn);
    case 1:
        return p.pieces(Knight) | p.pieces(Bishop);
    case 2:
        return p.pieces(Rook);
    case 3:
        return p.pieces(Queen);
    default:
        return p.pieces(King);
    }
}

// The exchange on one square, searched with bitboards: `occupied` holds the pieces still on the
// board, `side` is to capture a piece worth `victim`.
class Search {
public:
    Search(const PieceSets& sets, Square square) : p(sets), target(square) {}

    // What `side` wins from here with best play by both, exact when below `limit` (else some
    // value at least `limit`: the caller cannot use more); with `line`, the best line is added.
    int gain(Bitboard occupied, Color side, int victim, int limit,
             std::vector<Square>* line = nullptr) const
    {
        const Bitboard all = attackersTo(p, target, occupied);
        const Bitboard own = all & p.pieces(side);
        if (!own || limit <= 0)
            return 0;
        int k = 0;
        while (!(own & classSet(p, k)))
            ++k;
        const Bitboard candidates = own & classSet(p, k);
        if (k == kClasses - 1)
            return kingCaptures(occupied, candidates, side, victim, line);
        const Bitboard choices = distinctChoices(candidates, all, occupied);
        // Boards crowded with sliders branch at every step: remember what was searched.
        if (line || !(choices & (choices - 1)) || ++m_branches <= kBranchesUnremembered)
            return bestCapture(occupied, side, victim, limit, k, choices, line);
        const Key key{occupied, static_cast<std::uint8_t>(victim * 2 + (side == Color::Black))};
        if (const auto known = m_known.find(key);
            known != m_known.end() && (known->second.exact || known->second.value >= limit))
            return known->second.value;
        const int best = bestCapture(occupied, side, victim, limit, k, choices, line);
        m_known[key] = {best, best < limit};
        return best;
    }

    // What `side` wins when it must capture first (then best play by both), with the line;
    // nullopt when it has no capture (no attacker, or only a king that may not take).
    std::optional<int> forcedGain(Bitboard occupied, Color side, int victim,
                                  std::vector<Square>& line) const
    {
        const Bitboard own = attackersTo(p, target, occupied) & p.pieces(side);
        if (!own)
            return std::nullopt;
        int k = 0;
        while (!(own & classSet(p, k)))
            ++k;
        const Bitboard candidates = own & classSet(p, k);
        if (k == kClasses - 1) {
            kingCaptures(occupied, candidates, side, victim, &line);
            return line.empty() ? std::nullopt : std::optional<int>(victim);
        }
        Bitboard choices = distinctChoices(candidates, attackersTo(p, target, occupied), occupied);
        std::optional<int> best;
        Square bestFrom = A1;
        while (choices) {
            const Square from = popLowest(choices);
            const int v =
                victim - gain(occupied ^ bit(from), opposite(side), kClassValue[k], kUnbounded);
            if (!best || v > *best) {
                best = v;
                bestFrom = from;
            }
        }
        line.push_back(bestFrom);
        gain(occupied ^ bit(bestFrom), opposite(side), kClassValue[k], kUnbounded, &line);
        return best;
    }

private:
    struct Key {
        Bitboard occupied;
        std::uint8_t sideAndVictim;
        friend bool operator==(const Key&, const Key&) = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& k) const
        {
            return std::hash<Bitboard>()(k.occupied * 0x9E3779B97F4A7C15ULL + k.sideAndVictim);
        }
    };
    struct Known {
        int value;
        bool exact; // else a value at least the limit it was searched with
    };
    static constexpr int kBranchesUnremembered = 64;

    // The best of the choices (capturers of class k) for `side`, or 0 for stopping.
    int bestCapture(Bitboard occupied, Color side, int victim, int limit, int k, Bitboard choices,
                    std::vector<Square>* line) const
    {
        int best = 0;
        Square bestFrom = A1;
        // Alpha-beta: a reply worth `victim - best` or more leaves this side no better off.
        while (choices) {
            const Square from = popLowest(choices);
            const int v =
                victim - gain(occupied ^ bit(from), opposite(side), kClassValue[k], victim - best);
            if (v > best) {
                best = v;
                bestFrom = from;
                if (best >= limit || best == victim)
                    break;
            }
        }
        if (line && best > 0) {
            line->push_back(bestFrom);
            gain(occupied ^ bit(bestFrom), opposite(side), kClassValue[k], kUnbounded, line);
        }
        return best;
    }

    // A king takes only onto a square no enemy piece attacks once it has left its own.
    int kingCaptures(Bitboard occupied, Bitboard kings, Color side, int victim,
                     std::vector<Square>* line) const
    {
        for (; kings;) {
            const Square from = popLowest(kings);
            const Bitboard after = occupied ^ bit(from);
            if (!(attackersTo(p, target, after) & after & p.pieces(opposite(side)))) {
                if (line)
                    line->push_back(from);
                return victim;
            }
        }
        return 0;
    }

    // The candidates worth trying: one that reveals no slider behind it stands for all such
    // (they differ in nothing that matters later), each one that reveals a slider for itself.
    Bitboard distinctChoices(Bitboard candidates, Bitboard attacking, Bitboard occupied) const
    {
        if (!(candidates & (candidates - 1)))
            return candidates;
        const Bitboard diagonal = p.pieces(Bishop) | p.pieces(Queen);
        const Bitboard straight = p.pieces(Rook) | p.pieces(Queen);
        Bitboard out = 0;
        Bitboard quiet = 0;
        forEachSquare(candidates & ~p.pieces(Knight), [&](Square s) {
            const Bitboard without = occupied ^ bit(s);
            const Bitboard behind = ((bishopAttacks(target, without) & diagonal) |
                                     (rookAttacks(target, without) & straight)) &
                                    without & ~attacking;
            if (behind)
                out |= bit(s);
            else if (!quiet)
                quiet = bit(s);
        });
        if (!quiet)
            quiet = candidates & p.pieces(Knight) & -(candidates & p.pieces(Knight));
        return out | quiet;
    }

    const PieceSets& p;
    Square target;
    mutable int m_branches = 0;
    mutable std::unordered_map<Key, Known, KeyHash> m_known;
};

int valueOf(std::optional<Piece> piece)
{
    return piece ? exchangeValue(piece->type) : 0;
}

bool hasExchange(const Board& board, Square square)
{
    const auto piece = board.pieceAt(square);
    return piece && piece->type != King;
}

} // namespace

int exchangeValue(PieceType type)
{
    constexpr int values[] = {1, 3, 3, 5, 9, 0, 0};
    return values[static_cast<std::size_t>(type)];
}

ExchangeGains exchangeGains(const Board& board)
{
    ExchangeGains gains;
    gains.fill(kNoExchange);
    const PieceSets p = PieceSets::of(board);
    const Bitboard occupied = p.occupied();
    forEachSquare(occupied & ~p.pieces(King), [&](Square s) {
        const Color owner = has(p.pieces(Color::White), s) ? Color::White : Color::Black;
        gains[static_cast<std::size_t>(s)] = static_cast<std::int8_t>(
            Search(p, s).gain(occupied, opposite(owner), valueOf(board.pieceAt(s)), kUnbounded));
    });
    return gains;
}

std::optional<int> exchangeGain(const Board& board, Square square)
{
    if (!hasExchange(board, square))
        return std::nullopt;
    const PieceSets p = PieceSets::of(board);
    const Piece piece = *board.pieceAt(square);
    return Search(p, square).gain(p.occupied(), opposite(piece.color), valueOf(piece), kUnbounded);
}

std::optional<Exchange> exchange(const Board& board, Square square)
{
    if (!hasExchange(board, square))
        return std::nullopt;
    const PieceSets p = PieceSets::of(board);
    Exchange e{square, *board.pieceAt(square), 0, {}, std::nullopt, {}};
    std::vector<Square> from;
    e.gain = Search(p, square).gain(p.occupied(), opposite(e.piece.color), valueOf(e.piece),
                                    kUnbounded, &from);
    for (const Square s : from)
        e.line.push_back({s, *board.pieceAt(s)});
    std::vector<Square> taken;
    e.ifTaken = Search(p, square).forcedGain(p.occupied(), opposite(e.piece.color),
                                             valueOf(e.piece), taken);
    for (const Square s : taken)
        e.takenLine.push_back({s, *board.pieceAt(s)});
    return e;
}

std::vector<Exchange> exchanges(const Board& board)
{
    std::vector<Exchange> out;
    forEachSquare(board.occupied(), [&](Square s) {
        if (auto e = exchange(board, s))
            out.push_back(std::move(*e));
    });
    return out;
}

} // namespace cd
