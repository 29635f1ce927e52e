// The arrows and circles of PGN comments (pgnmarks.h, pgn.h): "[%cal ...]" and "[%csl ...]" read
// and written as Lichess and ChessBase write them, kept per ply of the main line, and malformed
// entries ignored without refusing the game.
#include "pgn.h"
#include "pgnmarks.h"

#include <QTest>

using namespace cd;

namespace {

// Marks as short text: "arrows: Gb1c3 Rc3d5 | circles: Gd5" (the commands' own notation).
QString shown(const BoardMarks& m)
{
    QStringList arrows, circles;
    const char letters[] = {'G', 'R', 'Y', 'B'};
    for (const BoardArrow& a : m.arrows)
        arrows << QString::fromStdString(letters[static_cast<int>(a.colour)] + squareName(a.from) +
                                         squareName(a.to));
    for (const BoardCircle& c : m.circles)
        circles << QString::fromStdString(letters[static_cast<int>(c.colour)] +
                                          squareName(c.square));
    return QStringLiteral("arrows: %1 | circles: %2").arg(arrows.join(u' '), circles.join(u' '));
}

QString marksOf(const char* comment)
{
    BoardMarks m;
    readMarks(comment, m);
    return shown(m);
}

// Every ply of the one game of `text` that has marks: "0 [arrows: ... | circles: ...]; 3 [...]".
QString gameMarks(const std::string& text)
{
    const Game g = readPgn(text).at(0);
    QStringList out;
    for (const PlyMarks& p : g.marks)
        out << QStringLiteral("%1 [%2]").arg(p.ply).arg(shown(p.marks));
    return out.join(u"; ");
}

} // namespace

class TestPgnMarks : public QObject {
    Q_OBJECT
private slots:
    void read_data()
    {
        QTest::addColumn<QString>("comment");
        QTest::addColumn<QString>("marks");
        const auto row = [](const char* name, const char* comment, const char* marks) {
            QTest::newRow(name) << QString::fromUtf8(comment) << QString::fromUtf8(marks);
        };
        row("lichess", " [%csl Gd5][%cal Gb1c3,Rc3d5] Knight heads for d5. ",
            "arrows: Gb1c3 Rc3d5 | circles: Gd5");
        row("all colours", "[%cal Gb1c3,Rb1d2,Ya1a8,Bh1h8][%csl Ga1,Rb2,Yc3,Bd4]",
            "arrows: Gb1c3 Rb1d2 Ya1a8 Bh1h8 | circles: Ga1 Rb2 Yc3 Bd4");
        row("blanks after commas", "[%cal Gb1c3, Rc3d5 ,Ye2e4]",
            "arrows: Gb1c3 Rc3d5 Ye2e4 | circles: ");
        row("over lines", "[%cal Gb1c3,\nRc3d5]", "arrows: Gb1c3 Rc3d5 | circles: ");
        row("among other commands", "[%clk 0:03:00][%eval 0.3] [%csl Rf7]",
            "arrows:  | circles: Rf7");
        row("two of a kind add up", "[%cal Gb1c3][%cal Gg1f3]", "arrows: Gb1c3 Gg1f3 | circles: ");
        row("the first of two on the same squares counts", "[%cal Gb1c3,Rb1c3][%csl Gd5,Bd5]",
            "arrows: Gb1c3 | circles: Gd5");
        row("no comment", "Knight heads for d5.", "arrows:  | circles: ");
        row("empty command", "[%cal ][%csl]", "arrows:  | circles: ");
        // Malformed entries are ignored, their neighbours kept.
        row("unknown colour", "[%cal Zb1c3,Gg1f3]", "arrows: Gg1f3 | circles: ");
        row("lower-case colour", "[%cal gb1c3]", "arrows:  | circles: ");
        row("arrow of one square", "[%cal Gb1,Gg1f3]", "arrows: Gg1f3 | circles: ");
        row("off the board", "[%cal Gb9c3,Gi1c3,Gg1f3]", "arrows: Gg1f3 | circles: ");
        row("onto itself", "[%cal Gb1b1,Gg1f3]", "arrows: Gg1f3 | circles: ");
        row("too long", "[%cal Gb1c3d4,Gg1f3]", "arrows: Gg1f3 | circles: ");
        row("circle of two squares", "[%csl Gd5d6,Rf7]", "arrows:  | circles: Rf7");
        row("circle off the board", "[%csl Gd0,Rf7]", "arrows:  | circles: Rf7");
        row("missing ]", "[%cal Gb1c3", "arrows:  | circles: ");
        row("missing ] after a good one", "[%csl Gd5] [%cal Gb1c3", "arrows:  | circles: Gd5");
        row("name only starts alike", "[%calx Gb1c3][%cslx Gd5]", "arrows:  | circles: ");
        row("no blank after the name", "[%calGb1c3]", "arrows:  | circles: ");
    }
    void read()
    {
        QFETCH(QString, comment);
        QFETCH(QString, marks);
        QCOMPARE(marksOf(comment.toUtf8().constData()), marks);
    }

