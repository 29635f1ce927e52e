// The window's one model: the Query the user asks (metric, squares, position, piece, options),
// the probe piece and the ViewState (routes, wavefront, comparison, view switches). Panels edit
// it, boards observe it: after every change it answers the query once and builds the diagrams
// the boards draw. Every user change is one step of one undo history, in the order of acting.
#pragma once

#include "gamestep.h"
#include "mobility.h"
#include "viewstate.h"

#include "diagram/animation.h"
#include "diagram/boardanswer.h"
#include "diagram/diagram.h"
#include "diagram/diagrambuilder.h"
#include "diagram/framesequence.h"
#include "diagram/probe.h"

#include "zone.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <memory>
#include <vector>

namespace cd::gui {

// What the undo history records: everything a user change can touch.
struct ModelState {
    Query query;
    Piece probe = kDefaultProbe;
    ViewState view;
    GameStep game;
    friend bool operator==(const ModelState&, const ModelState&) = default;
};

class BoardState : public QObject {
    Q_OBJECT
public:
    explicit BoardState(QObject* parent = nullptr);

    const Query& query() const { return m_state.query; }
    const ViewState& view() const { return m_state.view; }
    // The piece that stands in on an empty source square in reach mode.
    Piece probePiece() const { return m_state.probe; }
    // The query the main board shows and its answer (answerForBoard).
    const Query& answeredQuery() const { return m_shown.query; }
    const Answer& answer() const { return m_shown.answer; }
    // Both sides' arrival maps while the board shows who arrives first (ViewState::arrival).
    const std::optional<Arrival>& arrivalShown() const { return m_arrival; }
    // Which view the main board is on, decided here alone: the position's control while it is
    // on, otherwise who arrives first while it is set, otherwise the zone while it is on and has
    // a source and a target whose piece reaches it, otherwise the query's map.
    enum class ShownView { Map, Arrival, Zone, Control };
    ShownView shownView() const;
    // The zone drawn while shownView() is Zone.
    const std::optional<Zone>& zoneShown() const { return m_zone; }
    // Why the current query has no full answer ("" when it has one).
    const QString& error() const { return m_shown.error; }
    // The diagrams the boards draw; the second is empty while nothing is compared.
    const Diagram& diagram() const { return m_diagram; }
    const Diagram& compareDiagram() const { return m_compareDiagram; }
    // The display options the diagrams are built with (view switches, routes, step, scale).
    const DisplayOptions& displayOptions() const { return m_options; }
    // The boards the window shows (the main one, and the compared one beside it) built with other
    // display options (export, clipboard): a picture ends with what it shows, without the legend
    // room that keeps the window's board still.
    std::vector<Diagram> boardsWith(const DisplayOptions& options) const;
    // The main board as an animation (File > Export as GIF or WebP): its wavefront, its routes
    // drawn move by move, or the open game from the current move on, the measured piece
    // followed until it is taken. Empty when the kind does not apply (no map, no target, no game).
    // A game's frames are built one at a time when asked for.
    FrameSequence animationFrames(AnimationKind kind, const DisplayOptions& options) const;
    // The wavefront step drawn: nullopt when the wavefront is off or the map has no values.
    std::optional<int> wavefrontStep() const { return m_options.step; }
    QUndoStack* undoStack() { return &m_undo; }

    // Edits of the query, each one undo step.
    void setMetric(Metric m);
    void setSource(std::optional<Square> s);
    void setTarget(std::optional<Square> s);
    void setVia(std::optional<Square> s);
    void clearSelection();
    void setProbePiece(Piece p);
    void setCaptureMode(CaptureMode m);
    void setAvoidAttacked(bool on);
    void setPromotion(std::optional<PieceType> t);
    // Trajectory length; nullopt for the shortest.
    void setLength(std::optional<int> length);
    void setDistinctStops(bool on);
    // What a change of the position (or of the metric, or of the side to move) keeps of the last
    // question: the one rule, as a table (boardstatekeep.cpp; docs/manual.md says the same).
    enum class Change {
        NewPosition,  // a FEN typed or pasted, the start position
        PieceDragged, // a piece moved, put on or taken off the board
        BoardCleared,
        GameOpened, // a game opened or chosen
        MoveStepped,
        MetricChanged,
        SideSwitched,
    };
    // For each part of the question: kept, or dropped. A kept source is dropped all the same when
    // its square is empty after a change of the position (no probe the user did not ask for), and
    // target and via go with it; a kept zone goes when the metric has none.
    struct Keeps {
        bool source, target, via, probe, zone, wavefront, comparison, routeStep;
    };
    static Keeps keeps(Change change);
    // Replaces the position (`what` names the edit, e.g. "Move knight"). Consecutive edits with the
    // same non-zero `mergeKey` (one bout of typing in the FEN field) make a single undo step.
    void editPosition(const Board& next, const QString& what, int mergeKey = 0,
                      Change change = Change::NewPosition);
    // Position → Clear board: the empty board, and nothing of the last question.
    void clearBoard();
    // Position → Switch the side to move (T), one undo step. Refused, with a notice saying why
    // and nothing changed, when the side to move is in check; false then.
    bool switchSideToMove();
    // The position's side to move (its FEN's; White when it gives none).
    Color sideToMove() const;
    // Whether what the main board shows turns on who moves first: a zone (its time budgets), who
    // arrives first, a game's position, a piece's moves in a position. Then the caption (and the
    // headline) opens with "Black to move" and exports mark it; the window's board marks it always.
    bool sideToMoveMatters() const;
    // Position edits of the board itself (drag and drop, Delete), each one undo step named after
    // it. movePiece moves the piece on `from` to `to`, taking what stood there; a source on
    // `from` goes along, so the map keeps measuring the piece that moved. putPiece puts `piece`
    // on `to`. They change nothing and return false for a pawn on its first or last rank (or no
    // piece on `from`). removePiece takes the piece on `s` off; false when there is none.
    bool movePiece(Square from, Square to);
    bool putPiece(Piece piece, Square to);
    bool removePiece(Square s);

