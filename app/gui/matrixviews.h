// The two classroom views of the numbers behind the board, and their View menu entries:
// Kappe's matrices (a dock, Ctrl+K) and the tables of values and pairs (a window, Ctrl+T).
#pragma once

class QMainWindow;
class QMenu;

namespace cd::gui {

class BoardState;

// Adds the dock (hidden at first) and the two actions to `menu`.
void addMatrixViews(QMainWindow* window, QMenu* menu, BoardState* state);

} // namespace cd::gui
