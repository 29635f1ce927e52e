#include "exportdialog.h"

#include "settingsguard.h"

#include "animationcontrols.h"
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
#include <QTimer>

namespace cd::gui {

namespace {

constexpr int kPreviewWidth = 360;
// The format combo's data: an ImageFormat, or this plus an AnimationFormat.
constexpr int kAnimated = 100;

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

// The format combo's data, as the settings name it.
const std::pair<int, const char*> kFormatNames[] = {
    {static_cast<int>(ImageFormat::Png), "png"},
    {static_cast<int>(ImageFormat::Svg), "svg"},
    {static_cast<int>(ImageFormat::Pdf), "pdf"},
    {kAnimated + static_cast<int>(AnimationFormat::Gif), "gif"},
    {kAnimated + static_cast<int>(AnimationFormat::WebP), "webp"},
};

const std::pair<AnimationKind, const char*> kKindNames[] = {
    {AnimationKind::Wavefront, "wavefront"},
    {AnimationKind::Routes, "routes"},
    {AnimationKind::Plies, "plies"},
    {AnimationKind::Zone, "zone"},
};

// A saved switch (a bool, or an INI file's "true"/"false"); anything else is the fallback.
bool readSwitch(const QVariant& v, bool fallback)
{
    if (v.typeId() == QMetaType::Bool)
        return v.toBool();
    const QString text = boundedString(v, 8).trimmed().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("1"))
        return true;
    if (text == QLatin1String("false") || text == QLatin1String("0"))
        return false;
    return fallback;
}

} // namespace

ExportDialog::ExportDialog(BoardsSource build, const DisplayOptions& shown, AnimationSource animate,
                           QWidget* parent)
    : QDialog(parent), m_build(std::move(build)), m_animate(std::move(animate)), m_shown(shown)
{
    setWindowTitle(tr("Export image"));
    m_format = new QComboBox;
    m_format->addItem(tr("PNG image"), static_cast<int>(ImageFormat::Png));
    m_format->addItem(tr("SVG drawing"), static_cast<int>(ImageFormat::Svg));
    m_format->addItem(tr("PDF document"), static_cast<int>(ImageFormat::Pdf));
    if (m_animate) {
        m_format->addItem(tr("GIF animation"), kAnimated + static_cast<int>(AnimationFormat::Gif));
        m_format->addItem(tr("WebP animation"),
                          kAnimated + static_cast<int>(AnimationFormat::WebP));
    }
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
    m_sizeLabel->setWordWrap(true); // the reason an animation is too large is a sentence
    m_animation = new AnimationControls;
    m_player = new QTimer(this);

    auto* form = new QFormLayout;
    form->addRow(tr("&Format"), m_format);
    form->addRow(m_animation);
    form->addRow(tr("&Width"), m_width);
    form->addRow(QString(), m_sizeLabel);
    form->addRow(tr("&Palette"), m_palette);
    for (QCheckBox* box :
         {m_numbers, m_coordinates, m_legend, m_caption, m_captionFen, m_transparent})
        form->addRow(QString(), box);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
    m_save = buttons->button(QDialogButtonBox::Save);
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ExportDialog::reject);
    m_copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    connect(m_copy, &QPushButton::clicked, this, &ExportDialog::copyToClipboard);
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
    connect(m_animation, &AnimationControls::changed, this, &ExportDialog::updatePreview);
    connect(m_player, &QTimer::timeout, this, [this] {
        m_previewFrame = (m_previewFrame + 1) % m_previewFrames.count;
        showPreviewFrame();
    });
    updateAnimationKinds();
    updatePreview();
}

DisplayOptions ExportDialog::chosenDisplay() const
{
    DisplayOptions d = m_shown;
    d.palette = static_cast<PaletteId>(m_palette->currentIndex());
    d.show.numbers = m_numbers->isChecked();
    d.show.coordinates = m_coordinates->isChecked();
    d.show.legend = m_legend->isChecked();
    d.show.caption = m_caption->isChecked();
    d.captionFen = m_captionFen->isChecked();
    d.show.transparent = m_transparent->isChecked() && format() != ImageFormat::Pdf;
    return d;
}

