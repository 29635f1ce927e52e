// File > Export image: format, size, palette and what to show, with a live preview drawn by the
// same renderer as the board; the file is written atomically by the exporter.
#pragma once

#include "diagram/diagram.h"
#include "diagram/diagrambuilder.h"
#include "diagram/exporter.h"

#include <QDialog>

#include <functional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace cd::gui {

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    // Builds the boards the window shows (one, or two side by side while comparing) with other
    // display options (the window's BoardState does).
    using BoardsSource = std::function<std::vector<Diagram>(const DisplayOptions&)>;

    // `shown` are the options the boards are drawn with; the dialog starts from them.
    ExportDialog(BoardsSource build, const DisplayOptions& shown, QWidget* parent = nullptr);

    // The boards built with the dialog's choices.
    std::vector<Diagram> diagrams() const;
    // The image a PNG export writes with the dialog's choices (the clipboard gets the same).
    QImage image() const;
    ImageFormat format() const;
    int imageWidth() const;

    // Asks for a file name, then writes it; false (after telling the user why) on failure.
    bool exportTo(const QString& path);
    // Puts exactly the image a PNG export would write on the clipboard.
    void copyToClipboard();

private:
    void accept() override;
    void updatePreview();

    BoardsSource m_build;
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
};

} // namespace cd::gui
