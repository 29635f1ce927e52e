// Query + Answer -> Diagram: cells, pieces, marks, overlay, arrows, legend and caption follow
// real core answers (docs/trajectories.md: king f6-h1 has 25 trajectories over 14 squares).
#include "diagram/diagrambuilder.h"
#include "diagramfixtures.h"

#include <QTest>

#include <algorithm>

using namespace cd;
using namespace fixtures;
using namespace Qt::Literals::StringLiterals;

namespace {

std::vector<Square> squares(std::initializer_list<const char*> names)
{
    std::vector<Square> out;
    for (const char* n : names)
        out.push_back(sq(n));
    std::sort(out.begin(), out.end());
    return out;
}

int pieceCount(const Diagram& d)
{
    return static_cast<int>(std::count_if(d.pieces.begin(), d.pieces.end(),
                                          [](const auto& p) { return p.has_value(); }));
}

std::vector<int> legendValues(const Diagram& d)
{
    std::vector<int> values;
    for (const LegendEntry& e : d.legend)
        values.push_back(e.value.value_or(-1));
    return values;
}

} // namespace

class TestDiagramBuilder : public QObject {
    Q_OBJECT
private slots:
    void knightFromE4()
    {
        const Diagram d = diagramOf(knightFrom("e4"));
        QCOMPARE(d.cell(sq("e4")).role, CellRole::Value);
        QCOMPARE(d.cell(sq("e4")).value, 0);
        QCOMPARE(d.cell(sq("f6")).value, 1);
        QCOMPARE(d.cell(sq("e5")).value, 3);
        QCOMPARE(d.cell(sq("a8")).value, 4);
        QVERIFY(std::all_of(d.cells.begin(), d.cells.end(),
                            [](const Cell& c) { return c.role == CellRole::Value; }));
        QCOMPARE(d.maxValue, 4);
        QCOMPARE(legendValues(d), (std::vector<int>{0, 1, 2, 3, 4}));
        QCOMPARE(d.legend[3].label, u"3"_s);
        QCOMPARE(d.marks, (std::vector<Mark>{{sq("e4"), MarkKind::Source}}));
        // The metric's own piece stands on the source.
        QCOMPARE(pieceCount(d), 1);
        QCOMPARE(d.pieceAt(sq("e4")), (Piece{Color::White, PieceType::Knight}));
        QVERIFY(d.overlay.empty());
        QVERIFY(d.arrows.empty());
        QCOMPARE(d.caption, u"Knight distance from e4"_s);
    }

    void optionsPassThrough()
    {
        DisplayOptions o;
        o.palette = PaletteId::Heat;
        o.flipped = true;
        o.show.legend = false;
        o.show.transparent = true;
        const Diagram d = diagramOf(knightFrom("e4"), o);
        QCOMPARE(d.palette, PaletteId::Heat);
        QVERIFY(d.flipped);
        QCOMPARE(d.show, o.show);
    }

    void kingTrajectoriesF6H1()
    {
        DisplayOptions o;
        o.paths = 3;
        const Diagram d = diagramOf(kingF6H1(), o);
        std::vector<Square> overlay;
        for (const OverlaySquare& s : d.overlay) {
            overlay.push_back(s.square);
            QVERIFY(s.layers.empty()); // no labels unless asked
        }
        QCOMPARE(overlay, squares({"f6", "e5", "f5", "g5", "e4", "f4", "g4", "h4", "f3", "g3", "h3",
                                   "g2", "h2", "h1"}));
        QCOMPARE(d.arrows.size(), 3u);
        QCOMPARE(d.arrows[0].stops,
                 (std::vector<Square>{sq("f6"), sq("e5"), sq("e4"), sq("f3"), sq("g2"), sq("h1")}));
        QCOMPARE(d.marks,
                 (std::vector<Mark>{{sq("f6"), MarkKind::Source}, {sq("h1"), MarkKind::Target}}));
        QCOMPARE(d.caption, u"King distance (Chebyshev) from f6 to h1 \u00b7 distance 5 \u00b7 "
                            u"25 shortest routes"_s);
        QCOMPARE(d.pieceAt(sq("f6")), (Piece{Color::White, PieceType::King}));
    }

