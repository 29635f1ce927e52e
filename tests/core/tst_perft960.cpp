// Chess960 perft (movegen.h) against published counts: positions of the Chess960 suite with
// Shredder-FEN rights, and X-FEN positions whose KQkq name rooks off the corners or kings off the
// e-file. Depth 3 for all, 4 for some; CD_PERFT_DEEP=1 asks every count the data holds (depth 5:
// seconds in a release build, a quarter of an hour in a debug one).
#include "chess960perft.h"
#include "movegen.h"

#include <QTest>

using namespace cd;
using testdata::Perft960;

namespace {

void compareUpTo(const Perft960& c, std::size_t depths)
{
    const Position b = Position::fromFen(c.fen);
    for (std::size_t d = 1; d <= std::min(depths, c.nodes.size()); ++d)
        QCOMPARE(perft(b, static_cast<int>(d)), c.nodes[d - 1]);
}

bool deep()
{
    return qEnvironmentVariableIntValue("CD_PERFT_DEEP") != 0;
}

void addRows(const std::vector<Perft960>& rows)
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < rows.size(); ++i)
        QTest::newRow(rows[i].id) << static_cast<int>(i);
}

} // namespace

class TestPerft960 : public QObject {
    Q_OBJECT
private slots:
    // Every fourth position to depth 4, the others to depth 3.
    void suite_data() { addRows(testdata::kChess960Perft); }
    void suite()
    {
        QFETCH(int, index);
        const Perft960& c = testdata::kChess960Perft[static_cast<std::size_t>(index)];
        compareUpTo(c, deep() ? c.nodes.size() : index % 4 == 0 ? 4 : 3);
    }

    void xfen_data() { addRows(testdata::kXFenPerft); }
    void xfen()
    {
        QFETCH(int, index);
        const Perft960& c = testdata::kXFenPerft[static_cast<std::size_t>(index)];
        compareUpTo(c, deep() ? c.nodes.size() : 4);
    }

    // The split by first move names castling as the king taking its rook.
    void divideNamesKingTakesRook()
    {
        const Position b = Position::fromFen(testdata::kXFenPerft[3].fen); // k2KR3 w K
        std::vector<std::string> castlings;
        for (const auto& [m, n] : perftDivide(b, 2))
            if (b.pieceAt(m.to) == Piece{Color::White, PieceType::Rook})
                castlings.push_back(uciText(m));
        QCOMPARE(castlings, std::vector<std::string>{"d1e1"});
    }
};

QTEST_APPLESS_MAIN(TestPerft960)
#include "tst_perft960.moc"
