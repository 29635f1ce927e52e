#include "gui.h"

#include "guitext.h"

#include "mainwindow.h"

#include "i18n/coremessages.h"
#include "i18n/translations.h"

#include "cli/queryoptions.h"
#include "cli/usageerror.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QSettings>

#include <cstdio>

namespace cd::gui {

namespace {

// What the command line asks of the window: a first state, or to exit at once (help, version,
// bad options: 0 or 2, with the text already printed).
struct StartRequest {
    std::optional<Query> query;
    std::optional<int> exitCode;
};

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
    cli::addQueryOptions(parser, true);
    const auto fail = [](const QString& message) {
        std::fprintf(stderr, "chess-distance: %s\n", qPrintable(message));
        return StartRequest{std::nullopt, 2};
    };
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(help)) {
        QString text = parser.helpText();
        text.replace(0, text.indexOf(QLatin1Char('\n')), tr("Usage: chess-distance [options]"));
        std::fputs(qPrintable(text), stdout);
        return {std::nullopt, 0};
    }
    if (parser.isSet(version)) {
        std::puts("chess-distance " CD_VERSION);
        return {std::nullopt, 0};
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(tr("unknown command '%1' (chess-distance --help lists the commands)")
                        .arg(parser.positionalArguments().first()));
    if (parser.optionNames().isEmpty())
        return {};
    try {
        return {cli::queryFromParser(parser, cli::SourceCheck::IfGiven), std::nullopt};
    } catch (const std::exception& e) {
        return fail(i18n::errorText(e));
    }
}

} // namespace

int run(int argc, char* argv[])
{
    QApplication app(argc, argv);
    i18n::installTranslations(app);
    // Lets the desktop (Wayland above all) match the window to its entry and icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.chess_distance.ChessDistance"));
    QApplication::setOrganizationName(QStringLiteral("chess-distance"));
    QApplication::setApplicationName(QStringLiteral("chess-distance"));
    QApplication::setApplicationDisplayName(QObject::tr("Chess Distance Explorer"));
    QApplication::setApplicationVersion(QStringLiteral(CD_VERSION));

    const StartRequest request = startRequest(QApplication::arguments());
    if (request.exitCode)
        return *request.exitCode;

    QSettings settings;
    MainWindow window(&settings, request.query);
    window.show();
    return QApplication::exec();
}

} // namespace cd::gui
