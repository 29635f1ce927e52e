#include "exportdialog.h"

#include "settingsguard.h"

#include "palettelabel.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPixmap>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>

namespace cd::gui {

namespace {

constexpr int kPreviewWidth = 360;

QString extension(ImageFormat f)
{
    switch (f) {
    case ImageFormat::Svg:
        return QStringLiteral("svg");
    case ImageFormat::Pdf:
        return QStringLiteral("pdf");
    case ImageFormat::Png:
        break;
    }
    return QStringLiteral("png");
}

} // namespace

ExportDialog::ExportDialog(BoardsSource build, const DisplayOptions& shown, QWidget* parent)
    : QDialog(parent), m_build(std::move(build)), m_shown(shown)
{
    setWindowTitle(tr("Export image"));
    m_format = new QComboBox;
    m_format->addItem(tr("PNG image"), static_cast<int>(ImageFormat::Png));
    m_format->addItem(tr("SVG drawing"), static_cast<int>(ImageFormat::Svg));
    m_format->addItem(tr("PDF document"), static_cast<int>(ImageFormat::Pdf));
    m_width = new QSpinBox;
    m_width->setRange(kMinExportWidth, kMaxExportWidth);
    m_width->setSingleStep(100);
    m_width->setValue(800);
    m_width->setSuffix(tr(" px"));
    m_palette = new QComboBox;
    for (int i = 0; i < kPaletteCount; ++i)
        m_palette->addItem(paletteLabel(static_cast<PaletteId>(i)));
    m_palette->setCurrentIndex(static_cast<int>(shown.palette));
    m_numbers = new QCheckBox(tr("Numbers"));
    m_numbers->setChecked(shown.show.numbers);
    m_coordinates = new QCheckBox(tr("Coordinates"));
    m_coordinates->setChecked(shown.show.coordinates);
    m_legend = new QCheckBox(tr("Legend"));
    m_legend->setChecked(shown.show.legend);
    m_caption = new QCheckBox(tr("Caption"));
    m_caption->setChecked(true);
    m_captionFen = new QCheckBox(tr("FEN in the caption"));
    m_captionFen->setToolTip(tr("End the caption with the position's FEN on a line of its own"));
    m_transparent = new QCheckBox(tr("Transparent background"));
    m_preview = new QLabel;
    m_preview->setMinimumSize(kPreviewWidth, kPreviewWidth);
    m_preview->setAlignment(Qt::AlignCenter);
    m_preview->setAccessibleName(tr("Preview"));
    m_sizeLabel = new QLabel;

    auto* form = new QFormLayout;
    form->addRow(tr("&Format"), m_format);
    form->addRow(tr("&Width"), m_width);
    form->addRow(QString(), m_sizeLabel);
    form->addRow(tr("&Palette"), m_palette);
    for (QCheckBox* box :
         {m_numbers, m_coordinates, m_legend, m_caption, m_captionFen, m_transparent})
        form->addRow(QString(), box);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ExportDialog::reject);
    QPushButton* copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    copy->setToolTip(tr("Copy this image to the clipboard"));
    connect(copy, &QPushButton::clicked, this, &ExportDialog::copyToClipboard);
    auto* left = new QVBoxLayout;
    left->addLayout(form);
    left->addStretch(1);
    left->addWidget(buttons);
    auto* layout = new QHBoxLayout(this);
    layout->addLayout(left);
    layout->addWidget(m_preview, 1);

    for (QCheckBox* box :
         {m_numbers, m_coordinates, m_legend, m_caption, m_captionFen, m_transparent})
        connect(box, &QCheckBox::toggled, this, &ExportDialog::updatePreview);
    connect(m_caption, &QCheckBox::toggled, m_captionFen, &QCheckBox::setEnabled);
    connect(m_palette, &QComboBox::currentIndexChanged, this, &ExportDialog::updatePreview);
    connect(m_width, &QSpinBox::valueChanged, this, &ExportDialog::updatePreview);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::updatePreview);
    updatePreview();
}

std::vector<Diagram> ExportDialog::diagrams() const
{
    DisplayOptions d = m_shown;
    d.palette = static_cast<PaletteId>(m_palette->currentIndex());
    d.show.numbers = m_numbers->isChecked();
    d.show.coordinates = m_coordinates->isChecked();
    d.show.legend = m_legend->isChecked();
    d.show.caption = m_caption->isChecked();
    d.captionFen = m_captionFen->isChecked();
    d.show.transparent = m_transparent->isChecked() && format() != ImageFormat::Pdf;
    return m_build(d);
}

ImageFormat ExportDialog::format() const
{
    return static_cast<ImageFormat>(m_format->currentData().toInt());
}

int ExportDialog::imageWidth() const
{
    return m_width->value();
}

void ExportDialog::updatePreview()
{
    const std::vector<Diagram> boards = diagrams();
    const QSize size = imageSize(boards, imageWidth());
    m_sizeLabel->setText(tr("%1 × %2 px").arg(size.width()).arg(size.height()));
    m_transparent->setEnabled(format() != ImageFormat::Pdf);
    const qreal dpr = devicePixelRatioF();
    QPixmap preview = QPixmap::fromImage(renderImage(boards, qRound(kPreviewWidth * dpr)));
    preview.setDevicePixelRatio(dpr);
    m_preview->setPixmap(preview);
}

QImage ExportDialog::image() const
{
    const std::vector<Diagram> boards = diagrams();
    QImage image = renderImage(boards, imageWidth());
    if (!boards.front().show.transparent)
        image = std::move(image).convertToFormat(QImage::Format_RGB32);
    return image;
}

void ExportDialog::copyToClipboard()
{
    QGuiApplication::clipboard()->setImage(image());
}

bool ExportDialog::exportTo(const QString& path)
{
    const ExportResult r = exportDiagrams(diagrams(), path, format(), imageWidth());
    if (r.status == ExportResult::Status::Ok)
        return true;
    QMessageBox::warning(this, tr("Export failed"), r.message);
    return false;
}

void ExportDialog::accept()
{
    QSettings settings;
    QString dir = readWindowSettings(settings).exportDir;
    if (dir.isEmpty() || !QFileInfo(dir).isDir())
        dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString ext = extension(format());
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export image"), dir + QStringLiteral("/chess-distance.") + ext,
        tr("%1 files (*.%2)").arg(ext.toUpper(), ext));
    if (path.isEmpty())
        return;
    if (!exportTo(path))
        return;
    settings.setValue(QStringLiteral("export/dir"), QFileInfo(path).absolutePath());
    QDialog::accept();
}

} // namespace cd::gui
