#include "boardstate.h"

#include "diagram/controldiagram.h"
#include "diagram/zonediagram.h"

#include "diagram/squaretext.h"

#include <QUndoCommand>

#include <algorithm>

namespace cd::gui {

// One step of the undo history: the model before and after a user's change.
class StateCommand : public QUndoCommand {
public:
    StateCommand(BoardState* state, ModelState before, ModelState after, const QString& text,
                 int mergeKey)
        : QUndoCommand(text), m_state(state), m_before(std::move(before)),
          m_after(std::move(after)), m_mergeKey(mergeKey)
    {}
    void undo() override { m_state->apply(m_before); }
    void redo() override { m_state->apply(m_after); }
    int id() const override { return m_mergeKey != 0 ? 1 : -1; }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* next = static_cast<const StateCommand*>(other);
        if (next->m_mergeKey != m_mergeKey)
            return false;
        m_after = next->m_after;
        setObsolete(m_after == m_before); // typed or stepped back to where it started: no step
        return true;
    }

private:
    BoardState* m_state;
    ModelState m_before, m_after;
    int m_mergeKey;
};

BoardState::BoardState(QObject* parent) : QObject(parent)
{
    m_state.query.metric = Metric::Knight;
    m_state.query.from = parseSquare("e4");
    apply(m_state);
}

void BoardState::change(const ModelState& next, const QString& what, int mergeKey)
{
    if (next == m_state)
        return;
    m_undo.push(new StateCommand(this, m_state, next, what, mergeKey));
}

// The edits below copy the model, change one thing and record it as one step.
void BoardState::setMetric(Metric m)
{
    ModelState next = m_state;
    next.query.metric = m;
    next.view.arrival.reset(); // a metric chosen is the metric shown
    const QString why = keepAfter(Change::MetricChanged, m_state.query.board, next);
    change(next, tr("Metric"));
    if (!why.isEmpty()) // after the change, which clears the headline's last notice
        emit notice(why);
}

void BoardState::setSource(std::optional<Square> s)
{
    ModelState next = m_state;
    next.query.from = s;
    // A route from a square to itself shows nothing: the source takes the target's place.
    if (s && next.query.to == s) {
        next.query.to.reset();
        next.query.via.reset();
    }
    change(next, s ? tr("Source %1").arg(QString::fromStdString(squareName(*s)))
                   : tr("Clear the source"));
}

void BoardState::setTarget(std::optional<Square> s)
{
    ModelState next = m_state;
    next.query.to = s;
    change(next, s ? tr("Target %1").arg(QString::fromStdString(squareName(*s)))
                   : tr("Clear the target"));
}

void BoardState::setVia(std::optional<Square> s)
{
    ModelState next = m_state;
    next.query.via = s;
    change(next, s ? tr("Via %1").arg(QString::fromStdString(squareName(*s)))
                   : tr("Clear the via square"));
}

void BoardState::clearSelection()
{
    ModelState next = m_state;
    next.query.from.reset();
    next.query.to.reset();
    next.query.via.reset();
    change(next, tr("Clear the squares"));
}

void BoardState::setProbePiece(Piece p)
{
    ModelState next = m_state;
    next.probe = p;
    change(next, tr("Probe piece"));
}

void BoardState::setCaptureMode(CaptureMode m)
{
    ModelState next = m_state;
    next.query.reach.captures = m;
    change(next, tr("Captures"));
}

void BoardState::setAvoidAttacked(bool on)
{
    ModelState next = m_state;
    next.query.reach.avoidAttacked = on;
    change(next, tr("Avoid attacked squares"));
}

void BoardState::setPromotion(std::optional<PieceType> t)
{
    ModelState next = m_state;
    next.query.reach.promotion = t;
    change(next, tr("Promotion"));
}

void BoardState::setLength(std::optional<int> length)
{
    ModelState next = m_state;
    next.query.length = length;
    change(next, tr("Trajectory length"));
}

void BoardState::setDistinctStops(bool on)
{
    ModelState next = m_state;
    next.query.distinctStops = on;
    change(next, tr("Distinct stops"));
}

void BoardState::editPosition(const Board& position, const QString& what, int mergeKey, Change kind)
{
    ModelState next = m_state;
    next.query.board = position;
    leaveGame(next);
    keepAfter(kind, m_state.query.board, next);
    change(next, what, mergeKey);
}

bool BoardState::movePiece(Square from, Square to)
{
    const auto piece = m_state.query.board.pieceAt(from);
    if (!piece || from == to || !mayStandOnRank(piece->type, rankOf(to)))
        return false;
    ModelState next = m_state;
    next.query.board.setPiece(from, std::nullopt);
    next.query.board.setPiece(to, *piece);
    leaveGame(next);
    if (next.query.from == from)
        next.query.from = to;
    keepAfter(Change::PieceDragged, m_state.query.board, next);
    change(next, tr("Move %1 to %2").arg(squareText(from), squareText(to)));
    return true;
}

