// Squares (docs/board.md#squares): numbering, names, colours, 0x88, symmetries and range checks.
#include "bitboard.h"
#include "square.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <limits>
#include <set>
#include <string>

using namespace cd;

class TestSquare : public QObject {
    Q_OBJECT
private slots:
    void namedSquares_data();
    void namedSquares();
    void allNamesRoundTrip();
    void parseRejects_data();
    void parseRejects();
    void parseAcceptsUpperCaseFile();
    void fileAndRank();
    void makeSquareMatchesNumbering();
    void colours();
    void x88RoundTrip();
    void x88RejectsOffBoard_data();
    void x88RejectsOffBoard();
    void symmetries();
    void applySymmetryIsTheDihedralGroup();
    void outOfRangeThrows_data();
    void outOfRangeThrows();
    void bitboardBasics();
};

void TestSquare::namedSquares_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("file");
    QTest::addColumn<int>("rank");
    QTest::newRow("a1") << 0 << "a1" << 0 << 0;
    QTest::newRow("h1") << 7 << "h1" << 7 << 0;
    QTest::newRow("d4") << 27 << "d4" << 3 << 3;
    QTest::newRow("e4") << 28 << "e4" << 4 << 3;
    QTest::newRow("d5") << 35 << "d5" << 3 << 4;
    QTest::newRow("a8") << 56 << "a8" << 0 << 7;
    QTest::newRow("h8") << 63 << "h8" << 7 << 7;
}

void TestSquare::namedSquares()
{
    QFETCH(int, index);
    QFETCH(QString, name);
    QFETCH(int, file);
    QFETCH(int, rank);
    QCOMPARE(QString::fromStdString(squareName(index)), name);
    QCOMPARE(parseSquare(name.toStdString()), std::optional<Square>(index));
    QCOMPARE(fileOf(index), file);
    QCOMPARE(rankOf(index), rank);
    QCOMPARE(makeSquare(file, rank), index);
}

void TestSquare::allNamesRoundTrip()
{
    std::set<std::string> names;
    for (Square s = 0; s < 64; ++s) {
        const std::string name = squareName(s);
        QCOMPARE(name.size(), std::size_t{2});
        // The name is built from the numbering s = 8 * rank + file, independently of fileOf.
        QCOMPARE(name[0], static_cast<char>('a' + s % 8));
        QCOMPARE(name[1], static_cast<char>('1' + s / 8));
        QCOMPARE(parseSquare(name), std::optional<Square>(s));
        names.insert(name);
    }
    QCOMPARE(names.size(), std::size_t{64});
}

void TestSquare::parseRejects_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("empty") << QByteArray("");
    QTest::newRow("file only") << QByteArray("e");
    QTest::newRow("file i") << QByteArray("i1");
    QTest::newRow("rank 0") << QByteArray("a0");
    QTest::newRow("rank 9") << QByteArray("a9");
    QTest::newRow("three characters") << QByteArray("e44");
    QTest::newRow("swapped") << QByteArray("4e");
    QTest::newRow("space") << QByteArray(" e4");
    QTest::newRow("digits") << QByteArray("11");
    QTest::newRow("upper-case I") << QByteArray("I1");
    QTest::newRow("NUL") << QByteArray("e\0", 2);
}

void TestSquare::parseRejects()
{
    QFETCH(QByteArray, text);
    QVERIFY(!parseSquare(std::string_view(text.constData(), static_cast<std::size_t>(text.size())))
                 .has_value());
}

void TestSquare::parseAcceptsUpperCaseFile()
{
    // Optional (docs/board.md#squares); square.h documents that it is accepted.
    QCOMPARE(parseSquare("E4"), std::optional<Square>(28));
    QCOMPARE(parseSquare("H8"), std::optional<Square>(63));
}

void TestSquare::fileAndRank()
{
    for (int rank = 0; rank < 8; ++rank)
        for (int file = 0; file < 8; ++file) {
            const Square s = 8 * rank + file;
            QCOMPARE(fileOf(s), file);
            QCOMPARE(rankOf(s), rank);
        }
}

void TestSquare::makeSquareMatchesNumbering()
{
    QCOMPARE(makeSquare(4, 3), 28);
    for (int rank = 0; rank < 8; ++rank)
        for (int file = 0; file < 8; ++file)
            QCOMPARE(makeSquare(file, rank), 8 * rank + file);
}

void TestSquare::colours()
{
    QVERIFY(!isLight(parseSquare("a1").value()));
    QVERIFY(!isLight(parseSquare("h8").value()));
    QVERIFY(isLight(parseSquare("h1").value()));
    QVERIFY(isLight(parseSquare("a8").value()));
    QVERIFY(isLight(28));  // e4
    QVERIFY(!isLight(27)); // d4
    int light = 0;
    for (Square s = 0; s < 64; ++s) {
        // The wiki's bit trick, independent of file + rank.
        QCOMPARE(isLight(s), (((9 * s) >> 3) & 1) != 0);
        // Neighbours along a file or rank always differ in colour.
        if (s % 8 != 7)
            QVERIFY(isLight(s) != isLight(s + 1));
        if (s < 56)
            QVERIFY(isLight(s) != isLight(s + 8));
        light += isLight(s) ? 1 : 0;
    }
    QCOMPARE(light, 32);
}

