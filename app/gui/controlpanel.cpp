#include "controlpanel.h"

#include "metricinfo.h"
#include "squareinfo.h"

#include "diagram/piecenoun.h"
#include "diagram/sidetomove.h"
#include "i18n/coremessages.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace cd::gui {

namespace {

// A disc half white, half black: the marker beside the board, both ways.
QIcon switchSideIcon()
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF disc(3, 3, 26, 26);
    p.setPen(Qt::NoPen);
    p.setBrush(Qt::white);
    p.drawPie(disc, 90 * 16, 180 * 16);
    p.setBrush(QColor(0x20, 0x20, 0x20));
    p.drawPie(disc, -90 * 16, 180 * 16);
    p.setPen(QPen(QColor(0x40, 0x40, 0x40), 2));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(disc);
    return QIcon(pixmap);
}

} // namespace

ControlPanel::ControlPanel(BoardState* state, QWidget* parent) : QWidget(parent), m_state(state)
{
    m_metric = new QComboBox;
    for (const Metric m : menuMetrics())
        m_metric->addItem(metricLabel(m), static_cast<int>(m));

    m_measured = new QLabel;
    m_measured->setWordWrap(true);
    m_measured->setToolTip(tr("The piece whose moves the map counts"));
    m_probe = new QComboBox;
    for (const char letter : std::string_view("NBRQKPnbrqkp")) {
        const Piece p = *pieceFromLetter(letter);
        m_probe->addItem(pieceTitle(p), QChar::fromLatin1(letter));
    }
    m_metric->setToolTip(tr("What the numbers count (keys 1-9 pick the first nine)"));
    m_probe->setToolTip(tr("The piece put on an empty source square to count its moves; it is "
                           "drawn pale, as it is not part of the position"));
    m_captures = new QComboBox;
    m_captures->addItem(tr("Capture ends the route"), static_cast<int>(CaptureMode::Stop));
    m_captures->addItem(tr("Capture and go on"), static_cast<int>(CaptureMode::Continue));
    m_captures->addItem(tr("Enemy pieces block"), static_cast<int>(CaptureMode::Block));
    m_captures->setToolTip(tr("What an enemy piece in the way does: the capture ends the route, "
                              "the piece is taken and the route goes on, or it blocks like an "
                              "own piece"));
    m_avoid = new QCheckBox(tr("Avoid squares the opponent attacks"));
    m_avoid->setToolTip(tr("Never stop on a square an enemy piece attacks (passing over it is "
                           "allowed)"));
    m_promotion = new QComboBox;
    m_promotion->addItem(tr("Promotion ends the route"), QString());
    for (const char letter : std::string_view("QRBN"))
        m_promotion->addItem(tr("Promote to %1").arg(pieceKind(pieceFromLetter(letter)->type)),
                             QChar::fromLatin1(letter));

    m_length = new QSpinBox;
    m_length->setRange(0, kMaxTrajectoryLength);
    m_length->setSpecialValueText(tr("shortest"));
    m_length->setToolTip(tr("Longer than shortest: routes made of two shortest routes (Stilman's "
                            "admissible trajectories of degree 2)"));
    m_promotion->setToolTip(tr("What a pawn does on its last rank"));
    m_distinct = new QCheckBox(tr("Distinct stops only"));
    m_distinct->setToolTip(tr("Count only routes that never stand on the same square twice"));
    m_shown = new QSpinBox;
    m_shown->setRange(0, kMaxRoutesShown);
    m_shown->setValue(1);
    m_shown->setToolTip(tr("How many routes to draw as arrows at once (R: all or one)"));
    m_prevRoute = new QPushButton(tr("◀"));
    m_nextRoute = new QPushButton(tr("▶"));
    m_prevRoute->setToolTip(tr("Previous route (PageUp)"));
    m_nextRoute->setToolTip(tr("Next route (PageDown)"));
    m_routeLabel = new QLabel;

    m_fen = new FenEdit;
    m_fen->setPlaceholderText(tr("FEN, e.g. %1").arg(QLatin1String("8/8/8/8/4N3/8/8/8")));
    m_fen->setToolTip(tr("The position as FEN: Enter takes it and gives the keys back to the "
                         "board, Esc puts back the board's"));
    m_fenError = new QLabel;
    m_fenError->setWordWrap(true);
    m_fenError->setStyleSheet(QStringLiteral("color: #b00020"));

    auto* measure = new QGroupBox(tr("Measure"));
    auto* measureForm = new QFormLayout(measure);
    measureForm->addRow(tr("Metric"), m_metric);
    measureForm->addRow(tr("Measured"), m_measured);
    measureForm->addRow(tr("Probe piece"), m_probe);
    measureForm->addRow(tr("Captures"), m_captures);
    measureForm->addRow(m_avoid);
    measureForm->addRow(tr("Pawns"), m_promotion);

    auto* routes = new QGroupBox(tr("Routes"));
    auto* routeForm = new QFormLayout(routes);
    routeForm->addRow(tr("Length"), m_length);
    routeForm->addRow(m_distinct);
    routeForm->addRow(tr("Show first"), m_shown);
    auto* stepRow = new QHBoxLayout;
    stepRow->addWidget(m_prevRoute);
    stepRow->addWidget(m_routeLabel, 1);
    stepRow->addWidget(m_nextRoute);
    routeForm->addRow(stepRow);

    // The side to move in the group's title and its switch beside the FEN: no row of their own,
    // so that the controls still fit a window of 800 lines.
    m_switchSide = new QToolButton;
    m_switchSide->setToolButtonStyle(Qt::ToolButtonIconOnly);
    auto* fenRow = new QHBoxLayout;
    fenRow->addWidget(m_fen, 1);
    fenRow->addWidget(m_switchSide);
    // The position's control and its x-rays, beside the position they are about.
    m_control = new QToolButton;
    m_xray = new QToolButton;
    for (QToolButton* b : {m_control, m_xray}) {
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        fenRow->addWidget(b);
    }

    m_position = new QGroupBox;
    m_position->setObjectName(QStringLiteral("positionBox"));
    auto* positionLayout = new QVBoxLayout(m_position);
    positionLayout->addLayout(fenRow);
    positionLayout->addWidget(m_fenError);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0); // the Controls dock has its own
    layout->addWidget(measure);
    layout->addWidget(routes);
    layout->addWidget(m_position);
    layout->addStretch(1);

    connect(m_metric, &QComboBox::activated, this,
            [this] { m_state->setMetric(static_cast<Metric>(m_metric->currentData().toInt())); });
    connect(m_probe, &QComboBox::activated, this, [this] {
        m_state->setProbePiece(*pieceFromLetter(m_probe->currentData().toChar().toLatin1()));
    });
    connect(m_captures, &QComboBox::activated, this, [this] {
        m_state->setCaptureMode(static_cast<CaptureMode>(m_captures->currentData().toInt()));
    });
    connect(m_avoid, &QCheckBox::toggled, m_state, &BoardState::setAvoidAttacked);
    connect(m_promotion, &QComboBox::activated, this, [this] {
        const QString letter = m_promotion->currentData().toString();
        m_state->setPromotion(
            letter.isEmpty()
                ? std::nullopt
                : std::optional<PieceType>(pieceFromLetter(letter.at(0).toLatin1())->type));
    });
    connect(m_length, &QSpinBox::valueChanged, this, [this](int value) {
        m_state->setLength(value == 0 ? std::nullopt : std::optional<int>(value));
    });
    connect(m_distinct, &QCheckBox::toggled, m_state, &BoardState::setDistinctStops);
    connect(m_shown, &QSpinBox::valueChanged, m_state, &BoardState::setRoutesShown);
    connect(m_prevRoute, &QPushButton::clicked, this, [this] { m_state->stepRoute(-1); });
    connect(m_nextRoute, &QPushButton::clicked, this, [this] { m_state->stepRoute(+1); });
    connect(m_fen, &QLineEdit::textEdited, this, &ControlPanel::fenEdited);
    connect(m_fen, &FenEdit::revertRequested, this, &ControlPanel::revertFen);
    connect(m_fen, &QLineEdit::returnPressed, this, &ControlPanel::commitFen);
    connect(m_state, &BoardState::changed, this, &ControlPanel::sync);
    sync();
}