std::vector<Diagram> ExportDialog::diagrams() const
{
    return m_build(chosenDisplay());
}

std::vector<Diagram> ExportDialog::frames() const
{
    return m_animate ? m_animate(m_animation->kind(), chosenDisplay()).all()
                     : std::vector<Diagram>{};
}

bool ExportDialog::canSave() const
{
    return m_save->isEnabled();
}

std::optional<AnimationFormat> ExportDialog::animationFormat() const
{
    const int chosen = m_format->currentData().toInt();
    if (chosen < kAnimated)
        return std::nullopt;
    return static_cast<AnimationFormat>(chosen - kAnimated);
}

void ExportDialog::updateAnimationKinds()
{
    if (!m_animate)
        return;
    const DisplayOptions d = chosenDisplay();
    const auto why = [&](AnimationKind kind, const QString& reason) {
        m_animation->setAvailable(kind, m_animate(kind, d).empty() ? reason : QString());
        // (counting the frames builds none of a game's)
    };
    why(AnimationKind::Wavefront, tr("Measure from a square first: the wavefront grows from it"));
    why(AnimationKind::Routes, tr("Set a target (right click) that the piece can reach"));
    why(AnimationKind::Plies,
        tr("Open a game first (File > Open game) and go to one of its moves"));
    why(AnimationKind::Zone, tr("Turn on View > Who can stop it? with a source and a target"));
}

ImageFormat ExportDialog::format() const
{
    const int chosen = m_format->currentData().toInt();
    return chosen < kAnimated ? static_cast<ImageFormat>(chosen) : ImageFormat::Png;
}

int ExportDialog::imageWidth() const
{
    return m_width->value();
}

void ExportDialog::updatePreview()
{
    const bool animated = animationFormat().has_value();
    m_animation->setVisible(animated);
    m_transparent->setEnabled(format() != ImageFormat::Pdf);
    m_copy->setEnabled(!animated);
    m_copy->setToolTip(animated ? tr("An animation cannot go on the clipboard; save it instead")
                                : tr("Copy this image to the clipboard"));
    m_save->setEnabled(true);
    m_save->setToolTip(QString());
    if (!animated) {
        std::vector<Diagram> boards = diagrams();
        const QSize size = exportSize(boards, imageWidth());
        m_sizeLabel->setText(tr("%1 × %2 px").arg(size.width()).arg(size.height()));
        showPreview({}, std::move(boards));
        return;
    }
    FrameSequence shown =
        m_animate ? m_animate(m_animation->kind(), chosenDisplay()) : FrameSequence{};
    if (shown.empty()) {
        m_sizeLabel->setText(tr("Nothing moves yet: measure from a square first"));
        showPreview({});
        return;
    }
    // Every frame has the first one's size (the export pads to the tallest, a line at most).
    const QSize size = exportSize({shown.frame(0)}, imageWidth());
    const auto count = static_cast<int>(shown.count);
    // English has no plural form without a catalogue: the singular is its own text.
    const QString frameCount =
        count == 1 ? tr("1 frame, %1 × %2 px") : tr("%n frames, %1 × %2 px", nullptr, count);
    m_sizeLabel->setText(frameCount.arg(size.width()).arg(size.height()));
    if (!fitsAnimation(shown.count, size)) {
        // The limit Save applies, known before any frame is drawn: only the first is previewed.
        const QString why = tr("%n frames of %1 × %2 px are more than an animation may hold "
                               "(%3 million pixels): choose a smaller width or a later move",
                               nullptr, count)
                                .arg(size.width())
                                .arg(size.height())
                                .arg(kMaxAnimationPixels / 1'000'000);
        m_sizeLabel->setText(why);
        m_save->setEnabled(false);
        m_save->setToolTip(why);
        shown.count = 1;
    }
    showPreview(std::move(shown));
}

void ExportDialog::showPreview(FrameSequence frames, std::vector<Diagram> still)
{
    m_player->stop();
    m_previewFrames = std::move(frames);
    m_previewStill = std::move(still);
    m_previewFrame = 0;
    showPreviewFrame();
    if (m_previewFrames.count > 1)
        m_player->start(m_animation->timing().delayMs);
}

