// The PGN writer: export format, as the PGN standard describes it.
#include "pgn.h"

#include "san.h"
#include "variant.h"

#include <array>

namespace cd {

namespace {

constexpr std::array<const char*, 7> kRoster = {"Event", "Site",  "Date",  "Round",
                                                "White", "Black", "Result"};
constexpr std::size_t kLineLength = 80;

std::string escaped(std::string_view value)
{
    std::string out;
    for (char c : value) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out;
}

void writeTag(std::string& out, std::string_view name, std::string_view value)
{
    out += '[';
    out += name;
    out += " \"";
    out += escaped(value);
    out += "\"]\n";
}

bool inRoster(std::string_view name)
{
    for (const char* r : kRoster)
        if (name == r)
            return true;
    return false;
}

// Words joined by spaces on lines of at most kLineLength characters.
class LineFiller {
public:
    explicit LineFiller(std::string& out) : m_out(out) {}
    void add(std::string_view word)
    {
        if (m_length > 0 && m_length + 1 + word.size() > kLineLength) {
            m_out += '\n';
            m_length = 0;
        }
        if (m_length > 0) {
            m_out += ' ';
            ++m_length;
        }
        m_out += word;
        m_length += word.size();
    }

private:
    std::string& m_out;
    std::size_t m_length = 0;
};

} // namespace

std::string writePgn(const Game& game)
{
    std::string out;
    const bool setUp = game.start.fen() != Position::startPosition().fen();
    for (const char* name : kRoster) {
        std::string value = name == std::string_view("Result") ? game.result : game.tag(name);
        if (value.empty())
            value = name == std::string_view("Date") ? "????.??.??" : "?";
        writeTag(out, name, value);
    }
    // A Chess960 game says so, or its castling would read back as standard chess.
    const bool markChess960 =
        game.start.chess960() && variantOfTag(game.tag("Variant")) != Variant::Chess960;
    for (const Tag& t : game.tags)
        if (!inRoster(t.name) && t.name != "SetUp" && t.name != "FEN" &&
            !(markChess960 && t.name == "Variant"))
            writeTag(out, t.name, t.value);
    if (markChess960)
        writeTag(out, "Variant", "Chess960");
    if (setUp) {
        writeTag(out, "SetUp", "1");
        writeTag(out, "FEN", game.start.fen());
    }
    out += '\n';
    LineFiller line(out);
    // The arrows and circles at a ply as a comment after the move that leads there.
    const auto addMarks = [&](std::size_t ply) {
        if (const std::string comment = marksComment(game.marksAt(ply)); !comment.empty())
            line.add(comment);
    };
    addMarks(0);
    Position b = game.start;
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const std::string number = std::to_string(b.fullmoveNumber());
        if (b.sideToMove() == Color::White)
            line.add(number + ".");
        else if (i == 0)
            line.add(number + "...");
        line.add(sanText(b, game.moves[i]));
        b.play(game.moves[i]);
        addMarks(i + 1);
    }
    line.add(game.result);
    out += "\n";
    return out;
}

std::string writePgn(const std::vector<Game>& games)
{
    std::string out;
    for (const Game& g : games) {
        if (!out.empty())
            out += '\n';
        out += writePgn(g);
    }
    return out;
}

} // namespace cd
