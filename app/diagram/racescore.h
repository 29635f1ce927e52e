// The move numbers of a race shown move by move, as a score sheet writes them: counted from the
// position's side to move and fullmove number, White's move "4. Kb1", Black's after it
// "4. Kb1 a1=Q", Black's alone "1… a4"; a White move the race does not show, at its start, "1. …".
#pragma once

#include "piece.h"
#include "square.h"

#include <QString>

namespace cd {

// A move as a score sheet writes it, without check signs: "Kd1", "a4", "Kxa1", "bxa1",
// "a1=Q" (a pawn that reaches its last rank as `promoted`).
QString sanText(Piece p, Square from, Square to, bool capture, PieceType promoted);

class RaceScore {
public:
    RaceScore(Color toMove, int fullmove);

    Color toMove() const { return m_toMove; }
    // The side to move plays `san`; returns the frame's move line ("2. Kd1 a3").
    QString play(const QString& san);
    // The side to move makes no move in the race (a move elsewhere on the board).
    void pass();

private:
    void next();

    Color m_toMove;
    int m_number;
    QString m_white; // the White half of the current number: empty, a move, or "…" (not shown)
    bool m_started = false;
};

} // namespace cd