// Drawn when its turn comes: a long game's preview holds one picture, not thousands.
void ExportDialog::showPreviewFrame()
{
    if (m_previewFrames.empty() && m_previewStill.empty()) {
        m_preview->setPixmap(QPixmap());
        return;
    }
    const int previewWidth = qRound(kPreviewWidth * devicePixelRatioF());
    QPixmap frame = QPixmap::fromImage(renderImage(
        m_previewFrames.empty() ? m_previewStill
                                : std::vector<Diagram>{m_previewFrames.frame(m_previewFrame)},
        previewWidth));
    frame.setDevicePixelRatio(devicePixelRatioF());
    m_preview->setPixmap(frame);
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
    const auto animated = animationFormat();
    if (!canSave())
        return false; // too large: the dialog says so beside the size
    QGuiApplication::setOverrideCursor(Qt::WaitCursor); // a long game takes a moment
    const ExportResult r =
        animated ? exportAnimation(frames(), path, *animated, imageWidth(), m_animation->timing())
                 : exportDiagrams(diagrams(), path, format(), imageWidth());
    QGuiApplication::restoreOverrideCursor();
    if (r.status == ExportResult::Status::Ok)
        return true;
    QMessageBox::warning(this, tr("Export failed"), r.message);
    return false;
}

void ExportDialog::restoreChoices(const QSettings& s)
{
    const auto key = [](const char* name) -> QString {
        return QStringLiteral("export/") + QLatin1String(name);
    };
    const QString format = boundedString(s.value(key("format")), 8);
    for (const auto& [choice, name] : kFormatNames)
        if (format == QLatin1String(name))
            if (const int row = m_format->findData(choice); row >= 0)
                m_format->setCurrentIndex(row);
    m_width->setValue(
        boundedInt(s.value(key("width")), kMinExportWidth, kMaxExportWidth, m_width->value()));
    m_caption->setChecked(readSwitch(s.value(key("caption")), m_caption->isChecked()));
    m_captionFen->setChecked(readSwitch(s.value(key("captionFen")), m_captionFen->isChecked()));
    m_transparent->setChecked(readSwitch(s.value(key("transparent")), m_transparent->isChecked()));
    const QString shows = boundedString(s.value(key("animation")), 16);
    for (const auto& [kind, name] : kKindNames)
        if (shows == QLatin1String(name))
            m_animation->setKind(kind); // unless it cannot be drawn now
    const AnimationTiming first = m_animation->timing();
    m_animation->setTiming(
        {boundedInt(s.value(key("delayMs")), kMinFrameDelayMs, kMaxFrameDelayMs, first.delayMs),
         boundedInt(s.value(key("loop")), 0, kMaxLoopCount, first.loop)});
}

void ExportDialog::saveChoices(QSettings& s) const
{
    const auto key = [](const char* name) -> QString {
        return QStringLiteral("export/") + QLatin1String(name);
    };
    for (const auto& [choice, name] : kFormatNames)
        if (m_format->currentData().toInt() == choice)
            s.setValue(key("format"), QLatin1String(name));
    s.setValue(key("width"), imageWidth());
    s.setValue(key("caption"), m_caption->isChecked());
    s.setValue(key("captionFen"), m_captionFen->isChecked());
    s.setValue(key("transparent"), m_transparent->isChecked());
    for (const auto& [kind, name] : kKindNames)
        if (m_animation->kind() == kind)
            s.setValue(key("animation"), QLatin1String(name));
    s.setValue(key("delayMs"), m_animation->timing().delayMs);
    s.setValue(key("loop"), m_animation->timing().loop);
}

void ExportDialog::accept()
{
    QSettings settings;
    QString dir = readWindowSettings(settings).exportDir;
    if (dir.isEmpty() || !QFileInfo(dir).isDir())
        dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const auto animated = animationFormat();
    const QString ext = !animated                           ? extension(format())
                        : *animated == AnimationFormat::Gif ? QStringLiteral("gif")
                                                            : QStringLiteral("webp");
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
