// Every number on the board readable, measured on the rendered pixels: its colour contrasts with
// every pixel under it (WCAG 2, at least 4.5:1, the level for text) on every palette and on the
// difference map's scale, and on a square with a piece no pixel of the piece lies in the number's
// rectangle; at several sizes, with every piece on one- and two-digit numbers and dashes.
#include "renderprobe.h"

#include <QHash>

using namespace renderref;

namespace {

constexpr double kTextContrast = 4.5; // WCAG 2, level AA, for text of any size

// Values 0..15 (or -8..7 on a difference scale) and some unreachable squares; every piece of
// both colours on a one-digit number, a two-digit (or negative) one and, where they last, a dash.
Diagram sampler(PaletteId palette, bool diverging)
{
    Diagram d;
    d.show = bare();
    d.palette = palette;
    d.diverging = diverging;
    d.maxValue = diverging ? 8 : 15;
    for (Square s = A1; s <= H8; ++s) {
        const auto i = static_cast<std::size_t>(s);
        const int v = static_cast<int>(i * 7 % 16);
        d.cells[i] = i % 9 == 4 ? Cell{CellRole::Unreachable, 0}
                                : Cell{CellRole::Value, diverging ? v - 8 : v};
    }
    const auto free = [&](auto wanted) {
        for (Square s = A1; s <= H8; ++s)
            if (!d.pieceAt(s) && wanted(d.cell(s)))
                return std::optional<Square>(s);
        return std::optional<Square>();
    };
    const auto longText = [&](const Cell& c) {
        return c.role == CellRole::Value && (c.value >= 10 || c.value < 0);
    };
    for (const Color color : {Color::White, Color::Black})
        for (const PieceType type : {PieceType::King, PieceType::Queen, PieceType::Rook,
                                     PieceType::Bishop, PieceType::Knight, PieceType::Pawn}) {
            const auto put = [&](std::optional<Square> s) {
                if (s)
                    d.pieces[static_cast<std::size_t>(*s)] = Piece{color, type};
            };
            put(free(longText));
            put(free([&](const Cell& c) { return c.role == CellRole::Value && !longText(c); }));
            put(free([](const Cell& c) { return c.role == CellRole::Unreachable; }));
        }
    return d;
}

bool inSet(const QImage& a, const QImage& b, QPoint p)
{
    return a.pixel(p) != b.pixel(p);
}

} // namespace

class TestNumberPixels : public QObject {
    Q_OBJECT
private slots:
    void readableAndClearOfPieces_data()
    {
        QTest::addColumn<int>("palette");
        QTest::addColumn<bool>("diverging");
        QTest::addColumn<int>("width");
        for (const int width : {240, 480, 960}) {
            for (int p = 0; p < kPaletteCount; ++p)
                QTest::addRow("%s %d", qPrintable(paletteName(static_cast<PaletteId>(p))), width)
                    << p << false << width;
            QTest::addRow("difference %d", width) << 0 << true << width;
        }
    }

    void readableAndClearOfPieces()
    {
        QFETCH(int, palette);
        QFETCH(bool, diverging);
        QFETCH(int, width);
        const Diagram d = sampler(static_cast<PaletteId>(palette), diverging);
        Diagram fills = d;
        fills.show.numbers = false;
        fills.show.pieces = false;
        const QImage full = paint(d, width);
        const QImage plain = paint(fills, width); // what lies under the numbers
        const QRectF target(QPointF(0, 0), full.size());
        const BoardRenderer r(d);
        // The pieces' own pixels, each drawn alone where the board draws it.
        QImage pieces(full.size(), QImage::Format_ARGB32_Premultiplied);
        pieces.fill(Qt::transparent);
        int withPiece = 0;
        {
            QPainter painter(&pieces);
            for (Square s = A1; s <= H8; ++s)
                if (const auto& p = d.pieceAt(s)) {
                    drawPiece(painter, *p, r.pieceRect(target, s));
                    ++withPiece;
                }
        }
        double lowest = 21;
        int squares = 0;
        for (Square s = A1; s <= H8; ++s) {
            const QString name = QString::fromStdString(squareName(s));
            const QRect square = r.squareRect(target, s).toAlignedRect() & full.rect();
            const auto isPiece = [&](QPoint at) { return qAlpha(pieces.pixel(at)) != 0; };
            // The number: what changed beside the piece; its drawn rectangle.
            QRect number;
            for (int y = square.top(); y <= square.bottom(); ++y)
                for (int x = square.left(); x <= square.right(); ++x)
                    if (inSet(full, plain, {x, y}) && !isPiece({x, y}))
                        number |= QRect(x, y, 1, 1);
            QVERIFY2(!number.isEmpty(), qPrintable(name + u": no number drawn"_s));
            ++squares;
            int covered = 0;
            for (int y = number.top(); y <= number.bottom(); ++y)
                for (int x = number.left(); x <= number.right(); ++x)
                    covered += isPiece({x, y}) ? 1 : 0;
            QVERIFY2(covered == 0,
                     qPrintable(u"%1: %2 piece pixels in the number's rectangle"_s.arg(name).arg(
                         covered)));
            // The number's colour: its pixel farthest from the square's fill.
            const QColor fill = QColor::fromRgb(fillSample(plain, r, s));
            QColor ink = fill;
            for (int y = number.top(); y <= number.bottom(); ++y)
                for (int x = number.left(); x <= number.right(); ++x)
                    if (inSet(full, plain, {x, y}) &&
                        contrastRatio(full.pixel(x, y), fill) > contrastRatio(ink, fill))
                        ink = QColor::fromRgb(full.pixel(x, y));
            for (int y = number.top(); y <= number.bottom(); ++y)
                for (int x = number.left(); x <= number.right(); ++x) {
                    const double c = contrastRatio(ink, QColor::fromRgb(plain.pixel(x, y)));
                    lowest = std::min(lowest, c);
                    QVERIFY2(c >= kTextContrast,
                             qPrintable(u"%1: %2 on %3, contrast %4"_s
                                            .arg(name, ink.name(), QColor(plain.pixel(x, y)).name())
                                            .arg(c, 0, 'f', 2)));
                }
        }
        QCOMPARE(squares, 64);
        QVERIFY(withPiece >= 24);
        qInfo("lowest contrast %.2f", lowest);
    }
};

QTEST_MAIN(TestNumberPixels)
#include "tst_numberpixels.moc"
