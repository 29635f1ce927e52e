// chess-distance: a headless command when the first argument names one, the window otherwise.
// The window's options are checked, and a display looked for, before any QGuiApplication
// exists: without a display Qt would abort, and a typo must not cost more than one line.
#include "cli/cli.h"
#include "gui/gui.h"

#include "i18n/translations.h"
#include "options/startrequest.h"

#include <QCoreApplication>

#include <csignal>

int main(int argc, char* argv[])
{
    // A closed pipe (chess-distance pairs | head -1) makes writes fail with EPIPE, which the
    // writers report in one line, instead of killing the program.
    std::signal(SIGPIPE, SIG_IGN);
    if (argc > 1 && cd::cli::isCommand(argv[1]))
        return cd::cli::run(argc, argv);
    cd::options::StartRequest first;
    {
        const QCoreApplication app(argc, argv); // translations only; gone before the window's
        QCoreApplication::setApplicationName(QStringLiteral("chess-distance"));
        cd::i18n::installTranslations(*QCoreApplication::instance());
        const cd::options::StartRequest request =
            cd::options::startRequest(QCoreApplication::arguments());
        if (request.exitCode)
            return *request.exitCode;
        if (const auto code = cd::options::checkDisplay())
            return *code;
        first = request;
    }
    return cd::gui::run(argc, argv, first);
}
