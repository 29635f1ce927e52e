#include "mainwindow.h"
#include "stepkeys.h"

#include "boardwidget.h"
#include "compareview.h"
#include "controlpanel.h"
#include "docklayout.h"
#include "explanationpanel.h"
#include "exportdialog.h"
#include "gamefileloader.h"
#include "headline.h"
#include "matrixviews.h"
#include "metricinfo.h"
#include "mobilitypanel.h"
#include "palettelabel.h"
#include "piecepalette.h"
#include "session.h"
#include "settingsguard.h"
#include "squareinfo.h"
#include "wavefrontcontrol.h"
#include "worksheetdialog.h"

#include "diagram/exporter.h"
#include "i18n/coremessages.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QCloseEvent>
#include <QDialog>
#include <QDockWidget>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace cd::gui {

namespace {

constexpr int kMinDockWidth = 260;         // a panel narrower than this cuts its labels off
constexpr double kPanelScreenHeight = 720; // a screen this high shows panels at their own size

} // namespace

MainWindow::MainWindow(QSettings* settings, const options::StartRequest& start, QWidget* parent)
    : QMainWindow(parent), m_settings(settings)
{
    const std::optional<Query>& initial = start.query;
    setWindowTitle(tr("Chess Distance Explorer"));
    const Session session = loadSession(*m_settings);
    m_firstLaunch = !session.restored && !initial;
    Query first = initial ? *initial : session.query;
    if (!first.piece)
        first.piece = session.probe;
    m_state.reset(first);
    m_state.resetView(loadView(*m_settings));

    m_board = new BoardWidget(&m_state);
    m_board->setAccessibleName(tr("Chess board"));
    // The comparison board, when there is one, stands beside the main board.
    m_compare = new CompareView(&m_state);
    m_headline = new Headline(&m_state);
    auto* boards = new QWidget;
    auto* boardsLayout = new QHBoxLayout;
    boardsLayout->setSpacing(0);
    boardsLayout->addWidget(m_board, 1);
    boardsLayout->addWidget(m_compare, 1);
    auto* centre = new QVBoxLayout(boards);
    centre->setContentsMargins(0, 0, 0, 0);
    centre->addWidget(m_headline);
    // Presentation mode's key line: what PageDown steps now, and how to leave.
    m_stepKeysLine = new QLabel;
    m_stepKeysLine->setObjectName(QStringLiteral("stepKeysLine"));
    m_stepKeysLine->setAlignment(Qt::AlignCenter);
    m_stepKeysLine->setVisible(false);
    centre->addWidget(m_stepKeysLine);
    centre->addLayout(boardsLayout, 1);
    setCentralWidget(boards);
    m_wavefront = new WavefrontControl(&m_state);

    m_panel = new ControlPanel(&m_state);
    // After Enter or a valid paste the board has the keyboard again, so its keys drive it.
    connect(m_panel, &ControlPanel::fenCommitted, m_board, [this] { m_board->setFocus(); });
    auto* pieces = new QGroupBox(tr("Pieces (drag onto the board)"));
    auto* piecesLayout = new QVBoxLayout(pieces);
    piecesLayout->addWidget(new PiecePalette);
    auto* buttons = new QHBoxLayout;
    auto* startButton = new QPushButton(tr("Start position"));
    auto* clear = new QPushButton(tr("Clear board"));
    buttons->addWidget(startButton);
    buttons->addWidget(clear);
    piecesLayout->addLayout(buttons);
    connect(startButton, &QPushButton::clicked, this,
            [this] { m_state.editPosition(Board::startPosition(), tr("Start position")); });
    connect(clear, &QPushButton::clicked, this, [this] { m_state.clearBoard(); });

    auto* side = new QWidget;
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(4, 4, 4, 4); // the whole of it fits 800 lines
    sideLayout->addWidget(m_panel);
    sideLayout->addWidget(m_wavefront);
    sideLayout->addWidget(pieces);
    sideLayout->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setWidget(side);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* dock = new QDockWidget(tr("Controls"));
    dock->setObjectName(QStringLiteral("controls"));
    dock->setWidget(scroll);
    dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable |
                      QDockWidget::DockWidgetFloatable); // View > Controls brings it back
    addDockWidget(Qt::RightDockWidgetArea, dock);

    // Kappe's mobility of every piece; its what-if switch turns board clicks into blockers.
    auto* mobilityPanel = new MobilityPanel(&m_state);
    auto* mobility = new QDockWidget(tr("Mobility"));
    mobility->setObjectName(QStringLiteral("mobility"));
    mobility->setWidget(mobilityPanel);
    addDockWidget(Qt::LeftDockWidgetArea, mobility);
    mobility->hide();
    connect(mobility->toggleViewAction(), &QAction::toggled, this, [this](bool on) {
        if (!on)
            m_state.setWhatIfMode(false); // no hidden mode behind the clicks
    });
    // Opened narrower than its first columns (a saved layout, presentation's larger type): the
    // dock is widened, up to half the window, so that no column hides behind a scroll bar.
    connect(mobility, &QDockWidget::visibilityChanged, this, [this, mobility](bool visible) {
        const int wanted = mobility->widget()->sizeHint().width();
        if (visible && !mobility->isFloating() && mobility->widget()->width() < wanted)
            resizeDocks({mobility}, {std::min(wanted, width() / 2)}, Qt::Horizontal);
    });

    auto* explanationScroll = new QScrollArea;
    explanationScroll->setWidget(new ExplanationPanel(&m_state));
    explanationScroll->setWidgetResizable(true);
    explanationScroll->setFrameShape(QFrame::NoFrame);
    auto* explanation = new QDockWidget(tr("Explanation"));
    explanation->setObjectName(QStringLiteral("explanation"));
    explanation->setWidget(explanationScroll);
    addDockWidget(Qt::LeftDockWidgetArea, explanation);
    explanation->hide();
    createGameDock();

    m_hoverLabel = new QLabel;
    m_routeLabel = new QLabel;
    m_routeLabel->setObjectName(QStringLiteral("routeLabel"));
    statusBar()->addWidget(m_hoverLabel, 1);
    statusBar()->addPermanentWidget(m_routeLabel);
    m_stepKeysLabel = new QLabel;
    m_stepKeysLabel->setObjectName(QStringLiteral("stepKeysLabel"));
    m_stepKeysLabel->setToolTip(stepKeysRule());
    m_stepKeysLabel->setContentsMargins(16, 0, 0, 0); // apart from the route summary
    statusBar()->addPermanentWidget(m_stepKeysLabel);

    createMenus();
    connect(&m_state, &BoardState::changed, this, &MainWindow::updateStatus);
    connect(&m_state, &BoardState::changed, this, &MainWindow::syncActions);
    connect(m_board, &BoardWidget::hovered, this, &MainWindow::showHover);
    connect(m_board, &BoardWidget::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 6000); });
    connect(&m_state, &BoardState::notice, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    syncActions();
    updateStatus();
    // No dock is squeezed below a usable width; a narrower one scrolls. View > Reset layout
    // comes back here.
    letDocksScroll(this, kMinDockWidth);
    tabifySideDocks(this);
    m_defaultLayout = saveState();
    // A dock shown, moved or docked may leave the board too little of a small window: fitted
    // once the events of the moment are handled (a timer, as docks hide while the window dies).
    m_fitDocks = new QTimer(this);
    m_fitDocks->setSingleShot(true);
    m_fitDocks->setInterval(0);
    connect(m_fitDocks, &QTimer::timeout, this, [this] { keepBoardShare(this); });
    for (QDockWidget* d : findChildren<QDockWidget*>()) {
        connect(d, &QDockWidget::visibilityChanged, m_fitDocks, qOverload<>(&QTimer::start));
        connect(d, &QDockWidget::dockLocationChanged, m_fitDocks, qOverload<>(&QTimer::start));
    }

    // First launch: most of the screen, so that the board is large on a projector too.
    const QRect screen = QGuiApplication::primaryScreen()
                             ? QGuiApplication::primaryScreen()->availableGeometry()
                             : QRect(0, 0, 1280, 800);
    resize(std::max(900, screen.width() * 4 / 5), std::max(640, screen.height() * 17 / 20));
    // The settings are untrusted: only parsed, bounded values are restored, and the window is
    // then kept inside the screen, so that it never opens (or is saved) larger than the screen.
    const WindowSettings stored = readWindowSettings(*m_settings);
    if (!stored.geometry.isEmpty())
        restoreGeometry(stored.geometry);
    if (!stored.state.isEmpty())
        restoreState(stored.state);
    if (!(windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen)))
        setGeometry(fitInside(geometry(), screen));
    m_board->setFocus();
    if (start.game && start.game->games) { // --pgn: its game at the ply asked for, read already
        showGames(openedGames(start.game->path, *start.game->games), {},
                  static_cast<int>(start.game->games->indexOf(start.game->number).value_or(0)),
                  static_cast<int>(start.game->ply), false);
        if (initial && initial->from) { // a game opens clean, but the squares given are asked for
            Query q = m_state.query();
            q.from = initial->from;
            q.to = initial->to;
            q.via = initial->via;
            m_state.reset(q);
        }
    } else if (start.game)
        openGameFile(start.game->path, start.game->number - 1, static_cast<int>(start.game->ply));
    else if (!initial)
        restoreGame();
    if (const QString problem = settingsProblem(*m_settings); !problem.isEmpty())
        statusBar()->showMessage(problem, 30000);
}