QString ControlPanel::fenError() const
{
    return m_fenError->text();
}

void ControlPanel::setControlActions(QAction* control, QAction* xray)
{
    control->setIconText(tr("Control")); // the buttons' short names
    xray->setIconText(tr("X-rays"));
    m_control->setDefaultAction(control);
    m_control->setObjectName(QStringLiteral("controlButton"));
    m_xray->setDefaultAction(xray);
    m_xray->setObjectName(QStringLiteral("xrayButton"));
}

void ControlPanel::setSwitchSideAction(QAction* action)
{
    action->setIcon(switchSideIcon());
    m_switchSide->setDefaultAction(action);
}

void ControlPanel::fenEdited(const QString& text)
{
    // Typing only checks the text: a half-typed FEN that happens to be valid ("8/8/8/8/8/8/8/8"
    // on the way to a longer one) is not a position the user asked for.
    FenError error;
    if (!Board::fromFen(text.toStdString(), &error)) {
        m_fenError->setText(i18n::translated(error));
        m_fen->setRejected(true);
        return;
    }
    m_fenError->clear();
    m_fen->setRejected(false);
    if (m_fen->lastEditPasted())
        commitFen();
}

void ControlPanel::commitFen()
{
    FenError error;
    const auto pos = Board::fromFen(m_fen->text().toStdString(), &error);
    if (!pos) { // stays in the field, red, to be corrected
        m_fenError->setText(i18n::translated(error));
        m_fen->setRejected(true);
        return;
    }
    m_fen->keepText();
    m_state->editPosition(*pos, tr("Set position from FEN"));
    emit fenCommitted();
}

