#include "boardaccessible.h"

#include "boardwidget.h"
#include "squareinfo.h"

#include <QPointer>
#include <QWindow>

namespace cd::gui {

namespace {

// One square: a button whose press sets (or clears) the source, like a click.
class SquareAccessible : public QAccessibleInterface, public QAccessibleActionInterface {
public:
    SquareAccessible(BoardWidget* board, Square s) : m_board(board), m_square(s) {}

    bool isValid() const override { return !m_board.isNull(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override
    {
        return m_board ? m_board->window()->windowHandle() : nullptr;
    }
    QAccessibleInterface* parent() const override
    {
        return QAccessible::queryAccessibleInterface(m_board.data());
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* focusChild() const override { return nullptr; }

    QString text(QAccessible::Text t) const override
    {
        if (!m_board || t != QAccessible::Name)
            return {};
        return m_board->state()->describeSquare(m_square);
    }
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override
    {
        if (!m_board)
            return {};
        const QRect r = m_board->squareRect(m_square).toAlignedRect();
        return {m_board->mapToGlobal(r.topLeft()), r.size()};
    }
    QAccessible::Role role() const override { return QAccessible::Button; }
    QAccessible::State state() const override
    {
        QAccessible::State st;
        if (!m_board) {
            st.invalid = true;
            return st;
        }
        st.focusable = true;
        st.invisible = !m_board->isVisible();
        st.focused = m_board->hasFocus() && m_board->focusSquare() == m_square;
        st.checkable = true;
        st.checked = m_board->state()->query().from == m_square;
        return st;
    }
    void* interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::ActionInterface ? static_cast<QAccessibleActionInterface*>(this)
                                                    : nullptr;
    }

    QStringList actionNames() const override { return {pressAction(), setFocusAction()}; }
    void doAction(const QString& action) override
    {
        if (!m_board)
            return;
        if (action == pressAction())
            m_board->click(m_square, Qt::LeftButton, Qt::NoModifier);
        else if (action == setFocusAction()) {
            m_board->setFocus(Qt::OtherFocusReason);
            m_board->setFocusSquare(m_square);
        }
    }
    QStringList keyBindingsForAction(const QString& action) const override
    {
        return action == pressAction() ? QStringList{QStringLiteral("Return")} : QStringList{};
    }

private:
    QPointer<BoardWidget> m_board;
    Square m_square;
};

QAccessibleInterface* boardFactory(const QString&, QObject* object)
{
    if (auto* board = qobject_cast<BoardWidget*>(object))
        return new BoardAccessible(board);
    return nullptr;
}

} // namespace

BoardAccessible::BoardAccessible(BoardWidget* board) : QAccessibleWidget(board) {}

BoardAccessible::~BoardAccessible()
{
    for (const QAccessible::Id id : std::as_const(m_squares))
        QAccessible::deleteAccessibleInterface(id);
}

BoardWidget* BoardAccessible::board() const
{
    return static_cast<BoardWidget*>(widget());
}

Square BoardAccessible::squareAt(int index, bool flipped)
{
    const int row = index / 8, column = index % 8;
    return flipped ? makeSquare(7 - column, row) : makeSquare(column, 7 - row);
}

int BoardAccessible::indexOf(Square s, bool flipped)
{
    const int row = flipped ? rankOf(s) : 7 - rankOf(s);
    const int column = flipped ? 7 - fileOf(s) : fileOf(s);
    return row * 8 + column;
}

QAccessibleInterface* BoardAccessible::squareInterface(Square s) const
{
    auto it = m_squares.constFind(s);
    if (it == m_squares.constEnd()) {
        auto* iface = new SquareAccessible(board(), s);
        it = m_squares.insert(s, QAccessible::registerAccessibleInterface(iface));
    }
    return QAccessible::accessibleInterface(*it);
}

QAccessibleInterface* BoardAccessible::child(int index) const
{
    if (index < 0 || index >= 64)
        return nullptr;
    return squareInterface(squareAt(index, board()->diagram().flipped));
}

int BoardAccessible::indexOfChild(const QAccessibleInterface* child) const
{
    for (auto it = m_squares.constBegin(); it != m_squares.constEnd(); ++it)
        if (QAccessible::accessibleInterface(it.value()) == child)
            return indexOf(Square(it.key()), board()->diagram().flipped);
    return -1;
}

QAccessibleInterface* BoardAccessible::childAt(int x, int y) const
{
    const auto s = board()->squareAt(board()->mapFromGlobal(QPoint(x, y)));
    return s ? squareInterface(*s) : nullptr;
}

QAccessibleInterface* BoardAccessible::focusChild() const
{
    return board()->hasFocus() ? squareInterface(board()->focusSquare()) : nullptr;
}

void installBoardAccessibility()
{
    static const bool installed = [] {
        QAccessible::installFactory(boardFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

} // namespace cd::gui
