// The counting fill of the mobility profiles (layertally.h) against the layers of the layered fill
// (layerfill.h): every count, figure and ratio of batches of one to four lanes, given lane by
// lane or by their board, on random positions and in corridors deeper than 32 moves, by the code
// of this processor's path and by the portable counting.
#include "layerfill.h"
#include "layertally.h"
#include "optionrows.h"
#include "piecefills.h"
#include "randompositions.h"
#include "reach.h"

#include <QTest>

#include <algorithm>
#include <bit>
#include <cmath>
#include <random>

using namespace cd;
using testutil::randomOrigin;
using testutil::randomPosition;

namespace {

constexpr PieceType kTypes[] = {PieceType::King,   PieceType::Queen,  PieceType::Rook,
                                PieceType::Bishop, PieceType::Knight, PieceType::Pawn,
                                PieceType::Wazir};

using Tally = void (*)(PieceType, Color, CaptureMode, std::span<const FillLane>, FillTally&);
using BoardTally = void (*)(PieceType, Color, CaptureMode, const BatchBoard&, FillTally&);

// The counting of this processor's path or the portable one.
Tally laneTally(bool portable)
{
    return portable ? static_cast<Tally>(detail::layeredTallyPortable)
                    : static_cast<Tally>(layeredTally);
}
BoardTally boardTally(bool portable)
{
    return portable ? static_cast<BoardTally>(detail::layeredTallyPortable)
                    : static_cast<BoardTally>(layeredTally);
}

// What the tally of lane i must hold, from the layers (the sums in the order of mobility.cpp).
struct Expected {
    std::array<std::uint8_t, kMaxLayers> counts{};
    int reachable = 0, deepest = 0;
    double score = 0, mean = 0, ratio = 0;
};

Expected expectedOf(const FillBatch& batch, int lane, double base)
{
    Expected e;
    long sum = 0;
    for (int d = 1; d < batch.depth; ++d) {
        const int c = std::popcount(batch.layer(d, lane));
        e.counts[static_cast<std::size_t>(d)] = static_cast<std::uint8_t>(c);
        e.reachable += c;
        sum += static_cast<long>(c) * d;
        e.score += c * std::ldexp(1.0, 1 - d);
        e.deepest = c ? d : e.deepest;
    }
    e.mean = e.reachable ? static_cast<double>(sum) / e.reachable : 0.0;
    e.ratio = base > 0 ? e.score / base : 0.0;
    return e;
}

// Runs `tally` (which fills the lanes one way or another) and compares each lane with the
// layered fill's layers of `lanes`; returns the deepest distance of the batch.
template <typename Run>
int checkTally(const Run& tally, PieceType type, Color color, CaptureMode captures,
               std::span<const FillLane> lanes, std::mt19937& rng)
{
    FillBatch batch;
    layeredFill(type, color, captures, lanes, batch, FillPlanes::Skip);
    std::array<PieceMobility, kFillLanes> into;
    FillTally out;
    for (std::size_t i = 0; i < kFillLanes; ++i) {
        // Every member must be written: none may keep these values.
        ReachSummary& s = into[i].inPosition;
        s.counts.fill(0xA5);
        s.maxDistance = s.reachable = s.unreachable = -7;
        s.mean = s.score = into[i].ratio = -7;
        out.into[i] = &into[i];
        // A base of 0 leaves the ratio 0.
        out.base[i] = rng() % 4 == 0 ? 0.0 : 1.0 + static_cast<double>(rng() % 1000) / 7;
    }
    tally(out);
    int deepest = 0;
    for (std::size_t i = 0; i < lanes.size(); ++i) {
        const Expected e = expectedOf(batch, static_cast<int>(i), out.base[i]);
        const auto where = QStringLiteral("%1 lane %2 of %3 from %4")
                               .arg(QLatin1Char(pieceLetter({color, type})))
                               .arg(i)
                               .arg(lanes.size())
                               .arg(QString::fromStdString(squareName(lanes[i].origin)));
        const ReachSummary& s = into[i].inPosition;
        if (s.counts != e.counts || s.reachable != e.reachable ||
            s.unreachable != 63 - e.reachable || s.maxDistance != e.deepest || s.score != e.score ||
            s.mean != e.mean || into[i].ratio != e.ratio) {
            QString got, want;
            for (std::size_t d = 0; d < kMaxLayers; ++d) {
                got += QString::number(s.counts[d]) + u' ';
                want += QString::number(e.counts[d]) + u' ';
            }
            qWarning("%s: reachable %d/%d unreachable %d deepest %d/%d score %.17g/%.17g mean "
                     "%.17g/%.17g ratio %.17g/%.17g\ncounts %s\nwanted %s",
                     qPrintable(where), s.reachable, e.reachable, s.unreachable, s.maxDistance,
                     e.deepest, s.score, e.score, s.mean, e.mean, into[i].ratio, e.ratio,
                     qPrintable(got), qPrintable(want));
            return -1;
        }
        deepest = std::max(deepest, e.deepest);
    }
    return deepest;
}

// A corridor one square wide that winds through the board rank by rank: ranks 1, 3, 5 and 7 open,
// each joined to the next by one square at alternate ends (h2, a4, h6, a8). A wazir from a1 needs
// 35 moves to its end.
Bitboard corridorWalls()
{
    Bitboard open = kRank1 | kRank1 << 16 | kRank1 << 32 | kRank1 << 48;
    for (const char* s : {"h2", "a4", "h6", "a8"})
        open |= bit(*parseSquare(s));
    return ~open;
}

} // namespace

