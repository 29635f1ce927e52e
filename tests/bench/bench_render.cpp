// Rendering benchmarks: painting a full diagram (heat map, numbers, pieces, trajectory overlay,
// arrows, legend, caption) and exporting it as PNG (800 and 8192 px wide), SVG and PDF; a
// wavefront animated as GIF and WebP.
#include "bench.h"
#include "benchdiagram.h"

#include "diagram/animation.h"
#include "diagram/boardrenderer.h"
#include "diagram/diagrambuilder.h"
#include "diagram/exporter.h"
#include "diagram/htmlpage.h"
#include "query.h"

#include <QImage>
#include <QPainter>
#include <QTemporaryDir>

#include <memory>

using namespace Qt::Literals::StringLiterals;

namespace {

std::function<void()> paint800()
{
    const cd::Diagram d = bench::middlegameDiagram();
    const qreal height = cd::BoardRenderer(d).sizeForWidth(800).height();
    auto image = std::make_shared<QImage>(800, qCeil(height), QImage::Format_ARGB32_Premultiplied);
    return [d, image] {
        image->fill(Qt::transparent);
        QPainter p(image.get());
        cd::BoardRenderer(d).paint(p, QRectF(0, 0, image->width(), image->height()));
    };
}

// The PNG export's first half: the image painted (in bands on all cores when large).
std::function<void()> image(int width)
{
    return [d = bench::middlegameDiagram(), width] { bench::keep(cd::renderImage(d, width)); };
}

std::function<void()> exportAt(cd::ImageFormat format, const QString& name, int width = 800)
{
    auto dir = std::make_shared<QTemporaryDir>();
    return [d = bench::middlegameDiagram(), dir, format, path = dir->filePath(name), width] {
        const cd::ExportResult r = cd::exportDiagram(d, path, format, width);
        if (!r.ok())
            qFatal("%s", qPrintable(r.message));
    };
}

// The interactive page of the middlegame diagram: every piece's tables (and the stand-in's),
// looked up by the page's script; built in memory, 800 px wide.
std::function<void()> page800()
{
    cd::PageRequest r;
    r.query.metric = cd::Metric::Reach;
    r.query.board =
        *cd::Board::fromFen("r2q1rk1/pp1nbppp/2p1pn2/3p4/2PP1B2/2N1PN2/PPQ2PPP/R3KB1R w KQ - 2 9");
    r.query.from = *cd::parseSquare("c2");
    r.query.to = *cd::parseSquare("d7");
    r.metrics = {cd::Metric::Reach};
    r.display.paths = 3;
    return [d = bench::middlegameDiagram(), r] {
        const QByteArray page = cd::pageHtml(d, r);
        if (page.isEmpty())
            qFatal("no page");
        bench::keep(page);
    };
}

// The knight's wavefront from a1 on the empty board, steps 0..6: seven frames, rendered,
// encoded and written 600 px wide.
std::function<void()> wavefront600(cd::AnimationFormat format, const QString& name)
{
    cd::Query q;
    q.metric = cd::Metric::Knight;
    q.from = *cd::parseSquare("a1");
    std::vector<cd::Diagram> frames = cd::wavefrontFrames(q, cd::answer(q), {});
    if (frames.size() != 7)
        qFatal("the knight's wavefront has %zu frames, not 7", frames.size());
    auto dir = std::make_shared<QTemporaryDir>();
    return [frames = std::move(frames), dir, format, path = dir->filePath(name)] {
        const cd::ExportResult r = cd::exportAnimation(frames, path, format, 600, {});
        if (!r.ok())
            qFatal("%s", qPrintable(r.message));
    };
}

const std::vector<bench::Case> kCases = {
    {"render.paint.800", paint800},
    {"render.image.800", [] { return image(800); }},
    {"render.image.8192", [] { return image(8192); }},
    {"render.png.800", [] { return exportAt(cd::ImageFormat::Png, u"board.png"_s); }},
    {"render.png.8192", [] { return exportAt(cd::ImageFormat::Png, u"board.png"_s, 8192); }},
    {"render.svg.800", [] { return exportAt(cd::ImageFormat::Svg, u"board.svg"_s); }},
    {"render.pdf.800", [] { return exportAt(cd::ImageFormat::Pdf, u"board.pdf"_s); }},
    {"render.html.middlegame", page800},
    {"render.gif.wavefront.600",
     [] { return wavefront600(cd::AnimationFormat::Gif, u"wavefront.gif"_s); }},
    {"render.webp.wavefront.600",
     [] { return wavefront600(cd::AnimationFormat::WebP, u"wavefront.webp"_s); }},
};

} // namespace

class BenchRender : public QObject {
    Q_OBJECT
private slots:
    void render_data() { bench::addRows(kCases); }
    void render() { bench::runRow(kCases); }
};

QTEST_MAIN(BenchRender)
#include "bench_render.moc"
