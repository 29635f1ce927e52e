#include "refreshwhenvisible.h"

#include "boardstate.h"

#include <QEvent>
#include <QWidget>

namespace cd::gui {

namespace {

class RefreshWhenVisible : public QObject {
public:
    RefreshWhenVisible(QWidget* view, BoardState* state, std::function<void()> refresh)
        : QObject(view), m_view(view), m_refresh(std::move(refresh))
    {
        view->installEventFilter(this);
        connect(state, &BoardState::changed, this, [this] {
            m_stale = true;
            if (m_view->isVisible())
                run();
        });
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_view && event->type() == QEvent::Show && m_stale)
            run();
        return false;
    }

private:
    void run()
    {
        m_stale = false;
        m_refresh();
    }

    QWidget* m_view;
    std::function<void()> m_refresh;
    bool m_stale = true; // nothing shown yet
};

} // namespace

void refreshWhenVisible(QWidget* view, BoardState* state, std::function<void()> refresh)
{
    new RefreshWhenVisible(view, state, std::move(refresh));
}

} // namespace cd::gui
