#include "worksheetdialog.h"

#include "metricinfo.h"
#include "settingsguard.h"

#include "diagram/piecenoun.h"
#include "diagram/squaretext.h"
#include "i18n/coremessages.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressDialog>
#include <QRandomGenerator>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>

#include <algorithm>

namespace cd::gui {

namespace {

const QString kGroup = QStringLiteral("worksheet");

} // namespace

WorksheetDialog::WorksheetDialog(const Query& board, const std::optional<std::string>& gameMove,
                                 QSettings* settings, QWidget* parent)
    : QDialog(parent), m_board(board), m_gameMove(gameMove), m_settings(settings)
{
    setWindowTitle(tr("Create worksheet"));
    const bool inPosition = board.metric == Metric::Reach && board.board.occupied() != 0;
    auto* metricsBox = new QGroupBox(tr("Metrics"));
    auto* metricsLayout = new QVBoxLayout(metricsBox);
    for (const Metric m : {Metric::Knight, Metric::Chebyshev, Metric::Manhattan, Metric::Rook,
                           Metric::Bishop, Metric::Queen, Metric::Reach}) {
        auto* box = new QCheckBox(metricLabel(m));
        box->setChecked(inPosition ? m == Metric::Reach
                                   : m == Metric::Knight || m == Metric::Chebyshev ||
                                         m == Metric::Manhattan);
        metricsLayout->addWidget(box);
        m_metrics.emplace_back(m, box);
    }
    QCheckBox* reach = m_metrics.back().second;
    reach->setEnabled(board.board.occupied() != 0);
    reach->setToolTip(board.board.occupied() != 0
                          ? tr("How many moves the pieces of the board's position need to reach "
                               "each square")
                          : tr("The board has no pieces: set up a position first"));
    m_pieces = new QComboBox;
    m_pieces->addItem(tr("Every piece that can move"));
    const std::optional<Piece> measured =
        board.from ? board.board.pieceAt(*board.from) : std::nullopt;
    if (measured)
        m_pieces->addItem(tr("Only the %1 on %2", "a piece of the position: \"White knight\", f3")
                              .arg(pieceTitle(*measured), squareText(*board.from)));
    m_pieces->setCurrentIndex(measured && inPosition ? 1 : 0);
    m_pieces->setEnabled(reach->isChecked());
    m_pieces->setToolTip(tr("Which pieces of the position the exercises ask about"));
    connect(reach, &QCheckBox::toggled, m_pieces, &QWidget::setEnabled);
    metricsLayout->addWidget(m_pieces);

    m_title = new QLineEdit(defaultWorksheetTitle());
    m_title->setMaxLength(kMaxWorksheetTitle);
    m_title->setToolTip(tr("Printed at the top of every page"));
    m_count = new QSpinBox;
    m_count->setRange(1, 500);
    m_count->setValue(12);
    m_seed = new QSpinBox;
    m_seed->setRange(1, 999999);
    m_seed->setValue(static_cast<int>(QRandomGenerator::global()->bounded(1, 10000)));
    m_seed->setToolTip(tr("The same seed gives the same exercises"));
    m_blanks = new QComboBox;
    m_blanks->addItem(tr("A few squares"), static_cast<int>(Blanks::Few));
    m_blanks->addItem(tr("Half the squares"), static_cast<int>(Blanks::Half));
    m_blanks->addItem(tr("Every square"), static_cast<int>(Blanks::All));
    m_blanks->setToolTip(tr("How much of each board the student fills in"));
    m_questions = new QSpinBox;
    m_questions->setRange(1, 20);
    m_questions->setValue(5);
    m_questions->setToolTip(tr("How many squares are blank with \"A few squares\""));
    connect(m_blanks, &QComboBox::currentIndexChanged, this, [this] {
        m_questions->setEnabled(static_cast<Blanks>(m_blanks->currentData().toInt()) ==
                                Blanks::Few);
    });
    m_routes = new QCheckBox(tr("Ask for the number of shortest routes"));
    m_colour = new QCheckBox(tr("Colour the exercises too"));
    m_colour->setToolTip(tr("Off: the exercises are printed on a pale board, so that no colour "
                            "gives an answer away; the answer key is always in colour"));
    m_paper = new QComboBox;
    m_paper->addItem(tr("A4"), static_cast<int>(PaperSize::A4));
    m_paper->addItem(tr("Letter"), static_cast<int>(PaperSize::Letter));

    auto* form = new QFormLayout;
    form->addRow(tr("&Title"), m_title);
    form->addRow(tr("&Exercises"), m_count);
    form->addRow(tr("&Seed"), m_seed);
    form->addRow(tr("&Blank"), m_blanks);
    form->addRow(tr("&Questions per board"), m_questions);
    form->addRow(QString(), m_routes);
    form->addRow(QString(), m_colour);
    form->addRow(tr("&Paper"), m_paper);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &WorksheetDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &WorksheetDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(metricsBox);
    layout->addLayout(form);
    layout->addWidget(buttons);
    restoreChoices(inPosition);
}

void WorksheetDialog::restoreChoices(bool inPosition)
{
    if (!m_settings)
        return;
    QSettings& s = *m_settings;
    s.beginGroup(kGroup);
    const auto value = [&](const char* key) { return s.value(QLatin1String(key)); };
    m_title->setText(boundedString(value("title"), kMaxWorksheetTitle, m_title->text()));
    m_count->setValue(boundedInt(value("count"), 1, 500, m_count->value()));
    m_seed->setValue(boundedInt(value("seed"), 1, 999999, m_seed->value()));
    const int blanks = m_blanks->findData(boundedInt(value("blanks"), 0, 2, -1));
    if (blanks >= 0)
        m_blanks->setCurrentIndex(blanks);
    m_questions->setValue(boundedInt(value("questions"), 1, 20, m_questions->value()));
    m_routes->setChecked(boundedInt(value("routes"), 0, 1, m_routes->isChecked()) == 1);
    m_colour->setChecked(boundedInt(value("colour"), 0, 1, m_colour->isChecked()) == 1);
    const int paper = m_paper->findData(boundedInt(value("paper"), 0, 1, -1));
    if (paper >= 0)
        m_paper->setCurrentIndex(paper);
    // The metrics: unless the board measures moves in its position, which asks for reach alone.
    const QStringList metrics =
        boundedString(value("metrics"), 256).split(QLatin1Char(','), Qt::SkipEmptyParts);
    const auto stored = [&](Metric m) {
        return metrics.contains(QString::fromUtf8(metricName(m)));
    };
    const bool any = std::any_of(m_metrics.begin(), m_metrics.end(), [&](const auto& entry) {
        return entry.second->isEnabled() && stored(entry.first);
    });
    if (!inPosition && any)
        for (const auto& [metric, box] : m_metrics)
            box->setChecked(stored(metric));
    s.endGroup();
    m_questions->setEnabled(static_cast<Blanks>(m_blanks->currentData().toInt()) == Blanks::Few);
}

void WorksheetDialog::saveChoices() const
{
    if (!m_settings)
        return;
    QSettings& s = *m_settings;
    QStringList metrics;
    for (const auto& [metric, box] : m_metrics)
        if (box->isChecked())
            metrics << QString::fromUtf8(metricName(metric));
    s.beginGroup(kGroup);
    s.setValue(QStringLiteral("title"), m_title->text());
    s.setValue(QStringLiteral("count"), m_count->value());
    s.setValue(QStringLiteral("seed"), m_seed->value());
    s.setValue(QStringLiteral("blanks"), m_blanks->currentData().toInt());
    s.setValue(QStringLiteral("questions"), m_questions->value());
    s.setValue(QStringLiteral("routes"), m_routes->isChecked() ? 1 : 0);
    s.setValue(QStringLiteral("colour"), m_colour->isChecked() ? 1 : 0);
    s.setValue(QStringLiteral("paper"), m_paper->currentData().toInt());
    s.setValue(QStringLiteral("metrics"), metrics.join(QLatin1Char(',')));
    s.endGroup();
}

ExerciseSpec WorksheetDialog::spec() const
{
    ExerciseSpec s;
    s.metrics.clear();
    for (const auto& [metric, box] : m_metrics)
        if (box->isChecked() && box->isEnabled())
            s.metrics.push_back(metric);
    s.count = m_count->value();
    s.seed = static_cast<std::uint64_t>(m_seed->value());
    s.blanks = static_cast<Blanks>(m_blanks->currentData().toInt());
    s.questions = m_questions->value();
    s.trajectories = m_routes->isChecked();
    s.board = m_board.board;
    s.reach = m_board.reach;
    if (m_pieces->currentIndex() == 1)
        s.from = {*m_board.from};
    return s;
}

WorksheetOptions WorksheetDialog::options() const
{
    WorksheetOptions o;
    o.paper = static_cast<PaperSize>(m_paper->currentData().toInt());
    if (const QString title = m_title->text().trimmed(); !title.isEmpty())
        o.title = title;
    o.subtitle = seedSubtitle(static_cast<std::uint64_t>(m_seed->value()));
    o.colourExercises = m_colour->isChecked();
    return o;
}

std::vector<Exercise> WorksheetDialog::exercises() const
{
    std::vector<Exercise> out = makeExercises(spec());
    for (Exercise& e : out)
        if (e.query.metric == Metric::Reach) // the others are about an empty board
            e.gameMove = m_gameMove;
    return out;
}

bool WorksheetDialog::createTo(const QString& path)
{
    const ExerciseSpec s = spec();
    if (s.metrics.empty()) {
        QMessageBox::warning(this, tr("Create worksheet"), tr("Choose at least one metric."));
        return false;
    }
    std::vector<Exercise> sheet;
    try {
        sheet = exercises();
    } catch (const InputError& e) {
        QMessageBox::warning(this, tr("Create worksheet"), i18n::errorText(e));
        return false;
    }
    QProgressDialog progress(tr("Drawing the worksheet…"), tr("Cancel"), 0, 2 * s.count, this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    const ExportResult r = writeWorksheet(sheet, options(), path, [&progress](int done, int total) {
        progress.setMaximum(total);
        progress.setValue(done);
        QApplication::processEvents();
        return !progress.wasCanceled();
    });
    if (r.ok()) {
        saveChoices();
        return true;
    }
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
