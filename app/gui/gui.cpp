#include "gui.h"

#include "mainwindow.h"
#include "translations.h"

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
    parser.setApplicationDescription(QStringLiteral("Chess Distance Explorer: opens the window, "
                                                    "in the state the query options describe."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help."));
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")},
                                     QStringLiteral("Show the version."));
    parser.addOption(help);
    parser.addOption(version);
    cli::addQueryOptions(parser, true);
    const auto fail = [](const std::string& message) {
        std::fprintf(stderr, "chess-distance: %s\n", message.c_str());
        return StartRequest{std::nullopt, 2};
    };
    if (!parser.parse(arguments))
        return fail(parser.errorText().toStdString());
    if (parser.isSet(help)) {
        QString text = parser.helpText();
        text.replace(0, text.indexOf(QLatin1Char('\n')),
                     QStringLiteral("Usage: chess-distance [options]"));
        std::fputs(qPrintable(text), stdout);
        return {std::nullopt, 0};
    }
    if (parser.isSet(version)) {
        std::puts("chess-distance " CD_VERSION);
        return {std::nullopt, 0};
    }
    if (!parser.positionalArguments().isEmpty())
        return fail("unknown command '" + parser.positionalArguments().first().toStdString() +
                    "' (chess-distance --help lists the commands)");
    if (parser.optionNames().isEmpty())
        return {};
    try {
        Query q = cli::queryFromParser(parser, cli::SourceCheck::None);
        if (q.metric == Metric::Reach && q.from && !q.piece && !q.position.pieceAt(*q.from))
            throw cli::UsageError("no piece stands on " + squareName(*q.from) +
                                  ": give --piece or a --fen with a piece there");
        return {q, std::nullopt};
    } catch (const std::exception& e) {
        return fail(e.what());
    }
}

} // namespace

int run(int argc, char* argv[])
{
    QApplication app(argc, argv);
    installTranslations(app);
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
