// Presentation mode: the window in front of a class, and the keys a presenter's remote sends,
// bound from the one table in stepkeys.cpp.
#include "mainwindow.h"
#include "stepkeys.h"

#include "blankscreen.h"
#include "boardwidget.h"
#include "headline.h"

#include <QAction>
#include <QDockWidget>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>
#include <QToolBar>

#include <utility>

namespace cd::gui {

void MainWindow::setPresentation(bool on)
{
    if (on) {
        // Leaving restores exactly this: every dock and toolbar, the window's state and place.
        m_layoutBeforePresentation = saveState();
        m_geometryBeforePresentation = geometry();
        m_stateBeforePresentation = windowState();
        for (QDockWidget* dock : findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly))
            dock->hide();
        for (QToolBar* bar : findChildren<QToolBar*>(Qt::FindDirectChildrenOnly))
            bar->hide();
    }
    // In front of a class Esc means "get me out", never "throw away the squares".
    m_clearSelection->setShortcut(on ? QKeySequence() : QKeySequence(Qt::Key_Escape));
    bindPresentingKeys(on);
    statusBar()->setVisible(!on);
    menuBar()->setVisible(!on);
    m_headline->setVisible(on); // in place of the status bar, in large type
    m_stepKeysLine->setVisible(on);
    if (on && screen()) { // small beside the headline, still readable from the back
        QFont f = m_stepKeysLine->font();
        f.setPixelSize(std::max(14, screen()->geometry().height() / 60));
        m_stepKeysLine->setFont(f);
    }
    if (on) {
        // Without a window manager full screen is only a wish: take the screen's size too.
        if (screen())
            setGeometry(screen()->geometry());
        showFullScreen();
    } else {
        setWindowState(m_stateBeforePresentation); // maximized stays maximized
        if (m_stateBeforePresentation == Qt::WindowNoState)
            setGeometry(m_geometryBeforePresentation);
        restoreState(m_layoutBeforePresentation);
        for (QDockWidget* dock : std::exchange(m_docksAfterPresentation, {})) {
            dock->show(); // asked for in front of the class: now it may cover the board
            dock->raise();
        }
    }
    m_state.setPresenting(on); // the caption comes and goes with the status bar
    scalePanels(on);
    m_board->setFocus();
}

void MainWindow::bindPresentingKeys(bool on)
{
    const QList<QKeySequence> blank = presentingKeys(PresentingKey::Blank);
    const QList<QKeySequence> later = presentingKeys(PresentingKey::Later);
    if (!on) {
        for (auto& [action, keys] : m_shadowed)
            action->setShortcuts(keys);
        m_shadowed.clear();
        qDeleteAll(std::exchange(m_laterActions, {}));
        m_blankAction->setShortcuts({});
        m_presentation->setShortcuts(QList<QKeySequence>{QKeySequence(Qt::Key_F11)} +
                                     presentingKeys(PresentingKey::Start));
        return;
    }
    for (QAction* a : actions()) {
        QList<QKeySequence> kept, waiting;
        bool taken = false;
        for (const QKeySequence& k : a->shortcuts()) {
            if (later.contains(k))
                waiting << k;
            if (later.contains(k) || blank.contains(k))
                taken = true;
            else
                kept << k;
        }
        if (!taken)
            continue;
        m_shadowed.emplace_back(a, a->shortcuts());
        a->setShortcuts(kept);
        if (waiting.isEmpty())
            continue;
        auto* standIn = new QAction(this);
        standIn->setShortcuts(waiting);
        connect(standIn, &QAction::triggered, this, [this, a] { openAfterPresentation(a); });
        addAction(standIn);
        m_laterActions.push_back(standIn);
    }
    m_blankAction->setShortcuts(blank);
    m_presentation->setShortcuts(presentingKeys(PresentingKey::Leave));
}

void MainWindow::openAfterPresentation(QAction* asked)
{
    auto* dock = qobject_cast<QDockWidget*>(asked->parent());
    if (!dock)
        dock = findChild<QDockWidget*>(asked->data().toString());
    if (!dock)
        return;
    if (std::find(m_docksAfterPresentation.begin(), m_docksAfterPresentation.end(), dock) ==
        m_docksAfterPresentation.end())
        m_docksAfterPresentation.push_back(dock);
    emit m_state.notice(tr("%1 opens when presentation mode is left (Esc)")
                            .arg(QString(asked->text()).remove(QLatin1Char('&'))));
}

} // namespace cd::gui
