// File > Export interactive page (HTML): the window's board as a self-contained page pupils can
// click (docs/homework.md), optionally with homework questions drawn as worksheets draw them.
#pragma once

#include "diagram/pagedata.h"

#include <QDialog>

class QCheckBox;
class QSpinBox;

namespace cd::gui {

class PageExportDialog : public QDialog {
    Q_OBJECT
public:
    // `request` is the window's board; `diagram` what it shows.
    PageExportDialog(const PageRequest& request, const Diagram& diagram, QWidget* parent = nullptr);

    // The request with the dialog's choices.
    PageRequest request() const;

private:
    void accept() override;

    PageRequest m_request;
    Diagram m_diagram;
    QCheckBox* m_allMetrics;
    QCheckBox* m_quiz;
    QSpinBox* m_count;
    QSpinBox* m_seed;
};

} // namespace cd::gui
