// Animated GIF and WebP files read back by Qt's GIF reader and by ImageMagick: as many frames as
// the animation has, each the still render of its diagram (GIF: exact wherever the palette holds
// the colour, close on anti-aliased pixels; WebP: exact), and the delay and loop count asked for.
#include "diagram/animation.h"
#include "diagramfixtures.h"
#include "framecompare.h"

#include <QFile>
#include <QHash>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using namespace fixtures;
using namespace Qt::Literals::StringLiterals;

Q_DECLARE_METATYPE(std::vector<cd::Diagram>)

namespace {

// How far an anti-aliased pixel may land from its colour on a 256-colour palette (a channel's
// difference), and on average.
constexpr int kTolerance = 64;
constexpr double kMeanTolerance = 12;

std::vector<Diagram> routesOf(Query q, int paths, const DisplayOptions& display)
{
    q.limit = static_cast<std::size_t>(paths);
    DisplayOptions o = display;
    o.paths = paths;
    return routeFrames(q, answer(q), o);
}

// Every colour covering at least 0.2 % of a still (the fills, the text, the pieces' bodies).
QSet<QRgb> frequentColours(const std::vector<QImage>& stills)
{
    QSet<QRgb> frequent;
    for (const QImage& still : stills) {
        QHash<QRgb, qint64> counts;
        const QImage s = still.convertToFormat(QImage::Format_ARGB32);
        for (int y = 0; y < s.height(); ++y)
            for (int x = 0; x < s.width(); ++x)
                ++counts[framecheck::flattened(s.pixel(x, y))];
        for (auto it = counts.cbegin(); it != counts.cend(); ++it)
            if (it.value() * 500 >= qint64{s.width()} * s.height())
                frequent.insert(it.key());
    }
    return frequent;
}

void checkFrames(const std::vector<QImage>& decoded, const std::vector<QImage>& stills,
                 const QSet<QRgb>& palette, int tolerance, const char* reader)
{
    QCOMPARE(decoded.size(), stills.size());
    int worst = 0;
    qint64 inexact = 0, offSum = 0;
    for (std::size_t i = 0; i < stills.size(); ++i) {
        const framecheck::Difference d =
            framecheck::compare(decoded[i], stills[i], palette, tolerance);
        QVERIFY2(
            d.problem.isEmpty(),
            qPrintable(u"%1, frame %2: %3"_s.arg(QLatin1String(reader)).arg(i).arg(d.problem)));
        worst = std::max(worst, d.worst);
        inexact += d.inexact;
        offSum += d.offSum;
    }
    const double mean =
        inexact > 0 ? static_cast<double>(offSum) / static_cast<double>(inexact) : 0;
    qInfo("%s: %lld pixels not kept exactly, %.1f off on average, at most %d", reader, inexact,
          mean, worst);
    QVERIFY2(mean <= kMeanTolerance, qPrintable(u"%1 off on average"_s.arg(mean)));
}

} // namespace