bool BoardState::putPiece(Piece piece, Square to)
{
    if (!mayStandOnRank(piece.type, rankOf(to)))
        return false;
    Board next = m_state.query.board;
    next.setPiece(to, piece);
    editPosition(next,
                 tr("Put %1 on %2").arg(QChar::fromLatin1(pieceLetter(piece))).arg(squareText(to)),
                 0, Change::PieceDragged);
    return true;
}

bool BoardState::removePiece(Square s)
{
    if (!m_state.query.board.pieceAt(s))
        return false;
    Board next = m_state.query.board;
    next.setPiece(s, std::nullopt);
    editPosition(next, tr("Remove the piece on %1").arg(squareText(s)), 0, Change::PieceDragged);
    return true;
}

bool BoardState::toggleBlocked(Square s)
{
    if (m_state.query.board.pieceAt(s) || m_state.query.from == s)
        return false;
    ModelState next = m_state;
    next.query.reach.blocked ^= bit(s);
    const QString name = QString::fromStdString(squareName(s));
    change(next, next.query.reach.blocked & bit(s) ? tr("Block %1").arg(name)
                                                   : tr("Unblock %1").arg(name));
    return true;
}

bool BoardState::toggleUnsafe(Square s)
{
    if (m_state.query.from == s)
        return false;
    ModelState next = m_state;
    next.query.reach.taboo ^= bit(s);
    const QString name = QString::fromStdString(squareName(s));
    change(next, next.query.reach.taboo & bit(s) ? tr("Make %1 unsafe").arg(name)
                                                 : tr("Make %1 safe").arg(name));
    return true;
}

void BoardState::clearWhatIf()
{
    ModelState next = m_state;
    next.query.reach.blocked = 0;
    next.query.reach.taboo = 0;
    change(next, tr("Clear the what-if squares"));
}

void BoardState::compareWithoutWhatIf()
{
    ModelState next = m_state;
    next.view.compare = CompareMode::WithoutWhatIf;
    next.view.difference = true; // the map's change; an arrival view shows both boards instead
    change(next, tr("Compare with no what-if squares"));
}

void BoardState::measurePiece(Square s)
{
    ModelState next = m_state;
    next.query.metric = Metric::Reach;
    next.query.from = s;
    next.view.arrival.reset();
    change(next, tr("Measure the piece on %1").arg(QString::fromStdString(squareName(s))));
}

void BoardState::setHighlight(std::optional<std::pair<Square, Square>> pair)
{
    if (pair == m_highlight)
        return;
    m_highlight = pair;
    rebuild();
}

void BoardState::setPresenting(bool on)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
    rebuild();
}

void BoardState::setWhatIfMode(bool on)
{
    if (on == m_whatIfMode)
        return;
    m_whatIfMode = on;
    emit changed();
}

void BoardState::reset(const Query& q)
{
    ModelState next = m_state;
    next.query = q;
    if (q.piece)
        next.probe = *q.piece;
    next.query.piece.reset();
    apply(next);
}

void BoardState::resetView(const ViewState& view)
{
    ModelState next = m_state;
    next.view = view;
    apply(next);
}

void BoardState::apply(const ModelState& next)
{
    const bool newQuery = next.query != m_state.query;
    m_state = next;
    const std::pair<const OpenedGames*, int> lineOf{m_state.game.file.get(), m_state.game.game};
    if (lineOf != m_lineOf) { // another game: its positions and moves, once
        m_lineOf = lineOf;
        m_line = lineOf.first ? std::make_shared<const GameLine>(
                                    lineOf.first->games[static_cast<std::size_t>(lineOf.second)])
                              : nullptr;
    }
    // A blocker gives way to a piece put there and to the source.
    m_state.query.reach.blocked &= ~m_state.query.board.occupied();
    if (m_state.query.from)
        m_state.query.reach.blocked &= ~bit(*m_state.query.from);
    if (newQuery) { // new routes: the first N again
        m_state.view.route.reset();
        m_state.view.currentRoute = 0;
    }
    recompute();
    // The one place where the view follows its answer: routes and steps that are no longer there.
    const auto& t = m_shown.answer.trajectories;
    ViewState& view = m_state.view;
    if (view.route && (!t || static_cast<std::uint64_t>(*view.route) >= t->count.value)) {
        view.route.reset(); // the routes changed under the one being stepped through
        view.currentRoute = 0;
    }
    if (isMeasured(m_shown.query)) // a new map keeps the step as far as it can go
        view.step = std::min(view.step, std::max(0, static_cast<int>(m_shown.answer.maximum)));
    rebuild();
}

