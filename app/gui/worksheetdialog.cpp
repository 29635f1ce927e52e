#include "worksheetdialog.h"

#include "metricinfo.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QMessageBox>
#include <QProgressDialog>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace cd::gui {

WorksheetDialog::WorksheetDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Create worksheet"));
    auto* metricsBox = new QGroupBox(tr("Metrics"));
    auto* metricsLayout = new QVBoxLayout(metricsBox);
    for (const Metric m : {Metric::Knight, Metric::Chebyshev, Metric::Manhattan, Metric::Rook,
                           Metric::Bishop, Metric::Queen}) {
        auto* box = new QCheckBox(metricLabel(m));
        box->setChecked(m == Metric::Knight || m == Metric::Chebyshev || m == Metric::Manhattan);
        metricsLayout->addWidget(box);
        m_metrics.emplace_back(m, box);
    }
    m_count = new QSpinBox;
    m_count->setRange(1, 500);
    m_count->setValue(12);
    m_seed = new QSpinBox;
    m_seed->setRange(1, 999999);
    m_seed->setValue(static_cast<int>(QRandomGenerator::global()->bounded(1, 10000)));
    m_seed->setToolTip(tr("The same seed gives the same exercises"));
    m_questions = new QSpinBox;
    m_questions->setRange(1, 20);
    m_questions->setValue(5);
    m_routes = new QCheckBox(tr("Ask for the number of shortest routes"));
    m_paper = new QComboBox;
    m_paper->addItem(tr("A4"), static_cast<int>(PaperSize::A4));
    m_paper->addItem(tr("Letter"), static_cast<int>(PaperSize::Letter));

    auto* form = new QFormLayout;
    form->addRow(tr("&Exercises"), m_count);
    form->addRow(tr("&Seed"), m_seed);
    form->addRow(tr("&Questions per board"), m_questions);
    form->addRow(QString(), m_routes);
    form->addRow(tr("&Paper"), m_paper);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &WorksheetDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &WorksheetDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(metricsBox);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

ExerciseSpec WorksheetDialog::spec() const
{
    ExerciseSpec s;
    s.metrics.clear();
    for (const auto& [metric, box] : m_metrics)
        if (box->isChecked())
            s.metrics.push_back(metric);
    s.count = m_count->value();
    s.seed = static_cast<std::uint64_t>(m_seed->value());
    s.questions = m_questions->value();
    s.trajectories = m_routes->isChecked();
    return s;
}

WorksheetOptions WorksheetDialog::options() const
{
    WorksheetOptions o;
    o.paper = static_cast<PaperSize>(m_paper->currentData().toInt());
    o.subtitle = seedSubtitle(static_cast<std::uint64_t>(m_seed->value()));
    return o;
}

bool WorksheetDialog::createTo(const QString& path)
{
    const ExerciseSpec s = spec();
    if (s.metrics.empty()) {
        QMessageBox::warning(this, tr("Create worksheet"), tr("Choose at least one metric."));
        return false;
    }
    const std::vector<Exercise> exercises = makeExercises(s);
    QProgressDialog progress(tr("Drawing the worksheet…"), tr("Cancel"), 0, 2 * s.count, this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    const ExportResult r =
        writeWorksheet(exercises, options(), path, [&progress](int done, int total) {
            progress.setMaximum(total);
            progress.setValue(done);
            QApplication::processEvents();
            return !progress.wasCanceled();
        });
    if (r.ok())
        return true;
    QMessageBox::warning(this, tr("Create worksheet"), r.message);
    return false;
}

void WorksheetDialog::accept()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save worksheet"),
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) +
            QStringLiteral("/worksheet.pdf"),
        tr("PDF files (*.pdf)"));
    if (!path.isEmpty() && createTo(path))
        QDialog::accept();
}

} // namespace cd::gui