class TestAnimatedFiles : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data()
    {
        QTest::addColumn<std::vector<Diagram>>("frames");
        QTest::addColumn<int>("width");
        DisplayOptions clear;
        clear.show.transparent = true;
        // A knight from a corner on an empty board: steps 0..6.
        QTest::newRow("wavefront knight a1 600")
            << wavefrontFrames(knightFrom("a1"), answer(knightFrom("a1")), {}) << 600;
        QTest::newRow("wavefront queen transparent 300")
            << wavefrontFrames(queenReach(), answer(queenReach()), clear) << 300;
        QTest::newRow("routes queen d7 400") << routesOf(queenReach("d7"), 2, {}) << 400;
        Query knight = knightFrom("a1");
        knight.to = sq("h8");
        QTest::newRow("routes knight h8 transparent 300") << routesOf(knight, 1, clear) << 300;
    }

    void roundTrip()
    {
        QFETCH(std::vector<Diagram>, frames);
        QFETCH(int, width);
        QVERIFY(frames.size() >= 4);
        const std::vector<QImage> stills = animationImages(frames, width);
        QTemporaryDir dir;
        const QString gif = dir.filePath(u"a.gif"_s);
        const AnimationTiming timing{250, 3};
        ExportResult r = exportAnimation(frames, gif, AnimationFormat::Gif, width, timing);
        QVERIFY2(r.ok(), qPrintable(r.message));

        QImageReader reader(gif);
        QVERIFY(reader.read().width() == width);
        QCOMPARE(reader.nextImageDelay(), 250);
        QCOMPARE(reader.loopCount(), 2); // Qt counts the repeats after the first play
        const std::vector<QImage> byQt = framecheck::readWithQt(gif);
        const QSet<QRgb> palette = framecheck::coloursOf(byQt);
        QVERIFY(palette.size() <= 256);
        const QSet<QRgb> frequent = frequentColours(stills);
        for (const QRgb c : frequent)
            QVERIFY2(palette.contains(c), qPrintable(u"%1 not kept"_s.arg(c, 8, 16)));
        checkFrames(byQt, stills, palette, kTolerance, "Qt");

        QDir gifDir(dir.filePath(u"gif"_s));
        QVERIFY(gifDir.mkpath(u"."_s));
        const std::vector<QImage> byMagick = framecheck::readWithImageMagick(gif, gifDir);
        if (byMagick.empty())
            QSKIP("ImageMagick's convert is missing or cannot read the GIF (scripts/setup --test)");
        checkFrames(byMagick, stills, palette, kTolerance, "ImageMagick GIF");

        // WebP, lossless: every colour comes back exactly.
        const QString webp = dir.filePath(u"a.webp"_s);
        r = exportAnimation(frames, webp, AnimationFormat::WebP, width, timing);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QImageReader webpReader(webp);
        if (!webpReader.canRead())
            QSKIP("Qt reads no WebP here (scripts/setup --test installs its image plugins)");
        QCOMPARE(webpReader.imageCount(), static_cast<int>(frames.size()));
        QVERIFY(webpReader.read().width() == width);
        QCOMPARE(webpReader.nextImageDelay(), 250);
        QCOMPARE(webpReader.loopCount(), 2);
        const QSet<QRgb> all = framecheck::coloursOf(stills);
        checkFrames(framecheck::readWithQt(webp), stills, all, 0, "Qt WebP");
        // ImageMagick 6 composes each WebP frame over the one before even when the file says
        // not to blend, so only opaque frames come back from it as they are.
        if (frames.front().show.transparent)
            return;
        QDir webpDir(dir.filePath(u"webp"_s));
        QVERIFY(webpDir.mkpath(u"."_s));
        checkFrames(framecheck::readWithImageMagick(webp, webpDir), stills, all, 0,
                    "ImageMagick WebP");
    }

    // Loop counts as a GIF stores them: repeats after the first play, none for once.
    void gifLoopCount()
    {
        const std::vector<Diagram> frames =
            wavefrontFrames(knightFrom("a1"), answer(knightFrom("a1")), {});
        QTemporaryDir dir;
        const QString gif = dir.filePath(u"a.gif"_s);
        for (const auto& [loop, qtCount] :
             std::vector<std::pair<int, int>>{{0, -1}, {1, 0}, {2, 1}, {65535, 65534}}) {
            QVERIFY(exportAnimation(frames, gif, AnimationFormat::Gif, 200, {100, loop}).ok());
            QImageReader reader(gif);
            QVERIFY(reader.canRead());
            QCOMPARE(reader.imageCount(), 7);
            QCOMPARE(reader.loopCount(), qtCount);
        }
    }

    // GIF frames store only what changed: README and the manual say how to take whole frames
    // out, and that command, run on an animation as written, gives every frame whole.
    void docsSayHowToTakeFramesOut()
    {
        const QString command = u"convert anim.gif -coalesce frame-%02d.png"_s;
        for (const char* doc : {"../README.md", "../docs/manual.md"}) {
            const QString path = QFINDTESTDATA(doc);
            QVERIFY2(!path.isEmpty(), doc);
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(file.readAll()).simplified();
            QVERIFY2(text.contains(command), doc);
        }
        const QString convert = QStandardPaths::findExecutable(u"convert"_s);
        if (convert.isEmpty())
            QSKIP("ImageMagick's convert is missing (scripts/setup --test)");
        const std::vector<Diagram> frames =
            wavefrontFrames(knightFrom("a1"), answer(knightFrom("a1")), {});
        const std::vector<QImage> stills = animationImages(frames, 300);
        QTemporaryDir dir;
        QVERIFY(exportAnimation(frames, dir.filePath(u"anim.gif"_s), AnimationFormat::Gif, 300,
                                {100, 0})
                    .ok());
        QProcess p;
        p.setWorkingDirectory(dir.path());
        p.start(convert, command.split(u' ').mid(1));
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        std::vector<QImage> out;
        for (std::size_t i = 0; i < stills.size(); ++i)
            out.push_back(QImage(dir.filePath(u"frame-%1.png"_s.arg(static_cast<qulonglong>(i), 2,
                                                                    10, QChar(u'0'))))
                              .convertToFormat(QImage::Format_ARGB32));
        checkFrames(out, stills,
                    framecheck::coloursOf(framecheck::readWithQt(dir.filePath(u"anim.gif"_s))),
                    kTolerance, "the documented command");
    }
};

QTEST_MAIN(TestAnimatedFiles)
#include "tst_animatedfiles.moc"
