// Keeps a view up to date with the window's model without working for a hidden one: the view's
// refresh runs when the model changes while the view is visible, or when it is next shown after
// a change. One helper for every panel, dock and dialog that follows the model.
#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace cd::gui {

class BoardState;

// `refresh` for `view` as above; the helper lives as long as the view.
void refreshWhenVisible(QWidget* view, BoardState* state, std::function<void()> refresh);

} // namespace cd::gui
