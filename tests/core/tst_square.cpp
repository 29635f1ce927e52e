// Squares (docs/board.md#squares): numbering, names, colours, 0x88, symmetries, the checked
// entries for untrusted input and the debug assertions behind them.
#include "assertdeath.h"
#include "bitboard.h"
#include "square.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <limits>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

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
    void boundaryRejects_data();
    void boundaryRejects();
    void outOfRangeAsserts();
    void namedSquaresAndLoops();
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
    const auto s = Square(index);
    QCOMPARE(QString::fromStdString(squareName(s)), name);
    QCOMPARE(parseSquare(name.toStdString()), std::optional<Square>(s));
    QCOMPARE(squareFromIndex(index), std::optional<Square>(s));
    QCOMPARE(fileOf(s), file);
    QCOMPARE(rankOf(s), rank);
    QCOMPARE(makeSquare(file, rank), s);
}

void TestSquare::allNamesRoundTrip()
{
    std::set<std::string> names;
    for (Square s = A1; s <= H8; ++s) {
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
    QCOMPARE(parseSquare("E4"), std::optional<Square>(E4));
    QCOMPARE(parseSquare("H8"), std::optional<Square>(H8));
}

void TestSquare::fileAndRank()
{
    for (int rank = 0; rank < 8; ++rank)
        for (int file = 0; file < 8; ++file) {
            const auto s = Square(8 * rank + file);
            QCOMPARE(fileOf(s), file);
            QCOMPARE(rankOf(s), rank);
        }
}

void TestSquare::makeSquareMatchesNumbering()
{
    QCOMPARE(makeSquare(4, 3), E4);
    for (int rank = 0; rank < 8; ++rank)
        for (int file = 0; file < 8; ++file)
            QCOMPARE(static_cast<int>(makeSquare(file, rank)), 8 * rank + file);
}

void TestSquare::colours()
{
    QVERIFY(!isLight(parseSquare("a1").value()));
    QVERIFY(!isLight(parseSquare("h8").value()));
    QVERIFY(isLight(parseSquare("h1").value()));
    QVERIFY(isLight(parseSquare("a8").value()));
    QVERIFY(isLight(E4));
    QVERIFY(!isLight(D4));
    int light = 0;
    for (Square s = A1; s <= H8; ++s) {
        // The wiki's bit trick, independent of file + rank.
        QCOMPARE(isLight(s), (((9 * s) >> 3) & 1) != 0);
        // Neighbours along a file or rank always differ in colour.
        if (s % 8 != 7)
            QVERIFY(isLight(s) != isLight(Square(s + 1)));
        if (s < 56)
            QVERIFY(isLight(s) != isLight(Square(s + 8)));
        light += isLight(s) ? 1 : 0;
    }
    QCOMPARE(light, 32);
}

void TestSquare::x88RoundTrip()
{
    QCOMPARE(to0x88(E4), 0x34);
    QCOMPARE(from0x88(0x34), E4);
    std::set<int> seen;
    for (Square s = A1; s <= H8; ++s) {
        const int x = to0x88(s);
        QCOMPARE(x, 16 * (s / 8) + s % 8);
        QCOMPARE(x & 0x88, 0);
        QCOMPARE(from0x88(x), s);
        QCOMPARE((x + (x & 7)) >> 1, static_cast<int>(s)); // the inverse formula of docs/board.md
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
    QCOMPARE(flipRank(E4), E5);
    QCOMPARE(mirrorFile(E4), D4);
    QCOMPARE(rotate180(E4), D5);
    QCOMPARE(transpose(parseSquare("b1").value()), parseSquare("a2").value());
    for (Square s = A1; s <= H8; ++s) {
        const int f = s % 8, r = s / 8;
        QCOMPARE(static_cast<int>(mirrorFile(s)), 8 * r + (7 - f));
        QCOMPARE(static_cast<int>(flipRank(s)), 8 * (7 - r) + f);
        QCOMPARE(static_cast<int>(rotate180(s)), 8 * (7 - r) + (7 - f));
        QCOMPARE(static_cast<int>(transpose(s)), 8 * f + r);
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
        for (Square s = A1; s <= H8; ++s) {
            const Square t = applySymmetry(sym, s);
            QVERIFY(isSquare(t));
            image[static_cast<std::size_t>(s)] = t;
            hit |= bit(t);
            // A symmetry keeps king adjacency and the set of corners.
            const int f = s % 8, r = s / 8;
            if (f < 7) {
                const Square u = applySymmetry(sym, Square(s + 1));
                QCOMPARE(std::max(std::abs(u % 8 - t % 8), std::abs(u / 8 - t / 8)), 1);
            }
            if ((f == 0 || f == 7) && (r == 0 || r == 7))
                QVERIFY(t == A1 || t == H1 || t == A8 || t == H8);
        }
        QCOMPARE(hit, ~Bitboard{0}); // a bijection
        permutations.insert(image);
    }
    QCOMPARE(permutations.size(), std::size_t{8});
    for (Square s = A1; s <= H8; ++s)
        QCOMPARE(applySymmetry(0, s), s);
}

void TestSquare::boundaryRejects_data()
{
    QTest::addColumn<int>("s");
    QTest::newRow("-1") << -1;
    QTest::newRow("64") << 64;
    QTest::newRow("100") << 100;
    QTest::newRow("INT_MIN") << std::numeric_limits<int>::min();
}

// Numbers from outside become squares only through the checked entries, which reject these.
void TestSquare::boundaryRejects()
{
    QFETCH(int, s);
    QVERIFY(!isSquare(s));
    QVERIFY(!squareFromIndex(s).has_value());
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, makeSquare(s, 0));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, makeSquare(0, s));
    // An int never becomes a Square by itself, so no function can be handed one unchecked.
    static_assert(!std::is_convertible_v<int, Square>);
    static_assert(!std::is_constructible_v<std::optional<Square>, int>);
    static_assert(!std::is_invocable_v<decltype(&fileOf), int>);
    static_assert(!std::is_invocable_v<decltype(&bit), int>);
}