void BoardState::recompute()
{
    const ViewState& view = m_state.view;
    Query q = m_state.query;
    const int needed = view.route ? *view.route + 1 : view.routesShown;
    q.limit = std::max(q.limit, static_cast<std::size_t>(needed));
    m_shown = answerForBoard(q, m_state.probe);
    m_arrival.reset();
    m_otherArrival.reset();
    if (view.arrival) // the core's arrival maps stop pawns on their last rank: no promotion
        m_arrival = arrival(m_shown.query.board, m_shown.query.reach);
    m_zone.reset();
    if (view.zone && !zoneNeed(q, true)) { // the window's board is always a position
        try { // the routes the board draws: the map's routes count, the zone's too
            Query z = m_shown.query;
            z.limit = 1;
            m_zone = zone(z, 2);      // depth 2: the hover says who stops each interceptor
        } catch (const InputError&) { // no zone (unreachable target): the map alone
        }
    }
    if (view.compare == CompareMode::Metric) {
        Query other = q;
        other.metric = view.compareMetric;
        m_other = answerForBoard(other, m_state.probe);
    } else if (view.compare == CompareMode::WithoutWhatIf) {
        Query other = q;
        other.reach.blocked = 0;
        other.reach.taboo = 0;
        m_other = answerForBoard(other, m_state.probe);
        if (view.arrival)
            m_otherArrival = arrival(m_other.query.board, m_other.query.reach);
    } else if (view.compare == CompareMode::Before && view.before) {
        m_other = answerForBoard(*view.before, view.before->piece.value_or(m_state.probe));
    } else {
        m_other = {};
    }
}

std::vector<Diagram> BoardState::boardsWith(const DisplayOptions& options) const
{
    DisplayOptions picture = options;
    picture.show.legendRows = 0;
    if (m_state.view.compare == CompareMode::Off)
        return {mainDiagram(picture)};
    Comparison boards = comparison(picture);
    return {std::move(boards.first), std::move(boards.second)};
}

Comparison BoardState::comparison(const DisplayOptions& d) const
{
    const ViewState& view = m_state.view;
    if (view.compare == CompareMode::WithoutWhatIf && view.arrival && m_otherArrival) {
        // Who arrives first, with and without the what-if squares, side by side.
        Comparison boards{mainDiagram(d),
                          buildArrivalDiagram(m_other.query.board, *m_otherArrival, *view.arrival,
                                              m_other.query.reach, d)};
        boards.second.caption = tr("Without the what-if squares: %1").arg(boards.second.caption);
        return boards;
    }
    Comparison boards = buildComparison(m_shown.query, m_shown.answer, m_other.query,
                                        m_other.answer, d, view.difference);
    if (shownView() == ShownView::Zone) // the zone stays on the live board beside another
        addZone(boards.first, *m_zone);
    // The control, too, stays on the live board beside the map compared.
    boards.first =
        shownView() == ShownView::Control ? mainDiagram(d) : withPly(std::move(boards.first));
    if (view.compare == CompareMode::WithoutWhatIf)
        boards.second.caption =
            view.difference ? tr("The change: with − without the what-if squares")
                            : tr("Without the what-if squares: %1").arg(boards.second.caption);
    if (view.compare == CompareMode::Before)
        boards.second.caption =
            view.difference ? tr("After − before") : tr("Before: %1").arg(boards.second.caption);
    return boards;
}

Diagram BoardState::mainDiagram(const DisplayOptions& d) const
{
    if (shownView() == ShownView::Control)
        return withPly(buildControlDiagram(m_shown.query.board, m_state.view.controlXray, d));
    if (shownView() == ShownView::Zone) {
        Diagram zoned = buildDiagram(m_shown.query, m_shown.answer, d);
        addZone(zoned, *m_zone);
        return withPly(std::move(zoned));
    }
    if (shownView() != ShownView::Arrival)
        return withPly(buildDiagram(m_shown.query, m_shown.answer, d));
    return withPly(buildArrivalDiagram(m_shown.query.board, *m_arrival, *m_state.view.arrival,
                                       m_shown.query.reach, d));
}

Diagram BoardState::withPly(Diagram d) const
{
    if (const QString ply = plyText(); !ply.isEmpty())
        d.caption = d.caption.isEmpty() ? ply : ply + u'\n' + d.caption;
    if (followingGame()) // the game's own arrows and circles at this move
        d.annotations = marksAt(m_line->marks, static_cast<std::size_t>(*m_state.game.ply));
    return withSideToMove(std::move(d));
}

void BoardState::rebuild()
{
    const ViewState& view = m_state.view;
    DisplayOptions d = view.display;
    d.paths = view.routesShown;
    if (m_presenting && !view.route) // readable from the back of the room
        d.paths = std::min(d.paths, kReadableRoutes);
    d.route = view.route;
    d.currentRoute = view.currentRoute;
    if (view.highContrast)
        d.palette = PaletteId::Greys; // the widest lightness range; numbers black or white
    const bool comparing = view.compare != CompareMode::Off;
    // Two boards to tell apart: each says what it shows (presentation mode has the headline).
    d.show.caption = d.show.caption || (!m_presenting && comparing);
    d.step.reset();
    if (view.wavefront && isMeasured(m_shown.query))
        d.step = view.step;
    d.highlight = m_highlight;
    m_options = d;

    if (!comparing) {
        m_diagram = mainDiagram(d);
        m_compareDiagram = Diagram{};
    } else {
        Comparison boards = comparison(d);
        m_diagram = std::move(boards.first);
        m_compareDiagram = std::move(boards.second);
    }
    noteRoutesLeftOut(view.routesShown, d.paths);
    if (!m_diagram.toMove) // beside the window's board always, where it matters or not
        m_diagram.toMove = sideToMove();
    emit changed();
}

} // namespace cd::gui
