// Animation frames (wavefront step by step, routes move by move), the frame images, the GIF
// palette, and exportAnimation's refusals: bad input is named and leaves an existing file as it
// was.
#include "diagram/animation.h"
#include "diagram/gifpalette.h"
#include "diagramfixtures.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using namespace fixtures;
using namespace Qt::Literals::StringLiterals;
using Status = ExportResult::Status;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A knight's routes a1 -> h8, the first `paths` of them listed.
Query knightRoutes(std::size_t paths)
{
    Query q = knightFrom("a1");
    q.to = sq("h8");
    q.limit = paths;
    return q;
}

// The parts of a diagram the frames change or must keep.
bool same(const Diagram& a, const Diagram& b)
{
    for (std::size_t i = 0; i < 64; ++i)
        if (a.cells[i].role != b.cells[i].role || a.cells[i].value != b.cells[i].value)
            return false;
    return a.frontier == b.frontier && a.caption == b.caption && a.arrows == b.arrows &&
           a.overlay == b.overlay && a.legend == b.legend && a.maxValue == b.maxValue;
}

} // namespace

class TestAnimation : public QObject {
    Q_OBJECT
private slots:
    void names()
    {
        QCOMPARE(animationKindFromName(u"wavefront"), AnimationKind::Wavefront);
        QCOMPARE(animationKindFromName(u"Routes"), AnimationKind::Routes);
        QCOMPARE(animationKindFromName(u"PLIES"), AnimationKind::Plies);
        for (const QString& bad : {u""_s, u"wave"_s, u"route"_s, u" plies"_s})
            QVERIFY2(!animationKindFromName(bad), qPrintable(bad));
        QCOMPARE(animationFormatFromName(u"GIF"), AnimationFormat::Gif);
        QCOMPARE(animationFormatFromName(u"webp"), AnimationFormat::WebP);
        QVERIFY(!animationFormatFromName(u"png"));
        QCOMPARE(animationFormatFromPath(u"out/a.b.WebP"_s), AnimationFormat::WebP);
        QCOMPARE(animationFormatFromPath(u"wave.gif"_s), AnimationFormat::Gif);
        QVERIFY(!animationFormatFromPath(u"wave"_s));
        QVERIFY(!animationFormatFromPath(u"wave.png"_s));
    }

    // One frame per step, each the diagram of that step.
    void wavefrontFramesAreTheSteps()
    {
        for (const Query& q : {knightFrom("a1"), knightFrom("d4"), queenReach()}) {
            const Answer a = answer(q);
            const std::vector<Diagram> frames = wavefrontFrames(q, a, {});
            QCOMPARE(frames.size(), static_cast<std::size_t>(a.maximum + 1));
            for (int n = 0; n <= a.maximum; ++n) {
                DisplayOptions o;
                o.step = n;
                QVERIFY(same(frames[static_cast<std::size_t>(n)], buildDiagram(q, a, o)));
            }
        }
    }

    // Route r move by move: frame k shows its first k moves, over the same overlay.
    void routeFramesGrowMoveByMove()
    {
        const Query q = knightRoutes(3);
        const Answer a = answer(q);
        QVERIFY(a.trajectories && a.trajectories->routes.size() >= 3);
        DisplayOptions o;
        o.paths = 3;
        const std::vector<Diagram> frames = routeFrames(q, a, o);
        std::size_t i = 0;
        for (std::size_t r = 0; r < 3; ++r) {
            const std::vector<Square>& route = a.trajectories->routes[r];
            DisplayOptions one = o;
            one.route = static_cast<int>(r);
            const Diagram whole = buildDiagram(q, a, one);
            for (std::size_t k = 1; k < route.size(); ++k, ++i) {
                QVERIFY(i < frames.size());
                const Diagram& f = frames[i];
                QCOMPARE(f.arrows.size(), std::size_t{1});
                QCOMPARE(f.arrows[0].stops,
                         std::vector<Square>(route.begin(),
                                             route.begin() + static_cast<std::ptrdiff_t>(k + 1)));
                QVERIFY(!f.overlay.empty());
                Diagram expected = whole;
                expected.arrows = f.arrows;
                expected.caption += u"\nmove %1 of %2"_s.arg(k).arg(route.size() - 1);
                QVERIFY2(same(f, expected), qPrintable(f.caption));
            }
        }
        QCOMPARE(frames.size(), i);
        // Without --paths one route; no routes listed, no frames.
        QCOMPARE(routeFrames(q, a, {}).size(), a.trajectories->routes[0].size() - 1);
        QVERIFY(routeFrames(knightFrom("a1"), answer(knightFrom("a1")), o).empty());
    }

