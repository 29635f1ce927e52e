// Colour scales: every value of a scale gets its own colour, dark near and light far; the
// unreachable colour is none of them; numbers are readable on every fill; the ramps are
// matplotlib's and ColorBrewer's.
#include "diagram/colorspace.h"
#include "diagram/palette.h"

#include <QSet>
#include <QTest>

using namespace cd;
using namespace Qt::Literals::StringLiterals;

namespace {

QList<PaletteId> allPalettes()
{
    QList<PaletteId> ids;
    for (int i = 0; i < kPaletteCount; ++i)
        ids << static_cast<PaletteId>(i);
    return ids;
}

} // namespace

class TestPalette : public QObject {
    Q_OBJECT
private slots:
    void names()
    {
        QCOMPARE(paletteNames(),
                 (QStringList{u"viridis"_s, u"cividis"_s, u"heat"_s, u"greys"_s, u"board"_s}));
        for (const PaletteId id : allPalettes()) {
            QCOMPARE(parsePalette(paletteName(id)), id);
            QCOMPARE(parsePalette(paletteName(id).toUpper()), id);
        }
        QCOMPARE(parsePalette(u"grays"), PaletteId::Greys);
        QCOMPARE(parsePalette(u"Grays"), PaletteId::Greys);
        for (const QString& bad : {u""_s, u"red"_s, u"viridis2"_s, u" heat"_s, u"grey"_s})
            QVERIFY2(!parsePalette(bad), qPrintable(bad));
    }

    void luminanceAndContrast()
    {
        QCOMPARE(relativeLuminance(Qt::white), 1.0);
        QCOMPARE(relativeLuminance(Qt::black), 0.0);
        QCOMPARE(contrastRatio(Qt::black, Qt::white), 21.0);
        QCOMPARE(contrastRatio(Qt::white, Qt::black), 21.0);
        QCOMPARE(contrastRatio(QColor(0x77, 0x77, 0x77), QColor(0x77, 0x77, 0x77)), 1.0);
        // WCAG's own example: #777 on white is just below 4.5.
        QVERIFY(qAbs(contrastRatio(QColor(0x77, 0x77, 0x77), Qt::white) - 4.48) < 0.01);
        QCOMPARE(textColorOn(Qt::black), QColor(Qt::white));
        QCOMPARE(textColorOn(Qt::white), QColor(Qt::black));
        QCOMPARE(textColorOn(QColor(0xfd, 0xe7, 0x25)), QColor(Qt::black));
        QCOMPARE(textColorOn(QColor(0x44, 0x01, 0x54)), QColor(Qt::white));
    }

    void labRoundTrip()
    {
        for (const QColor c : {QColor(0, 0, 0), QColor(255, 255, 255), QColor(0x44, 0x01, 0x54),
                               QColor(0xfd, 0xe7, 0x25), QColor(12, 200, 77)})
            QCOMPARE(fromLab(toLab(c)), c);
        QVERIFY(qAbs(toLab(Qt::white).l - 100) < 0.01);
        QVERIFY(deltaE(Qt::black, Qt::white) > 99);
    }

    void publishedEndpoints()
    {
        const auto near = [](const QColor& a, unsigned rgb) {
            return deltaE(a, QColor::fromRgb(rgb)) < 1;
        };
        const Palette viridis(PaletteId::Viridis);
        QVERIFY(near(viridis.valueColor(0, 8, true), 0x440154));
        QVERIFY(near(viridis.valueColor(8, 8, true), 0xfde725));
        QVERIFY(near(viridis.valueColor(4, 8, true), 0x21918c)); // matplotlib viridis(0.5)
        const Palette cividis(PaletteId::Cividis);
        QVERIFY(near(cividis.valueColor(0, 3, false), 0x00224e));
        QVERIFY(near(cividis.valueColor(3, 3, false), 0xfee838));
        const Palette heat(PaletteId::Heat);
        QVERIFY(near(heat.valueColor(0, 5, true), 0x800026));
        QVERIFY(near(heat.valueColor(5, 5, true), 0xffffcc));
        // Values outside the scale are clamped.
        QCOMPARE(viridis.valueColor(-3, 8, true), viridis.valueColor(0, 8, true));
        QCOMPARE(viridis.valueColor(99, 8, true), viridis.valueColor(8, 8, true));
    }

