// SAN (san.h): every legal move of 10,000 positions from random games written and read back,
// hand-checked disambiguation (file, then rank, then both), the forms accepted on input, and the
// messages for moves that are not SAN, not legal or ambiguous.
#include "movegen.h"
#include "randomgames.h"
#include "san.h"

#include <QTest>

#include <set>

using namespace cd;

namespace {

Move move(const char* uci)
{
    const std::string_view t(uci);
    Move m{*parseSquare(t.substr(0, 2)), *parseSquare(t.substr(2, 2)), std::nullopt};
    if (t.size() == 5)
        m.promotion = pieceFromLetter(t[4])->type;
    return m;
}

std::string san(const char* fen, const char* uci)
{
    return sanText(Position::fromFen(fen), move(uci));
}

std::string uciOf(const char* fen, const char* text)
{
    return uciText(parseSan(Position::fromFen(fen), text));
}

QString errorOf(const char* fen, const char* text)
{
    try {
        parseSan(Position::fromFen(fen), text);
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    }
    return QStringLiteral("accepted");
}

// Three white queens on a1, a3 and c1 all reach b2; knights on b1 and f3 both reach d2.
constexpr const char* kThreeQueens = "6k1/8/8/8/8/Q7/8/Q1Q4K w - - 0 1";
constexpr const char* kTwoKnights = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
constexpr const char* kRooksOnAFile = "4k3/R7/8/8/8/8/8/R3K3 w - - 0 1";

} // namespace

class TestSan : public QObject {
    Q_OBJECT
private slots:
    // "Nd2", "d4", "Qh5" … for every piece letter and target of positions of random games: the
    // move read is the only legal move of that kind to that square, and when there is none or more
    // than one the text is refused (the reader looks at a few pieces; the oracle at every move).
    void shortMovesAgreeWithTheLegalMoves()
    {
        std::mt19937 rng(99);
        const std::pair<char, PieceType> kinds[] = {
            {'N', PieceType::Knight}, {'B', PieceType::Bishop}, {'R', PieceType::Rook},
            {'Q', PieceType::Queen},  {'K', PieceType::King},   {0, PieceType::Pawn}};
        int checked = 0;
        for (int round = 0; round < 4; ++round) {
            const testutil::RandomGame g = testutil::randomGame(rng, 100);
            Position b = g.start;
            for (const Move& played : g.moves) {
                const MoveList legal = legalMoves(b);
                for (const auto& [letter, kind] : kinds)
                    for (Square to = A1; to <= H8; ++to) {
                        const bool last = rankOf(to) == 0 || rankOf(to) == 7;
                        if (kind == PieceType::Pawn && last)
                            continue;
                        std::vector<Move> fits;
                        for (const Move& m : legal)
                            if (m.to == to && b.pieceAt(m.from)->type == kind &&
                                !(kind == PieceType::King &&
                                  (m.to - m.from == 2 || m.from - m.to == 2)) &&
                                (kind != PieceType::Pawn || fileOf(m.from) == fileOf(to)))
                                fits.push_back(m);
                        const std::string text =
                            (letter ? std::string(1, letter) : "") + squareName(to);
                        std::optional<Move> read;
                        try {
                            read = parseSan(b, text);
                        } catch (const InputError&) {
                        }
                        if (fits.size() == 1)
                            QVERIFY2(read == fits.front(), (text + " in " + b.fen()).c_str());
                        else
                            QVERIFY2(!read, (text + " in " + b.fen()).c_str());
                        ++checked;
                    }
                b.play(played);
            }
        }
        QVERIFY(checked > 100000);
    }

    void everyMoveRoundTrips()
    {
        std::mt19937 rng(1234);
        int positions = 0;
        while (positions < 10000) {
            const auto game = testutil::randomGame(rng, 150);
            Position b = game.start;
            for (const Move& played : game.moves) {
                std::set<std::string> seen;
                for (const Move& m : legalMoves(b)) {
                    const std::string text = sanText(b, m);
                    QVERIFY2(seen.insert(text).second, text.c_str());
                    if (!(parseSan(b, text) == m))
                        QFAIL(qPrintable(QString::fromStdString(text + " in " + b.fen())));
                }
                b.play(played);
                ++positions;
            }
        }
    }

