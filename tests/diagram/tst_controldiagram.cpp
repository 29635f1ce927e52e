// The control picture follows the core: each square's fill is its balance, its text both counts,
// each hanging piece is marked with its gain, on the lesson's two positions (docs/control.md);
// the legend names both sides and the side to move; the scale stays apart for colour-blind eyes.
#include "diagram/boardrenderer.h"
#include "diagram/colorspace.h"
#include "diagram/controldiagram.h"
#include "diagram/exchangetext.h"

#include "control.h"
#include "exchange.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <QTest>

#include <array>
#include <cmath>

using namespace cd;
using namespace Qt::Literals::StringLiterals;

namespace {

// The lesson: Nxe5 wins a pawn; with the black rook on e8 instead of a8 capturing loses.
const char* const kWins = "r5k1/8/2n5/4p3/8/5N2/8/4R1K1 w - - 0 1";
const char* const kLoses = "4r1k1/8/2n5/4p3/8/5N2/8/4R1K1 w - - 0 1";

Board board(const char* fen)
{
    return *Board::fromFen(fen);
}

Square sq(const char* name)
{
    return *parseSquare(name);
}

// A colour as an eye without green cones sees it (Machado, Oliveira and Fernandes 2009, severity
// 1), or without red cones; computed in linear RGB.
QColor simulate(const QColor& c, const std::array<double, 9>& m)
{
    const auto linear = [](double v) {
        return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    const auto gamma = [](double v) {
        v = std::clamp(v, 0.0, 1.0);
        return v <= 0.0031308 ? 12.92 * v : 1.055 * std::pow(v, 1 / 2.4) - 0.055;
    };
    const double r = linear(c.redF()), g = linear(c.greenF()), b = linear(c.blueF());
    return QColor::fromRgbF(static_cast<float>(gamma(m[0] * r + m[1] * g + m[2] * b)),
                            static_cast<float>(gamma(m[3] * r + m[4] * g + m[5] * b)),
                            static_cast<float>(gamma(m[6] * r + m[7] * g + m[8] * b)));
}

constexpr std::array<double, 9> kDeuteranopia = {0.367322, 0.860646,  -0.227968, 0.280085, 0.672501,
                                                 0.047413, -0.011820, 0.042940,  0.968881};
constexpr std::array<double, 9> kProtanopia = {0.152286, 1.052583,  -0.204868, 0.114503, 0.786281,
                                               0.099216, -0.003882, -0.048116, 1.051998};

// Every text of the SVG of `d`, 640 px wide.
QStringList svgTexts(const Diagram& d)
{
    const BoardRenderer r(d);
    const QRectF target(QPointF(0, 0), r.sizeForWidth(640));
    QByteArray svg;
    QBuffer buffer(&svg);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(target.size().toSize());
    generator.setViewBox(target);
    {
        QPainter p(&generator);
        r.paint(p, target);
    }
    QStringList out;
    static const QRegularExpression text(u"<text[^>]*>([^<]*)</text>"_s);
    for (const auto& m : text.globalMatch(QString::fromUtf8(svg)))
        out << m.captured(1).trimmed();
    return out;
}

} // namespace

class TestControlDiagram : public QObject {
    Q_OBJECT
private slots:
    void cellsFollowTheCore_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("xray");
        for (const char* fen : {kWins, kLoses, "4k3/8/8/3q4/8/3R4/3R4/4K3 w - - 0 1"})
            for (const bool xray : {false, true})
                QTest::addRow("%s%s", fen, xray ? " x-ray" : "")
                    << QString::fromLatin1(fen) << xray;
    }

