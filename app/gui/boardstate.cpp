#include "boardstate.h"

#include "i18n/coremessages.h"

#include <QUndoCommand>

namespace cd::gui {

// One undoable position edit.
class PositionCommand : public QUndoCommand {
public:
    PositionCommand(BoardState* state, Position before, Position after, const QString& text,
                    int mergeKey)
        : QUndoCommand(text), m_state(state), m_before(std::move(before)),
          m_after(std::move(after)), m_mergeKey(mergeKey)
    {}
    // The source travels with the piece on it (see BoardState::movePiece).
    void carrySource(Square from, Square to) { m_sourceMove = {from, to}; }
    void undo() override
    {
        m_state->applyPosition(m_before,
                               m_sourceMove ? std::optional(m_sourceMove->first) : std::nullopt);
    }
    void redo() override
    {
        m_state->applyPosition(m_after,
                               m_sourceMove ? std::optional(m_sourceMove->second) : std::nullopt);
    }
    int id() const override { return m_mergeKey != 0 ? 1 : -1; }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* next = static_cast<const PositionCommand*>(other);
        if (next->m_mergeKey != m_mergeKey)
            return false;
        m_after = next->m_after;
        setObsolete(m_after == m_before); // typed back to where it started: no step at all
        return true;
    }

private:
    BoardState* m_state;
    Position m_before, m_after;
    int m_mergeKey;
    std::optional<std::pair<Square, Square>> m_sourceMove;
};

BoardState::BoardState(QObject* parent) : QObject(parent)
{
    m_query.metric = Metric::Knight;
    m_query.from = parseSquare("e4");
    recompute();
}

void BoardState::setMetric(Metric m)
{
    m_query.metric = m;
    recompute();
}

void BoardState::setSource(std::optional<Square> s)
{
    m_query.from = s;
    recompute();
}

void BoardState::setTarget(std::optional<Square> s)
{
    m_query.to = s;
    recompute();
}

void BoardState::setVia(std::optional<Square> s)
{
    m_query.via = s;
    recompute();
}

void BoardState::clearSelection()
{
    m_query.from.reset();
    m_query.to.reset();
    m_query.via.reset();
    recompute();
}

void BoardState::setProbePiece(Piece p)
{
    m_probe = p;
    recompute();
}

void BoardState::setCaptureMode(CaptureMode m)
{
    m_query.reach.captures = m;
    recompute();
}

void BoardState::setAvoidAttacked(bool on)
{
    m_query.reach.avoidAttacked = on;
    recompute();
}

void BoardState::setPromotion(std::optional<PieceType> t)
{
    m_query.reach.promotion = t;
    recompute();
}

void BoardState::setLength(std::optional<int> length)
{
    m_query.length = length;
    recompute();
}

void BoardState::setDistinctStops(bool on)
{
    m_query.distinctStops = on;
    recompute();
}

void BoardState::setRouteLimit(std::size_t limit)
{
    m_query.limit = limit;
    recompute();
}

void BoardState::editPosition(const Position& next, const QString& what, int mergeKey)
{
    if (next == m_query.position)
        return;
    m_undo.push(new PositionCommand(this, m_query.position, next, what, mergeKey));
}

void BoardState::movePiece(Square from, Square to, const Position& next, const QString& what)
{
    if (next == m_query.position)
        return;
    auto* command = new PositionCommand(this, m_query.position, next, what, 0);
    if (m_query.from == from)
        command->carrySource(from, to);
    m_undo.push(command);
}

void BoardState::reset(const Query& q)
{
    m_query = q;
    if (q.piece)
        m_probe = *q.piece;
    m_query.piece.reset();
    recompute();
}

void BoardState::applyPosition(const Position& p, std::optional<Square> source)
{
    m_query.position = p;
    if (source)
        m_query.from = source;
    recompute();
}

void BoardState::recompute()
{
    Query q = m_query;
    // In reach mode the piece on the source moves; on an empty square the probe stands in.
    if (q.metric == Metric::Reach && q.from && !q.position.pieceAt(*q.from))
        q.piece = m_probe;
    if (q.to && !q.from)
        q.to.reset();
    m_error.clear();
    try {
        m_answer = cd::answer(q);
    } catch (const std::exception& e) {
        m_error = i18n::errorText(e);
        // Keep the map when only the trajectory part of the query fails.
        q.to.reset();
        try {
            m_answer = cd::answer(q);
        } catch (const std::exception&) {
            m_answer = Answer{};
        }
    }
    m_answered = q;
    if (m_query.from)
        m_answered.to = m_query.to; // the target stays marked even when its routes failed
    emit changed();
}

} // namespace cd::gui
