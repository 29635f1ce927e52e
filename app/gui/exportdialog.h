// File > Export image: format, size, palette and what to show, with a live preview drawn by the
// same renderer as the board (an animation plays in it); the file is written atomically.
#pragma once

#include "diagram/animation.h"
#include "diagram/diagram.h"
#include "diagram/diagrambuilder.h"
#include "diagram/exporter.h"
#include "diagram/framesequence.h"

#include <QDialog>
#include <QPixmap>

#include <functional>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSettings;
class QSpinBox;
class QTimer;

namespace cd::gui {

class AnimationControls;

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    // Builds the boards the window shows (one, or two side by side while comparing) with other
    // display options (the window's BoardState does).
    using BoardsSource = std::function<std::vector<Diagram>(const DisplayOptions&)>;

    // The frames of an animation of the main board, built when asked for; empty when the kind
    // does not apply.
    using AnimationSource = std::function<FrameSequence(AnimationKind, const DisplayOptions&)>;

    // `shown` are the options the boards are drawn with; the dialog starts from them. With
    // `animate`, GIF and WebP animations are offered too.
    ExportDialog(BoardsSource build, const DisplayOptions& shown, AnimationSource animate = {},
                 QWidget* parent = nullptr);

    // The boards built with the dialog's choices.
    std::vector<Diagram> diagrams() const;
    // The image a PNG export writes with the dialog's choices (the clipboard gets the same).
    QImage image() const;
    ImageFormat format() const;
    int imageWidth() const;
    // Set while an animated format is chosen.
    std::optional<AnimationFormat> animationFormat() const;
    // The animation's frames with the dialog's choices (empty when its kind does not apply).
    std::vector<Diagram> frames() const;
    AnimationControls* animationControls() const { return m_animation; }
    // The preview frames shown in turn while an animation is chosen (one for a still picture,
    // and for an animation too large to save); each is drawn when its turn comes.
    int previewFrameCount() const
    {
        return m_previewFrames.empty() ? (m_previewStill.empty() ? 0 : 1)
                                       : static_cast<int>(m_previewFrames.count);
    }
    // Whether Save is offered: false while the animation is larger than a file may hold.
    bool canSave() const;

    // The choices of the last time (format, what an animation shows and its timing, width,
    // caption, FEN, background) from `settings`; what is unreadable or unavailable now keeps
    // the dialog's first choice. The board's look (palette, numbers, coordinates, legend)
    // always starts as the board shows it.
    void restoreChoices(const QSettings& settings);
    void saveChoices(QSettings& settings) const;

    // Asks for a file name, then writes it; false (after telling the user why) on failure.
    bool exportTo(const QString& path);
    // Puts exactly the image a PNG export would write on the clipboard.
    void copyToClipboard();

private:
    void accept() override;
    void updatePreview();
    // An animation's frames, or (with none) the still boards drawn side by side.
    void showPreview(FrameSequence frames, std::vector<Diagram> still = {});
    void showPreviewFrame();
    DisplayOptions chosenDisplay() const;
    // Greys out the animations that cannot be drawn now, saying why.
    void updateAnimationKinds();

    BoardsSource m_build;
    AnimationSource m_animate;
    DisplayOptions m_shown;
    QComboBox* m_format;
    QSpinBox* m_width;
    QComboBox* m_palette;
    QCheckBox* m_numbers;
    QCheckBox* m_coordinates;
    QCheckBox* m_legend;
    QCheckBox* m_caption;
    QCheckBox* m_captionFen;
    QCheckBox* m_transparent;
    QLabel* m_preview;
    QLabel* m_sizeLabel;
    AnimationControls* m_animation;
    QPushButton* m_copy;
    QPushButton* m_save;
    QTimer* m_player;
    FrameSequence m_previewFrames;
    std::vector<Diagram> m_previewStill;
    std::size_t m_previewFrame = 0;
};

} // namespace cd::gui
