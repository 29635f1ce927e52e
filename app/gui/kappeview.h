// Kappe's matrices as a classroom view (docs/reach.md): the powers (I | A)^n of the current piece's
// move graph, stepped from the identity to the closure, linked to the board: the source's row is
// banded, a hovered cell outlines its two squares there, a click sets source and target.
#pragma once

#include "kappesteps.h"
#include "matrixwidget.h"

#include <QWidget>

class QLabel;
class QToolButton;

namespace cd::gui {

class BoardState;

class KappeView : public QWidget {
    Q_OBJECT
public:
    explicit KappeView(BoardState* state, QWidget* parent = nullptr);

    const KappeSteps& steps() const { return m_steps; }
    // The power shown, 0..closure.
    int step() const { return m_step; }
    void setStep(int n);
    MatrixWidget* matrix() const { return m_matrix; }
    // What the view says about the hovered cell ("b1 → c3: reachable in 1 move").
    QString statusText() const;
    // Why there is no matrix ("" when there is one).
    const QString& error() const { return m_error; }

    // Recomputes from the board's state; done by itself whenever it is visible.
    void refresh();

protected:
    void hideEvent(QHideEvent* event) override;

private:
    void showStep();
    void showCell(std::optional<SquarePair> cell);
    void clickCell(SquarePair cell);
    QString cellText(SquarePair cell) const;

    BoardState* m_state;
    KappeSteps m_steps;
    int m_step = 1;
    bool m_fresh = true; // nothing computed yet: start at n = 1
    QString m_error;
    std::optional<SquarePair> m_hover;
    MatrixWidget* m_matrix;
    QLabel* m_heading;
    QLabel* m_stepLabel;
    QLabel* m_countLabel;
    QLabel* m_status;
    QToolButton* m_first;
    QToolButton* m_previous;
    QToolButton* m_next;
    QToolButton* m_last;
};

} // namespace cd::gui
