#include "gui.h"

#include <QApplication>
#include <QLabel>

namespace cd::gui {

int run(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("chess-distance"));
    QLabel label(QObject::tr("Chess Distance Explorer: the board window is not built yet. "
                             "Run chess-distance --help for the command line."));
    label.setMargin(24);
    label.show();
    return QApplication::exec();
}

} // namespace cd::gui
