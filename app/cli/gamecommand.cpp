// chess-distance game: the games of a PGN file listed, or the position after a ply of one of them
// as a diagram, JSON or FEN (docs/games.md).
#include "clitext.h"
#include "command.h"
#include "jsonwriter.h"
#include "options/errorline.h"
#include "options/gamefile.h"
#include "options/positionoptions.h"
#include "options/usageerror.h"

#include "game.h"
#include "san.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <optional>

namespace cd::cli {

namespace {

using options::GameFile;

const QStringList kFormats = {QStringLiteral("text"), QStringLiteral("json"),
                              QStringLiteral("fen")};
const char* const kListedTags[] = {"White", "Black", "Event", "Date", "Result"};

void addOptions(QCommandLineParser& parser)
{
    parser.addPositionalArgument(QStringLiteral("FILE.pgn"), tr("The PGN file to read."));
    parser.addOptions({
        {QStringLiteral("game"), tr("The game, counted from 1 (default 1)."), QStringLiteral("N")},
        {QStringLiteral("ply"),
         tr("Print the position after this many plies (0: the start) instead of the list."),
         QStringLiteral("K")},
        {QStringLiteral("strict"),
         tr("Refuse the file when one of its games cannot be read (by default such a game is "
            "skipped and named on stderr).")},
    });
    addFormatOption(parser, kFormats);
}

// The skipped games named on stderr: a file of bad games must not flood the terminal.
constexpr qsizetype kMaxSkippedLines = 100;

// The games of the file; the skipped ones named on stderr, a line each for the first hundred,
// then how many more and how many were read.
GameFile readFile(const QStringList& files, bool strict)
{
    if (files.isEmpty())
        throw UsageError(tr("game needs a PGN file: chess-distance game FILE.pgn"));
    if (files.size() > 1)
        throw UsageError(tr("unexpected argument '%1' (game reads one file)").arg(files[1]));
    GameFile file = options::readGameFile(files.first(), strict ? options::BadGames::Refuse
                                                                : options::BadGames::Skip);
    const qsizetype named = std::min(file.skipped.size(), kMaxSkippedLines);
    for (qsizetype i = 0; i < named; ++i)
        options::printError(tr("%1: %2 (skipped)").arg(files.first(), file.skipped[i]));
    const std::size_t unnamed = file.skippedCount - static_cast<std::size_t>(named);
    if (unnamed == 1)
        options::printError(tr("%1: and 1 more game skipped").arg(files.first()));
    else if (unnamed > 1)
        options::printError(
            tr("%1: and %2 more games skipped", "file: and 12 more games skipped")
                .arg(files.first(), QLocale().toString(static_cast<qulonglong>(unnamed))));
    if (file.skippedCount > 0)
        options::printError(tr("%1: %2").arg(files.first(), file.summary()));
    return file;
}

// A tag's value as the file has it, control characters escaped: a file cannot send the terminal
// escape sequences (clear the screen, set the title) or start fake lines.
QString tagText(const Game& g, const char* name)
{
    return options::oneLine(QString::fromStdString(g.tag(name)));
}

QString listText(const options::GameFile& file, std::size_t first, std::size_t last)
{
    std::vector<QStringList> rows{{QStringLiteral("#"), tr("White"), tr("Black"), tr("Event"),
                                   tr("Date"), tr("Result"), tr("Plies")}};
    for (std::size_t i = first; i <= last; ++i) {
        const Game& g = file.games[i];
        QStringList row{QString::number(file.numberOf(i))};
        for (const char* tag : kListedTags)
            row << tagText(g, tag);
        if (row.last().isEmpty()) // no Result tag: the result the movetext ends with
            row.last() = QString::fromStdString(g.result);
        row << QString::number(g.moves.size());
        rows.push_back(row);
    }
    std::vector<qsizetype> width(rows.front().size(), 0);
    for (const QStringList& row : rows)
        for (qsizetype c = 0; c < row.size(); ++c)
            width[static_cast<std::size_t>(c)] =
                std::max(width[static_cast<std::size_t>(c)], row[c].size());
    QString out;
    for (const QStringList& row : rows) {
        QString line;
        for (qsizetype c = 0; c < row.size(); ++c)
            line += row[c].leftJustified(width[static_cast<std::size_t>(c)]) + QStringLiteral("  ");
        out += line.trimmed() + u'\n';
    }
    return out;
}

// "arrows": [{"from": "b1", "to": "c3", "colour": "green"}], "circles": [{"square": "d5", ...}]
void writeMarks(JsonWriter& w, const BoardMarks& marks)
{
    w.key("arrows").beginArray();
    for (const BoardArrow& a : marks.arrows)
        w.beginObject()
            .key("from")
            .value(squareName(a.from))
            .key("to")
            .value(squareName(a.to))
            .key("colour")
            .value(markColourName(a.colour))
            .endObject();
    w.endArray().key("circles").beginArray();
    for (const BoardCircle& c : marks.circles)
        w.beginObject()
            .key("square")
            .value(squareName(c.square))
            .key("colour")
            .value(markColourName(c.colour))
            .endObject();
    w.endArray();
}

std::string listJson(const options::GameFile& file, std::size_t first, std::size_t last)
{
    JsonWriter w;
    w.beginObject().key("games").beginArray();
    for (std::size_t i = first; i <= last; ++i) {
        const Game& g = file.games[i];
        w.beginObject().key("game").value(file.numberOf(i)).key("tags").beginObject();
        for (const Tag& t : g.tags)
            w.key(t.name).value(t.value);
        w.endObject().key("result").value(g.result);
        w.key("plies").value(static_cast<int>(g.moves.size()));
        // The arrows and circles of its comments, by ply: only the plies that have some.
        w.key("marks").beginArray();
        for (const PlyMarks& m : g.marks) {
            w.beginObject().key("ply").value(static_cast<int>(m.ply));
            writeMarks(w, m.marks);
            w.endObject();
        }
        w.endArray().endObject();
    }
    w.endArray().key("skipped").beginArray();
    for (const QString& line : file.skipped) // the first kMaxPgnReasons; skippedCount counts all
        w.value(line.toStdString());
    w.endArray()
        .key("skippedCount")
        .value(static_cast<std::uint64_t>(file.skippedCount))
        .endObject();
    return w.str();
}

// The final position of each game, one FEN a line: what a reader of the whole file ends with.
QString finalFens(const options::GameFile& file, std::size_t first, std::size_t last)
{
    QString out;
    for (std::size_t i = first; i <= last; ++i)
        out +=
            QString::fromStdString(file.games[i].positionAfter(file.games[i].moves.size()).fen()) +
            u'\n';
    return out;
}

std::string diagram(const Position& b)
{
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        out += static_cast<char>('1' + rank);
        out += ' ';
        for (int file = 0; file < 8; ++file) {
            const auto p = b.pieceAt(makeSquare(file, rank));
            out += ' ';
            out += p ? pieceLetter(*p) : '.';
        }
        out += '\n';
    }
    return out + "   a b c d e f g h\n";
}

QString positionText(const Game& g, int number, int ply, const QString& format)
{
    const Position b = g.positionAfter(static_cast<std::size_t>(ply));
    if (format == QStringLiteral("fen"))
        return QString::fromStdString(b.fen()) + u'\n';
    if (format == QStringLiteral("json")) {
        JsonWriter w;
        w.beginObject().key("game").value(number).key("ply").value(ply);
        w.key("fen").value(b.fen()).key("move");
        if (ply > 0)
            w.value(sanText(g.positionAfter(static_cast<std::size_t>(ply - 1)),
                            g.moves[static_cast<std::size_t>(ply - 1)]));
        else
            w.null();
        w.key("sideToMove").value(b.sideToMove() == Color::White ? "white" : "black");
        writeMarks(w, g.marksAt(static_cast<std::size_t>(ply)));
        w.endObject();
        return QString::fromStdString(w.str());
    }
    const QString when =
        ply == 0 ? tr("the starting position")
                 : tr("after %1")
                       .arg(QString::fromStdString(g.moveLabel(static_cast<std::size_t>(ply))));
    QString out =
        QString::fromStdString(diagram(b)) + QString::fromStdString(b.fen()) + u'\n' + when + u'\n';
    if (const std::string drawn = marksCommands(g.marksAt(static_cast<std::size_t>(ply)));
        !drawn.empty())
        out += tr("drawn: %1", "the arrows and circles of the game's comments at this ply, as "
                               "[%csl Gd5][%cal Gb1c3]")
                   .arg(QString::fromStdString(drawn)) +
               u'\n';
    return out;
}

QString execute(const options::Given& given)
{
    const QString format = formatOption(given, kFormats);
    const options::GameFile file = readFile(given.positional, given.has("strict"));
    const bool oneGame = given.has("game");
    const std::size_t index = options::gameIndex(given.text("game"), file);
    if (!given.has("ply")) {
        const std::size_t first = oneGame ? index : 0,
                          last = oneGame ? index : file.games.size() - 1;
        if (format == QStringLiteral("fen"))
            return finalFens(file, first, last);
        if (format == QStringLiteral("json"))
            return QString::fromStdString(listJson(file, first, last));
        return listText(file, first, last);
    }
    const Game& g = file.games[index];
    const int number = file.numberOf(index);
    const auto ply = static_cast<int>(options::plyIndex(given.value("ply"), g, number));
    return positionText(g, number, ply, format);
}

} // namespace

const Command& gameCommand()
{
    static const Command command{
        "game",
        QT_TRANSLATE_NOOP("cd::cli", "List the games of a PGN file, or show a position of one."),
        addOptions,
        execute,
        false,
        true};
    return command;
}

} // namespace cd::cli
