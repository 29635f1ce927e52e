#include "picture.h"

#include "clitext.h"
#include "options/positionoptions.h"
#include "options/queryoptions.h"
#include "options/usageerror.h"

#include "diagram/sidetomove.h"
#include "i18n/coremessages.h"

namespace cd::cli {

namespace {

// Beyond about a hundred arrows a picture shows nothing more, and drawing them all at 8192 px
// took seconds: the drawn routes are capped here.
constexpr int kMaxPaths = 100;

// A caption within the bounds that keep an image's size and drawing time bounded.
QString captionOption(const QString& caption)
{
    if (caption.size() > kMaxCaptionCharacters)
        throw UsageError(tr("--caption: %1 characters, at most %2")
                             .arg(caption.size())
                             .arg(kMaxCaptionCharacters));
    const qsizetype lines = caption.count(QLatin1Char('\n')) + 1;
    if (lines > kMaxCaptionLines)
        throw UsageError(tr("--caption: %1 lines, at most %2").arg(lines).arg(kMaxCaptionLines));
    return caption;
}

} // namespace

PictureRequest pictureRequest(const options::Given& given)
{
    PictureRequest r;
    r.query = options::queryRequest(given);
    r.size = given.text("size");
    r.palette = given.text("palette");
    r.caption = given.text("caption");
    r.paths = given.text("paths");
    r.flip = given.has("flip");
    r.noNumbers = given.has("no-numbers");
    r.noCoordinates = given.has("no-coordinates");
    r.noLegend = given.has("no-legend");
    r.noCaption = given.has("no-caption");
    r.captionFen = given.has("caption-fen");
    r.trajectories = given.has("trajectories");
    r.layers = given.has("layers");
    r.knightL = given.has("knight-l");
    r.distinct = given.has("distinct");
    r.transparent = given.has("transparent");
    return r;
}

DisplayOptions displayOptions(const PictureRequest& r)
{
    DisplayOptions d;
    if (r.palette) {
        const QString name = r.palette->trimmed();
        const auto id = parsePalette(name);
        if (!id)
            throw UsageError(tr("--palette: unknown palette '%1' (choose from %2)")
                                 .arg(name, paletteNames().join(QStringLiteral(", "))));
        d.palette = *id;
    }
    d.flipped = r.flip;
    d.show.numbers = !r.noNumbers;
    d.show.coordinates = !r.noCoordinates;
    d.show.legend = !r.noLegend;
    d.show.transparent = r.transparent;
    d.show.knightL = r.knightL;
    d.captionFen = r.captionFen;
    d.show.caption = !r.noCaption;
    if (r.caption)
        d.caption = captionOption(*r.caption);
    d.layerNumbers = r.layers;
    if (r.paths)
        d.paths = options::intValue(QStringLiteral("paths"), *r.paths, 0, kMaxPaths);
    d.trajectories = r.trajectories || r.layers || d.paths > 0;
    return d;
}

QList<QCommandLineOption> pictureOptions()
{
    return {
        {QStringLiteral("size"),
         tr("Image width in pixels, %1..%2 (default 800).")
             .arg(kMinExportWidth)
             .arg(kMaxExportWidth),
         QStringLiteral("PX")},
        {QStringLiteral("palette"),
         tr("Colour scale: %1 (default viridis).").arg(paletteNames().join(QStringLiteral(", "))),
         QStringLiteral("NAME")},
        {QStringLiteral("flip"), tr("Black at the bottom.")},
        {QStringLiteral("no-numbers"), tr("No number on the squares.")},
        {QStringLiteral("no-coordinates"), tr("No a-h, 1-8 in the margin.")},
        {QStringLiteral("no-legend"), tr("No legend.")},
        {QStringLiteral("no-caption"), tr("No caption.")},
        {QStringLiteral("caption"), tr("Caption text instead of the default."),
         QStringLiteral("TEXT")},
        {QStringLiteral("caption-fen"), tr("End the default caption with the position's FEN.")},
        {QStringLiteral("trajectories"),
         tr("Outline the squares on the counted routes from --from to --to.")},
        {QStringLiteral("layers"), tr("Number the overlay squares by move.")},
        {QStringLiteral("paths"),
         tr("Draw the first N routes as arrows, at most %1.").arg(kMaxPaths), QStringLiteral("N")},
        {QStringLiteral("knight-l"),
         tr("Draw a knight's move as an L instead of one straight arrow.")},
        {QStringLiteral("distinct"), tr("Only routes that never stand on a square twice.")},
        {QStringLiteral("transparent"), tr("No background (PNG, SVG).")},
    };
}

int imageWidth(const PictureRequest& request)
{
    return request.size ? options::intValue(QStringLiteral("size"), *request.size, kMinExportWidth,
                                            kMaxExportWidth)
                        : 800;
}

Picture answerPicture(const PictureRequest& request)
{
    const options::GivenPosition given = options::positionFrom(request.query.position);
    return answerPicture(request, {given.board, given.after, std::nullopt, 0, given.marks});
}

Picture answerPicture(const PictureRequest& request, const Setting& setting)
{
    Picture p;
    p.display = displayOptions(request);
    p.display.gameMoment = setting.gameMoment;
    p.display.annotations = setting.marks;
    if (setting.paths > p.display.paths) {
        p.display.paths = setting.paths;
        p.display.trajectories = true;
    }
    Query& q = p.query;
    q = options::queryFrom(request.query, setting.board,
                           setting.from ? options::SourceCheck::None
                                        : options::SourceCheck::Required);
    if (setting.from)
        q.from = setting.from;
    q.distinctStops = request.distinct;
    q.limit = static_cast<std::size_t>(p.display.paths);
    if (p.display.trajectories) {
        if (!q.to)
            throw UsageError(tr("--trajectories needs --to SQ"));
        if (!supportsTrajectories(q.metric))
            throw UsageError(tr("the %1 metric has no moves, so no trajectories")
                                 .arg(options::metricText(q.metric)));
    } else {
        q.via.reset(); // a via square only shapes routes; without routes it is just a mark
        q.length.reset();
    }
    try {
        p.answer = answer(q);
    } catch (const QueryError& e) {
        throw UsageError(i18n::errorText(e));
    }
    if (!p.display.trajectories)
        p.answer.trajectories.reset();
    return p;
}

QSize writeDiagram(const Diagram& d, const QString& path, ImageFormat format, int width)
{
    return writeDiagrams({d}, path, format, width);
}

Picture withMetric(const Picture& p, Metric metric, const std::string& option)
{
    Picture other = p;
    other.query.metric = metric;
    try {
        other.answer = answer(other.query);
    } catch (const QueryError& e) {
        throw UsageError(tr("%1: %2", "an option, then what is wrong with its value")
                             .arg(QString::fromStdString(option), i18n::errorText(e)));
    }
    if (!p.display.trajectories)
        other.answer.trajectories.reset();
    return other;
}

QSize writeDiagrams(const std::vector<Diagram>& diagrams, const QString& path, ImageFormat format,
                    int width)
{
    const ExportResult result = exportDiagrams(diagrams, path, format, width);
    if (result.status == ExportResult::Status::BadInput)
        throw UsageError(result.message);
    if (result.status == ExportResult::Status::IoError)
        throw RunError(result.message);
    return format == ImageFormat::Png ? exportSize(diagrams, width) : QSize();
}

Diagram markedSide(Diagram d, const PictureRequest& request, const Query& q, bool raceOrGame)
{
    markSideToMoveWhereItMatters(d, q, raceOrGame || request.query.position.pgn.has_value(),
                                 !request.caption.has_value());
    return d;
}

} // namespace cd::cli
