// File > Export image: format, size, palette and what to show, with a live preview drawn by the
// same renderer as the board; the file is written atomically by the exporter.
#pragma once

#include "diagram/diagram.h"
#include "diagram/diagrambuilder.h"
#include "diagram/exporter.h"

#include <QDialog>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace cd::gui {

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    // Builds what the board shows with other display options (the window's BoardState does).
    using DiagramSource = std::function<Diagram(const DisplayOptions&)>;

    // `shown` are the options the board is drawn with; the dialog starts from them.
    ExportDialog(DiagramSource build, const DisplayOptions& shown, QWidget* parent = nullptr);

    // The diagram built with the dialog's choices.
    Diagram diagram() const;
    ImageFormat format() const;
    int imageWidth() const;

    // Asks for a file name, then writes it; false (after telling the user why) on failure.
    bool exportTo(const QString& path);
    // Puts exactly the image a PNG export would write on the clipboard.
    void copyToClipboard();

private:
    void accept() override;
    void updatePreview();

    DiagramSource m_build;
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