void TestSquare::x88RoundTrip()
{
    QCOMPARE(to0x88(28), 0x34);
    QCOMPARE(from0x88(0x34), 28);
    std::set<int> seen;
    for (Square s = 0; s < 64; ++s) {
        const int x = to0x88(s);
        QCOMPARE(x, 16 * (s / 8) + s % 8);
        QCOMPARE(x & 0x88, 0);
        QCOMPARE(from0x88(x), s);
        QCOMPARE((x + (x & 7)) >> 1, s); // the inverse formula of docs/board.md
        seen.insert(x);
    }
    QCOMPARE(seen.size(), std::size_t{64});
    QCOMPARE(*seen.begin(), 0);
    QCOMPARE(*seen.rbegin(), 0x77);
}

void TestSquare::x88RejectsOffBoard_data()
{
    QTest::addColumn<int>("x");
    QTest::newRow("-1") << -1;
    QTest::newRow("0x08") << 0x08;
    QTest::newRow("0x0f") << 0x0f;
    QTest::newRow("0x78") << 0x78;
    QTest::newRow("0x80") << 0x80;
    QTest::newRow("0x88") << 0x88;
    QTest::newRow("0xff") << 0xff;
}

void TestSquare::x88RejectsOffBoard()
{
    QFETCH(int, x);
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, from0x88(x));
}

void TestSquare::symmetries()
{
    const Square e4 = 28, e5 = 36, d4 = 27, d5 = 35;
    QCOMPARE(flipRank(e4), e5);
    QCOMPARE(mirrorFile(e4), d4);
    QCOMPARE(rotate180(e4), d5);
    QCOMPARE(transpose(parseSquare("b1").value()), parseSquare("a2").value());
    for (Square s = 0; s < 64; ++s) {
        const int f = s % 8, r = s / 8;
        QCOMPARE(mirrorFile(s), 8 * r + (7 - f));
        QCOMPARE(flipRank(s), 8 * (7 - r) + f);
        QCOMPARE(rotate180(s), 8 * (7 - r) + (7 - f));
        QCOMPARE(transpose(s), 8 * f + r);
        QCOMPARE(mirrorFile(mirrorFile(s)), s);
        QCOMPARE(flipRank(flipRank(s)), s);
        QCOMPARE(transpose(transpose(s)), s);
        QCOMPARE(rotate180(s), mirrorFile(flipRank(s)));
    }
}

void TestSquare::applySymmetryIsTheDihedralGroup()
{
    std::set<std::array<Square, 64>> permutations;
    for (int sym = 0; sym < 8; ++sym) {
        std::array<Square, 64> image{};
        Bitboard hit = 0;
        for (Square s = 0; s < 64; ++s) {
            const Square t = applySymmetry(sym, s);
            QVERIFY(isSquare(t));
            image[static_cast<std::size_t>(s)] = t;
            hit |= bit(t);
            // A symmetry keeps king adjacency and the set of corners.
            const int f = s % 8, r = s / 8;
            if (f < 7) {
                const Square u = applySymmetry(sym, s + 1);
                QCOMPARE(std::max(std::abs(u % 8 - t % 8), std::abs(u / 8 - t / 8)), 1);
            }
            if ((f == 0 || f == 7) && (r == 0 || r == 7))
                QVERIFY(t == 0 || t == 7 || t == 56 || t == 63);
        }
        QCOMPARE(hit, ~Bitboard{0}); // a bijection
        permutations.insert(image);
    }
    QCOMPARE(permutations.size(), std::size_t{8});
    for (Square s = 0; s < 64; ++s)
        QCOMPARE(applySymmetry(0, s), s);
}

void TestSquare::outOfRangeThrows_data()
{
    QTest::addColumn<int>("s");
    QTest::newRow("-1") << -1;
    QTest::newRow("64") << 64;
    QTest::newRow("100") << 100;
    QTest::newRow("INT_MIN") << std::numeric_limits<int>::min();
}

void TestSquare::outOfRangeThrows()
{
    QFETCH(int, s);
    QVERIFY(!isSquare(s));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, checked(s));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, fileOf(s));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, rankOf(s));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, isLight(s));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, to0x88(s));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, mirrorFile(s));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, flipRank(s));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, rotate180(s));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, transpose(s));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, squareName(s));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, bit(s));
    for (int sym = 0; sym < 8; ++sym)
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, applySymmetry(sym, s));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, makeSquare(s, 0));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, makeSquare(0, s));
}

void TestSquare::bitboardBasics()
{
    QCOMPARE(bit(0), Bitboard{1});
    QCOMPARE(bit(63), Bitboard{1} << 63);
    QCOMPARE(count(kFileA), 8);
    QVERIFY(has(kRank8, 56) && !has(kRank8, 55));
    // Shifts never wrap around the a/h files.
    for (Square s = 0; s < 64; ++s) {
        const int f = s % 8;
        QCOMPARE(east(bit(s)), f == 7 ? Bitboard{0} : bit(s + 1));
        QCOMPARE(west(bit(s)), f == 0 ? Bitboard{0} : bit(s - 1));
        QCOMPARE(north(bit(s)), s >= 56 ? Bitboard{0} : bit(s + 8));
        QCOMPARE(south(bit(s)), s < 8 ? Bitboard{0} : bit(s - 8));
    }
    Bitboard b = bit(5) | bit(17) | bit(63);
    QCOMPARE(popLowest(b), 5);
    QCOMPARE(lowest(b), 17);
    QString order;
    forEachSquare(bit(40) | bit(3) | bit(12),
                  [&](Square s) { order += QString::number(s) + QLatin1Char(' '); });
    QCOMPARE(order, QStringLiteral("3 12 40 "));
}

QTEST_APPLESS_MAIN(TestSquare)
#include "tst_square.moc"
