// The main window's docks as a whole: every one listed in the View menu, a reset that brings
// every one back, and the board's share of a small window kept (side columns tab into one and
// narrow, down to what their panels need).
#pragma once

#include <QByteArray>

class QMainWindow;
class QMenu;

namespace cd::gui {

// The least part of the window's width the board (the central widget) keeps.
inline constexpr double kBoardShare = 0.55;

// Puts every dock's panel that does not scroll yet in a scroll area at least `minWidth` wide:
// a small window's narrow column scrolls instead of squeezing (or cutting off) its panel.
void letDocksScroll(QMainWindow* window, int minWidth);
// Tabs the docks of the left area into one column, as a first start places them (before the
// window saves its default layout).
void tabifySideDocks(QMainWindow* window);
// Adds the show/hide action of every dock not yet in `menu` to it.
void addDockActions(QMainWindow* window, QMenu* menu);
// The docks where a first start places them (`defaultLayout`, saveState's bytes), in their first
// sizes, and every one shown: a dock closed by mistake is found again.
void resetDocks(QMainWindow* window, const QByteArray& defaultLayout);
// Keeps the central widget at kBoardShare of the window's width or more: a left and a right
// column that leave it less become tabs of one column, and the columns narrow to fit.
void keepBoardShare(QMainWindow* window);

} // namespace cd::gui
