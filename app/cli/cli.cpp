#include "cli.h"

#include "clitext.h"
#include "command.h"
#include "options/errorline.h"
#include "options/usageerror.h"
#include "query.h"

#include "i18n/coremessages.h"
#include "i18n/translations.h"

#include "diagram/outputtarget.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <new>
#include <span>

namespace cd::cli {

namespace {

std::span<const Command* const> commands()
{
    static const Command* const all[] = {&mapCommand(),    &pairsCommand(),    &trajectoryCommand(),
                                         &zoneCommand(),   &mobilityCommand(), &controlCommand(),
                                         &renderCommand(), &framesCommand(),   &worksheetCommand(),
                                         &gameCommand(),   &perftCommand()};
    return all;
}

const Command* findCommand(std::string_view name)
{
    for (const Command* c : commands())
        if (name == c->name)
            return c;
    return nullptr;
}

bool isHelp(std::string_view arg)
{
    return arg == "--help" || arg == "-h" || arg == "help";
}

bool isVersion(std::string_view arg)
{
    return arg == "--version" || arg == "-v";
}

QString overview()
{
    QString out = tr("Usage: chess-distance [query options]      open the window in that state\n"
                     "       chess-distance <command> [options]  run headless\n",
                     "the start of --help; keep the two descriptions aligned");
    out += u'\n' + tr("Commands:") + u'\n';
    for (const Command* c : commands())
        out += QStringLiteral("  %1%2\n").arg(QLatin1String(c->name), -12).arg(tr(c->summary));
    out += u'\n' + tr("Run 'chess-distance <command> --help' for the options of a command.\n"
                      "The window takes the query options of map (--metric, --from, --to, "
                      "--via, --fen, --piece,\n--captures, --avoid-attacked, --promote, "
                      "--length) and a game: --pgn FILE opens it at its start\n(--game N, --ply K "
                      "or --move \"23. Nf3\" choose another); --version prints the version.\n",
                      "the end of --help; lines of at most 100 characters");
    return out;
}

// The parser's help with a usage line naming the command.
QString commandHelp(const Command& c, const QCommandLineParser& parser)
{
    QString help = parser.helpText();
    const auto firstLineEnd = help.indexOf(QLatin1Char('\n'));
    help.replace(0, firstLineEnd,
                 tr("Usage: chess-distance %1 [options]").arg(QLatin1String(c.name)));
    return help;
}

// Writes everything to standard output or reports why not in one line (a full disk, a closed
// pipe: SIGPIPE is ignored, so the write fails with EPIPE). One write() for the whole text, not
// stdio's blocks: a reader that stops early (| head -3) gets all of an output that fits the pipe,
// and the program no error.
bool writeAll(const QString& text)
{
    const ExportResult r = writeOutput(text.toUtf8(), QString::fromLatin1(kStandardOutput));
    if (!r.ok())
        options::printError(r.message);
    return r.ok();
}

// Qt's offscreen platform warns when XDG_RUNTIME_DIR is unset (CI, cron); a headless command
// must keep stderr to its own one-line messages, so that warning alone is dropped.
void quietMessages(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR")))
        return;
    std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

int fail(int code, const QString& message)
{
    options::printError(message);
    return code;
}

int runCommand(const Command& c, const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr(c.summary));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  tr("Show this help."));
    parser.addOption(help);
    c.addOptions(parser);
    if (!parser.parse(arguments))
        return fail(2, parser.errorText());
    if (parser.isSet(help))
        return writeAll(commandHelp(c, parser)) ? 0 : 1;
    if (!c.takesFile && !parser.positionalArguments().isEmpty())
        return fail(2, tr("unexpected argument '%1' (options start with --)")
                           .arg(parser.positionalArguments().first()));
    try {
        return writeAll(c.execute(options::Given(parser))) ? 0 : 1;
    } catch (const UsageError& e) {
        return fail(2, QString::fromStdString(e.what()));
    } catch (const InputError& e) {
        return fail(2, i18n::errorText(e));
    } catch (const std::bad_alloc&) { // as a file too large to read: the input asks too much
        return fail(2, tr("not enough memory: what the options ask for is too large"));
    } catch (const std::exception& e) {
        return fail(1, i18n::errorText(e));
    }
}

} // namespace

void addFormatOption(QCommandLineParser& parser, const QStringList& formats)
{
    parser.addOption({QStringLiteral("format"),
                      tr("Output format: %1 (default %2).")
                          .arg(formats.join(QStringLiteral(", ")), formats.first()),
                      QStringLiteral("F")});
}

QString formatOption(const options::Given& given, const QStringList& formats)
{
    if (!given.has("format"))
        return formats.first();
    const QString f = given.value("format").trimmed().toLower();
    if (!formats.contains(f))
        throw UsageError(tr("--format: '%1' is not one of %2")
                             .arg(given.value("format"), formats.join(QStringLiteral(", "))));
    return f;
}

bool isCommand(const char* arg)
{
    return findCommand(arg) || isHelp(arg) || isVersion(arg);
}

int run(int argc, char* argv[])
{
    reserveStandardStreams(); // before Qt opens a file that could take a closed one's number
    const std::string_view name = argv[1];
    const Command* command = findCommand(name);

    // Painting needs a QGuiApplication; headless commands never need a display, so they paint
    // offscreen whatever DISPLAY or QT_QPA_PLATFORM say (an unreachable display would abort).
    const bool paints = command && command->needsGui;
    if (paints)
        qputenv("QT_QPA_PLATFORM", "offscreen");
    qInstallMessageHandler(quietMessages);
    std::unique_ptr<QCoreApplication> app;
    if (paints)
        app = std::make_unique<QGuiApplication>(argc, argv);
    else
        app = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("chess-distance"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CD_VERSION));
    i18n::installTranslations(*app);

    QStringList arguments = QCoreApplication::arguments();
    if (isVersion(name))
        return writeAll(QStringLiteral("chess-distance " CD_VERSION "\n")) ? 0 : 1;
    if (isHelp(name)) {
        if (argc > 2)
            if (const Command* c = findCommand(argv[2]))
                return runCommand(*c, {arguments.first(), QStringLiteral("--help")});
        return writeAll(overview()) ? 0 : 1;
    }
    arguments.removeAt(1); // the command name: the parser sees "program --options..."
    return runCommand(*command, arguments);
}

} // namespace cd::cli
