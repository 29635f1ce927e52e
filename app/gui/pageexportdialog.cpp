#include "pageexportdialog.h"

#include "diagram/htmlpage.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QMessageBox>
#include <QSpinBox>

#include <algorithm>
#include <limits>

namespace cd::gui {

namespace {

// The empty board's move metrics a page can offer besides the board's own.
constexpr Metric kMoveMetrics[] = {Metric::Knight, Metric::Chebyshev, Metric::Manhattan,
                                   Metric::Rook,   Metric::Bishop,    Metric::Queen};

} // namespace

PageExportDialog::PageExportDialog(const PageRequest& request, const Diagram& diagram,
                                   QWidget* parent)
    : QDialog(parent), m_request(request), m_diagram(diagram)
{
    setWindowTitle(tr("Export interactive page"));
    auto* form = new QFormLayout(this);
    m_allMetrics = new QCheckBox(tr("Let pupils switch to the empty board's move metrics"), this);
    form->addRow(m_allMetrics);
    m_quiz = new QCheckBox(tr("Add homework questions"), this);
    form->addRow(m_quiz);
    m_count = new QSpinBox(this);
    m_count->setRange(1, 500);
    m_count->setValue(6);
    form->addRow(tr("Questions:"), m_count);
    m_seed = new QSpinBox(this);
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(1);
    m_seed->setToolTip(tr("The same seed gives the same questions, as on a worksheet."));
    form->addRow(tr("Seed:"), m_seed);
    const auto enable = [this] {
        m_count->setEnabled(m_quiz->isChecked());
        m_seed->setEnabled(m_quiz->isChecked());
    };
    connect(m_quiz, &QCheckBox::toggled, this, enable);
    enable();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

PageRequest PageExportDialog::request() const
{
    PageRequest r = m_request;
    if (m_allMetrics->isChecked())
        for (const Metric m : kMoveMetrics)
            if (std::find(r.metrics.begin(), r.metrics.end(), m) == r.metrics.end())
                r.metrics.push_back(m);
    if (m_quiz->isChecked())
        r.quiz = QuizRequest{m_count->value(), static_cast<std::uint64_t>(m_seed->value())};
    return r;
}

void PageExportDialog::accept()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export interactive page"),
                                                      QString(), tr("HTML page (*.html)"));
    if (path.isEmpty())
        return;
    const ExportResult result = exportPage(m_diagram, request(), path);
    if (!result.ok()) {
        QMessageBox::warning(this, tr("Export interactive page"), result.message);
        return;
    }
    QDialog::accept();
}

} // namespace cd::gui