    // Images of one size: the tallest, shorter ones padded at the bottom.
    void imagesShareOneSize()
    {
        DisplayOptions tall;
        tall.caption = u"one\ntwo\nthree"_s;
        const std::vector<Diagram> frames{diagramOf(knightFrom("a1")),
                                          diagramOf(knightFrom("a1"), tall)};
        const std::vector<QImage> images = animationImages(frames, 300);
        QCOMPARE(images.size(), std::size_t{2});
        const QImage short0 = renderImage(frames[0], 300);
        const QImage tall1 = renderImage(frames[1], 300);
        QVERIFY(tall1.height() > short0.height());
        QCOMPARE(images[0].size(), tall1.size());
        QCOMPARE(images[1], tall1);
        QCOMPARE(images[0].copy(0, 0, 300, short0.height()), short0);
        QCOMPARE(images[0].pixel(150, images[0].height() - 1), qRgb(255, 255, 255));
        QVERIFY(animationImages(frames, 10).empty());
    }

    // Few colours are kept exactly; many keep the frequent ones exactly and the rest near.
    void gifPalette()
    {
        QImage few(64, 64, QImage::Format_ARGB32);
        for (int y = 0; y < 64; ++y)
            for (int x = 0; x < 64; ++x)
                few.setPixel(x, y, qRgb((x / 4) * 16, (y / 4) * 16, 7)); // 256 colours
        IndexedFrames f = indexFrames({few, few});
        QCOMPARE(f.palette.size(), std::size_t{256});
        QCOMPARE(f.transparent, -1);
        for (int y = 0; y < 64; ++y)
            for (int x = 0; x < 64; ++x)
                QCOMPARE(f.palette[f.pixels[1][static_cast<std::size_t>(y * 64 + x)]],
                         few.pixel(x, y));

        QImage many(200, 100, QImage::Format_ARGB32);
        many.fill(Qt::transparent);
        for (int i = 0; i < 10; ++i) // ten big fills
            for (int y = 0; y < 50; ++y)
                for (int x = 0; x < 20; ++x)
                    many.setPixel(i * 20 + x, y, qRgb(i * 25, 200 - i * 20, 100));
        for (int y = 50; y < 90; ++y) // 8000 one-pixel in-between colours
            for (int x = 0; x < 200; ++x)
                many.setPixel(x, y, qRgb(x, (y - 50) * 6, (x * y) % 256));
        f = indexFrames({many});
        QVERIFY(f.transparent >= 0);
        QCOMPARE(f.palette.size(), std::size_t{256});
        const QSet<QRgb> entries(f.palette.begin(), f.palette.end());
        for (int i = 0; i < 10; ++i)
            QVERIFY(entries.contains(qRgb(i * 25, 200 - i * 20, 100)));
        for (int y = 0; y < 100; ++y)
            for (int x = 0; x < 200; ++x) {
                const int index = f.pixels[0][static_cast<std::size_t>(y * 200 + x)];
                const QRgb want = many.pixel(x, y);
                if (qAlpha(want) == 0) {
                    QCOMPARE(index, f.transparent);
                    continue;
                }
                QVERIFY(index != f.transparent);
                const QRgb got = f.palette[static_cast<std::size_t>(index)];
                QVERIFY2(std::abs(qRed(got) - qRed(want)) <= 64 &&
                             std::abs(qGreen(got) - qGreen(want)) <= 64 &&
                             std::abs(qBlue(got) - qBlue(want)) <= 64,
                         qPrintable(u"%1,%2"_s.arg(x).arg(y)));
            }
    }

    // Bad input is refused by name and an existing file stays as it was.
    void refusals()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"wave.gif"_s);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("sentinel");
        }
        const Query q = knightFrom("a1");
        const std::vector<Diagram> frames = wavefrontFrames(q, answer(q), {});
        for (const AnimationFormat format : {AnimationFormat::Gif, AnimationFormat::WebP}) {
            ExportResult r = exportAnimation({}, path, format, 300, {});
            QCOMPARE(r.status, Status::BadInput);
            r = exportAnimation(frames, path, format, 10, {});
            QCOMPARE(r.status, Status::BadInput);
            QVERIFY2(r.message.contains(u"10"_s), qPrintable(r.message));
            for (const AnimationTiming bad :
                 {AnimationTiming{9, 0}, AnimationTiming{60001, 0}, AnimationTiming{100, -1},
                  AnimationTiming{100, 65536}}) {
                r = exportAnimation(frames, path, format, 300, bad);
                QCOMPARE(r.status, Status::BadInput);
            }
            // Too many pixels in all: 7 frames 8192 px wide hold about 480 million.
            r = exportAnimation(frames, path, format, kMaxExportWidth, {});
            QCOMPARE(r.status, Status::BadInput);
            QVERIFY2(r.message.contains(u"million"_s), qPrintable(r.message));
            r = exportAnimation(frames, dir.filePath(u"no/such/dir/x.gif"_s), format, 300, {});
            QCOMPARE(r.status, Status::IoError);
            QVERIFY2(r.message.contains(u"no/such/dir"_s), qPrintable(r.message));
            QCOMPARE(readAll(path), QByteArray("sentinel"));
        }
    }
};

QTEST_MAIN(TestAnimation)
#include "tst_animation.moc"