// Inside, a square cast from an index off the board fails an assertion (debug builds).
void TestSquare::outOfRangeAsserts()
{
    for (const int index : {-1, 64, 100}) {
        const auto s = Square(index);
        CD_VERIFY_ASSERTS(fileOf(s));
        CD_VERIFY_ASSERTS(rankOf(s));
        CD_VERIFY_ASSERTS(isLight(s));
        CD_VERIFY_ASSERTS(to0x88(s));
        CD_VERIFY_ASSERTS(mirrorFile(s));
        CD_VERIFY_ASSERTS(flipRank(s));
        CD_VERIFY_ASSERTS(rotate180(s));
        CD_VERIFY_ASSERTS(transpose(s));
        CD_VERIFY_ASSERTS(squareName(s));
        CD_VERIFY_ASSERTS(bit(s));
        for (int sym = 1; sym < 8; ++sym)
            CD_VERIFY_ASSERTS(applySymmetry(sym, s));
    }
    CD_VERIFY_ASSERTS(lowest(Bitboard{0}));
}

void TestSquare::namedSquaresAndLoops()
{
    QCOMPARE(squareName(A1), std::string("a1"));
    QCOMPARE(squareName(H1), std::string("h1"));
    QCOMPARE(squareName(C6), std::string("c6"));
    QCOMPARE(squareName(H8), std::string("h8"));
    std::vector<int> counted, ranged;
    for (Square s = A1; s <= H8; ++s)
        counted.push_back(s);
    for (const Square s : allSquares())
        ranged.push_back(s);
    QCOMPARE(counted.size(), std::size_t{64});
    QVERIFY(counted == ranged);
    for (std::size_t i = 0; i < counted.size(); ++i)
        QCOMPARE(counted[i], static_cast<int>(i));
    Square s = H8;
    QCOMPARE(--s, G8);
    QCOMPARE(++s, H8);
}

void TestSquare::bitboardBasics()
{
    QCOMPARE(bit(A1), Bitboard{1});
    QCOMPARE(bit(H8), Bitboard{1} << 63);
    QCOMPARE(count(kFileA), 8);
    QVERIFY(has(kRank8, A8) && !has(kRank8, H7));
    // Shifts never wrap around the a/h files.
    for (Square s = A1; s <= H8; ++s) {
        const int f = s % 8;
        QCOMPARE(east(bit(s)), f == 7 ? Bitboard{0} : bit(Square(s + 1)));
        QCOMPARE(west(bit(s)), f == 0 ? Bitboard{0} : bit(Square(s - 1)));
        QCOMPARE(north(bit(s)), s >= 56 ? Bitboard{0} : bit(Square(s + 8)));
        QCOMPARE(south(bit(s)), s < 8 ? Bitboard{0} : bit(Square(s - 8)));
    }
    Bitboard b = bit(F1) | bit(B3) | bit(H8);
    QCOMPARE(popLowest(b), F1);
    QCOMPARE(lowest(b), B3);
    QString order;
    forEachSquare(bit(A6) | bit(D1) | bit(E2),
                  [&](Square s) { order += QString::number(s) + QLatin1Char(' '); });
    QCOMPARE(order, QStringLiteral("3 12 40 "));
}

QTEST_APPLESS_MAIN(TestSquare)
#include "tst_square.moc"