void MainWindow::showHover(std::optional<Square> s)
{
    // One line: the control view's exchange comes a capture a line (the tooltip keeps them).
    m_hoverLabel->setText(s ? m_state.describeSquare(*s).replace(u'\n', QStringLiteral(" · "))
                            : QString());
}

void MainWindow::updateStatus()
{
    QString route = routeSummary(m_state.query(), m_state.answer());
    if (const auto arrival = m_state.view().arrival) // the board shows the whole position
        route = arrivalCaption(m_state.query().board, *arrival, m_state.query().reach);
    else if (!m_state.error().isEmpty())
        route = m_state.error();
    else if (!isMeasured(m_state.query()))
        route = tr("Click a square to measure from it");
    if (const QString ply = m_state.plyText(); !ply.isEmpty())
        route = route.isEmpty() ? ply : ply + QStringLiteral(" · ") + route;
    m_routeLabel->setText(sentenceStart(route));
    m_stepKeysLabel->setText(stepKeysText(m_state.stepping(), m_state.shownView(), false));
    m_stepKeysLine->setText(stepKeysText(m_state.stepping(), m_state.shownView(), true));
    if (m_firstLaunch && m_hoverLabel->text().isEmpty())
        m_hoverLabel->setText(tr("Click a square to measure from it; right-click to set a target"));
}