void ControlPanel::sync()
{
    const QSignalBlocker b1(m_metric), b2(m_probe), b3(m_captures), b4(m_avoid), b5(m_promotion),
        b6(m_length), b7(m_distinct), b8(m_shown);
    const Query& q = m_state->query();
    m_metric->setCurrentIndex(m_metric->findData(static_cast<int>(q.metric)));
    m_probe->setCurrentIndex(
        m_probe->findData(QChar::fromLatin1(pieceLetter(m_state->probePiece()))));
    m_captures->setCurrentIndex(m_captures->findData(static_cast<int>(q.reach.captures)));
    m_avoid->setChecked(q.reach.avoidAttacked);
    m_promotion->setCurrentIndex(q.reach.promotion
                                     ? m_promotion->findData(QChar::fromLatin1(
                                           pieceLetter({Color::White, *q.reach.promotion})))
                                     : 0);
    m_position->setTitle(tr("Position: %1").arg(sideToMoveText(m_state->sideToMove())));
    m_length->setValue(q.length.value_or(0));
    m_distinct->setChecked(q.distinctStops);
    m_shown->setValue(m_state->view().routesShown);
    const QString measured = measuredPiece(q, m_state->answer());
    if (!measured.isEmpty())
        m_measured->setText(measured);
    else
        m_measured->setText(isMeasured(q) ? tr("no piece: a distance between squares")
                                          : tr("none yet: click a source square"));
    const bool reach = q.metric == Metric::Reach;
    m_probe->setEnabled(reach);
    m_captures->setEnabled(reach);
    m_avoid->setEnabled(reach);
    m_promotion->setEnabled(reach);

    const auto& t = m_state->answer().trajectories;
    const bool any = t && t->count.value > 0;
    const auto route = m_state->view().route;
    m_prevRoute->setEnabled(any);
    m_nextRoute->setEnabled(any);
    if (!t)
        m_routeLabel->setText(tr("Set a target (right click)"));
    else if (!any)
        m_routeLabel->setText(tr("No route"));
    else if (!route)
        m_routeLabel->setText(
            tr("first %1 of %2%3")
                .arg(std::min<std::uint64_t>(
                    t->count.value, static_cast<std::uint64_t>(m_state->view().routesShown)))
                .arg(t->count.value)
                .arg(t->count.saturated ? QStringLiteral("+") : QString()));
    else
        m_routeLabel->setText(tr("route %1 of %2").arg(*route + 1).arg(t->count.value));

    // The field follows the board unless the user is editing it (the text stays, with its
    // error, until Enter or Esc); a FEN Enter took keeps the user's spelling.
    const auto typed = Board::fromFen(m_fen->text().toStdString());
    if (!m_fen->isEdited()) {
        if (!typed || *typed != q.board)
            m_fen->showFen(QString::fromStdString(q.board.fen()));
        m_fenError->clear();
        m_fen->setRejected(false);
    }
}

void ControlPanel::revertFen()
{
    m_fen->showFen(QString::fromStdString(m_state->query().board.fen()));
    m_fenError->clear();
}

} // namespace cd::gui
