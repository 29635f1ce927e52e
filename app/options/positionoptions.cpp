#include "options/positionoptions.h"

#include "options/gamefile.h"
#include "options/optionstext.h"
#include "options/usageerror.h"

#include "i18n/coremessages.h"

#include "diagram/diagrambuilder.h"

#include <QRegularExpression>

namespace cd::options {

namespace {

struct ChosenGame {
    Game game;
    int number = 1;
};

// The game --game names (default: the first read) of the --pgn file, or of its games read
// already.
ChosenGame chosenGame(const PositionRequest& request, const GameFile* read = nullptr)
{
    GameFile games;
    if (!read) {
        games = readGameFile(request.pgn.value_or(QString()), request.badGames());
        read = &games;
    }
    const std::size_t index = gameIndex(request.game, *read);
    return {read->games[index], read->numberOf(index)};
}

// Kept out of plyIndex, whose std::size_t result would be taken for the message's context.
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

QList<QCommandLineOption> positionOptions(const QString& fenHelp)
{
    return {
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
    };
}

QCommandLineOption pliesOption(const QString& help)
{
    return {QStringLiteral("plies"), help, QStringLiteral("A-B")};
}

PositionRequest positionRequest(const Given& given)
{
    PositionRequest r;
    r.fen = given.text("fen");
    r.pgn = given.text("pgn");
    r.game = given.text("game");
    r.ply = given.text("ply");
    r.move = given.text("move");
    r.plies = given.text("plies");
    r.strict = given.has("strict");
    return r;
}

const RuleTable& positionRules()
{
    // Rows with their messages in the context "cd::options".
    const auto needs = [](const char* option, std::vector<const char*> others, const char* text) {
        return Rule{option, Rule::Kind::Needs, std::move(others), "cd::options", text};
    };
    const auto excludes = [](const char* option, std::vector<const char*> others,
                             const char* text) {
        return Rule{option, Rule::Kind::Excludes, std::move(others), "cd::options", text};
    };
    static const RuleTable rules = {
        excludes("fen", {"pgn"},
                 QT_TRANSLATE_NOOP("cd::options",
                                   "--fen and --pgn both give the position; give one of them")),
        needs("game", {"pgn"}, QT_TRANSLATE_NOOP("cd::options", "--%1 needs --pgn FILE")),
        needs("ply", {"pgn"}, QT_TRANSLATE_NOOP("cd::options", "--%1 needs --pgn FILE")),
        needs("move", {"pgn"}, QT_TRANSLATE_NOOP("cd::options", "--%1 needs --pgn FILE")),
        needs("plies", {"pgn"}, QT_TRANSLATE_NOOP("cd::options", "--%1 needs --pgn FILE")),
        needs("strict", {"pgn"}, QT_TRANSLATE_NOOP("cd::options", "--%1 needs --pgn FILE")),
        excludes("ply", {"move"},
                 QT_TRANSLATE_NOOP("cd::options",
                                   "--ply and --move both choose the position; give one of them")),
        excludes("plies", {"ply", "move"},
                 QT_TRANSLATE_NOOP("cd::options",
                                   "--plies and --%1 both choose the positions; give one of them")),
        needs("pgn", {"ply", "move", "plies"},
              QT_TRANSLATE_NOOP("cd::options", "--pgn needs --ply K or --move \"23. Nf3\" to say "
                                               "which position of the game")),
    };
    return rules;
}

GivenPosition positionFrom(const PositionRequest& request, const GameFile* games)
{
    if (request.fen) {
        FenError error;
        const auto position = Board::fromFen(request.fen->trimmed().toStdString(), &error);
        if (!position)
            throw UsageError(tr("--fen: %1").arg(i18n::translated(error)));
        return {*position, std::nullopt, {}, std::nullopt, 0};
    }
    if (!request.pgn)
        return {};
    if (request.plies) {
        const GamePlies g = gamePlies(request, true);
        return gamePosition(g.game, g.plies.front());
    }
    const ChosenGame g = chosenGame(request, games);
    std::optional<std::size_t> ply;
    if (request.ply) {
        ply = plyIndex(*request.ply, g.game, g.number);
    } else {
        const QString move = request.move.value_or(QString());
        ply = g.game.plyOfMove(move.trimmed().toStdString());
        if (!ply)
            throw UsageError(
                tr("--move: game %1 has no move '%2'").arg(QString::number(g.number), move));
    }
    GivenPosition given = gamePosition(g.game, *ply);
    given.game = g.number;
    return given;
}

GamePlies gamePlies(const PositionRequest& request, bool lists, std::size_t limit)
{
    ChosenGame g = chosenGame(request);
    const QString text = request.plies.value_or(QString());
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

// Kept out of gameIndex, whose std::size_t result would be taken for the messages' context.
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

std::size_t gameIndex(const std::optional<QString>& game, const GameFile& file)
{
    if (!game)
        return 0;
    bool ok = false;
    const QString text = *game;
    const int number = isDigits(text) ? text.trimmed().toInt(&ok) : 0;
    if (const auto index = ok ? file.indexOf(number) : std::nullopt)
        return *index;
    throw gameNumberError(text, file);
}

std::size_t plyIndex(const QString& text, const Game& game, int number)
{
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
