// Printable worksheets: exercise pages (boards with question marks on some squares, and
// optionally a question about the number of shortest routes), then answer-key pages with every
// number, six boards to a page, as one PDF for A4 or Letter. The exercise pages are made for the
// printer: a pale board and black numbers, since coloured squares would give the answers away
// and empty the ink cartridge; the key keeps the colour scale.
#pragma once

#include "exercises.h"

#include "diagram/diagram.h"
#include "diagram/exporter.h"

#include <QString>

#include <cstdint>
#include <functional>
#include <vector>

namespace cd {

enum class PaperSize { A4, Letter };

// "Chess distance worksheet", translated.
QString defaultWorksheetTitle();
// "seed 7": the subtitle that lets a teacher make the same sheet again.
QString seedSubtitle(std::uint64_t seed);

struct WorksheetOptions {
    PaperSize paper = PaperSize::A4;
    PaletteId palette = PaletteId::Viridis;
    QString title = defaultWorksheetTitle();
    QString subtitle;             // e.g. "seed 7", printed beside the title
    bool colourExercises = false; // exercise pages coloured like the key (a colour exercise)
};

inline constexpr int kBoardsPerPage = 6;

// Pages of a worksheet with n exercises: the exercises, then as many answer-key pages.
int worksheetPageCount(int exercises);

// The board of an exercise: the asked squares blank with "?" (on a pale board unless
// colourExercises); the key shows every number in colour and frames the asked squares.
Diagram exerciseDiagram(const Exercise& e, const WorksheetOptions& options, bool key);

// What to find, above a board: "1. Knight distance from d4: fill in each ?", or on the key
// "1. Moves of the white knight from f3"; from a game "... from f3 after 23. Nf3".
QString exerciseHeading(const Exercise& e, int number, bool key);

// The question printed under a board ("How many shortest routes lead from b1 to h8?"), or "".
QString routeQuestion(const Exercise& e);
// Its answer for the key ("12 shortest routes"), or "".
QString routeAnswer(const Exercise& e);

// Called after each board with (done, total); returning false cancels (nothing is written).
using WorksheetProgress = std::function<bool(int done, int total)>;

// Writes the worksheet atomically (see writeFileAtomically); BadInput when there are no
// exercises or the user cancelled.
ExportResult writeWorksheet(const std::vector<Exercise>& exercises, const WorksheetOptions& options,
                            const QString& path, const WorksheetProgress& progress = {});

} // namespace cd
