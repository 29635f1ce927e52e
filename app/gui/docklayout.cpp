#include "docklayout.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>

#include <algorithm>

namespace cd::gui {

namespace {

QList<QDockWidget*> docks(QMainWindow* window)
{
    return window->findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly);
}

// The docks shown in `area` (a tab behind another counts: it is one click away).
QList<QDockWidget*> column(QMainWindow* window, Qt::DockWidgetArea area)
{
    QList<QDockWidget*> shown;
    for (QDockWidget* d : docks(window))
        if (!d->isHidden() && !d->isFloating() && window->dockWidgetArea(d) == area)
            shown << d;
    return shown;
}

// On screen, not a tab behind another (Qt keeps those "visible", out of sight).
bool inSight(const QDockWidget* d)
{
    return d->isVisible() && !d->visibleRegion().isEmpty();
}

// The narrowest the column can be: its widest panel's minimum.
int columnMinimum(const QList<QDockWidget*>& docks)
{
    int width = 0;
    for (const QDockWidget* d : docks)
        width = std::max(width, d->minimumSizeHint().width());
    return width;
}

// The width at which the dock's panel needs no horizontal scrolling.
int naturalWidth(const QDockWidget* d)
{
    const auto* scroll = qobject_cast<const QScrollArea*>(d->widget());
    if (!scroll || !scroll->widget())
        return d->sizeHint().width();
    return d->minimumSizeHint().width() - scroll->minimumWidth() +
           scroll->widget()->minimumSizeHint().width() +
           scroll->verticalScrollBar()->sizeHint().width();
}

// The width the column wants: its panel in sight without horizontal scrolling.
int columnNatural(const QList<QDockWidget*>& docks)
{
    int width = 0;
    for (const QDockWidget* d : docks)
        if (inSight(d))
            width = std::max(width, naturalWidth(d));
    return width > 0 ? width : columnMinimum(docks);
}

} // namespace

void letDocksScroll(QMainWindow* window, int minWidth)
{
    for (QDockWidget* d : docks(window)) {
        auto* scroll = qobject_cast<QScrollArea*>(d->widget());
        if (!scroll) {
            QWidget* panel = d->widget();
            scroll = new QScrollArea;
            scroll->setWidgetResizable(true);
            scroll->setFrameShape(QFrame::NoFrame);
            scroll->setWidget(panel);
            scroll->setFocusProxy(panel); // focusing the dock's widget still reaches its keys
            d->setWidget(scroll);
        }
        scroll->setMinimumWidth(minWidth);
    }
}

void tabifySideDocks(QMainWindow* window)
{
    QDockWidget* first = nullptr;
    for (QDockWidget* d : docks(window)) {
        if (window->dockWidgetArea(d) != Qt::LeftDockWidgetArea)
            continue;
        if (first)
            window->tabifyDockWidget(first, d);
        else
            first = d;
    }
}

void addDockActions(QMainWindow* window, QMenu* menu)
{
    for (QDockWidget* d : docks(window))
        if (!menu->actions().contains(d->toggleViewAction()))
            menu->addAction(d->toggleViewAction());
}

void resetDocks(QMainWindow* window, const QByteArray& defaultLayout)
{
    window->restoreState(defaultLayout);
    // The narrowest side panel in front, so that a column on either side fits more windows.
    QDockWidget* front = nullptr;
    for (QDockWidget* d : docks(window)) {
        d->show();
        if (window->dockWidgetArea(d) == Qt::LeftDockWidgetArea &&
            (!front || naturalWidth(d) < naturalWidth(front)))
            front = d;
    }
    if (front)
        front->raise();
    // The first sizes: each column as wide as its widest panel wants, without scrolling.
    QList<QDockWidget*> firsts;
    QList<int> widths;
    for (const Qt::DockWidgetArea area : {Qt::LeftDockWidgetArea, Qt::RightDockWidgetArea}) {
        const QList<QDockWidget*> c = column(window, area);
        if (c.isEmpty())
            continue;
        int width = 0;
        for (const QDockWidget* d : c)
            width = std::max(width, naturalWidth(d));
        firsts << c.front();
        widths << width;
    }
    window->resizeDocks(firsts, widths, Qt::Horizontal);
    keepBoardShare(window);
}

void keepBoardShare(QMainWindow* window)
{
    const int separator =
        window->style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, window);
    const int room = static_cast<int>(window->width() * (1.0 - kBoardShare));
    QList<QDockWidget*> left = column(window, Qt::LeftDockWidgetArea);
    QList<QDockWidget*> right = column(window, Qt::RightDockWidgetArea);
    if (!left.isEmpty() && !right.isEmpty() &&
        columnNatural(left) + columnNatural(right) + 2 * separator > room) {
        // Two columns do not fit whole beside the board: the left one's docks become tabs of
        // the right one (rather than two narrow columns that scroll), the one in front staying
        // in front.
        QDockWidget* front = nullptr;
        for (QDockWidget* d : left) {
            if (!front && inSight(d))
                front = d;
            window->tabifyDockWidget(right.front(), d);
        }
        if (front)
            front->raise();
        right = column(window, Qt::RightDockWidgetArea);
        left.clear();
    }
    QList<QDockWidget*> firsts;
    QList<int> widths;
    const int columns = int(!left.isEmpty()) + int(!right.isEmpty());
    int used = 0;
    for (const QList<QDockWidget*>& c : {left, right}) {
        int width = 0; // the tab in front, or the widest of docks one above another
        for (const QDockWidget* d : c)
            if (inSight(d))
                width = std::max(width, d->width());
        used += c.isEmpty() ? 0 : width + separator;
    }
    if (columns == 0 || used <= room)
        return;
    for (const QList<QDockWidget*>& c : {left, right}) {
        if (c.isEmpty())
            continue;
        firsts << c.front();
        widths << std::max(columnMinimum(c), room / columns - separator);
    }
    window->resizeDocks(firsts, widths, Qt::Horizontal);
}

} // namespace cd::gui
