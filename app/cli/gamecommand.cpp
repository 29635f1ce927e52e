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

#include <QStringList>

#include <optional>

namespace cd::cli {

namespace {

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
    });
    addFormatOption(parser, kFormats);
}

std::vector<Game> readFile(const QCommandLineParser& parser)
{
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        throw UsageError(tr("game needs a PGN file: chess-distance game FILE.pgn"));
    if (files.size() > 1)
        throw UsageError(tr("unexpected argument '%1' (game reads one file)").arg(files[1]));
    return options::readGameFile(files.first());
}

// A tag's value as the file has it, control characters escaped: a file cannot send the terminal
// escape sequences (clear the screen, set the title) or start fake lines.
QString tagText(const Game& g, const char* name)
{
    return options::oneLine(QString::fromStdString(g.tag(name)));
}

QString listText(const std::vector<Game>& games, int first, int last)
{
    std::vector<QStringList> rows{{QStringLiteral("#"), tr("White"), tr("Black"), tr("Event"),
                                   tr("Date"), tr("Result"), tr("Plies")}};
    for (int i = first; i <= last; ++i) {
        const Game& g = games[static_cast<std::size_t>(i - 1)];
        QStringList row{QString::number(i)};
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

std::string listJson(const std::vector<Game>& games, int first, int last)
{
    JsonWriter w;
    w.beginObject().key("games").beginArray();
    for (int i = first; i <= last; ++i) {
        const Game& g = games[static_cast<std::size_t>(i - 1)];
        w.beginObject().key("game").value(i).key("tags").beginObject();
        for (const Tag& t : g.tags)
            w.key(t.name).value(t.value);
        w.endObject().key("result").value(g.result);
        w.key("plies").value(static_cast<int>(g.moves.size())).endObject();
    }
    w.endArray().endObject();
    return w.str();
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
        w.endObject();
        return QString::fromStdString(w.str());
    }
    const QString when =
        ply == 0 ? tr("the starting position")
                 : tr("after %1")
                       .arg(QString::fromStdString(g.moveLabel(static_cast<std::size_t>(ply))));
    return QString::fromStdString(diagram(b)) + QString::fromStdString(b.fen()) + u'\n' + when +
           u'\n';
}

QString execute(const QCommandLineParser& parser)
{
    const QString format = formatOption(parser, kFormats);
    const std::vector<Game> games = readFile(parser);
    const int count = static_cast<int>(games.size());
    const bool oneGame = parser.isSet(QStringLiteral("game"));
    const int number = options::gameNumberOption(parser, count);
    if (!parser.isSet(QStringLiteral("ply"))) {
        if (format == QStringLiteral("fen"))
            throw UsageError(tr("--format fen needs --ply K"));
        const int first = oneGame ? number : 1, last = oneGame ? number : count;
        if (format == QStringLiteral("json"))
            return QString::fromStdString(listJson(games, first, last));
        return listText(games, first, last);
    }
    const Game& g = games[static_cast<std::size_t>(number - 1)];
    const auto ply = static_cast<int>(options::plyOption(parser, g, number));
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
