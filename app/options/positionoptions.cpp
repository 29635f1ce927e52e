#include "options/positionoptions.h"

#include "options/gamefile.h"
#include "options/optionstext.h"
#include "options/usageerror.h"

#include "i18n/coremessages.h"

#include "diagram/diagrambuilder.h"

#include <QRegularExpression>

namespace cd::options {

namespace {

// optionNames() lists the options given, so options a command does not declare are simply unset
// (QCommandLineParser::isSet warns about those).
bool isSet(const QCommandLineParser& parser, const char* name)
{
    return parser.optionNames().contains(QString::fromLatin1(name));
}

// The rules that do not need the file: which options go together.
void checkCombination(const QCommandLineParser& parser)
{
    if (isSet(parser, "fen") && isSet(parser, "pgn"))
        throw UsageError(tr("--fen and --pgn both give the position; give one of them"));
    for (const char* name : {"game", "ply", "move", "plies", "strict"})
        if (isSet(parser, name) && !isSet(parser, "pgn"))
            throw UsageError(tr("--%1 needs --pgn FILE").arg(QString::fromLatin1(name)));
    if (isSet(parser, "ply") && isSet(parser, "move"))
        throw UsageError(tr("--ply and --move both choose the position; give one of them"));
    for (const char* name : {"ply", "move"})
        if (isSet(parser, name) && isSet(parser, "plies"))
            throw UsageError(tr("--plies and --%1 both choose the positions; give one of them")
                                 .arg(QString::fromLatin1(name)));
}

struct ChosenGame {
    Game game;
    int number = 1;
};

// The game --game names (default: the first read) of the --pgn file, or of its games read
// already.
ChosenGame chosenGame(const QCommandLineParser& parser, const GameFile* read = nullptr)
{
    GameFile games;
    if (!read) {
        games = readGameFile(parser.value(QStringLiteral("pgn")), badGamesOption(parser));
        read = &games;
    }
    const std::size_t index = gameIndexOption(parser, *read);
    return {read->games[index], read->numberOf(index)};
}

// Kept out of plyOption, whose std::size_t result would be taken for the message's context.
QString plyRangeError(const QString& text, const Game& game, int number)
{
    return tr("--ply: '%1' is not a ply from 0 to %2 of game %3")
        .arg(text)
        .arg(game.moves.size())
        .arg(number);
}

// A number is digits only: no sign (neither --game nor --ply takes "+1").
bool isDigits(const QString& text)
{
    static const QRegularExpression digits(QStringLiteral("^[0-9]{1,9}$"));
    return digits.match(text.trimmed()).hasMatch();
}

// A ply number of the game, or nullopt.
std::optional<std::size_t> plyNumber(const QString& text, const Game& game)
{
    if (!isDigits(text))
        return std::nullopt;
    const auto ply = static_cast<std::size_t>(text.trimmed().toInt());
    if (ply > game.moves.size())
        return std::nullopt;
    return ply;
}

} // namespace

void addPositionOptions(QCommandLineParser& parser, const QString& fenHelp)
{
    parser.addOptions({
        {QStringLiteral("fen"), fenHelp, QStringLiteral("FEN")},
        {QStringLiteral("pgn"),
         tr("The position from a game of this PGN file (with --ply or --move) instead of --fen."),
         QStringLiteral("FILE")},
        {QStringLiteral("game"), tr("With --pgn: the game, counted from 1 (default 1)."),
         QStringLiteral("N")},
        {QStringLiteral("ply"),
         tr("With --pgn: the position after this many plies (0: the start)."), QStringLiteral("K")},
        {QStringLiteral("move"),
         tr("With --pgn: the position after this move, as \"23. Nf3\" or \"23... Nf6\"."),
         QStringLiteral("MOVE")},
        {QStringLiteral("strict"),
         tr("With --pgn: refuse the file at its first game that cannot be read (by default such "
            "a game is skipped).")},
    });
}

BadGames badGamesOption(const QCommandLineParser& parser)
{
    return isSet(parser, "strict") ? BadGames::Refuse : BadGames::Skip;
}

void addPliesOption(QCommandLineParser& parser, const QString& help)
{
    parser.addOption({QStringLiteral("plies"), help, QStringLiteral("A-B")});
}

bool positionGiven(const QCommandLineParser& parser)
{
    return isSet(parser, "fen") || isSet(parser, "pgn");
}

GivenPosition positionFromParser(const QCommandLineParser& parser, const GameFile* games)
{
    checkCombination(parser);
    if (isSet(parser, "fen")) {
        FenError error;
        const std::string fen = parser.value(QStringLiteral("fen")).trimmed().toStdString();
        const auto position = Board::fromFen(fen, &error);
        if (!position)
            throw UsageError(tr("--fen: %1").arg(i18n::translated(error)));
        return {*position, std::nullopt, {}, std::nullopt, 0};
    }
    if (!isSet(parser, "pgn"))
        return {};
    if (isSet(parser, "plies")) {
        const GamePlies g = gamePliesFromParser(parser, true);
        return gamePosition(g.game, g.plies.front());
    }
    if (!isSet(parser, "ply") && !isSet(parser, "move"))
        throw UsageError(
            tr("--pgn needs --ply K or --move \"23. Nf3\" to say which position of the game"));
    const ChosenGame g = chosenGame(parser, games);
    std::optional<std::size_t> ply;
    if (isSet(parser, "ply")) {
        ply = plyOption(parser, g.game, g.number);
    } else {
        const QString move = parser.value(QStringLiteral("move"));
        ply = g.game.plyOfMove(move.trimmed().toStdString());
        if (!ply)
            throw UsageError(
                tr("--move: game %1 has no move '%2'").arg(QString::number(g.number), move));
    }
    GivenPosition given = gamePosition(g.game, *ply);
    given.game = g.number;
    return given;
}

GamePlies gamePliesFromParser(const QCommandLineParser& parser, bool lists, std::size_t limit)
{
    checkCombination(parser);
    if (!isSet(parser, "pgn"))
        throw UsageError(tr("--plies needs --pgn FILE"));
    ChosenGame g = chosenGame(parser);
    const QString text = parser.value(QStringLiteral("plies"));
    const QString error =
        lists ? tr("--plies: '%1' is not a list of plies and ranges A-B from 0 to %2 of game %3")
              : tr("--plies: '%1' is not a ply or a range A-B from 0 to %2 of game %3");
    const auto bad = [&] {
        return UsageError(error.arg(text).arg(g.game.moves.size()).arg(g.number));
    };
    const QStringList items = text.split(QLatin1Char(','));
    if (!lists && items.size() > 1)
        throw bad();
    std::vector<std::size_t> plies;
    for (const QString& item : items) {
        const QStringList ends = item.split(QLatin1Char('-'));
        if (ends.size() > 2)
            throw bad();
        const auto first = plyNumber(ends.front(), g.game);
        const auto last = plyNumber(ends.back(), g.game);
        if (!first || !last || *first > *last)
            throw bad();
        // Every item is checked, but no more than `limit` plies are kept: a long argument of
        // repeated ranges must not become a huge list.
        for (std::size_t ply = *first; ply <= *last && plies.size() < limit; ++ply)
            plies.push_back(ply);
    }
    return {std::move(g.game), g.number, std::move(plies)};
}

// Kept out of gameIndexOption, whose std::size_t result would be taken for the messages' context.
static UsageError gameNumberError(const QString& text, const GameFile& file)
{
    bool ok = false;
    const int number = text.trimmed().toInt(&ok);
    const auto skipped = std::find(file.skippedNumbers.begin(), file.skippedNumbers.end(), number);
    if (ok && skipped != file.skippedNumbers.end())
        return UsageError(tr("--game: game %1 could not be read (%2)")
                              .arg(number)
                              .arg(file.skipped[skipped - file.skippedNumbers.begin()]));
    if (ok && isDigits(text) && number >= 1 && number <= file.total()) // skipped, reason not kept
        return UsageError(tr("--game: game %1 could not be read").arg(number));
    return UsageError(
        tr("--game: '%1' is not a game number from 1 to %2").arg(text).arg(file.total()));
}

std::size_t gameIndexOption(const QCommandLineParser& parser, const GameFile& file)
{
    if (!isSet(parser, "game"))
        return 0;
    bool ok = false;
    const QString text = parser.value(QStringLiteral("game"));
    const int number = isDigits(text) ? text.trimmed().toInt(&ok) : 0;
    if (const auto index = ok ? file.indexOf(number) : std::nullopt)
        return *index;
    throw gameNumberError(text, file);
}

std::size_t plyOption(const QCommandLineParser& parser, const Game& game, int number)
{
    const QString text = parser.value(QStringLiteral("ply"));
    const auto ply = plyNumber(text, game);
    if (!ply)
        throw UsageError(plyRangeError(text, game, number));
    return *ply;
}

GivenPosition gamePosition(const Game& game, std::size_t ply)
{
    const std::string move = ply == 0 ? std::string() : game.moveLabel(ply);
    const Position position = game.positionAfter(ply);
    return {position.board(),   move, gameMomentText(move), ply, 0, game.marksAt(ply),
            position.chess960()};
}

} // namespace cd::options
