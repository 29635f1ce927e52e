// The fill of every pair at once (pairfill.h) against one reference fill per source, on random
// boards of every density.
#include "boardtext.h"
#include "pairfill.h"
#include "reach.h"

#include <QTest>

#include <random>

using namespace cd;
using testutil::mapText;

namespace {

constexpr PieceType kSliders[] = {PieceType::Queen, PieceType::Rook, PieceType::Bishop};
constexpr CaptureMode kModes[] = {CaptureMode::Stop, CaptureMode::Continue, CaptureMode::Block};

// A board with each square set with probability about `percent`.
Bitboard randomBoard(std::mt19937_64& rng, int percent)
{
    Bitboard b = 0;
    for (int s = 0; s < 64; ++s)
        if (static_cast<int>(rng() % 100) < percent)
            b |= bit(Square(s));
    return b;
}

} // namespace

class TestPairFill : public QObject {
    Q_OBJECT
private slots:
    // Every row of the table of a source in `sources` equals the reference fill from that source
    // (with its origin lifted, as makeContext does); every other row is unreachable.
    void rowsEqualReferenceFill()
    {
        std::mt19937_64 rng(2027);
        for (int round = 0; round < 600; ++round) {
            const int density = 5 + round % 60;
            SharedBoard board;
            board.own = randomBoard(rng, density / 2);
            board.enemy = randomBoard(rng, density / 2) & ~board.own;
            board.taboo = round % 3 == 0 ? randomBoard(rng, 20) : 0;
            const Bitboard sources = round % 4 == 0 ? randomBoard(rng, 50) : kAll;
            // Every kind meets every mode, with and without squares it may not stop on.
            const PieceType kind = kSliders[(round / 3) % 3];
            const CaptureMode mode = kModes[(round / 9) % 3];
            AllPairs pairs;
            sliderPairs(kind, mode, board, sources, pairs);
            for (int i = 0; i < 64; ++i) {
                const Square s = Square(i);
                const auto& row = pairs[static_cast<std::size_t>(i)];
                if (!has(sources, s)) {
                    QVERIFY(row == unreachableMap());
                    continue;
                }
                MoveContext ctx;
                ctx.piece = {Color::White, kind};
                ctx.origin = s;
                ctx.own = board.own & ~bit(s);
                ctx.enemy = board.enemy & ~bit(s);
                ctx.taboo = board.taboo;
                ctx.captures = mode;
                const DistanceMap expected = reachFill(ctx);
                if (row != expected)
                    QFAIL(qPrintable(QStringLiteral("round %1, %2 from %3\n")
                                         .arg(round)
                                         .arg(QLatin1Char(pieceLetter(ctx.piece)))
                                         .arg(QString::fromStdString(squareName(s))) +
                                     mapText(row) + u'\n' + mapText(expected)));
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestPairFill)
#include "tst_pairfill.moc"