    void written_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("uci");
        QTest::addColumn<QString>("san");
        const QString start = QString::fromLatin1(Board::kStartFen);
        QTest::newRow("pawn") << start << "e2e4"
                              << "e4";
        QTest::newRow("knight") << start << "g1f3"
                                << "Nf3";
        QTest::newRow("file") << kTwoKnights << "b1d2"
                              << "Nbd2";
        QTest::newRow("file 2") << kTwoKnights << "f3d2"
                                << "Nfd2";
        QTest::newRow("rank") << kRooksOnAFile << "a1a4"
                              << "R1a4";
        QTest::newRow("rank 2") << kRooksOnAFile << "a7a4"
                                << "R7a4";
        QTest::newRow("file and rank") << kThreeQueens << "a1b2"
                                       << "Qa1b2";
        QTest::newRow("rank of three") << kThreeQueens << "a3b2"
                                       << "Q3b2";
        QTest::newRow("file of three") << kThreeQueens << "c1b2"
                                       << "Qcb2";
        QTest::newRow("only one can") << kThreeQueens << "a3a8"
                                      << "Qa8+";
        QTest::newRow("pinned rival not named") << "4k3/8/8/3b4/8/5N2/8/1N5K w - - 0 1"
                                                << "b1d2"
                                                << "Nd2";
        QTest::newRow("capture") << "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"
                                 << "e4d5"
                                 << "exd5";
        QTest::newRow("en passant") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                                    << "e5d6"
                                    << "exd6";
        QTest::newRow("promotion") << "8/4P3/8/8/8/8/8/k3K3 w - - 0 1"
                                   << "e7e8q"
                                   << "e8=Q";
        QTest::newRow("under-promotion") << "3r4/4P3/8/8/8/8/8/k3K3 w - - 0 1"
                                         << "e7d8n"
                                         << "exd8=N";
        QTest::newRow("castle short") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                      << "e1g1"
                                      << "O-O";
        QTest::newRow("castle long check") << "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1"
                                           << "e1c1"
                                           << "O-O-O+";
        QTest::newRow("mate") << "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1"
                              << "a1a8"
                              << "Ra8#";
    }
    void written()
    {
        QFETCH(QString, fen);
        QFETCH(QString, uci);
        QFETCH(QString, san);
        QCOMPARE(
            QString::fromStdString(::san(fen.toLatin1().constData(), uci.toLatin1().constData())),
            san);
    }

    void accepted_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("san");
        QTest::addColumn<QString>("uci");
        const QString start = QString::fromLatin1(Board::kStartFen);
        const QString castle = QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        const QString promote = QStringLiteral("8/4P3/8/8/8/8/8/k3K3 w - - 0 1");
        QTest::newRow("O-O") << castle << "O-O"
                             << "e1g1";
        QTest::newRow("0-0") << castle << "0-0"
                             << "e1g1";
        QTest::newRow("0-0-0") << castle << "0-0-0"
                               << "e1c1";
        QTest::newRow("O-O-O+") << castle << "O-O-O+"
                                << "e1c1";
        QTest::newRow("=Q") << promote << "e8=Q"
                            << "e7e8q";
        QTest::newRow("no =") << promote << "e8N"
                              << "e7e8n";
        QTest::newRow("!?") << start << "Nf3!?"
                            << "g1f3";
        QTest::newRow("?!") << start << "e4?!"
                            << "e2e4";
        QTest::newRow("!!") << start << "d4!!"
                            << "d2d4";
        QTest::newRow("??") << start << "h4??"
                            << "h2h4";
        QTest::newRow("extra check") << start << "Nc3+"
                                     << "b1c3";
        QTest::newRow("missing mate") << "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1"
                                      << "Ra8"
                                      << "a1a8";
        QTest::newRow("missing x") << "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"
                                   << "ed5"
                                   << "e4d5";
        QTest::newRow("needless file") << start << "Ngf3"
                                       << "g1f3";
        QTest::newRow("full square") << kThreeQueens << "Qa1b2"
                                     << "a1b2";
    }
    void accepted()
    {
        QFETCH(QString, fen);
        QFETCH(QString, san);
        QFETCH(QString, uci);
        QCOMPARE(
            QString::fromStdString(uciOf(fen.toLatin1().constData(), san.toLatin1().constData())),
            uci);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("san");
        QTest::addColumn<QString>("error");
        const QString start = QString::fromLatin1(Board::kStartFen);
        QTest::newRow("illegal") << start << "Ke2"
                                 << "Ke2 is not a legal move in " + start;
        QTest::newRow("pawn capture without file") << "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"
                                                   << "d5"
                                                   << "d5 is not a legal move in 4k3/8/8/3p4/4P3/"
                                                      "8/8/4K3 w - - 0 1";
        QTest::newRow("ambiguous") << kTwoKnights << "Nd2"
                                   << "Nd2 is ambiguous in " + QString::fromLatin1(kTwoKnights) +
                                          ": it could be Nbd2, Nfd2";
        QTest::newRow("ambiguous by file")
            << kThreeQueens << "Qab2"
            << "Qab2 is ambiguous in " + QString::fromLatin1(kThreeQueens) +
                   ": it could be Qa1b2, Q3b2";
        QTest::newRow("unknown piece") << start << "Zf3"
                                       << "'Zf3' is not a move in standard algebraic notation";
        QTest::newRow("no square") << start << "N"
                                   << "'N' is not a move in standard algebraic notation";
        QTest::newRow("promotion missing") << "8/4P3/8/8/8/8/8/k3K3 w - - 0 1"
                                           << "e8"
                                           << "e8 is not a legal move in 8/4P3/8/8/8/8/8/k3K3 w "
                                              "- - 0 1";
        QTest::newRow("long junk") << start << "Nf3abcdefghabcdefghabcdefgh"
                                   << "'Nf3abcdefghabcdefgha...' is not a move in standard "
                                      "algebraic notation";
    }
    void refused()
    {
        QFETCH(QString, fen);
        QFETCH(QString, san);
        QFETCH(QString, error);
        QCOMPARE(errorOf(fen.toLatin1().constData(), san.toLatin1().constData()), error);
    }
};

QTEST_APPLESS_MAIN(TestSan)
#include "tst_san.moc"
