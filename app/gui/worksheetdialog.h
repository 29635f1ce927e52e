// File > Create worksheet: the title, which metrics (the board's position too: "how many moves
// does the knight on f3 need?"), how many exercises, the seed, how much is blank, route
// questions, colour or printer-friendly exercises and paper; then the PDF is written with a
// progress bar (and can be cancelled). The choices are remembered in the window's settings.
#pragma once

#include "exercises.h"

#include "diagram/worksheet.h"

#include <QDialog>

#include <optional>
#include <string>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSettings;
class QSpinBox;

namespace cd::gui {

class WorksheetDialog : public QDialog {
    Q_OBJECT
public:
    // `board` is the window's query: its position, its source and reach options are offered for
    // exercises in this position (chosen at once when the board measures moves in the position).
    // `gameMove` names that position when it is a game's ("9. Bg5", "" for the start). The
    // last choices are read from `settings` and saved there when a sheet is written.
    explicit WorksheetDialog(const Query& board = {},
                             const std::optional<std::string>& gameMove = std::nullopt,
                             QSettings* settings = nullptr, QWidget* parent = nullptr);

    ExerciseSpec spec() const;
    WorksheetOptions options() const;
    // The exercises of spec(), their position named; throws InputError.
    std::vector<Exercise> exercises() const;
    // Stores the current choices in the settings given (nothing without).
    void saveChoices() const;

    // Writes the worksheet to `path` with a progress dialog; false (after telling the user why)
    // on failure or when cancelled.
    bool createTo(const QString& path);

private:
    void accept() override;
    void restoreChoices(bool inPosition);

    Query m_board;
    std::optional<std::string> m_gameMove;
    QSettings* m_settings;
    QLineEdit* m_title;
    std::vector<std::pair<Metric, QCheckBox*>> m_metrics;
    QComboBox* m_pieces; // reach: every piece, or only the board's measured one
    QSpinBox* m_count;
    QSpinBox* m_seed;
    QComboBox* m_blanks;
    QSpinBox* m_questions;
    QCheckBox* m_routes;
    QCheckBox* m_colour;
    QComboBox* m_paper;
};

} // namespace cd::gui