class TestMobilityTally : public QObject {
    Q_OBJECT
private slots:
    void tallyEqualsLayers_data()
    {
        QTest::addColumn<bool>("portable");
        QTest::newRow("this path") << false;
        QTest::newRow("portable counting") << true;
    }

    // Batches of 1 to 4 random sources of every kind and capture mode on 2,000 positions.
    void tallyEqualsLayers()
    {
        QFETCH(bool, portable);
        const Tally tally = laneTally(portable);
        std::mt19937 rng(2026);
        for (int round = 0; round < 2000; ++round) {
            const Board pos = randomPosition(rng);
            const PieceType type = kTypes[static_cast<std::size_t>(round) % std::size(kTypes)];
            const Piece piece{rng() % 2 ? Color::White : Color::Black, type};
            ReachOptions opts;
            opts.captures = static_cast<CaptureMode>(rng() % 3);
            std::array<FillLane, kFillLanes> lanes;
            for (auto& lane : lanes)
                lane = fillLane(makeContext(pos, randomOrigin(rng, type), piece, opts));
            const std::size_t n = 1 + static_cast<std::size_t>(rng() % kFillLanes);
            const auto used = std::span(lanes).first(n);
            const auto run = [&](FillTally& out) {
                tally(type, piece.color, opts.captures, used, out);
            };
            QVERIFY(checkTally(run, type, piece.color, opts.captures, used, rng) >= 0);
        }
    }

    // Batches given by their board (BatchBoard): pieces of one kind, both colours but for pawns,
    // on 2,000 random positions with blocked and taboo squares; each lane as pieceLane makes it.
    void boardEqualsLanes_data() { tallyEqualsLayers_data(); }
    void boardEqualsLanes()
    {
        QFETCH(bool, portable);
        const BoardTally tally = boardTally(portable);
        std::mt19937 rng(1960);
        for (int round = 0; round < 2000; ++round) {
            Board pos = randomPosition(rng);
            const PieceType type = kTypes[static_cast<std::size_t>(round) % std::size(kTypes)];
            const Color pawnColor = rng() % 2 ? Color::White : Color::Black;
            ReachOptions opts;
            opts.captures = static_cast<CaptureMode>(rng() % 3);
            BatchBoard board;
            board.size = 1 + static_cast<std::size_t>(rng() % kFillLanes);
            for (std::size_t i = 0; i < board.size; ++i) {
                Square s;
                do
                    s = randomOrigin(rng, type);
                while (std::find(board.origins.begin(), board.origins.begin() + i, s) !=
                       board.origins.begin() + i);
                board.origins[i] = s;
                const Color c = type == PieceType::Pawn ? pawnColor
                                : rng() % 2             ? Color::White
                                                        : Color::Black;
                pos.setPiece(s, Piece{c, type});
            }
            opts.blocked = testutil::randomEmptySquares(rng, pos, static_cast<int>(rng() % 3));
            opts.taboo = testutil::randomEmptySquares(rng, pos, static_cast<int>(rng() % 3));
            board.byColor = {pos.pieces(Color::White), pos.pieces(Color::Black)};
            board.blocked = opts.blocked;
            board.taboo = opts.taboo;
            std::array<FillLane, kFillLanes> lanes;
            for (std::size_t i = 0; i < board.size; ++i) {
                const Square s = board.origins[i];
                lanes[i] = pieceLane(pos, s, pos.pieceAt(s)->color, board.byColor, opts);
            }
            const Color color = pos.pieceAt(board.origins[0])->color;
            const auto run = [&](FillTally& out) { tally(type, color, opts.captures, board, out); };
            QVERIFY(checkTally(run, type, color, opts.captures, std::span(lanes).first(board.size),
                               rng) >= 0);
        }
    }

    // Counts beyond move 32, where the vector code takes the second half of its bytes.
    void deepCorridors_data() { tallyEqualsLayers_data(); }
    void deepCorridors()
    {
        QFETCH(bool, portable);
        const Tally tally = laneTally(portable);
        std::mt19937 rng(35);
        const Bitboard walls = corridorWalls();
        int deepest = 0;
        for (const PieceType type : {PieceType::Wazir, PieceType::King, PieceType::Rook}) {
            std::array<FillLane, kFillLanes> lanes;
            const char* origins[] = {"a1", "h1", "c5", "a8"};
            for (std::size_t i = 0; i < kFillLanes; ++i) {
                const Square s = *parseSquare(origins[i]);
                lanes[i] = {s, walls & ~bit(s), 0, 0};
            }
            for (std::size_t n = 1; n <= kFillLanes; ++n) {
                const auto used = std::span(lanes).first(n);
                const auto run = [&](FillTally& out) {
                    tally(type, Color::White, CaptureMode::Stop, used, out);
                };
                const int d = checkTally(run, type, Color::White, CaptureMode::Stop, used, rng);
                QVERIFY(d >= 0);
                deepest = std::max(deepest, d);
            }
        }
        QCOMPARE(deepest, 35);
    }
};

QTEST_APPLESS_MAIN(TestMobilityTally)
#include "tst_mobilitytally.moc"