void MainWindow::exportImage()
{
    ExportDialog dialog([this](const DisplayOptions& d) { return m_state.boardsWith(d); },
                        m_state.displayOptions(),
                        [this](AnimationKind kind, const DisplayOptions& d) {
                            return m_state.animationFrames(kind, d);
                        },
                        this);
    dialog.restoreChoices(*m_settings); // as the teacher left it last time
    const int result = dialog.exec();
    dialog.saveChoices(*m_settings);
    if (result == QDialog::Accepted)
        statusBar()->showMessage(tr("Image exported"), 4000);
}

void MainWindow::copyImage()
{
    // The picture File > Export would write with its first choices: both boards while comparing.
    ExportDialog dialog([this](const DisplayOptions& d) { return m_state.boardsWith(d); },
                        m_state.displayOptions(), {}, this);
    dialog.restoreChoices(*m_settings);
    const QImage image = dialog.image();
    QGuiApplication::clipboard()->setImage(image);
    statusBar()->showMessage(tr("Image copied (%1 × %2 px)").arg(image.width()).arg(image.height()),
                             4000);
}

void MainWindow::copyFen()
{
    QGuiApplication::clipboard()->setText(QString::fromStdString(m_state.query().board.fen()));
    statusBar()->showMessage(tr("FEN copied"), 4000);
}

void MainWindow::copyRoutesAsPgn()
{
    const Query& q = m_state.answeredQuery();
    const std::vector<Arrow>& shown = m_state.diagram().arrows;
    if (!q.from || !q.to || shown.empty())
        return;
    std::vector<std::vector<Square>> routes;
    for (const Arrow& a : shown)
        routes.push_back(a.stops);
    const std::string comment = marksComment(routeMarks(*q.from, *q.to, routes));
    QGuiApplication::clipboard()->setText(QString::fromStdString(comment));
    statusBar()->showMessage(tr("Routes copied as PGN arrows"), 4000);
}

void MainWindow::pasteFen()
{
    const QString text = QGuiApplication::clipboard()->text().trimmed();
    FenError error;
    const auto position = Board::fromFen(text.toStdString(), &error);
    if (!position) {
        statusBar()->showMessage(
            tr("The clipboard holds no valid FEN (%1); the board is unchanged.")
                .arg(i18n::translated(error)),
            8000);
        return;
    }
    m_state.editPosition(*position, tr("Paste FEN"));
}

double MainWindow::panelScale(int screenHeight)
{
    return std::max(1.0, screenHeight / kPanelScreenHeight);
}

void MainWindow::scalePanels(bool on)
{
    // Panels opened in front of a class (Kappe's matrices, the tables) grow with the screen, as
    // the board does; QFont() gives them back the application's font.
    QFont large = QApplication::font();
    if (on && screen())
        large.setPointSizeF(large.pointSizeF() * panelScale(screen()->geometry().height()));
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        dock->setFont(on ? large : QFont());
    for (QDialog* dialog : findChildren<QDialog*>())
        dialog->setFont(on ? large : QFont());
}

void MainWindow::saveSettings()
{
    saveSession(*m_settings, m_state.query(), m_state.probePiece());
    saveView(*m_settings, m_state.view());
    saveGame();
    m_settings->setValue(QStringLiteral("window/geometry"), saveGeometry());
    m_settings->setValue(QStringLiteral("window/state"), saveState());
    m_settings->sync();
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    // Once the floating docks are shown their frames are known: then they can be kept whole.
    if (!m_docksPlaced) {
        m_docksPlaced = true;
        QTimer::singleShot(0, this, &MainWindow::keepFloatingDocksOnScreen);
    }
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    QMainWindow::resizeEvent(event);
    if (m_fitDocks)
        m_fitDocks->start();
}

void MainWindow::keepFloatingDocksOnScreen()
{
    // A dock left floating on a larger screen last time comes back whole on this one.
    for (QDockWidget* d : findChildren<QDockWidget*>()) {
        if (!d->isFloating() || !d->screen())
            continue;
        const QRect frame = d->frameGeometry();
        const QRect inside = fitInside(frame, d->screen()->availableGeometry());
        if (inside == frame)
            continue;
        d->resize(d->size() - (frame.size() - inside.size()));
        d->move(d->pos() + (inside.topLeft() - frame.topLeft()));
    }
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (m_presentation->isChecked())
        m_presentation->setChecked(false);
    saveSettings();
    if (m_pendingGame) // the reading stops; the session keeps the game it had
        cancelGameFile();
    event->accept();
}

} // namespace cd::gui
