// An exchange in words, move by move (docs/control.md#exchanges): the window's hover over a piece
// and the pictures' key share these lines.
#pragma once

#include "exchange.h"

#include <QString>
#include <QStringList>

namespace cd {

// "Nf3xe5", "d6xe5": one capture of the line as SAN writes a capture, without check signs.
QString exchangeCaptureText(const ExchangeCapture& c, Square to);

// The exchange's verdict: "Exchange on e5: White wins 1 by taking the black pawn" or "Exchange
// on e5: taking the black pawn does not pay".
QString exchangeHeadline(const Exchange& e);

// The best line move by move, one line each: "1. White Nf3xe5 takes the black pawn (+1)"; the
// running balance in brackets is the first capturer's material so far. Empty when nobody takes.
QStringList exchangeSteps(const Exchange& e);
// The same for another line of the exchange: its if-taken line.
QStringList exchangeSteps(const Exchange& e, const std::vector<ExchangeCapture>& line);

// What taking anyway costs: "If White takes anyway, White loses 2:"; for an exchange whose
// if-taken value is negative.
QString exchangeIfTakenHeadline(const Exchange& e);

} // namespace cd
