// trySan and sanProblem (san.h), the SAN reader without exceptions that the PGN reader uses: on
// every text parseSan returns the same move, or trySan none and sanProblem parseSan's message.
// The texts: each legal move's SAN in positions of random games, its long form, and mangled
// variants of both (a byte replaced, inserted or dropped, prefixes, figurines, marks), and every
// piece letter with every square.
#include "movegen.h"
#include "randomgames.h"
#include "san.h"

#include <QTest>

#include <cstring>
#include <map>

using namespace cd;

namespace {

// Where trySan and sanProblem part from parseSan on `text`; empty when they agree. `kinds`
// counts the texts by what parseSan said (a message's template, or "move").
std::string disagreement(const Position& b, const std::string& text,
                         std::map<std::string, int>& kinds)
{
    std::optional<Move> parsed;
    Message thrown;
    try {
        parsed = parseSan(b, text);
    } catch (const InputError& e) {
        thrown = e.message();
    }
    const std::optional<Move> tried = trySan(b, text);
    const Message problem = sanProblem(b, text);
    const std::string where = "'" + text + "' in " + b.fen() + ": ";
    if (tried != parsed)
        return where + "trySan " + (tried ? uciText(*tried) : "none") + ", parseSan " +
               (parsed ? uciText(*parsed) : thrown.english());
    if (std::strcmp(problem.text, thrown.text) != 0 || problem.args != thrown.args)
        return where + "sanProblem '" + problem.english() + "', parseSan '" +
               (parsed ? "" : thrown.english()) + "'";
    ++kinds[parsed ? "move" : thrown.text];
    return {};
}

// Mangled copies of `text`: each byte dropped, replaced and preceded by a few from `bytes`,
// chosen by `rng`, and each prefix.
std::vector<std::string> mangled(const std::string& text, std::mt19937& rng)
{
    static const std::string bytes = "NBRQKPSDTLxX:=-+#!?eOo0abcdefgh12345678";
    const auto any = [&] { return bytes[rng() % bytes.size()]; };
    std::vector<std::string> out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        out.push_back(text.substr(0, i));
        out.push_back(text.substr(0, i) + text.substr(i + 1));
        for (int k = 0; k < 2; ++k) {
            std::string replaced = text;
            replaced[i] = any();
            out.push_back(replaced);
            out.push_back(text.substr(0, i) + any() + text.substr(i));
        }
    }
    out.push_back(text + any());
    return out;
}

// The SAN with its piece letter as a figurine ("♘f3"), and with marks after it.
std::vector<std::string> dressed(const std::string& san)
{
    std::vector<std::string> out = {san + "!?", san + "+-", san + "e.p.", san + " ", " " + san};
    const auto letter = std::string_view("KQRBN").find(san.front());
    if (letter != std::string_view::npos)
        out.push_back("\xE2\x99" + std::string(1, static_cast<char>(0x94 + letter)) +
                      san.substr(1));
    return out;
}

} // namespace

class TestSanLookup : public QObject {
    Q_OBJECT
private slots:
    void agreesWithParseSan()
    {
        std::mt19937 rng(2026);
        std::map<std::string, int> kinds;
        int positions = 0;
        while (positions < 60) {
            const testutil::RandomGame game = testutil::randomGame(rng, 120);
            Position b = game.start;
            for (const Move& played : game.moves) {
                std::vector<std::string> texts;
                for (const Move& m : legalMoves(b)) {
                    const std::string san = sanText(b, m), uci = uciText(m);
                    texts.push_back(san);
                    texts.push_back(uci);
                    if (m.promotion) { // "e7e8": the piece missing
                        const std::string from = uci.substr(0, 2), to = uci.substr(2, 2);
                        for (const char* between : {"", "-", "x", ":"})
                            texts.push_back(from + between + to);
                        texts.push_back("P" + from + to);
                    }
                    for (const std::string& t : dressed(san))
                        texts.push_back(t);
                    for (const std::string& t : mangled(san, rng))
                        texts.push_back(t);
                    for (const std::string& t : mangled(uci, rng))
                        texts.push_back(t);
                }
                for (const char* letter : {"", "N", "B", "R", "Q", "K", "P"})
                    for (Square to = A1; to <= H8; ++to)
                        texts.push_back(letter + squareName(to));
                for (const std::string& text : texts) {
                    const std::string d = disagreement(b, text, kinds);
                    QVERIFY2(d.empty(), d.c_str());
                }
                b.play(played);
                ++positions;
            }
        }
        // Every answer parseSan can give was met, each many times.
        QCOMPARE(kinds.size(), std::size_t(6));
        for (const auto& [kind, count] : kinds)
            QVERIFY2(count >= 20, (std::to_string(count) + ": " + kind).c_str());
    }

    // A move found: sanProblem has nothing to say.
    void noProblemForAMove()
    {
        const Message m = sanProblem(Position::startPosition(), "Nf3");
        QCOMPARE(std::string(m.text), std::string());
        QVERIFY(m.args.empty());
    }
};

QTEST_APPLESS_MAIN(TestSanLookup)
#include "tst_sanlookup.moc"