    void layerNumbers()
    {
        DisplayOptions o;
        o.layerNumbers = true;
        const Diagram d = diagramOf(kingF6H1(), o);
        const auto layersOf = [&](const char* name) {
            for (const OverlaySquare& s : d.overlay)
                if (s.square == sq(name))
                    return s.layers;
            return std::vector<int>{-1};
        };
        QCOMPARE(layersOf("f6"), std::vector<int>{0});
        QCOMPARE(layersOf("g5"), std::vector<int>{1});
        QCOMPARE(layersOf("h4"), std::vector<int>{2});
        QCOMPARE(layersOf("f3"), std::vector<int>{3});
        QCOMPARE(layersOf("g2"), std::vector<int>{4});
        QCOMPARE(layersOf("h1"), std::vector<int>{5});
    }

    void arrowCount_data()
    {
        QTest::addColumn<int>("paths");
        QTest::addColumn<bool>("overlay");
        QTest::addColumn<int>("arrows");
        QTest::newRow("none") << 0 << true << 0;
        QTest::newRow("negative") << -2 << true << 0;
        QTest::newRow("one") << 1 << true << 1;
        QTest::newRow("all 25") << 1000 << true << 25;
        QTest::newRow("arrows without overlay") << 2 << false << 2;
    }
    void arrowCount()
    {
        QFETCH(int, paths);
        QFETCH(bool, overlay);
        QFETCH(int, arrows);
        DisplayOptions o;
        o.paths = paths;
        o.trajectories = overlay;
        const Diagram d = diagramOf(kingF6H1(), o);
        QCOMPARE(static_cast<int>(d.arrows.size()), arrows);
        QCOMPARE(d.overlay.size(), overlay ? 14u : 0u);
    }

    void admissibleLength()
    {
        Query q = kingF6H1();
        q.length = 6;
        QCOMPARE(diagramOf(q).caption, u"King distance (Chebyshev) from f6 to h1 \u00b7 distance 5 "
                                       u"\u00b7 124 routes of length 6"_s);
        q.length = 5;
        QVERIFY(diagramOf(q).caption.endsWith(u"25 shortest routes"_s));
        Query knight = knightFrom("d1");
        knight.to = sq("g8");
        knight.length = 5; // impossible: knight routes d1-g8 have even length
        QVERIFY(diagramOf(knight).caption.endsWith(u"no routes of length 5"_s));
    }

    void viaIsMarked()
    {
        Query q = kingF6H1();
        q.via = sq("f4");
        const Diagram d = diagramOf(q);
        QCOMPARE(d.marks.back(), (Mark{sq("f4"), MarkKind::Via}));
        QVERIFY(d.caption.startsWith(u"King distance (Chebyshev) from f6 to h1 via f4"_s));
        QVERIFY(std::any_of(d.overlay.begin(), d.overlay.end(),
                            [&](const OverlaySquare& s) { return s.square == sq("f4"); }));
    }

    void unreachableCells()
    {
        Query q;
        q.metric = Metric::Bishop;
        q.from = sq("c1");
        const Diagram d = diagramOf(q);
        int unreachable = 0;
        for (Square s = A1; s <= H8; ++s) {
            QCOMPARE(d.cell(s).role == CellRole::Unreachable, isLight(s));
            unreachable += d.cell(s).role == CellRole::Unreachable;
        }
        QCOMPARE(unreachable, 32);
        QCOMPARE(legendValues(d), (std::vector<int>{0, 1, 2, -1}));
        QCOMPARE(d.legend.back().label, u"unreachable"_s);
        QVERIFY(!d.legend.back().value);
    }

