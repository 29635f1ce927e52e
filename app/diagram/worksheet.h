// Printable worksheets: exercise pages for the pupils (one large board a page, its squares big
// enough to write a number in, the blanks marked faintly, one sentence saying what to write),
// then answer-key pages with every number, six boards to a page, as one PDF for A4 or Letter.
// The exercise pages are made for the printer: a pale board and black numbers, since coloured
// squares would give the answers away and empty the ink cartridge; the key keeps the colour
// scale. The seed that makes the sheet again is on the key only.
#pragma once

#include "exercises.h"

#include "diagram/diagram.h"
#include "diagram/exporter.h"

#include <QRectF>
#include <QString>

#include <cstdint>
#include <functional>
#include <vector>

namespace cd {

enum class PaperSize { A4, Letter };

// "Chess distance worksheet", translated.
QString defaultWorksheetTitle();
// "seed 7": the subtitle that lets a teacher make the same sheet again (on the key only).
QString seedSubtitle(std::uint64_t seed);

struct WorksheetOptions {
    PaperSize paper = PaperSize::A4;
    PaletteId palette = PaletteId::Viridis;
    QString title = defaultWorksheetTitle();
    QString subtitle;             // e.g. "seed 7", printed beside "Answer key"
    bool colourExercises = false; // exercise pages coloured like the key (a colour exercise)
};

inline constexpr int kKeyBoardsPerPage = 6;
inline constexpr int kWorksheetDpi = 300;      // device units of the PDF per inch
inline constexpr int kMaxWorksheetTitle = 200; // characters of a title

// Pages of a worksheet with n exercises: one page each, then the answer key, six to a page.
int worksheetPageCount(int exercises);

// The printable part of a page of `paper` (margins removed), in device units at kWorksheetDpi.
QRectF worksheetPageRect(PaperSize paper);
// Millimetres of `units` device units at kWorksheetDpi.
qreal worksheetMillimetres(qreal units);

// Where the parts of an exercise page go inside `page`, top to bottom.
struct ExercisePage {
    QRectF title;       // the title and page number; the line for the pupil's name
    QRectF heading;     // "1. Moves of the black bishop from f8 after 9. Bg5"
    QRectF instruction; // what to write, in one sentence
    QRectF board;       // the board with its coordinates, as large as the page allows
    QRectF question;    // the route question, when there is one
};
ExercisePage exercisePage(const QRectF& page);

// The board of an exercise: the asked squares blank, a faint "?" in their corner (on a pale board
// unless colourExercises); the key shows every number in colour and frames the asked squares.
Diagram exerciseDiagram(const Exercise& e, const WorksheetOptions& options, bool key);

// What the board is about: "1. Knight distance from d4", "1. Moves of the white knight from f3";
// from a game "... from f3 after 23. Nf3".
QString exerciseHeading(const Exercise& e, int number);

// What the pupil writes, in one plain sentence ("Write in each empty square how many moves the
// piece needs to get there; write – where it can never go.").
QString exerciseInstruction(const Exercise& e);

// The second line of a page's title: "Name: ____" on exercise pages, "Answer key — seed 7" on
// the key.
QString worksheetPartLine(const WorksheetOptions& options, bool key);

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