    // Edits of the view, each one undo step (wavefront steps and route steps in a row merge).
    void setDisplay(const DisplayOptions& display);
    void setRoutesShown(int n);
    // What if: a neutral blocker on the empty square s, or off it again; false (nothing
    // changes) when a piece or the source is there.
    bool toggleBlocked(Square s);
    // Marks `s` unsafe (a piece may pass but not stop there) or takes the mark away; false for
    // the source.
    bool toggleUnsafe(Square s);
    // Takes away every what-if square, blocked and unsafe.
    void clearWhatIf();
    // Compares the board with the same map without the what-if squares: after − before.
    void compareWithoutWhatIf();
    // The board colours who arrives first (nullopt: the query's map again).
    void setArrival(std::optional<ArrivalView> view);
    // View → Who can stop it? on or off.
    void setZoneView(bool on);
    // View → Control (the position's attackers and exchanges) and its x-ray switch.
    void setControlView(bool on);
    void setControlXray(bool on);
    // One step: the piece on s measured in this position (the reach metric, the map, not arrival).
    void measurePiece(Square s);
    // All routes at once (the current one in front), or back to that one alone.
    void toggleAllRoutes();
    // Steps to the next (+1) or previous (−1) route; from "first N" the first step shows route 2.
    void stepRoute(int delta);
    void setWavefront(bool on);
    void setStep(int n);
    // One wavefront step on (+1) or back (−1); from off, it only switches the mode on at its step.
    void stepWavefront(int delta);
    void compareWith(Metric m);
    // The map as it is now, kept as "before" beside the live board.
    void freezeBefore();
    void setCompareOff();
    void setDifference(bool on);
    void setHighContrast(bool on);
    // The Mobility table with the pawns left out, or with every piece.
    void setMobilityPiecesOnly(bool on);

    // Games (File → Open game). Opening and choosing a game are undo steps; steps through the
    // plies in a row merge into one. The position follows the game; the source follows the
    // piece it measures (and is cleared, with a notice, when that piece is taken); target and
    // options stay. An edit of the position leaves the game (the move list stays open).
    // A game longer than kMaxWindowPlies is not opened: the board stays, a notice says why.
    void openGames(std::shared_ptr<const OpenedGames> games, int game = 0, int ply = 0);
    // Why game `g` (numbered `number`) is too long for the window, or "".
    static QString tooLong(const Game& g, int number);
    void chooseGame(int index);
    // Goes to a move of the open game (from off the game too: choosing a move goes back to it).
    void goToPly(int ply);
    // One move on or back while the board follows the game; nothing once it has left it.
    void stepPly(int delta);
    // Back on the move the board left (File → Back to the game), the game's position replacing
    // the edited one; File → Close game: the game goes, the board stays. Each one undo step.
    void backToGame();
    void closeGame();
    bool followingGame() const { return m_line && m_state.game.following(); }

