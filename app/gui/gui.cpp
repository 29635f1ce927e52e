#include "gui.h"

#include "guitext.h"

#include "mainwindow.h"

#include "i18n/coremessages.h"
#include "i18n/translations.h"
#include "options/errorline.h"

#include <QApplication>
#include <QSettings>

#include <cstdio>
#include <cstdlib>

namespace cd::gui {

namespace {

// What Qt said while the platform plugin started, held back until it is known to have started.
QStringList& heldMessages()
{
    static QStringList held;
    return held;
}

// The display the window was asked to open on, for the message when it cannot.
QString displayName()
{
    for (const char* name : {"WAYLAND_DISPLAY", "DISPLAY", "QT_QPA_PLATFORM"})
        if (!qEnvironmentVariableIsEmpty(name))
            return QStringLiteral("%1=%2").arg(QLatin1String(name), qEnvironmentVariable(name));
    return {};
}

// A display that is set but cannot be reached makes Qt print several lines and abort; the window
// says so in one line and exits 1 instead. Other messages are printed once the window starts.
void startingMessages(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (type == QtFatalMsg) {
        options::printError(tr("cannot open the display (%1): the window needs one; the "
                               "commands need none: chess-distance --help")
                                .arg(displayName()));
        std::_Exit(1);
    }
    heldMessages() << qFormatLogMessage(type, context, message);
}

} // namespace

int run(int argc, char* argv[], const options::StartRequest& start)
{
    const QtMessageHandler previous = qInstallMessageHandler(startingMessages);
    QApplication app(argc, argv);
    qInstallMessageHandler(previous);
    for (const QString& message : std::as_const(heldMessages()))
        std::fprintf(stderr, "%s\n", qPrintable(message));
    heldMessages().clear();
    i18n::installTranslations(app);
    // Lets the desktop (Wayland above all) match the window to its entry and icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.chess_distance.ChessDistance"));
    QApplication::setOrganizationName(QStringLiteral("chess-distance"));
    QApplication::setApplicationName(QStringLiteral("chess-distance"));
    QApplication::setApplicationDisplayName(QObject::tr("Chess Distance Explorer"));
    QApplication::setApplicationVersion(QStringLiteral(CD_VERSION));

    QSettings settings;
    MainWindow window(&settings, start);
    window.show();
    return QApplication::exec();
}

} // namespace cd::gui
