// The window's state model: queries follow the user's edits, position edits undo and redo, and
// sessions survive a restart (or fall back to defaults when the settings file is damaged).
#include "gui/boardstate.h"
#include "gui/session.h"
#include "mobility.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using cd::gui::BoardState;

namespace {
Square sq(const char* name)
{
    return *parseSquare(name);
}
int at(const Answer& a, const char* name)
{
    return a.map[static_cast<std::size_t>(sq(name))];
}
} // namespace

class TestBoardState : public QObject {
    Q_OBJECT
private slots:
    void startsWithKnightFromE4()
    {
        BoardState state;
        QCOMPARE(state.query().metric, Metric::Knight);
        QCOMPARE(at(state.answer(), "e4"), 0);
        QCOMPARE(at(state.answer(), "f6"), 1);
        QCOMPARE(at(state.answer(), "e5"), 3);
        QVERIFY(state.error().isEmpty());
    }

    void targetGivesTrajectories()
    {
        BoardState state;
        QSignalSpy spy(&state, &BoardState::changed);
        state.setMetric(Metric::Chebyshev);
        state.setSource(sq("f6"));
        state.setTarget(sq("h1"));
        QCOMPARE(spy.count(), 3);
        QVERIFY(state.answer().trajectories.has_value());
        QCOMPARE(state.answer().trajectories->count.value, 25u);
        state.setLength(6);
        QCOMPARE(state.answer().trajectories->count.value, 124u);
        state.clearSelection();
        QVERIFY(!state.answer().trajectories);
        QCOMPARE(state.answer().unreachable, 64); // no source: nothing measured
    }

    // Making the target the source drops the target (and its via square) in the same step.
    void sourceOnTheTargetDropsTheTarget()
    {
        BoardState state;
        state.setMetric(Metric::Chebyshev);
        state.setSource(sq("a1"));
        state.setTarget(sq("h8"));
        state.setVia(sq("d1"));
        state.setSource(sq("h8"));
        QCOMPARE(state.query().from, std::optional(sq("h8")));
        QVERIFY(!state.query().to && !state.query().via);
        QVERIFY(!state.answer().trajectories);
        state.undoStack()->undo();
        QCOMPARE(state.query().to, std::optional(sq("h8")));
        QCOMPARE(state.query().via, std::optional(sq("d1")));
        state.setSource(sq("b2")); // elsewhere: the target stays
        QCOMPARE(state.query().to, std::optional(sq("h8")));
    }

    void probePieceStandsInOnEmptySquares()
    {
        BoardState state;
        state.setMetric(Metric::Reach);
        state.setSource(sq("a1"));
        QCOMPARE(at(state.answer(), "h8"), 6); // white knight probe
        state.setProbePiece({Color::White, PieceType::Bishop});
        QCOMPARE(at(state.answer(), "h8"), 1);
        QCOMPARE(at(state.answer(), "a2"), kUnreachable);
    }

    void positionEditsUndoAndRedo()
    {
        BoardState state;
        state.setMetric(Metric::Reach);
        state.setSource(sq("d5"));
        const auto e1 = *Board::fromFen("8/2n5/8/3R1p2/8/3P4/8/8");
        state.editPosition(e1, QStringLiteral("Set E1"));
        QCOMPARE(at(state.answer(), "g5"), 3); // the rook stops at f5 (mode stop)
        state.setCaptureMode(CaptureMode::Continue);
        QCOMPARE(at(state.answer(), "g5"), 2);
        // One history in the order of acting: first the capture mode comes back, then the board.
        state.undoStack()->undo();
        QCOMPARE(state.query().reach.captures, CaptureMode::Stop);
        QCOMPARE(state.query().board, e1);
        state.undoStack()->undo();
        QCOMPARE(state.query().board, Board{});
        QCOMPARE(at(state.answer(), "g5"), 3); // the knight probe on an empty board: d5-g5 = 3
        state.undoStack()->redo();
        QCOMPARE(state.query().board, e1);
        QCOMPARE(state.query().reach.captures, CaptureMode::Stop);
    }

    // The model makes a board edit's position itself: the source follows a moved piece, a pawn
    // on its last rank is refused with nothing changed, and each edit is one undo step.
    void boardEditsAreMadeByTheModel()
    {
        BoardState state;
        state.editPosition(*Board::fromFen("8/1P6/8/8/3N4/8/8/8"), QStringLiteral("setup"));
        state.setMetric(Metric::Reach);
        state.setSource(Square(27)); // d4, the knight
        const int steps = state.undoStack()->count();
        QVERIFY(state.movePiece(Square(27), Square(36))); // d4 -> e5
        QCOMPARE(state.query().board.pieceAt(Square(36)),
                 std::optional(Piece{Color::White, PieceType::Knight}));
        QVERIFY(!state.query().board.pieceAt(Square(27)));
        QCOMPARE(state.query().from, Square(36));
        QVERIFY(!state.movePiece(Square(49), Square(57))); // b7 -> b8: a pawn cannot stand there
        QVERIFY(!state.movePiece(Square(0), Square(1)));   // no piece on a1
        QVERIFY(!state.putPiece({Color::Black, PieceType::Pawn}, Square(3)));
        QVERIFY(state.putPiece({Color::Black, PieceType::Rook}, Square(3)));
        QVERIFY(state.removePiece(Square(49)));
        QVERIFY(!state.removePiece(Square(49)));
        QCOMPARE(state.undoStack()->count(), steps + 3);
        state.undoStack()->undo();
        state.undoStack()->undo();
        state.undoStack()->undo();
        QCOMPARE(state.query().from, Square(27));
        QCOMPARE(state.query().board, *Board::fromFen("8/1P6/8/8/3N4/8/8/8"));
    }

