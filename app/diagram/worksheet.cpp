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
constexpr qreal kMarginMm = 15;

// Device units of `mm` millimetres.
qreal units(qreal mm)
{
    return mm * kWorksheetDpi / 25.4;
}

QPageLayout pageLayout(PaperSize paper)
{
    return QPageLayout(QPageSize(paper == PaperSize::A4 ? QPageSize::A4 : QPageSize::Letter),
                       QPageLayout::Portrait, QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm),
                       QPageLayout::Millimeter);
}

// A key page's frame: where the title goes and the six cells for boards.
struct PageGrid {
    QRectF title;
    std::array<QRectF, kKeyBoardsPerPage> cells;
};

PageGrid pageGrid(const QRectF& page)
{
    PageGrid g;
    g.title = QRectF(page.topLeft(), QSizeF(page.width(), units(16)));
    const qreal gap = page.width() * 0.04;
    const qreal w = (page.width() - gap) / kColumns;
    const qreal h = (page.height() - g.title.height() - gap * (kRows - 1)) / kRows;
    for (int i = 0; i < kKeyBoardsPerPage; ++i) {
        const int col = i % kColumns;
        const int row = i / kColumns;
        g.cells[static_cast<std::size_t>(i)] =
            QRectF(page.left() + col * (w + gap), g.title.bottom() + row * (h + gap), w, h);
    }
    return g;
}

QFont pageFont(qreal heightMm, bool bold = false)
{
    QFont font(u"DejaVu Sans"_s);
    font.setPixelSize(qRound(units(heightMm)));
    font.setBold(bold);
    return font;
}

// Two lines: the title and the page number; then the student's name line on exercise pages, or
// "Answer key" with the seed on the key.
void paintTitle(QPainter& p, const QRectF& r, const WorksheetOptions& o, bool key, int page,
                int pages)
{
    const QRectF top(r.left(), r.top(), r.width(), r.height() * 0.55);
    const QRectF bottom(r.left(), top.bottom(), r.width(), r.height() - top.height());
    const QFont font = pageFont(worksheetMillimetres(top.height()) * 0.62, true);
    const QFont small = pageFont(worksheetMillimetres(bottom.height()) * 0.55);
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
    p.setFont(small);
    p.drawText(top, Qt::AlignRight | Qt::AlignVCenter, pageText);
    p.drawText(
        bottom, Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetricsF(small).elidedText(worksheetPartLine(o, key), Qt::ElideRight, bottom.width()));
    p.setPen(QPen(Qt::black, units(0.3)));
    p.drawLine(r.bottomLeft(), r.bottomRight());
}

// `text` in `font`, shrunk (to 70% at most) to fit `width` before it is cut.
QFont fitted(const QFont& font, const QString& text, qreal width)
{
    QFont out = font;
    const qreal wanted = QFontMetricsF(font).horizontalAdvance(text);
    if (wanted > width)
        out.setPixelSize(std::max(qRound(font.pixelSize() * 0.7),
                                  static_cast<int>(font.pixelSize() * width / wanted)));
    return out;
}

void paintLine(QPainter& p, const QRectF& r, const QString& text, const QFont& font)
{
    const QFont f = fitted(font, text, r.width());
    p.setFont(f);
    p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(f).elidedText(text, Qt::ElideRight, r.width()));
}

// An exercise page for the pupil: what the board is, what to write, the board, the route question.
void paintExercisePage(QPainter& p, const QRectF& page, const Exercise& e, int number,
                       const WorksheetOptions& o, int pageNumber, int pages)
{
    const ExercisePage l = exercisePage(page);
    paintTitle(p, l.title, o, false, pageNumber, pages);
    p.setPen(Qt::black);
    paintLine(p, l.heading, exerciseHeading(e, number), pageFont(5.2, true));
    p.setFont(pageFont(4.2));
    p.drawText(l.instruction, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
               exerciseInstruction(e));
    // The board as wide as the page, right under the sentence; the route question under it.
    const BoardRenderer board(exerciseDiagram(e, o, false));
    QRectF target = l.board;
    target.setHeight(std::min(l.board.height(), board.sizeForWidth(l.board.width()).height()));
    board.paint(p, target);
    if (const QString question = routeQuestion(e); !question.isEmpty())
        paintLine(p, l.question.translated(0, target.bottom() + units(3) - l.question.top()),
                  question + u"  ______"_s, pageFont(4.6));
}

