// chess-distance perft: how many legal move sequences of a given length a position has, the
// standard check of a move generator (docs/games.md#perft); --divide counts below each first move.
#include "clitext.h"
#include "command.h"
#include "commandrules.h"
#include "options/positionoptions.h"
#include "options/usageerror.h"
#include "progress.h"

#include "i18n/coremessages.h"

#include "movegen.h"

#include <algorithm>

namespace cd::cli {

namespace {

constexpr int kMaxDepth = 8;

void addOptions(QCommandLineParser& parser)
{
    parser.addOptions(
        options::positionOptions(tr("Position in FEN (default: the initial position).")));
    parser.addOptions({
        {QStringLiteral("depth"), tr("Number of plies, 1 to %1.").arg(kMaxDepth),
         QStringLiteral("D")},
        {QStringLiteral("divide"), tr("Print the count below each legal move too.")},
        {QStringLiteral("allow-unreachable"),
         tr("Count a position no game can reach too, as perft suites hold on purpose: a check no "
            "move can give, or one the en-passant step cannot have given. Still refused: a side "
            "without one king, a pawn on rank 1 or 8, the side not to move in check, more pieces "
            "than a game can have.")},
    });
    parser.setApplicationDescription(
        parser.applicationDescription() + u'\n' +
        tr("Slow at depth 7 (about a minute) and 8 (about 40 minutes from the initial position); "
           "on a terminal, stderr shows the nodes counted so far and about how much of the work "
           "is done."));
}

int depthOption(const QString& value)
{
    const QString text = value.trimmed();
    bool ok = false;
    const int depth = text.toInt(&ok);
    if (!ok || depth < 1 || depth > kMaxDepth)
        throw UsageError(tr("--depth: '%1' is not a number from 1 to %2").arg(text).arg(kMaxDepth));
    return depth;
}

// The position given as a playable one (the initial position when none is given), Chess960 when
// its game is; throws UsageError, naming --allow-unreachable for a position it would count.
Position boardOption(const options::PositionRequest& request, bool allowUnreachable)
{
    const options::GivenPosition given = options::positionFrom(request);
    if (!request.given())
        return Position::startPosition();
    const PositionChecks checks =
        allowUnreachable ? PositionChecks::Playable : PositionChecks::Reachable;
    try {
        return Position::fromBoard(given.board, given.chess960, checks);
    } catch (const UnreachablePosition& e) {
        throw UsageError(tr("--fen: %1; no game reaches this position (to count it anyway, as "
                            "perft suites do, add --allow-unreachable)")
                             .arg(i18n::errorText(e)));
    } catch (const InputError& e) {
        throw UsageError(tr("--fen: %1").arg(i18n::errorText(e)));
    }
}

constexpr int kLeafDepth = 3; // plies left to perft itself: milliseconds a call

// The progress line's words, outside the class (lupdate files a member's tr() under the class)
// and with Qt's integer type (after "std::" it files them under "std").
QString walkWhat(int depth)
{
    return tr("perft depth %1").arg(depth);
}

QString nodesSoFar(quint64 nodes)
{
    return tr("%1 nodes so far").arg(nodes);
}

// perft walked here down to kLeafDepth plies from the end, so that stderr can show how far it
// has got: the nodes counted so far and the share of the tree walked, each move's share of the
// tree taken as equal to its siblings' (an estimate: it moves steadily and ends at 100%).
class PerftWalk {
public:
    explicit PerftWalk(int depth) : m_progress(walkWhat(depth), 0) {}

    std::uint64_t count(const Position& board, int depth, double share)
    {
        if (depth <= kLeafDepth) {
            const std::uint64_t nodes = perft(board, depth);
            m_nodes += nodes;
            m_done += share;
            m_progress.showShare(m_done, [&] { return nodesSoFar(m_nodes); });
            return nodes;
        }
        const MoveList moves = legalMoves(board);
        if (moves.empty())
            m_done += share;
        std::uint64_t nodes = 0;
        for (int i = 0; i < moves.size(); ++i)
            nodes += count(board.after(moves[i]), depth - 1, share / moves.size());
        return nodes;
    }

private:
    Progress m_progress;
    std::uint64_t m_nodes = 0;
    double m_done = 0;
};

// perftDivide, walked so that stderr can show how far it has got.
std::vector<std::pair<Move, std::uint64_t>> countsByMove(const Position& board, int depth)
{
    const MoveList moves = legalMoves(board);
    PerftWalk walk(depth);
    std::vector<std::pair<Move, std::uint64_t>> counts;
    for (int i = 0; i < moves.size(); ++i)
        counts.emplace_back(moves[i],
                            walk.count(board.after(moves[i]), depth - 1, 1.0 / moves.size()));
    return counts;
}

QString execute(const options::Given& given)
{
    options::checkRules(perftRules(), given.names());
    const int depth = depthOption(given.value("depth"));
    const Position board =
        boardOption(options::positionRequest(given), given.has("allow-unreachable"));
    QString out;
    std::uint64_t nodes = 0;
    auto parts = countsByMove(board, depth);
    if (given.has("divide")) {
        std::sort(parts.begin(), parts.end(),
                  [](const auto& a, const auto& b) { return uciText(a.first) < uciText(b.first); });
        for (const auto& [move, count] : parts) {
            out += QStringLiteral("%1: %2\n").arg(QString::fromStdString(uciText(move))).arg(count);
            nodes += count;
        }
    } else {
        for (const auto& part : parts)
            nodes += part.second;
    }
    return out + QStringLiteral("nodes %1\n").arg(nodes);
}

} // namespace

const Command& perftCommand()
{
    static const Command command{
        "perft",
        QT_TRANSLATE_NOOP("cd::cli", "Count the legal move sequences of a given length (perft)."),
        addOptions, execute};
    return command;
}

} // namespace cd::cli