    // The model's mobility of the position, with and without the what-if squares, is the core's.
    void mobilityOfThePositionComesFromTheModel()
    {
        BoardState state;
        const Board pos = *Board::fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R");
        state.editPosition(pos, QStringLiteral("setup"));
        QCOMPARE(state.positionMobility().pieces, mobility(pos));
        QCOMPARE(state.positionMobility().withoutWhatIf, mobility(pos));
        QVERIFY(state.toggleBlocked(Square(33))); // b5
        ReachOptions blocked;
        blocked.blocked = bit(Square(33));
        QCOMPARE(state.positionMobility().pieces, mobility(pos, blocked));
        QCOMPARE(state.positionMobility().withoutWhatIf, mobility(pos));
        QVERIFY(state.positionMobility().pieces != state.positionMobility().withoutWhatIf);
    }

    void failingTrajectoryKeepsTheMap()
    {
        BoardState state;
        state.setMetric(Metric::Chebyshev);
        state.setSource(sq("a1"));
        state.setTarget(sq("h8"));
        state.setVia(sq("d1"));
        state.setLength(3); // the route via d1 takes 3 + 7 = 10 moves
        QVERIFY(!state.error().isEmpty());
        QVERIFY(state.error().contains(QStringLiteral("d1")));
        QCOMPARE(at(state.answer(), "h8"), 7);
    }

    void sessionRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.ini"));
        Query q;
        q.metric = Metric::Reach;
        q.from = sq("g1");
        q.to = sq("e4");
        q.via = sq("f3");
        q.board = Board::startPosition();
        q.reach.captures = CaptureMode::Block;
        q.reach.avoidAttacked = true;
        q.reach.promotion = PieceType::Rook;
        q.length = 9;
        q.distinctStops = true;
        {
            QSettings s(path, QSettings::IniFormat);
            cd::gui::saveSession(s, q, {Color::Black, PieceType::Queen});
        }
        QSettings s(path, QSettings::IniFormat);
        const auto session = cd::gui::loadSession(s);
        QVERIFY(session.restored);
        QCOMPARE(session.query.metric, q.metric);
        QCOMPARE(session.query.from, q.from);
        QCOMPARE(session.query.to, q.to);
        QCOMPARE(session.query.via, q.via);
        QCOMPARE(session.query.board.fen(), q.board.fen());
        QCOMPARE(session.query.reach.captures, q.reach.captures);
        QVERIFY(session.query.reach.avoidAttacked);
        QCOMPARE(session.query.reach.promotion, q.reach.promotion);
        QCOMPARE(session.query.length, q.length);
        QVERIFY(session.query.distinctStops);
        QCOMPARE(session.probe, (Piece{Color::Black, PieceType::Queen}));
    }

    void corruptSessionFallsBackToDefaults()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.ini"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[session]\nmetric=teleport\nfrom=z9\nfen=not a fen\nprobe=XX\ncaptures=eat\n"
                "length=-5\npromotion=K\n\x01\x02garbage=\xff\xfe\n");
        f.close();
        QSettings s(path, QSettings::IniFormat);
        const auto session = cd::gui::loadSession(s);
        QCOMPARE(session.query.metric, Metric::Knight);
        QVERIFY(!session.query.from);
        QCOMPARE(session.query.board, Board{});
        QCOMPARE(session.query.reach.captures, CaptureMode::Stop);
        QVERIFY(!session.query.reach.promotion);
        QVERIFY(!session.query.length);
        QCOMPARE(session.probe, (Piece{Color::White, PieceType::Knight}));
    }

    void firstLaunchDefaults()
    {
        QTemporaryDir dir;
        QSettings s(dir.filePath(QStringLiteral("none.ini")), QSettings::IniFormat);
        const auto session = cd::gui::loadSession(s);
        QVERIFY(!session.restored);
        QCOMPARE(session.query.metric, Metric::Knight);
        QCOMPARE(session.query.from, sq("e4"));
        // One default probe: the window's, the session's and the homework page's.
        QCOMPARE(session.probe, kDefaultProbe);
        QCOMPARE(BoardState().probePiece(), kDefaultProbe);
    }
};

QTEST_MAIN(TestBoardState)
#include "tst_boardstate.moc"
