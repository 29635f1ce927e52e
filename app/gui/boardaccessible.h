// What a screen reader sees of the board: the widget with 64 children, one per square in
// reading order (top-left first, as drawn), each named like "e4, knight distance 3".
#pragma once

#include "square.h"

#include <QAccessibleWidget>
#include <QHash>

namespace cd::gui {

class BoardWidget;

class BoardAccessible : public QAccessibleWidget {
public:
    explicit BoardAccessible(BoardWidget* board);
    ~BoardAccessible() override;

    int childCount() const override { return 64; }
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;

    // The square drawn at reading position `index` (0..63), and back.
    static Square squareAt(int index, bool flipped);
    static int indexOf(Square s, bool flipped);

private:
    BoardWidget* board() const;
    QAccessibleInterface* squareInterface(Square s) const;

    mutable QHash<int, QAccessible::Id> m_squares; // created on first use, owned by QAccessible
};

// Makes QAccessible::queryAccessibleInterface return a BoardAccessible for every BoardWidget.
void installBoardAccessibility();

} // namespace cd::gui
