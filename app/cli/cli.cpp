#include "cli.h"

#include "command.h"
#include "query.h"
#include "usageerror.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <span>

namespace cd::cli {

namespace {

std::span<const Command* const> commands()
{
    static const Command* const all[] = {&mapCommand(),    &pairsCommand(),  &trajectoryCommand(),
                                         &renderCommand(), &framesCommand(), &worksheetCommand()};
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

std::string overview()
{
    std::string out = "Usage: chess-distance [query options]      open the window in that state\n"
                      "       chess-distance <command> [options]  run headless\n\nCommands:\n";
    for (const Command* c : commands()) {
        std::string name = c->name;
        name.resize(12, ' ');
        out += "  " + name + c->summary + "\n";
    }
    out += "\nRun 'chess-distance <command> --help' for the options of a command.\n"
           "The window takes the query options of map (--metric, --from, --to, --via, --fen, "
           "--piece,\n--captures, --avoid-attacked, --promote, --length); --version prints the "
           "version.\n";
    return out;
}

// The parser's help with a usage line naming the command.
std::string commandHelp(const Command& c, const QCommandLineParser& parser)
{
    QString help = parser.helpText();
    const auto firstLineEnd = help.indexOf(QLatin1Char('\n'));
    help.replace(0, firstLineEnd,
                 QStringLiteral("Usage: chess-distance %1 [options]").arg(QLatin1String(c.name)));
    return help.toStdString();
}

// Writes everything or reports why not (a full disk, a closed pipe).
bool writeAll(std::FILE* f, const std::string& text)
{
    errno = 0;
    const bool ok =
        std::fwrite(text.data(), 1, text.size(), f) == text.size() && std::fflush(f) == 0;
    if (!ok)
        std::fprintf(stderr, "chess-distance: cannot write the output: %s\n",
                     errno ? std::strerror(errno) : "write error");
    return ok;
}

// Qt's offscreen platform warns when XDG_RUNTIME_DIR is unset (CI, cron); a headless command
// must keep stderr to its own one-line messages, so that warning alone is dropped.
void quietMessages(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR")))
        return;
    std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

int fail(int code, const std::string& message)
{
    std::fprintf(stderr, "chess-distance: %s\n", message.c_str());
    return code;
}

int runCommand(const Command& c, const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QString::fromUtf8(c.summary));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help."));
    parser.addOption(help);
    c.addOptions(parser);
    if (!parser.parse(arguments))
        return fail(2, parser.errorText().toStdString());
    if (parser.isSet(help))
        return writeAll(stdout, commandHelp(c, parser)) ? 0 : 1;
    if (!parser.positionalArguments().isEmpty())
        return fail(2, "unexpected argument '" +
                           parser.positionalArguments().first().toStdString() +
                           "' (options start with --)");
    try {
        return writeAll(stdout, c.execute(parser)) ? 0 : 1;
    } catch (const UsageError& e) {
        return fail(2, e.what());
    } catch (const QueryError& e) {
        return fail(2, e.what());
    } catch (const std::exception& e) {
        return fail(1, e.what());
    }
}

} // namespace

void addFormatOption(QCommandLineParser& parser, const QStringList& formats)
{
    parser.addOption({QStringLiteral("format"),
                      QStringLiteral("Output format: %1 (default %2).")
                          .arg(formats.join(QStringLiteral(", ")), formats.first()),
                      QStringLiteral("F")});
}

QString formatOption(const QCommandLineParser& parser, const QStringList& formats)
{
    if (!parser.isSet(QStringLiteral("format")))
        return formats.first();
    const QString f = parser.value(QStringLiteral("format")).trimmed().toLower();
    if (!formats.contains(f))
        throw UsageError("--format: '" + parser.value(QStringLiteral("format")).toStdString() +
                         "' is not one of " + formats.join(QStringLiteral(", ")).toStdString());
    return f;
}

bool isCommand(const char* arg)
{
    return findCommand(arg) || isHelp(arg) || isVersion(arg);
}

int run(int argc, char* argv[])
{
    const std::string_view name = argv[1];
    if (isVersion(name))
        return writeAll(stdout, "chess-distance " CD_VERSION "\n") ? 0 : 1;
    if (isHelp(name)) {
        if (argc > 2)
            if (findCommand(argv[2])) {
                char* helpArgv[] = {argv[0], argv[2], const_cast<char*>("--help")};
                return run(3, helpArgv);
            }
        return writeAll(stdout, overview()) ? 0 : 1;
    }
    const Command& command = *findCommand(name);

    // Painting needs a QGuiApplication; headless commands must not need a display.
    if (command.needsGui && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    qInstallMessageHandler(quietMessages);
    std::unique_ptr<QCoreApplication> app;
    if (command.needsGui)
        app = std::make_unique<QGuiApplication>(argc, argv);
    else
        app = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("chess-distance"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CD_VERSION));

    QStringList arguments = QCoreApplication::arguments();
    arguments.removeAt(1); // the command name: the parser sees "program --options..."
    return runCommand(command, arguments);
}

} // namespace cd::cli