    void distinctValuesDistinctColours_data()
    {
        QTest::addColumn<PaletteId>("id");
        for (const PaletteId id : allPalettes())
            QTest::newRow(qPrintable(paletteName(id))) << id;
    }
    void distinctValuesDistinctColours()
    {
        QFETCH(PaletteId, id);
        const Palette palette(id);
        for (const bool light : {false, true}) {
            for (int max = 1; max <= 63; ++max) {
                QSet<QRgb> colours;
                for (int v = 0; v <= max; ++v)
                    colours.insert(palette.valueColor(v, max, light).rgb());
                QVERIFY2(colours.size() == max + 1, qPrintable(u"max %1"_s.arg(max)));
            }
        }
    }

    void darkNearLightFar_data() { distinctValuesDistinctColours_data(); }
    void darkNearLightFar()
    {
        QFETCH(PaletteId, id);
        const Palette palette(id);
        for (const int max : {1, 2, 4, 7, 14, 63}) {
            double previous = -1;
            for (int v = 0; v <= max; ++v) {
                const double l = toLab(palette.valueColor(v, max, true)).l;
                // Strictly lighter step by step (8-bit rounding allows a hair at 64 steps).
                QVERIFY2(l > previous - (max > 20 ? 0.3 : 0.0),
                         qPrintable(u"max %1 value %2"_s.arg(max).arg(v)));
                previous = l;
            }
            QVERIFY(toLab(palette.valueColor(max, max, true)).l -
                        toLab(palette.valueColor(0, max, true)).l >
                    40);
        }
    }

    void unreachableIsNoValueColour_data() { distinctValuesDistinctColours_data(); }
    void unreachableIsNoValueColour()
    {
        QFETCH(PaletteId, id);
        const Palette palette(id);
        for (const bool light : {false, true}) {
            const QColor unreachable = palette.unreachableColor(light);
            for (int max = 1; max <= 63; ++max)
                for (int v = 0; v <= max; ++v)
                    for (const bool valueLight : {false, true})
                        QVERIFY2(deltaE(unreachable, palette.valueColor(v, max, valueLight)) >= 10,
                                 qPrintable(u"max %1 value %2"_s.arg(max).arg(v)));
        }
    }

    void numbersReadableOnEveryFill_data() { distinctValuesDistinctColours_data(); }
    void numbersReadableOnEveryFill()
    {
        QFETCH(PaletteId, id);
        const Palette palette(id);
        for (const bool light : {false, true}) {
            QList<QColor> fills{palette.unreachableColor(light), palette.plainColor(light)};
            for (int max = 1; max <= 63; ++max)
                for (int v = 0; v <= max; ++v)
                    fills << palette.valueColor(v, max, light);
            for (const QColor& fill : fills) {
                const QColor text = textColorOn(fill);
                QVERIFY(text == QColor(Qt::black) || text == QColor(Qt::white));
                QVERIFY2(contrastRatio(text, fill) >= 4.5, qPrintable(fill.name()));
            }
        }
    }

    // Each route's rim contrasts with its arrow (4.5:1), and the hairline around it is the other
    // of dark and light, so that one of the two stands out on any square (tst_arrows).
    void arrowRimsContrast_data() { distinctValuesDistinctColours_data(); }
    void arrowRimsContrast()
    {
        QFETCH(PaletteId, id);
        double lowest = 21;
        for (std::size_t k = 0; k < 8; ++k) {
            const QColor arrow = Palette(id).routeColor(k);
            const QColor rim = arrowOutline(arrow);
            lowest = std::min(lowest, contrastRatio(rim, arrow));
            QVERIFY2(contrastRatio(rim, arrow) >= 4.5, qPrintable(arrow.name()));
            QVERIFY(contrastRatio(rim, textColorOn(rim)) >= 15);
        }
        qInfo("lowest rim contrast %.2f", lowest);
    }

    void accentsStandApart_data() { distinctValuesDistinctColours_data(); }
    void accentsStandApart()
    {
        QFETCH(PaletteId, id);
        const Palette palette(id);
        const QList<QColor> marks{palette.sourceColor(), palette.targetColor(), palette.viaColor()};
        for (qsizetype i = 0; i < marks.size(); ++i)
            for (qsizetype j = i + 1; j < marks.size(); ++j)
                QVERIFY(deltaE(marks[i], marks[j]) > 20);
    }

    void boardShowsSquareColours()
    {
        const Palette board(PaletteId::Position);
        QVERIFY(board.valueColor(2, 5, true) != board.valueColor(2, 5, false));
        QVERIFY(board.plainColor(true) != board.plainColor(false));
        // Other palettes colour by value alone.
        const Palette viridis(PaletteId::Viridis);
        QCOMPARE(viridis.valueColor(2, 5, true), viridis.valueColor(2, 5, false));
    }
};

QTEST_APPLESS_MAIN(TestPalette)
#include "tst_palette.moc"
