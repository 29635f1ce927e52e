// What render and frames share: the options that shape a picture (size, palette, what is shown,
// routes), the answered query behind it, and writing it with exit-code-ready errors.
#pragma once

#include "query.h"

#include "options/given.h"
#include "options/queryoptions.h"

#include "diagram/diagrambuilder.h"
#include "diagram/exporter.h"

#include <QCommandLineOption>
#include <QList>

namespace cd::cli {

// The longest caption (--caption) in characters and lines: a caption beyond them is refused.
inline constexpr int kMaxCaptionCharacters = 500;
inline constexpr int kMaxCaptionLines = 8;

// --size, --palette, --flip, --no-numbers, --no-coordinates, --no-legend, --no-caption,
// --caption, --caption-fen, --trajectories, --layers, --paths, --knight-l, --distinct,
// --transparent.
QList<QCommandLineOption> pictureOptions();

// A picture as asked: the query options and the picture options, their values unread.
struct PictureRequest {
    options::QueryRequest query;
    std::optional<QString> size, palette, caption, paths;
    bool flip = false, noNumbers = false, noCoordinates = false, noLegend = false,
         noCaption = false, captionFen = false, trajectories = false, layers = false,
         knightL = false, distinct = false, transparent = false;
};

PictureRequest pictureRequest(const options::Given& given);

// The display the picture options ask for (palette, flip, switches, caption); throws UsageError.
DisplayOptions displayOptions(const PictureRequest& request);

// The image width (--size, default 800); throws UsageError out of 64..8192.
int imageWidth(const PictureRequest& request);

struct Picture {
    Query query;
    Answer answer;
    DisplayOptions display;
};

// The query options and picture options answered; throws UsageError naming the bad value.
Picture answerPicture(const PictureRequest& request);
// Where a picture stands: its position and, for a piece followed through a game, the source.
struct Setting {
    Board board;
    QString gameMoment;         // "after 23. Nf3" for a game's position, shown in the caption
    std::optional<Square> from; // replaces --from (and its checks)
    int paths = 0;              // at least this many routes listed and drawn (--paths or more)
    BoardMarks marks{};         // a game's own arrows and circles at this position
};
// The same in the given setting.
Picture answerPicture(const PictureRequest& request, const Setting& setting);

// `d` marked with the side to move where the picture turns on it (a race, a game's position, a
// piece's moves in a position), as the window marks it: beside the board, and first in the
// caption unless --caption gave the caption's words.
Diagram markedSide(Diagram d, const PictureRequest& request, const Query& q, bool raceOrGame);

// Writes the diagram; throws UsageError (bad size) or RunError (the file cannot be written).
// Returns the size in pixels of the PNG written (empty for SVG and PDF).
QSize writeDiagram(const Diagram& d, const QString& path, ImageFormat format, int width);
// The same for diagrams side by side.
QSize writeDiagrams(const std::vector<Diagram>& diagrams, const QString& path, ImageFormat format,
                    int width);

// The same picture for another metric (same squares, position and options); throws UsageError
// naming `option` when that metric cannot answer it.
Picture withMetric(const Picture& p, Metric metric, const std::string& option);

} // namespace cd::cli