    void cellsFollowTheCore()
    {
        QFETCH(QString, fen);
        QFETCH(bool, xray);
        const Board b = *Board::fromFen(fen.toStdString());
        const Diagram d = buildControlDiagram(b, xray, {});
        const Control c = control(b);
        const ControlCounts& counts = xray ? c.xray : c.plain;
        QVERIFY(d.control);
        QCOMPARE(d.control->xray, xray);
        for (const Square s : allSquares()) {
            const int w = counts.count(Color::White, s);
            const int k = counts.count(Color::Black, s);
            const QString name = QString::fromStdString(squareName(s));
            QCOMPARE(d.control->at(s), (ControlCount{w, k}));
            QCOMPARE(d.cell(s).role, w + k > 0 ? CellRole::Value : CellRole::Plain);
            if (w + k > 0) {
                QCOMPARE(d.cell(s).value, w - k);
                QCOMPARE(controlCountText(d.control->at(s)),
                         QStringLiteral("%1 : %2").arg(w).arg(k));
            } else {
                QVERIFY2(controlCountText(d.control->at(s)).isEmpty(), qPrintable(name));
            }
            QCOMPARE(d.pieceAt(s), b.pieceAt(s));
        }
        // Marked: exactly the pieces whose exchange wins, with the core's gain.
        std::vector<HangingPiece> expected;
        for (const Exchange& e : exchanges(b))
            if (e.gain > 0)
                expected.push_back({e.square, e.gain});
        QCOMPARE(d.control->hanging, expected);
        // Badged: exactly the attacked pieces whose capture loses, with the loss.
        std::vector<DefendedPiece> defended;
        for (const Exchange& e : exchanges(b))
            if (e.ifTaken && *e.ifTaken < 0)
                defended.push_back({e.square, -*e.ifTaken});
        QCOMPARE(d.control->defended, defended);
    }

    void lessonPositions()
    {
        const Diagram wins = buildControlDiagram(board(kWins), false, {});
        QCOMPARE(controlCountText(wins.control->at(sq("e5"))), u"2 : 1"_s);
        QCOMPARE(wins.control->hanging, (std::vector<HangingPiece>{{sq("e5"), 1}}));
        const Diagram loses = buildControlDiagram(board(kLoses), false, {});
        QCOMPARE(controlCountText(loses.control->at(sq("e5"))), u"2 : 2"_s);
        QVERIFY(loses.control->hanging.empty());
        QCOMPARE(wins.control->defended, std::vector<DefendedPiece>{});
        QCOMPARE(loses.control->defended, (std::vector<DefendedPiece>{{sq("e5"), 2}}));
        // An undefended piece hangs and gets no loss badge.
        const Diagram undefended =
            buildControlDiagram(board("4k3/8/8/8/3n4/8/8/3RK3 w - - 0 1"), false, {});
        QCOMPARE(undefended.control->hanging, (std::vector<HangingPiece>{{sq("d4"), 3}}));
        QVERIFY(undefended.control->defended.empty());
        // The side to move does not change the picture.
        const Diagram blackToMove =
            buildControlDiagram(board("r5k1/8/2n5/4p3/8/5N2/8/4R1K1 b - - 0 1"), false, {});
        for (const Square s : allSquares()) {
            QCOMPARE(blackToMove.cell(s).role, wins.cell(s).role);
            QCOMPARE(blackToMove.cell(s).value, wins.cell(s).value);
        }
        QCOMPARE(blackToMove.control, wins.control);
        QVERIFY(!blackToMove.toMove);
    }

    void paintedAsBuilt()
    {
        const Diagram wins = buildControlDiagram(board(kWins), false, {});
        const QStringList texts = svgTexts(wins);
        QVERIFY2(texts.contains(u"2 : 1"_s), qPrintable(texts.join(u'|')));
        QVERIFY2(texts.contains(u"+1"_s), qPrintable(texts.join(u'|')));
        const QStringList losing = svgTexts(buildControlDiagram(board(kLoses), false, {}));
        QVERIFY(!losing.contains(u"+1"_s));
        QVERIFY2(losing.contains(u"\u22122"_s), qPrintable(losing.join(u'|')));
        QVERIFY(!texts.contains(u"\u22121"_s));
        QVERIFY(wins.caption.contains(u"\u2212n on a piece: taking it loses n."_s));
        // The legend names both sides; the caption says the side to move does not count.
        QVERIFY(texts.contains(u"White +1"_s));
        QVERIFY(texts.contains(u"Black +1"_s));
        QVERIFY(wins.caption.contains(u"side to move"_s));
        // A square's fill is its balance's colour (d4: Nf3 against Nc6, even; e2: the rook and
        // the king; b8: the rook on a8), an unattacked square's the plain board's.
        const BoardRenderer r(wins);
        QImage image(640, qCeil(r.sizeForWidth(640).height()), QImage::Format_RGB32);
        image.fill(Qt::white);
        {
            QPainter p(&image);
            r.paint(p, image.rect());
        }
        for (const char* name : {"d4", "e2", "b8", "a1"}) {
            const Square s = sq(name);
            const QRectF rect = r.squareRect(image.rect(), s);
            const QPoint corner = (rect.topLeft() + QPointF(3, 3)).toPoint();
            const QColor expected = wins.cell(s).role == CellRole::Value
                                        ? controlColor(wins.cell(s).value, wins.maxValue)
                                        : Palette().plainColor(isLight(s));
            QVERIFY2(deltaE(image.pixelColor(corner), expected) < 2, name);
        }
    }