// A board of the key with its heading above and its route answer below, inside `cell`.
void paintKeyBoard(QPainter& p, const QRectF& cell, const Exercise& e, int number,
                   const WorksheetOptions& o)
{
    const qreal line = cell.height() * 0.075;
    QFont font(u"DejaVu Sans"_s);
    font.setPixelSize(qRound(line * 0.62));
    p.setPen(Qt::black);
    paintLine(p, QRectF(cell.left(), cell.top(), cell.width(), line), exerciseHeading(e, number),
              font);
    const QString answer = routeAnswer(e);
    const qreal below = answer.isEmpty() ? 0 : line;
    const QRectF board(cell.left(), cell.top() + line, cell.width(), cell.height() - line - below);
    BoardRenderer(exerciseDiagram(e, o, true)).paint(p, board);
    if (!answer.isEmpty())
        paintLine(p, QRectF(cell.left(), cell.bottom() - line, cell.width(), line), answer, font);
}

} // namespace

QString defaultWorksheetTitle()
{
    return tr("Chess distance worksheet");
}

QString seedSubtitle(std::uint64_t seed)
{
    return tr("seed %1", "beside \"Answer key\" on a worksheet").arg(seed);
}

int worksheetPageCount(int exercises)
{
    return exercises + (exercises + kKeyBoardsPerPage - 1) / kKeyBoardsPerPage;
}

QRectF worksheetPageRect(PaperSize paper)
{
    return QRectF(pageLayout(paper).paintRectPixels(kWorksheetDpi));
}

qreal worksheetMillimetres(qreal deviceUnits)
{
    return deviceUnits * 25.4 / kWorksheetDpi;
}

ExercisePage exercisePage(const QRectF& page)
{
    ExercisePage l;
    qreal y = page.top();
    const auto take = [&](qreal mm) {
        const QRectF r(page.left(), y, page.width(), units(mm));
        y = r.bottom();
        return r;
    };
    l.title = take(16);
    take(5);
    l.heading = take(9);
    l.instruction = take(13);
    take(2);
    l.question = QRectF(page.left(), page.bottom() - units(12), page.width(), units(12));
    l.board = QRectF(page.left(), y, page.width(), l.question.top() - y - units(3));
    return l;
}

QString exerciseHeading(const Exercise& e, int number)
{
    const QString what = metricCaptionLabel(e.query.metric, e.answer.mover);
    const QString from = squareText(*e.query.from);
    if (e.gameMove)
        return tr("%1. %2 from %3 %4", "above a worksheet board: number, metric, source square, "
                                       "\"after 23. Nf3\"")
            .arg(QString::number(number), what, from, gameMomentText(*e.gameMove));
    return tr("%1. %2 from %3", "above a worksheet board: number, metric (\"Knight distance\"), "
                                "source square")
        .arg(QString::number(number), what, from);
}

QString exerciseInstruction(const Exercise& e)
{
    if (e.query.metric == Metric::Reach || moverOf(e.query.metric))
        return tr("Write in each empty square how many moves the piece needs to get there; "
                  "write \u2013 where it can never go.");
    return tr("Write in each empty square its distance from the marked square; write \u2013 "
              "where there is none.");
}

QString worksheetPartLine(const WorksheetOptions& o, bool key)
{
    if (!key)
        return tr("Name: ______________________", "a line for the student's name");
    QString part = tr("Answer key");
    if (!o.subtitle.isEmpty())
        part += u" \u2014 "_s + o.subtitle;
    return part;
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
        pdf.setResolution(kWorksheetDpi);
        pdf.setPageLayout(pageLayout(options.paper));
        QPainter p(&pdf);
        const QRectF page(QPointF(0, 0), QSizeF(pdf.width(), pdf.height()));
        const PageGrid grid = pageGrid(page);
        const int total = static_cast<int>(exercises.size());
        const int pages = worksheetPageCount(total);
        const auto step = [&](int done) {
            if (!progress || progress(done, 2 * total))
                return true;
            p.end();
            return false;
        };
        for (int i = 0; i < total; ++i) {
            if (i > 0)
                pdf.newPage();
            paintExercisePage(p, page, exercises[static_cast<std::size_t>(i)], i + 1, options,
                              i + 1, pages);
            if (!step(i + 1))
                return {ExportResult::Status::BadInput, tr("cancelled: nothing was written")};
        }
        for (int i = 0; i < total; ++i) {
            const int slot = i % kKeyBoardsPerPage;
            if (slot == 0) {
                pdf.newPage();
                paintTitle(p, grid.title, options, true, total + i / kKeyBoardsPerPage + 1, pages);
            }
            paintKeyBoard(p, grid.cells[static_cast<std::size_t>(slot)],
                          exercises[static_cast<std::size_t>(i)], i + 1, options);
            if (!step(total + i + 1))
                return {ExportResult::Status::BadInput, tr("cancelled: nothing was written")};
        }
    }
    return writeFileAtomically(buffer.data(), path);
}

} // namespace cd
