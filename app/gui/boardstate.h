// The window's state: the Query the user is asking (metric, squares, position, piece, options),
// its Answer, recomputed on every change, and an undo stack for position edits.
#pragma once

#include "query.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

namespace cd::gui {

class BoardState : public QObject {
    Q_OBJECT
public:
    explicit BoardState(QObject* parent = nullptr);

    const Query& query() const { return m_query; }
    const Answer& answer() const { return m_answer; }
    // The query the answer is for: query() with the probe piece standing in on an empty source
    // in reach mode (what the board should draw there).
    const Query& answeredQuery() const { return m_answered; }
    // Why the current query has no answer ("" when it has one).
    const QString& error() const { return m_error; }
    QUndoStack* undoStack() { return &m_undo; }

    // The piece that stands in on an empty source square in reach mode.
    Piece probePiece() const { return m_probe; }

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
    void setRouteLimit(std::size_t limit);

    // Replaces the position through the undo stack (`what` names the edit, e.g. "Move knight").
    // Consecutive edits with the same non-zero `mergeKey` (one bout of typing in the FEN field)
    // make a single undo step.
    void editPosition(const Position& next, const QString& what, int mergeKey = 0);
    // Moves the piece on `from` to `to` (`next` is the position after) as one undoable edit; a
    // source on `from` goes along, so the map keeps measuring the piece that moved.
    void movePiece(Square from, Square to, const Position& next, const QString& what);
    // Replaces the whole query at once (start-up, restored session); not undoable.
    void reset(const Query& q);

signals:
    void changed();

private:
    friend class PositionCommand;
    // Sets the position and, if given, the source.
    void applyPosition(const Position& p, std::optional<Square> source = std::nullopt);
    void recompute();

    Query m_query;
    Answer m_answer;
    Query m_answered;
    QString m_error;
    Piece m_probe{Color::White, PieceType::Knight};
    QUndoStack m_undo;
};

} // namespace cd::gui
