#include "diagram/worksheet.h"

#include "diagram/boardrenderer.h"
#include "diagram/counttext.h"
#include "diagram/diagrambuilder.h"
#include "diagram/diagramtext.h"
#include "diagram/metricnames.h"
#include "diagram/squaretext.h"

#include <QBuffer>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

using namespace Qt::Literals::StringLiterals;

namespace cd {

namespace {

constexpr int kColumns = 2;
constexpr int kRows = 3;
constexpr int kDpi = 300;

// One page's frame: where the title goes and the six cells for boards.
struct PageGrid {
    QRectF title;
    std::array<QRectF, kBoardsPerPage> cells;
};

PageGrid pageGrid(const QRectF& page)
{
    PageGrid g;
    const qreal titleHeight = page.height() * 0.07;
    g.title = QRectF(page.topLeft(), QSizeF(page.width(), titleHeight));
    const qreal gap = page.width() * 0.04;
    const qreal w = (page.width() - gap) / kColumns;
    const qreal h = (page.height() - titleHeight - gap * (kRows - 1)) / kRows;
    for (int i = 0; i < kBoardsPerPage; ++i) {
        const int col = i % kColumns;
        const int row = i / kColumns;
        g.cells[static_cast<std::size_t>(i)] =
            QRectF(page.left() + col * (w + gap), g.title.bottom() + row * (h + gap), w, h);
    }
    return g;
}

// Two lines: the title and the page number; the part ("Exercises", "Answer key") with the
// subtitle, and a line for the student's name on exercise pages.
void paintTitle(QPainter& p, const QRectF& r, const WorksheetOptions& o, bool key, int page,
                int pages)
{
    const QRectF top(r.left(), r.top(), r.width(), r.height() * 0.55);
    const QRectF bottom(r.left(), top.bottom(), r.width(), r.height() - top.height());
    QFont font(u"DejaVu Sans"_s);
    font.setPixelSize(qRound(top.height() * 0.62));
    font.setBold(true);
    QFont small = font;
    small.setBold(false);
    small.setPixelSize(qRound(bottom.height() * 0.55));
    const QString pageText = tr("page %1 / %2").arg(page).arg(pages);
    // The title gets what the page number leaves, elided beyond that: they never overlap.
    const qreal pageWidth = QFontMetricsF(small).horizontalAdvance(pageText);
    const qreal titleWidth = std::max(0.0, top.width() - pageWidth - top.height() * 0.5);
    const QString title = QString(o.title).replace(u'\n', u' ');
    p.setPen(Qt::black);
    p.setFont(font);
    p.drawText(QRectF(top.left(), top.top(), titleWidth, top.height()),
               Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(font).elidedText(title, Qt::ElideRight, titleWidth));
    font = small;
    p.setFont(font);
    p.drawText(top, Qt::AlignRight | Qt::AlignVCenter, pageText);
    QString part = key ? tr("Answer key") : tr("Exercises: fill in each ?");
    if (!o.subtitle.isEmpty())
        part += u" \u2014 "_s + o.subtitle;
    p.drawText(bottom, Qt::AlignLeft | Qt::AlignVCenter, part);
    if (!key)
        p.drawText(bottom, Qt::AlignRight | Qt::AlignVCenter,
                   tr("Name: ______________________", "a line for the student's name"));
    p.setPen(QPen(Qt::black, r.height() * 0.02));
    p.drawLine(r.bottomLeft(), r.bottomRight());
}

// A board with its heading above and its route question (or answer) below, inside `cell`.
void paintExercise(QPainter& p, const QRectF& cell, const Exercise& e, int number,
                   const WorksheetOptions& o, bool key)
{
    const qreal line = cell.height() * 0.075;
    QFont font(u"DejaVu Sans"_s);
    font.setPixelSize(qRound(line * 0.62));
    p.setFont(font);
    p.setPen(Qt::black);
    // The heading says what to find: it shrinks to fit the board's width before it is cut.
    const QRectF headingRect(cell.left(), cell.top(), cell.width(), line);
    const QString heading = exerciseHeading(e, number, key);
    QFont headingFont = font;
    const qreal wanted = QFontMetricsF(font).horizontalAdvance(heading);
    if (wanted > headingRect.width())
        headingFont.setPixelSize(
            std::max(qRound(font.pixelSize() * 0.7),
                     static_cast<int>(font.pixelSize() * headingRect.width() / wanted)));
    p.setFont(headingFont);
    p.drawText(headingRect, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(headingFont).elidedText(heading, Qt::ElideRight, headingRect.width()));
    p.setFont(font);
    const QString question = key ? routeAnswer(e) : routeQuestion(e);
    const qreal below = question.isEmpty() ? 0 : line;
    const QRectF board(cell.left(), cell.top() + line, cell.width(), cell.height() - line - below);
    BoardRenderer(exerciseDiagram(e, o, key)).paint(p, board);
    if (!question.isEmpty())
        p.drawText(QRectF(cell.left(), cell.bottom() - line, cell.width(), line),
                   Qt::AlignLeft | Qt::AlignVCenter, question);
}

} // namespace

QString defaultWorksheetTitle()
{
    return tr("Chess distance worksheet");
}

QString seedSubtitle(std::uint64_t seed)
{
    return tr("seed %1", "beside the title of a worksheet").arg(seed);
}

int worksheetPageCount(int exercises)
{
    return 2 * ((exercises + kBoardsPerPage - 1) / kBoardsPerPage);
}

QString exerciseHeading(const Exercise& e, int number, bool key)
{
    const QString what = metricCaptionLabel(e.query.metric, e.answer.mover);
    const QString from = squareText(*e.query.from);
    if (e.gameMove) {
        const QString when = gameMomentText(*e.gameMove);
        return key ? tr("%1. %2 from %3 %4", "above a board of the answer key: number, metric, "
                                             "source square, \"after 23. Nf3\"")
                         .arg(QString::number(number), what, from, when)
                   : tr("%1. %2 from %3 %4: fill in each ?",
                        "above an exercise: number, metric, source square, \"after 23. Nf3\"")
                         .arg(QString::number(number), what, from, when);
    }
    return key ? tr("%1. %2 from %3", "above a board of the answer key: number, metric (\"Knight "
                                      "distance\"), source square")
                     .arg(QString::number(number), what, from)
               : tr("%1. %2 from %3: fill in each ?",
                    "above an exercise: number, metric (\"Knight distance\"), source square")
                     .arg(QString::number(number), what, from);
}

Diagram exerciseDiagram(const Exercise& e, const WorksheetOptions& options, bool key)
{
    DisplayOptions o;
    o.palette = options.palette;
    o.trajectories = false;
    o.show.legend = false;
    o.show.caption = false;
    o.show.fills = key || options.colourExercises;
    Diagram d = buildDiagram(e.query, e.answer, o);
    for (const Square s : e.asked) {
        if (key)
            d.overlay.push_back({s, {}});
        else
            d.cells[static_cast<std::size_t>(s)] = Cell{CellRole::Question, 0};
    }
    return d;
}

QString routeQuestion(const Exercise& e)
{
    if (!e.query.to || !e.answer.trajectories)
        return {};
    return tr("How many shortest routes lead from %1 to %2?")
        .arg(squareText(*e.query.from), squareText(*e.query.to));
}

QString routeAnswer(const Exercise& e)
{
    if (!e.query.to || !e.answer.trajectories)
        return {};
    const PathCount& c = e.answer.trajectories->count;
    // English says "1 shortest route" but "at least 1 shortest routes".
    const QString text =
        c.saturated ? tr("%1 → %2 (distance %4): at least %3 shortest routes", nullptr, pluralOf(c))
        : c.value == 1 ? tr("%1 → %2 (distance %4): %3 shortest route")
                       : tr("%1 → %2 (distance %4): %3 shortest routes", nullptr, pluralOf(c));
    return text.arg(squareText(*e.query.from), squareText(*e.query.to), QString::number(c.value),
                    QString::number(e.answer.trajectories->distance));
}

ExportResult writeWorksheet(const std::vector<Exercise>& exercises, const WorksheetOptions& options,
                            const QString& path, const WorksheetProgress& progress)
{
    if (exercises.empty())
        return {ExportResult::Status::BadInput, tr("a worksheet needs at least one exercise")};
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter pdf(&buffer);
        pdf.setTitle(options.title);
        pdf.setCreator(u"chess-distance"_s);
        pdf.setResolution(kDpi);
        pdf.setPageLayout(QPageLayout(
            QPageSize(options.paper == PaperSize::A4 ? QPageSize::A4 : QPageSize::Letter),
            QPageLayout::Portrait, QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
        QPainter p(&pdf);
        const QRectF page(QPointF(0, 0), QSizeF(pdf.width(), pdf.height()));
        const PageGrid grid = pageGrid(page);
        const int total = static_cast<int>(exercises.size());
        const int pages = worksheetPageCount(total);
        int done = 0;
        for (const bool key : {false, true}) {
            for (int i = 0; i < total; ++i) {
                const int slot = i % kBoardsPerPage;
                if (slot == 0) {
                    if (done > 0)
                        pdf.newPage();
                    const int pageNumber = (key ? pages / 2 : 0) + i / kBoardsPerPage + 1;
                    paintTitle(p, grid.title, options, key, pageNumber, pages);
                }
                paintExercise(p, grid.cells[static_cast<std::size_t>(slot)],
                              exercises[static_cast<std::size_t>(i)], i + 1, options, key);
                ++done;
                if (progress && !progress(done, 2 * total)) {
                    p.end();
                    return {ExportResult::Status::BadInput, tr("cancelled: nothing was written")};
                }
            }
        }
    }
    return writeFileAtomically(buffer.data(), path);
}

} // namespace cd
