// chess-distance perft: how many legal move sequences of a given length a position has, the
// standard check of a move generator (docs/games.md#perft); --divide counts below each first move.
#include "clitext.h"
#include "command.h"
#include "commandrules.h"
#include "options/positionoptions.h"
#include "options/usageerror.h"
#include "orderedjobs.h"
#include "progress.h"

#include "i18n/coremessages.h"

#include "movegen.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>

namespace cd::cli {

namespace {

constexpr int kMaxDepth = 8;
constexpr int kMaxThreads = 1024;

int defaultThreads()
{
    return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

void addOptions(QCommandLineParser& parser)
{
    parser.addOptions(
        options::positionOptions(tr("Position in FEN (default: the initial position).")));
    parser.addOptions({
        {QStringLiteral("depth"), tr("Number of plies, 1 to %1.").arg(kMaxDepth),
         QStringLiteral("D")},
        {QStringLiteral("divide"), tr("Print the count below each legal move too.")},
        {QStringLiteral("threads"),
         tr("Count on N threads, 1 to %1 (default: one per core); the counts are the same for "
            "every N.")
             .arg(kMaxThreads),
         QStringLiteral("N")},
        {QStringLiteral("allow-unreachable"),
         tr("Count a position no game can reach too, as perft suites hold on purpose: a check no "
            "move can give, or one the en-passant step cannot have given. Still refused: a side "
            "without one king, a pawn on rank 1 or 8, the side not to move in check, more pieces "
            "than a game can have.")},
    });
    parser.setApplicationDescription(
        parser.applicationDescription() + u'\n' +
        tr("Slow at depth 7 (about 7 seconds on one core) and 8 (about 3 minutes on one core from "
           "the initial position); on a terminal, stderr shows the nodes counted so far and about "
           "how much of the work is done."));
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

int threadsOption(const options::Given& given)
{
    if (!given.has("threads"))
        return defaultThreads();
    const QString text = given.value("threads").trimmed();
    bool ok = false;
    const int threads = text.toInt(&ok);
    if (!ok || threads < 1 || threads > kMaxThreads)
        throw UsageError(
            tr("--threads: '%1' is not a number from 1 to %2").arg(text).arg(kMaxThreads));
    return threads;
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
// tree taken as equal to its siblings' (an estimate: it moves steadily and ends at 100%). Several
// threads may walk at once; whichever finds the line free redraws it.
class PerftWalk {
public:
    explicit PerftWalk(int depth) : m_progress(walkWhat(depth), 0) {}

    std::uint64_t count(const Position& board, int depth, double share)
    {
        if (depth <= kLeafDepth) {
            const std::uint64_t nodes = perft(board, depth);
            record(nodes, share);
            return nodes;
        }
        const MoveList moves = legalMoves(board);
        if (moves.empty())
            record(0, share);
        std::uint64_t nodes = 0;
        for (int i = 0; i < moves.size(); ++i)
            nodes += count(board.after(moves[i]), depth - 1, share / moves.size());
        return nodes;
    }

    // The whole tree is walked: the line shows 100%.
    void finish()
    {
        const std::lock_guard lock(m_drawing);
        m_progress.showShare(1.0, [&] { return nodesSoFar(m_nodes.load()); });
    }

private:
    void record(std::uint64_t nodes, double share)
    {
        m_nodes += nodes;
        m_done.fetch_add(share);
        if (const std::unique_lock lock(m_drawing, std::try_to_lock); lock)
            m_progress.showShare(std::min(m_done.load(), 1.0),
                                 [&] { return nodesSoFar(m_nodes.load()); });
    }

    Progress m_progress;
    std::mutex m_drawing;
    std::atomic<std::uint64_t> m_nodes = 0;
    std::atomic<double> m_done = 0;
};

// perftDivide on `threads` threads, walked so that stderr can show how far it has got. The jobs
// are the replies to each first move (the first moves themselves at depth 1 or 2), so that two
// threads share even the largest first move.
std::vector<std::pair<Move, std::uint64_t>> countsByMove(const Position& board, int depth,
                                                         int threads)
{
    const MoveList moves = legalMoves(board);
    struct Job {
        int first;
        Position position;
        int depth;
        double share;
    };
    std::vector<Job> jobs;
    for (int i = 0; i < moves.size(); ++i) {
        const Position after = board.after(moves[i]);
        const double share = 1.0 / moves.size();
        const MoveList replies = depth >= 3 ? legalMoves(after) : MoveList{};
        if (replies.empty()) { // shallow, or no reply: counted whole
            jobs.push_back({i, after, depth - 1, share});
            continue;
        }
        for (const Move& reply : replies)
            jobs.push_back({i, after.after(reply), depth - 2, share / replies.size()});
    }
    PerftWalk walk(depth);
    std::vector<std::uint64_t> counts(jobs.size());
    runOrdered(
        jobs.size(),
        [&](std::size_t j) {
            counts[j] = walk.count(jobs[j].position, jobs[j].depth, jobs[j].share);
        },
        [](std::size_t) {}, threads);
    walk.finish();
    std::vector<std::pair<Move, std::uint64_t>> result;
    for (int i = 0; i < moves.size(); ++i)
        result.emplace_back(moves[i], 0);
    for (std::size_t j = 0; j < jobs.size(); ++j)
        result[static_cast<std::size_t>(jobs[j].first)].second += counts[j];
    return result;
}

QString execute(const options::Given& given)
{
    options::checkRules(perftRules(), given.names());
    const int depth = depthOption(given.value("depth"));
    const int threads = threadsOption(given);
    const Position board =
        boardOption(options::positionRequest(given), given.has("allow-unreachable"));
    QString out;
    std::uint64_t nodes = 0;
    auto parts = countsByMove(board, depth, threads);
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
