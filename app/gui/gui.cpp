#include "gui.h"

#include "guitext.h"

#include "mainwindow.h"

#include "i18n/coremessages.h"
#include "i18n/translations.h"

#include <QApplication>
#include <QSettings>

namespace cd::gui {

int run(int argc, char* argv[], const options::StartRequest& start)
{
    QApplication app(argc, argv);
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
