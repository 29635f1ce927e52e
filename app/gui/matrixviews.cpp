#include "matrixviews.h"

#include "guitext.h"

#include "kappeview.h"
#include "tablesdialog.h"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QPointer>

namespace cd::gui {

void addMatrixViews(QMainWindow* window, QMenu* menu, BoardState* state)
{
    auto* dock = new QDockWidget(tr("Kappe's matrices"));
    dock->setObjectName(QStringLiteral("kappe"));
    dock->setWidget(new KappeView(state));
    window->addDockWidget(Qt::LeftDockWidgetArea, dock);
    dock->hide();
    QAction* kappe = dock->toggleViewAction();
    kappe->setText(tr("&Kappe's matrices"));
    kappe->setObjectName(QStringLiteral("kappeAction"));
    kappe->setShortcut(QKeySequence(tr("Ctrl+K")));
    QObject::connect(kappe, &QAction::triggered, dock, [dock](bool on) {
        if (on)
            dock->widget()->setFocus(); // its arrow keys step at once
    });
    menu->addAction(kappe);

    QAction* tables = menu->addAction(tr("&Tables…"));
    tables->setObjectName(QStringLiteral("tablesAction"));
    tables->setShortcut(QKeySequence(tr("Ctrl+T")));
    auto dialog = std::make_shared<QPointer<TablesDialog>>();
    QObject::connect(tables, &QAction::triggered, window, [=] {
        if (!*dialog)
            *dialog = new TablesDialog(state, window);
        (*dialog)->show();
        (*dialog)->raise();
        (*dialog)->activateWindow();
    });
}

} // namespace cd::gui