    void reachInAPosition()
    {
        DisplayOptions o;
        o.paths = 2;
        const Query q = queenReach("d7");
        const Answer a = answer(q);
        const Diagram d = buildDiagram(q, a, o);
        for (Square s = A1; s <= H8; ++s) {
            QCOMPARE(d.pieceAt(s), q.board.pieceAt(s));
            const int v = a.map[static_cast<std::size_t>(s)];
            QCOMPARE(d.cell(s).role, v == kUnreachable ? CellRole::Unreachable : CellRole::Value);
            if (v != kUnreachable)
                QCOMPARE(d.cell(s).value, v);
        }
        QCOMPARE(d.cell(sq("e8")).role, CellRole::Unreachable);
        QCOMPARE(d.cell(sq("d7")).value, 4);
        QCOMPARE(legendValues(d), (std::vector<int>{0, 1, 2, 3, 4, -1}));
        QCOMPARE(d.overlay.size(), 13u);
        QCOMPARE(d.arrows.size(), 2u);
        QCOMPARE(d.arrows[0].stops.front(), sq("c2"));
        QCOMPARE(d.arrows[0].stops.back(), sq("d7"));
        // The FEN joins the caption only when asked for (captionFen).
        QCOMPARE(d.caption, u"Moves of the white queen from c2 to d7 \u00b7 distance 4 \u00b7 10 "
                            u"shortest routes"_s);
        DisplayOptions withFen = o;
        withFen.captionFen = true;
        QCOMPARE(buildDiagram(q, a, withFen).caption,
                 d.caption + u'\n' +
                     QString::fromLatin1(kMiddlegame.data(),
                                         static_cast<qsizetype>(kMiddlegame.size())));
    }

    void probePieceStandsOnTheSource()
    {
        Query q = queenReach();
        q.from = sq("e4");
        q.piece = Piece{Color::Black, PieceType::Knight};
        const Diagram d = diagramOf(q);
        QCOMPARE(d.pieceAt(sq("e4")), (Piece{Color::Black, PieceType::Knight}));
        QCOMPARE(d.pieceAt(sq("c2")), (Piece{Color::White, PieceType::Queen}));
        QCOMPARE(pieceCount(d), pieceCount(diagramOf(queenReach())) + 1);
        QVERIFY(d.caption.startsWith(u"Moves of the black knight from e4"_s));
    }

    // Empty-board metrics ignore the position's pieces in their numbers, but the pieces stay in
    // sight: the position is what the user set up. The mover's picture takes the source.
    void emptyBoardMetricsShowThePositionAndTheMover()
    {
        Query q = knightFrom("e4");
        const Diagram bare = diagramOf(q);
        QCOMPARE(pieceCount(bare), 1);
        q.board = Board::startPosition();
        const Diagram d = diagramOf(q);
        QCOMPARE(pieceCount(d), 33); // 32 pieces and the knight on e4
        QCOMPARE(d.pieceAt(sq("e4")), (Piece{Color::White, PieceType::Knight}));
        QCOMPARE(d.pieceAt(sq("d8")), (Piece{Color::Black, PieceType::Queen}));
        QVERIFY(!d.caption.contains(u'\n'));
        // The wazir behind Manhattan distance has no picture: only the position's pieces.
        q.metric = Metric::Manhattan;
        QCOMPARE(pieceCount(diagramOf(q)), 32);
        q.board = Board();
        QCOMPARE(pieceCount(diagramOf(q)), 0);
    }

    void noSourceNoValues()
    {
        Query q;
        q.metric = Metric::Knight;
        Answer a; // what the GUI holds before a source is chosen: 64 unreachable
        const Diagram d = buildDiagram(q, a, {});
        QVERIFY(std::all_of(d.cells.begin(), d.cells.end(),
                            [](const Cell& c) { return c.role == CellRole::Plain; }));
        QVERIFY(d.legend.empty());
        QVERIFY(d.marks.empty());
        QCOMPARE(d.caption, u"Knight distance"_s);
    }

    void squareMetricNeedsNoSource()
    {
        Query q;
        q.metric = Metric::Center;
        const Diagram d = diagramOf(q);
        QCOMPARE(d.cell(sq("a1")).value, 3);
        QCOMPARE(d.cell(sq("d4")).value, 0);
        QCOMPARE(d.maxValue, 3);
        QCOMPARE(legendValues(d), (std::vector<int>{0, 1, 2, 3}));
        QVERIFY(d.marks.empty());
        QCOMPARE(d.caption, u"Center distance"_s);
    }