    void caps()
    {
        // Every arrow of a1 to each other square, and more than that: the first 64 count.
        std::string list = "[%cal ";
        for (int round = 0; round < 3; ++round)
            for (Square from = A1; from <= H8; ++from)
                for (const Square to : {A1, H8})
                    if (from != to)
                        list += "G" + squareName(from) + squareName(to) + ",";
        list += "]";
        BoardMarks m;
        readMarks(list, m);
        QCOMPARE(m.arrows.size(), kMaxBoardArrows);
        std::string circles = "[%csl ";
        for (int round = 0; round < 1000; ++round)
            for (Square s = A1; s <= H8; ++s)
                circles += "R" + squareName(s) + ",";
        circles += "Gh8]";
        readMarks(circles, m);
        QCOMPARE(m.circles.size(), kMaxBoardCircles);
        QCOMPARE(m.arrows.size(), kMaxBoardArrows); // a second comment adds no arrow past the cap
    }

    void write()
    {
        BoardMarks m;
        QCOMPARE(marksComment(m), std::string());
        readMarks("[%cal Gb1c3,Rc3d5][%csl Gd5,Bf7]", m);
        QCOMPARE(marksCommands(m), std::string("[%csl Gd5,Bf7][%cal Gb1c3,Rc3d5]"));
        QCOMPARE(marksComment(m), std::string("{[%csl Gd5,Bf7][%cal Gb1c3,Rc3d5]}"));
        BoardMarks back;
        readMarks(marksCommands(m), back);
        QCOMPARE(back, m);
    }

    void routes()
    {
        // Two knight routes b1 -> d5 that share their first move: that arrow once, in the first
        // route's colour; one colour per route, as Lichess lists its brushes.
        const BoardMarks m = routeMarks(B1, D5, {{B1, C3, D5}, {B1, C3, B4, D5}, {B1, A3, B5, D4}});
        QCOMPARE(marksComment(m),
                 std::string("{[%csl Gb1,Rd5][%cal Gb1c3,Gc3d5,Rc3b4,Rb4d5,Bb1a3,Ba3b5,Bb5d4]}"));
        QCOMPARE(routeMarkColour(3), MarkColour::Yellow);
        QCOMPARE(routeMarkColour(4), MarkColour::Green); // and round again
        QCOMPARE(marksComment(routeMarks(E4, E4, {{E4}})), std::string("{[%csl Ge4]}"));
    }

