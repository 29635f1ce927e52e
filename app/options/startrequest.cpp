#include "options/startrequest.h"

#include "options/errorline.h"
#include "options/gamefile.h"
#include "options/given.h"
#include "options/optionrules.h"
#include "options/optionstext.h"
#include "options/positionoptions.h"
#include "options/queryoptions.h"

#include "i18n/coremessages.h"

#include <QCommandLineParser>

#include <cstdio>
#include <string_view>

namespace cd::options {

namespace {

// The window's table: the position's rules, but --pgn alone is no mistake there: the window opens
// the game at its start, to be stepped through.
RuleTable windowRules()
{
    RuleTable rules;
    for (const Rule& r : positionRules())
        if (!(r.kind == Rule::Kind::Needs && r.option && std::string_view(r.option) == "pgn"))
            rules.push_back(r);
    return rules;
}

} // namespace

StartRequest startRequest(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Chess Distance Explorer: opens the window, in the state the query options describe."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  tr("Show this help."));
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")},
                                     tr("Show the version."));
    parser.addOption(help);
    parser.addOption(version);
    parser.addOptions(queryOptions(true));
    const auto fail = [](const QString& message) {
        printError(message);
        return StartRequest{std::nullopt, 2, std::nullopt};
    };
    // A first word that is no option is a mistyped command, whatever follows it.
    if (arguments.size() > 1 && !arguments.at(1).startsWith(QLatin1Char('-')))
        return fail(tr("unknown command '%1' (chess-distance --help lists the commands)")
                        .arg(arguments.at(1)));
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(help)) {
        QString text = parser.helpText();
        text.replace(0, text.indexOf(QLatin1Char('\n')), tr("Usage: chess-distance [options]"));
        std::fputs(qPrintable(text), stdout);
        return {std::nullopt, 0, std::nullopt};
    }
    if (parser.isSet(version)) {
        std::puts("chess-distance " CD_VERSION);
        return {std::nullopt, 0, std::nullopt};
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(tr("unknown command '%1' (chess-distance --help lists the commands)")
                        .arg(parser.positionalArguments().first()));
    if (parser.optionNames().isEmpty())
        return {};
    try {
        const Given options(parser);
        checkRules(windowRules(), options.names());
        QueryRequest query = queryRequest(options);
        PositionRequest& position = query.position;
        if (position.pgn && !position.ply && !position.move && !position.plies)
            position.ply = QStringLiteral("0"); // --pgn alone: the game's start
        const std::optional<QString>& pgn = query.position.pgn;
        // --pgn is read here, once: the window opens the same games (a pipe has no second read).
        std::shared_ptr<const GameFile> games;
        if (pgn)
            games = std::make_shared<const GameFile>(
                readGameFile(*pgn, query.position.badGames(), nullptr,
                             kMaxPgnGames)); // every reason, as File → Open keeps
        const GivenPosition given = positionFrom(query.position, games.get());
        StartRequest request{queryFrom(query, given.board, SourceCheck::IfGiven), std::nullopt, {}};
        if (pgn)
            request.game = StartGame{*pgn, games, given.game, given.ply.value_or(0)};
        return request;
    } catch (const std::exception& e) {
        return fail(i18n::errorText(e));
    }
}

bool hasDisplay()
{
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        if (!qEnvironmentVariableIsEmpty(name))
            return true;
    return false;
}

std::optional<int> checkDisplay()
{
    if (hasDisplay())
        return std::nullopt;
    printError(tr("no display to open the window on (DISPLAY, WAYLAND_DISPLAY and "
                  "QT_QPA_PLATFORM are unset); the commands need none: chess-distance --help"));
    return 1;
}

} // namespace cd::options
