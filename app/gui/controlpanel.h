// The side panel: metric, moving piece and its options, trajectory controls, and the FEN field.
// It edits a BoardState and follows its changes; it computes nothing itself.
#pragma once

#include "boardstate.h"
#include "fenedit.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace cd::gui {

class ControlPanel : public QWidget {
    Q_OBJECT
public:
    explicit ControlPanel(BoardState* state, QWidget* parent = nullptr);

    // The route shown alone (0-based), or -1 for the first N routes.
    int routeIndex() const { return m_state->view().route.value_or(-1); }
    FenEdit* fenEdit() const { return m_fen; }
    // Why the FEN field's text is not a position ("" when it is one).
    QString fenError() const;
    // The window's Position → Switch the side to move, as a button beside the side to move.
    void setSwitchSideAction(QAction* action);
    // View → Control of the squares and its x-ray switch, as buttons beside the FEN.
    void setControlActions(QAction* control, QAction* xray);

signals:
    // The FEN field is done with the keyboard: a valid position was committed.
    void fenCommitted();

private:
    void sync();
    void revertFen();
    void fenEdited(const QString& text);
    // Enter (or a valid paste): the field's FEN becomes the board's position, if it is one.
    void commitFen();

    BoardState* m_state;
    QComboBox* m_metric;
    QLabel* m_measured;
    QComboBox* m_probe;
    QComboBox* m_captures;
    QCheckBox* m_avoid;
    QComboBox* m_promotion;
    QSpinBox* m_length;
    QCheckBox* m_distinct;
    QSpinBox* m_shown;
    QPushButton* m_prevRoute;
    QPushButton* m_nextRoute;
    QLabel* m_routeLabel;
    FenEdit* m_fen;
    QLabel* m_fenError;
    QGroupBox* m_position; // its title says who is to move
    QToolButton* m_switchSide;
    QToolButton* m_control;
    QToolButton* m_xray;
};

} // namespace cd::gui
