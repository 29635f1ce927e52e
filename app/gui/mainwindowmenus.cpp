// The window's menus and their actions; every shortcut also lives on the window itself, so that
// it works with the menu bar hidden (presentation mode).
#include "mainwindow.h"

#include "stepkeys.h"

#include "blankscreen.h"
#include "boardwidget.h"
#include "compareview.h"
#include "controlpanel.h"
#include "docklayout.h"
#include "matrixviews.h"
#include "metricinfo.h"
#include "pageexportdialog.h"
#include "palettelabel.h"
#include "wavefrontcontrol.h"
#include "worksheetdialog.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace cd::gui {

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* exportAction = file->addAction(tr("&Export image…"), this, &MainWindow::exportImage);
    exportAction->setShortcut(QKeySequence(tr("Ctrl+E")));
    file->addAction(tr("Export interactive page (&HTML)…"), this, [this] {
        PageRequest r;
        r.query = m_state.query();
        if (r.query.metric == Metric::Reach && !r.query.piece)
            r.query.piece = m_state.probePiece();
        r.metrics = {r.query.metric};
        r.display = m_state.displayOptions();
        PageExportDialog dialog(r, m_state.boardsWith(r.display).front(), this);
        if (dialog.exec() == QDialog::Accepted)
            statusBar()->showMessage(tr("Page exported"), 4000);
    });
    QAction* copy = file->addAction(tr("&Copy image"), this, &MainWindow::copyImage);
    copy->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));
    file->addAction(tr("Copy &FEN"), this, &MainWindow::copyFen);
    QAction* paste = file->addAction(tr("&Paste FEN"), this, &MainWindow::pasteFen);
    paste->setShortcut(QKeySequence::Paste);
    createGameActions(file);
    file->addAction(tr("Create &worksheet…"), this, [this] {
        WorksheetDialog dialog(m_state.query(), m_state.gameMoveLabel(), m_settings, this);
        if (dialog.exec() == QDialog::Accepted)
            statusBar()->showMessage(tr("Worksheet written"), 4000);
    });
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence(tr("Ctrl+Q")));

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_state.undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_state.undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))});
    edit->addAction(undo);
    edit->addAction(redo);
    m_clearSelection =
        edit->addAction(tr("Clear &selection"), this, [this] { m_state.clearSelection(); });
    m_clearSelection->setShortcut(QKeySequence(Qt::Key_Escape));
    edit->addSeparator();
    // The routes drawn, for a Lichess study or a ChessBase game: enabled while some are drawn.
    QAction* copyRoutes =
        edit->addAction(tr("Copy routes as &PGN arrows"), this, &MainWindow::copyRoutesAsPgn);
    copyRoutes->setObjectName(QStringLiteral("copyRoutesAsPgn"));
    const auto enableCopyRoutes = [this, copyRoutes] {
        const Query& q = m_state.answeredQuery();
        copyRoutes->setEnabled(q.from && q.to && !m_state.diagram().arrows.empty());
    };
    connect(&m_state, &BoardState::changed, this, enableCopyRoutes);
    enableCopyRoutes();

    QMenu* position = menuBar()->addMenu(tr("&Position"));
    position->addAction(tr("&Start position"), this, [this] {
        m_state.editPosition(Board::startPosition(), tr("Start position"));
    });
    position->addAction(tr("&Clear board"), this, [this] { m_state.clearBoard(); });
    // Who moves first decides the rule of the square and every zone: one key, in the controls too.
    QAction* switchSide = position->addAction(tr("Switch the side to &move"), this,
                                              [this] { m_state.switchSideToMove(); });
    switchSide->setObjectName(QStringLiteral("switchSideAction"));
    switchSide->setShortcut(QKeySequence(tr("T")));
    switchSide->setToolTip(tr("White to move or Black to move (T); undo takes it back"));
    m_panel->setSwitchSideAction(switchSide);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    // A view switch: `flag` reads it, `set` writes it into the state's display options.
    const auto toggle = [&](const QString& text, const QKeySequence& key,
                            bool (*flag)(const DisplayOptions&),
                            void (*set)(DisplayOptions&, bool)) {
        QAction* a = view->addAction(text);
        a->setCheckable(true);
        if (!key.isEmpty())
            a->setShortcut(key);
        connect(a, &QAction::triggered, this, [this, set](bool checked) {
            DisplayOptions d = m_state.view().display;
            set(d, checked);
            m_state.setDisplay(d);
        });
        m_switches.emplace_back(a, flag);
    };
    toggle(
        tr("&Flip board"), QKeySequence(tr("F")), [](const DisplayOptions& d) { return d.flipped; },
        [](DisplayOptions& d, bool on) { d.flipped = on; });
    toggle(
        tr("&Numbers"), QKeySequence(tr("N")),
        [](const DisplayOptions& d) { return d.show.numbers; },
        [](DisplayOptions& d, bool on) { d.show.numbers = on; });
    toggle(
        tr("&Coordinates"), {}, [](const DisplayOptions& d) { return d.show.coordinates; },
        [](DisplayOptions& d, bool on) { d.show.coordinates = on; });
    toggle(
        tr("&Legend"), {}, [](const DisplayOptions& d) { return d.show.legend; },
        [](DisplayOptions& d, bool on) { d.show.legend = on; });
    toggle(
        tr("Trajectory &arrows"), QKeySequence(tr("A")),
        [](const DisplayOptions& d) { return d.trajectories; },
        [](DisplayOptions& d, bool on) { d.trajectories = on; });
    toggle(
        tr("&Knight moves as an L"), {}, [](const DisplayOptions& d) { return d.show.knightL; },
        [](DisplayOptions& d, bool on) { d.show.knightL = on; });
    toggle(
        tr("La&yer numbers"), {}, [](const DisplayOptions& d) { return d.layerNumbers; },
        [](DisplayOptions& d, bool on) { d.layerNumbers = on; });
    QMenu* palettes = view->addMenu(tr("&Palette"));
    m_paletteGroup = new QActionGroup(this);
    for (int i = 0; i < kPaletteCount; ++i) {
        QAction* a = palettes->addAction(paletteLabel(static_cast<PaletteId>(i)));
        a->setCheckable(true);
        a->setData(i);
        m_paletteGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, i] {
            DisplayOptions d = m_state.view().display;
            d.palette = static_cast<PaletteId>(i);
            m_state.setDisplay(d);
        });
    }
    view->addSeparator();
    view->addAction(tr("Reset &layout"), this, [this] { resetDocks(this, m_defaultLayout); });
    m_presentation = view->addAction(tr("&Presentation mode"));
    m_presentation->setCheckable(true);
    // F11, and F5 or Shift+F5 as a presenter's remote starts a slide show (stepkeys.cpp).
    m_presentation->setShortcuts(QList<QKeySequence>{QKeySequence(Qt::Key_F11)} +
                                 presentingKeys(PresentingKey::Start));
    connect(m_presentation, &QAction::toggled, this, &MainWindow::setPresentation);
    // B and `.` while presenting (bindPresentingKeys gives them): black until the next key.
    m_blank = new BlankScreen(this);
    connect(m_blank, &BlankScreen::ended, m_board, [this] { m_board->setFocus(); });
    m_blankAction = new QAction(tr("Black screen"), this);
    m_blankAction->setObjectName(QStringLiteral("blankAction"));
    connect(m_blankAction, &QAction::triggered, m_blank, &BlankScreen::blank);
    addAction(m_blankAction);
    m_highContrast = view->addAction(tr("&High contrast"));
    m_highContrast->setCheckable(true);
    m_highContrast->setShortcut(QKeySequence(tr("H")));
    connect(m_highContrast, &QAction::triggered, &m_state, &BoardState::setHighContrast);
    QAction* explain = findChild<QDockWidget*>(QStringLiteral("explanation"))->toggleViewAction();
    explain->setText(tr("&Explanation of the metric"));
    explain->setShortcut(QKeySequence(Qt::Key_F1));
    view->addAction(explain);
    QAction* mobility = findChild<QDockWidget*>(QStringLiteral("mobility"))->toggleViewAction();
    mobility->setText(tr("&Mobility of every piece"));
    mobility->setObjectName(QStringLiteral("mobilityAction"));
    mobility->setShortcut(QKeySequence(tr("Ctrl+M")));
    // Ctrl+M shows the panel, in front of the docks tabbed with it; it never hides it.
    connect(mobility, &QAction::triggered, this, [this] {
        auto* dock = findChild<QDockWidget*>(QStringLiteral("mobility"));
        dock->show();
        dock->raise();
    });
    view->addAction(mobility);
    addDockActions(this, view); // the Controls and the Game: no dock is lost once closed
    view->addSeparator();
    QMenu* routes = view->addMenu(tr("&Routes"));
    QAction* next = routes->addAction(tr("&Next route"), this, [this] { m_state.stepRoute(+1); });
    next->setShortcut(QKeySequence(tr(".")));
    QAction* previous =
        routes->addAction(tr("&Previous route"), this, [this] { m_state.stepRoute(-1); });
    previous->setShortcut(QKeySequence(tr(",")));
    // All routes at once (up to the panel's limit), or back to one route.
    QAction* all = routes->addAction(tr("&All routes / one route"), this,
                                     [this] { m_state.toggleAllRoutes(); });
    all->setShortcut(QKeySequence(tr("R")));
    addActions(routes->actions());
    // A presenter's remote sends PageDown and PageUp: they step what the model says steps now,
    // and the status bar (in presentation mode the line under the headline) names it.
    QAction* forward = view->addAction(tr("Step &forward"), this, [this] { m_state.step(+1); });
    forward->setShortcut(QKeySequence(Qt::Key_PageDown));
    QAction* back = view->addAction(tr("Step &back"), this, [this] { m_state.step(-1); });
    back->setShortcut(QKeySequence(Qt::Key_PageUp));
    for (QAction* a : {forward, back})
        a->setToolTip(stepKeysRule());
    // Stilman's zone: a view of the model like the others, named in the status bar's key line.
    m_zone = view->addAction(tr("&Who can stop it?"));
    m_zone->setObjectName(QStringLiteral("zoneAction"));
    m_zone->setCheckable(true);
    m_zone->setShortcut(QKeySequence(tr("Z")));
    m_zone->setToolTip(tr("With a source and a target: the pieces that can stop the piece on its "
                          "way in time, and their routes"));
    connect(m_zone, &QAction::triggered, &m_state, &BoardState::setZoneView);
    // The position's control: a view like the zone, and its x-ray switch, in the controls too.
    m_control = view->addAction(tr("&Control of the squares"));
    m_control->setObjectName(QStringLiteral("controlAction"));
    m_control->setCheckable(true);
    m_control->setShortcut(QKeySequence(tr("G")));
    m_control->setToolTip(tr("Every square coloured by how many pieces of each side attack it, "
                             "and the pieces an exchange wins; G again goes back to the map"));
    connect(m_control, &QAction::triggered, &m_state, &BoardState::setControlView);
    m_controlXray = view->addAction(tr("Count &x-rays"));
    m_controlXray->setObjectName(QStringLiteral("xrayAction"));
    m_controlXray->setCheckable(true);
    m_controlXray->setShortcut(QKeySequence(tr("X")));
    m_controlXray->setToolTip(tr("Control of the squares: count the pieces that attack a square "
                                 "once those in front of them have left (X)"));
    connect(m_controlXray, &QAction::triggered, &m_state, &BoardState::setControlXray);
    m_panel->setControlActions(m_control, m_controlXray);
    QMenu* wave = view->addMenu(tr("&Wavefront"));
    wave->addActions({m_wavefront->toggleAction(), m_wavefront->backAction(),
                      m_wavefront->forwardAction(), m_wavefront->playAction()});
    QMenu* compare = m_compare->createMenu(this);
    view->addMenu(compare);
    addActions(wave->actions()); // submenus: their shortcuts must live on the window too
    addActions(compare->actions());
    view->addSeparator();
    addMatrixViews(this, view, &m_state);

    QMenu* metrics = menuBar()->addMenu(tr("&Metric"));
    m_metricGroup = new QActionGroup(this);
    int number = 1;
    for (const Metric m : menuMetrics()) {
        QAction* a = metrics->addAction(metricLabel(m));
        a->setCheckable(true);
        a->setData(static_cast<int>(m));
        if (number <= 9)
            a->setShortcut(QKeySequence(QString::number(number)));
        ++number;
        m_metricGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, m] { m_state.setMetric(m); });
    }
    // Who gets there first: the whole position, coloured by the side that arrives sooner.
    metrics->addSeparator();
    QMenu* first = metrics->addMenu(tr("&First to arrive"));
    const std::pair<ArrivalView, QString> views[] = {
        {ArrivalView::White, tr("&White")},
        {ArrivalView::Black, tr("&Black")},
        {ArrivalView::Difference, tr("White &− Black")}};
    for (const auto& [arrivalView, label] : views)
        first->addAction(label, this, [this, v = arrivalView] { m_state.setArrival(v); });
    // Shortcuts of a hidden menu bar are dead; on the window itself they work in presentation
    // mode too (F11 must be able to leave it).
    for (QAction* menu : menuBar()->actions())
        for (QAction* a : menu->menu()->actions())
            if (!a->shortcut().isEmpty())
                addAction(a);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard shortcuts"), this, &MainWindow::showShortcuts);
    help->addAction(tr("What the &metrics mean"), this, &MainWindow::showMetricHelp);
    help->addAction(tr("&About"), this, [this] {
        QMessageBox::about(this, tr("About Chess Distance Explorer"),
                           tr("<b>Chess Distance Explorer</b> %1<br>Distance on the chessboard: "
                              "metrics, reachability and Stilman's trajectories.")
                               .arg(QStringLiteral(CD_VERSION)));
    });
}

// Every check mark of the menus, from the model, in this one place.
void MainWindow::syncActions()
{
    for (QAction* a : m_metricGroup->actions()) {
        const QSignalBlocker block(a);
        a->setChecked(a->data().toInt() == static_cast<int>(m_state.query().metric));
    }
    const DisplayOptions& d = m_state.view().display;
    for (const auto& [action, flag] : m_switches) {
        const QSignalBlocker block(action);
        action->setChecked(flag(d));
    }
    for (QAction* a : m_paletteGroup->actions())
        a->setChecked(a->data().toInt() == static_cast<int>(d.palette));
    const QSignalBlocker block(m_highContrast);
    m_highContrast->setChecked(m_state.view().highContrast);
    const QSignalBlocker blockZone(m_zone);
    m_zone->setChecked(m_state.view().zone);
    const QSignalBlocker blockControl(m_control);
    m_control->setChecked(m_state.view().control);
    const QSignalBlocker blockXray(m_controlXray);
    m_controlXray->setChecked(m_state.view().controlXray);
}

} // namespace cd::gui
