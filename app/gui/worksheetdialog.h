// File > Create worksheet: which metrics, how many exercises, the seed, questions per board,
// route questions and paper; then the PDF is written with a progress bar (and can be cancelled).
#pragma once

#include "exercises.h"

#include "diagram/worksheet.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace cd::gui {

class WorksheetDialog : public QDialog {
    Q_OBJECT
public:
    explicit WorksheetDialog(QWidget* parent = nullptr);

    ExerciseSpec spec() const;
    WorksheetOptions options() const;

    // Writes the worksheet to `path` with a progress dialog; false (after telling the user why)
    // on failure or when cancelled.
    bool createTo(const QString& path);

private:
    void accept() override;

    std::vector<std::pair<Metric, QCheckBox*>> m_metrics;
    QSpinBox* m_count;
    QSpinBox* m_seed;
    QSpinBox* m_questions;
    QCheckBox* m_routes;
    QComboBox* m_paper;
};

} // namespace cd::gui