    // What the step keys (PageDown/PageUp, as a presenter's remote sends them) drive now, decided
    // here alone: the routes while a target is set (of a metric with routes), otherwise the game's
    // moves while the board follows a game, otherwise the wavefront. The control view draws
    // neither routes nor a wavefront: there they step the game's moves, or nothing. `.` and `,`
    // always step the routes.
    enum class Stepping { Routes, Game, Wavefront, None };
    Stepping stepping() const;
    // One step forward (+1) or back (−1) of what stepping() names.
    void step(int delta);
    const GameStep& gameStep() const { return m_state.game; }
    // The game shown, ready to step through; null when no game is open.
    const GameLine* gameLine() const { return m_line.get(); }
    // The same, shared with a view that lists it.
    const std::shared_ptr<const GameLine>& sharedGameLine() const { return m_line; }
    // "after 23. Nf3", "the starting position", or "" when the board is not on a game.
    QString plyText() const;
    // The move that led to the board's position ("9. Bg5", "" at the game's start), or nullopt
    // when the board is not on a game.
    std::optional<std::string> gameMoveLabel() const;

    // Not part of the history: a pair pointed at elsewhere (Kappe's matrix), presentation mode.
    void setHighlight(std::optional<std::pair<Square, Square>> pair);
    std::optional<std::pair<Square, Square>> highlight() const { return m_highlight; }
    void setPresenting(bool on);
    bool presenting() const { return m_presenting; }
    // What if: while on, a left click on an empty square blocks it (Shift: unsafe) instead of
    // choosing the source. Turned on by the Mobility panel, off when it is hidden.
    void setWhatIfMode(bool on);
    bool whatIfMode() const { return m_whatIfMode; }

    // Kappe's mobility of every piece of the position with the query's what-if squares, and
    // without them (the same list when there are none): computed once per position and options,
    // when a view first asks.
    struct PositionMobility {
        std::vector<PieceMobility> pieces;
        std::vector<PieceMobility> withoutWhatIf;
    };
    const PositionMobility& positionMobility() const;

    // What the window says about square s as the main board shows it now, in the status bar, the
    // tooltip and to a screen reader alike: the map's value, or who arrives first there.
    QString describeSquare(Square s) const;

    // Replaces the whole state at once (start-up, restored session); not undoable.
    void reset(const Query& q);
    void resetView(const ViewState& view);

signals:
    void changed();
    // Something the user should read in the status bar (a followed piece was taken).
    void notice(const QString& text);

private:
    friend class StateCommand;
    // Records `next` as one undo step named `what` (merging with the last step of the same
    // non-zero `mergeKey`) and applies it.
    void change(const ModelState& next, const QString& what, int mergeKey = 0);
    void apply(const ModelState& next);
    // The answers of the model as it stands (m_shown, m_arrival, m_other); changes no part of it.
    void recompute();
    void rebuild();
    // Presentation mode draws fewer routes than asked for: the caption (the headline) says so.
    void noteRoutesLeftOut(int asked, int drawn);
    // The main board's diagram with these options: the query's map or the arrival map.
    Diagram mainDiagram(const DisplayOptions& d) const;
    // Both boards while comparing, captioned as the window shows them.
    Comparison comparison(const DisplayOptions& d) const;
    // The diagram with "after 23. Nf3" as the first line of its caption while on a game, and the
    // arrows and circles the game's comments draw there.
    Diagram withPly(Diagram d) const;
    // The diagram marked with the side to move where sideToMoveMatters() (boardstateside.cpp).
    Diagram withSideToMove(Diagram d) const;
    // "after 23. Nf3" (or "the starting position") for a ply of the open game.
    QString momentOf(int ply) const;
    static QString momentOf(const GameLine& line, int ply);
    FrameSequence gameFrames(const DisplayOptions& picture) const;
    static void measureTheGame(ModelState& next);
    // Applies keeps(change) to `next`, the model after the change from a board `before`
    // (movePiece has moved the source along already); returns the notice to show (the zone
    // switched off by a metric without zones), or "".
    static QString keepAfter(Change change, const Board& before, ModelState& next);
    // Leaves the game in `next` (an edit of the position), remembering the piece measured there.
    void leaveGame(ModelState& next) const;

    ModelState m_state;
    BoardAnswer m_shown;
    BoardAnswer m_other;                    // the comparison's second answer
    std::optional<Arrival> m_arrival;       // both sides' arrival maps, while the board shows them
    std::optional<Arrival> m_otherArrival;  // the same without the what-if squares, compared
    std::optional<Zone> m_zone;             // the zone, while the view asks for it and it exists
    std::shared_ptr<const GameLine> m_line; // the open game's positions and moves
    std::pair<const OpenedGames*, int> m_lineOf{nullptr, 0}; // which game m_line is
    DisplayOptions m_options;
    Diagram m_diagram;
    Diagram m_compareDiagram;
    std::optional<std::pair<Square, Square>> m_highlight;
    bool m_presenting = false;
    bool m_whatIfMode = false;
    // positionMobility()'s last answer and what it was computed for.
    mutable std::optional<std::pair<Board, ReachOptions>> m_mobilityOf;
    mutable PositionMobility m_mobility;
    QUndoStack m_undo;
};

} // namespace cd::gui
