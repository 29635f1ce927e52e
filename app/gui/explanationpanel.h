// The Explanation dock's contents: for the current metric its definition, how the program
// computes it, its histogram over all square pairs and a worked example. It follows the
// BoardState and recomputes only while it is visible.
#pragma once

#include "boardstate.h"

#include <QWidget>

class QLabel;

namespace cd::gui {

class HistogramWidget;

class ExplanationPanel : public QWidget {
    Q_OBJECT
public:
    explicit ExplanationPanel(BoardState* state, QWidget* parent = nullptr);

    HistogramWidget* histogram() const { return m_histogram; }
    QString text() const; // everything the labels say, for tests and screen readers

protected:
private:
    void refresh();

    BoardState* m_state;
    QLabel* m_title;
    QLabel* m_plain;
    QLabel* m_computation;
    HistogramWidget* m_histogram;
    QLabel* m_histogramCaption;
    QLabel* m_example;
    QLabel* m_current;
    QString m_histogramKey; // what the shown histogram was computed for
};

} // namespace cd::gui