    void colourBlindSafe()
    {
        // Both ends, and each end against even, stay apart for every eye.
        for (const int limit : {2, 4}) {
            const QColor white = controlColor(limit, limit);
            const QColor black = controlColor(-limit, limit);
            const QColor even = controlColor(0, limit);
            const QColor whiteOne = controlColor(1, limit);
            const QColor blackOne = controlColor(-1, limit);
            for (const auto& m : {kDeuteranopia, kProtanopia}) {
                QVERIFY(deltaE(simulate(white, m), simulate(black, m)) > 40);
                QVERIFY(deltaE(simulate(white, m), simulate(even, m)) > 25);
                QVERIFY(deltaE(simulate(black, m), simulate(even, m)) > 25);
                QVERIFY(deltaE(simulate(whiteOne, m), simulate(blackOne, m)) > 15);
            }
            // The counts are readable on every fill of the scale.
            for (int v = -limit; v <= limit; ++v) {
                const QColor fill = controlColor(v, limit);
                QVERIFY(contrastRatio(fill, textColorOn(fill)) >= 4.5);
            }
        }
        // Never red against green: both ends' hues are blue and orange.
        QVERIFY(controlColor(2, 2).hslHue() > 190 && controlColor(2, 2).hslHue() < 230);
        QVERIFY(controlColor(-2, 2).hslHue() > 20 && controlColor(-2, 2).hslHue() < 45);
    }

    void exchangeInWords()
    {
        const auto e = exchange(board(kWins), sq("e5"));
        QVERIFY(e);
        // Black does not take back: Nxe5 Rxe5 would only break even.
        QCOMPARE(exchangeSteps(*e), QStringList{u"1. White Nf3xe5 takes the black pawn (+1)"_s});
        // A recapture that pays is in the line, with the first capturer's running balance.
        const auto rook = exchange(board("4k3/8/3p4/4r3/8/5N2/8/4K3 w - - 0 1"), sq("e5"));
        QVERIFY(rook);
        QCOMPARE(exchangeSteps(*rook),
                 (QStringList{u"1. White Nf3xe5 takes the black rook (+5)"_s,
                              u"2. Black d6xe5 takes the white knight (+2)"_s}));
        QCOMPARE(exchangeHeadline(*e), u"Exchange on e5: White wins 1 by taking the black pawn"_s);
        const auto lost = exchange(board(kLoses), sq("e5"));
        QVERIFY(lost);
        QVERIFY(exchangeSteps(*lost).isEmpty());
        QCOMPARE(exchangeHeadline(*lost), u"Exchange on e5: taking the black pawn does not pay"_s);
        // The hover says what taking anyway costs, move by move.
        QCOMPARE(controlSquareText(board(kLoses), sq("e5"), false),
                 u"attackers: White 2 : Black 2\n"
                 "Exchange on e5: taking the black pawn does not pay\n"
                 "If White takes anyway, White loses 2:\n"
                 "1. White Nf3xe5 takes the black pawn (+1)\n"
                 "2. Black Nc6xe5 takes the white knight (-2)"_s);
        QVERIFY(!controlSquareText(board(kWins), sq("e5"), false).contains(u"anyway"_s));
    }
};

QTEST_MAIN(TestControlDiagram)
#include "tst_controldiagram.moc"