    // A − B on every square, a symmetric diverging scale, unreachable where either is.
    void differenceMap()
    {
        Query a = knightFrom("e4");
        a.metric = Metric::Chebyshev;
        Query b = a;
        b.metric = Metric::Manhattan;
        Diagram d = buildDifference(a, answer(a), b, answer(b), {});
        QVERIFY(d.diverging);
        int lowest = 0;
        for (Square s = A1; s <= H8; ++s) {
            QCOMPARE(d.cell(s).role, CellRole::Value);
            QCOMPARE(d.cell(s).value, chebyshev(sq("e4"), s) - manhattan(sq("e4"), s));
            lowest = std::min(lowest, d.cell(s).value);
        }
        QCOMPARE(lowest, -4); // a8: 4 king moves, 8 orthogonal steps
        QCOMPARE(d.maxValue, 4);
        QCOMPARE(d.legend.front().value, std::optional<int>(-4));
        QCOMPARE(d.legend.back().value, std::optional<int>(0));
        QVERIFY(d.caption.contains(u"\u2212"_s));
        // Opposite signs get different colours, 0 its own near-white one.
        QVERIFY(d.valueFill(-2, true) != d.valueFill(2, true));
        QVERIFY(d.valueFill(0, true).lightness() > 230);

        a.metric = Metric::Bishop;
        d = buildDifference(a, answer(a), b, answer(b), {});
        QCOMPARE(d.cell(sq("e5")).role, CellRole::Unreachable); // the other colour
        QCOMPARE(d.cell(sq("f5")).value, 1 - 2);
        QVERIFY(!d.legend.back().value); // "unreachable" listed
    }

    // Compare: a metric of the empty board beside a position is drawn on the empty board, with
    // only its mover's stand-in on the source, and says so; no number runs through a piece.
    void comparedEmptyBoardMetricDrawsNoPieces()
    {
        const Query reach = queenReach();
        Query queen = reach;
        queen.metric = Metric::Queen;
        const Comparison c = buildComparison(reach, answer(reach), queen, answer(queen), {}, false);
        QCOMPARE(pieceCount(c.first), pieceCount(diagramOf(reach)));
        QCOMPARE(pieceCount(c.second), 1);
        QCOMPARE(c.second.pieceAt(sq("c2")), (Piece{Color::White, PieceType::Queen}));
        QCOMPARE(c.second.probe, std::optional<Square>(sq("c2")));
        QVERIFY2(c.second.caption.startsWith(u"Queen distance from c2, on an empty board"_s),
                 qPrintable(c.second.caption));
        QVERIFY(!c.first.caption.contains(u"empty board"_s));
        QCOMPARE(c.second.cell(sq("g7")).value, 2); // the numbers are the empty board's
        // The same metric on a board without pieces: nothing to say.
        Query bare = knightFrom("e4");
        Query king = bare;
        king.metric = Metric::Chebyshev;
        const Comparison plain = buildComparison(bare, answer(bare), king, answer(king), {}, false);
        QVERIFY(!plain.second.caption.contains(u"empty board"_s));
        // Two maps of the position (before and after a change) keep their pieces.
        const Comparison twice =
            buildComparison(reach, answer(reach), reach, answer(reach), {}, false);
        QCOMPARE(pieceCount(twice.second), pieceCount(twice.first));
    }

    void captionOverride()
    {
        DisplayOptions o;
        o.caption = u"Exercise 4"_s;
        QCOMPARE(diagramOf(knightFrom("e4"), o).caption, u"Exercise 4"_s);
        o.caption = QString();
        QVERIFY(diagramOf(knightFrom("e4"), o).caption.isEmpty());
    }

    void singularAndUnreachableTarget()
    {
        Query q;
        q.metric = Metric::Bishop;
        q.from = sq("c1");
        q.to = sq("h6");
        QVERIFY(diagramOf(q).caption.endsWith(u"distance 1 \u00b7 1 shortest route"_s));
        q.to = sq("c8");
        QVERIFY(diagramOf(q).caption.endsWith(u"unreachable \u00b7 no routes"_s));
    }
};

QTEST_APPLESS_MAIN(TestDiagramBuilder)
#include "tst_diagrambuilder.moc"
