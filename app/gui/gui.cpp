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

// The query the command line asks the window to open with; nullopt without query options.
std::optional<Query> initialQuery(const QStringList& arguments, int* exitCode)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Chess Distance Explorer"));
    parser.addHelpOption();
    parser.addVersionOption();
    cli::addQueryOptions(parser, true);
    parser.process(arguments); // --help, --version and unknown options exit here
    if (parser.optionNames().isEmpty())
        return std::nullopt;
    try {
        Query q = cli::queryFromParser(parser, cli::SourceCheck::None);
        if (q.metric == Metric::Reach && q.from && !q.piece && !q.position.pieceAt(*q.from))
            throw cli::UsageError("no piece stands on " + squareName(*q.from) +
                                  ": give --piece or a --fen with a piece there");
        return q;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "chess-distance: %s\n", e.what());
        *exitCode = 2;
        return std::nullopt;
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

    int exitCode = 0;
    const std::optional<Query> initial = initialQuery(QApplication::arguments(), &exitCode);
    if (exitCode != 0)
        return exitCode;

    QSettings settings;
    MainWindow window(&settings, initial);
    window.show();
    return QApplication::exec();
}

} // namespace cd::gui