    void perPly_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("marks");
        const auto row = [](const char* name, const char* text, const char* marks) {
            QTest::newRow(name) << QString::fromUtf8(text) << QString::fromUtf8(marks);
        };
        row("after a move", "1. e4 {[%cal Gg1f3]} e5 *", "1 [arrows: Gg1f3 | circles: ]");
        row("before the first move", "{[%csl Rd5]} 1. e4 e5 *", "0 [arrows:  | circles: Rd5]");
        row("after a black move", "1. e4 e5 {[%csl Re5]} 2. Nf3 *", "2 [arrows:  | circles: Re5]");
        row("two comments accumulate", "1. e4 {[%csl Rd5]} {[%cal Gd2d4]} *",
            "1 [arrows: Gd2d4 | circles: Rd5]");
        row("between number and move", "1. e4 e5 2. {[%csl Ge5]} Nf3 *",
            "2 [arrows:  | circles: Ge5]");
        row("variation skipped", "1. e4 (1. d4 {[%cal Gc2c4]}) {[%csl Ge4]} e5 *",
            "1 [arrows:  | circles: Ge4]");
        row("nested variation skipped", "1. e4 (1. d4 (1. c4 {[%csl Gc4]}) {[%csl Gd4]}) e5 *", "");
        row("plain comments", "1. e4 {best by test} e5 {[%clk 0:01:00]} *", "");
        row("malformed only", "1. e4 {[%cal Zb1c3,Gb9c3] [%csl Gd5d6]} e5 *", "");
        row("after the result", "1. e4 e5 * {[%csl Ge5]}", ""); // no next game to belong to
        row("several plies", "{[%csl Ge2]} 1. e4 {[%cal Ge4e5]} e5 2. Nf3 {[%csl Rf3]} *",
            "0 [arrows:  | circles: Ge2]; 1 [arrows: Ge4e5 | circles: ]; "
            "3 [arrows:  | circles: Rf3]");
    }
    void perPly()
    {
        QFETCH(QString, text);
        QFETCH(QString, marks);
        QCOMPARE(gameMarks(text.toStdString()), marks);
    }

    void marksAt()
    {
        const Game g = readPgn("1. e4 {[%cal Gg1f3]} e5 2. Nf3 {[%csl Rf3]} *").at(0);
        QVERIFY(g.marksAt(0).empty());
        QCOMPARE(g.marksAt(1).arrows.size(), 1u);
        QVERIFY(g.marksAt(2).empty());
        QCOMPARE(g.marksAt(3).circles.size(), 1u);
        QVERIFY(g.marksAt(4).empty());
    }

    void skippedGameLeavesNoMarks()
    {
        const PgnReading r = readPgnGames("[Event \"a\"]\n\n1. e4 {[%csl Ge4]} Ke7?? *\n\n[Event "
                                          "\"b\"]\n\n1. d4 {[%csl Gd4]} *\n");
        QCOMPARE(r.games.size(), 1u);
        QCOMPARE(r.games[0].marks.size(), 1u);
        QCOMPARE(r.games[0].marksAt(1).circles.at(0).square, D4);
    }

    void writerKeepsThem()
    {
        const std::string text =
            "{[%csl Ge2]} 1. e4 {[%cal Ge4e5]} e5 2. Nf3 {[%csl Rf3][%cal Bf3e5]} *";
        const Game g = readPgn(text).at(0);
        const std::string written = writePgn(g);
        QVERIFY2(written.find("{[%csl Ge2]} 1. e4 {[%cal Ge4e5]} e5 2. Nf3 "
                              "{[%csl Rf3][%cal Bf3e5]} *") != std::string::npos,
                 written.c_str());
        const Game back = readPgn(written).at(0); // with the roster's tags
        QCOMPARE(back.marks, g.marks);
        QCOMPARE(back.moves, g.moves);
    }

    void linear()
    {
        // Half a million unclosed commands and as many bad entries read in a blink, not squared.
        std::string comment;
        for (int i = 0; i < 500'000; ++i)
            comment += "[%cal ";
        BoardMarks m;
        readMarks(comment, m);
        QVERIFY(m.empty());
        std::string bad = "[%cal ";
        for (int i = 0; i < 500'000; ++i)
            bad += "Zb1c3,";
        bad += "Gb1c3]";
        const std::string game = "1. e4 {" + bad + "} *";
        QCOMPARE(readPgn(game).at(0).marksAt(1).arrows.size(), 1u);
    }
};

QTEST_APPLESS_MAIN(TestPgnMarks)
#include "tst_pgnmarks.moc"
