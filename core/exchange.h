// The static exchange on an occupied square (docs/control.md#exchanges): the side that does not
// own the piece captures first, the sides alternate, each either stops or captures with one of
// its least valuable attackers of the moment (x-rays revealed as pieces leave; among pieces of
// equal value the one best for its side); a king captures only onto a square no enemy piece then
// attacks. Pins, checks, en passant and promotion are ignored. Kings have no exchange.
#pragma once

#include "board.h"
#include "piece.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace cd {

// The material of an exchange: pawn 1, knight 3, bishop 3, rook 5, queen 9 (a king: 0, it is
// never won).
int exchangeValue(PieceType type);

// One capture of an exchange's line: the capturing piece and the square it came from.
struct ExchangeCapture {
    Square from = A1;
    Piece piece;
    friend bool operator==(const ExchangeCapture&, const ExchangeCapture&) = default;
};

// The exchange on one square: the piece standing there, what the first capturer wins with best
// play by both (0 when capturing does not pay), and the best line: the captures in order, each
// made because it wins more than stopping (a capture that only breaks even is not played).
// "If taken": the same exchange with the first capture forced (the capturer's best among its
// least valuable attackers), then best play by both; negative when taking loses. None when the
// first capturer cannot take at all.
struct Exchange {
    Square square = A1;
    Piece piece;
    int gain = 0;
    std::vector<ExchangeCapture> line;
    std::optional<int> ifTaken;
    std::vector<ExchangeCapture> takenLine;
};

// Marks a square without an exchange in ExchangeGains: empty or a king.
inline constexpr std::int8_t kNoExchange = -1;
using ExchangeGains = std::array<std::int8_t, 64>;

// The gain of every square (a1 = 0 .. h8 = 63): kNoExchange on empty squares and kings.
ExchangeGains exchangeGains(const Board& board);
// The gain on one square; nullopt when it is empty or holds a king.
std::optional<int> exchangeGain(const Board& board, Square square);
// The exchange with its line; nullopt when the square is empty or holds a king.
std::optional<Exchange> exchange(const Board& board, Square square);
// Every exchange of the placement, with lines, in square order (kings and empty squares left out).
std::vector<Exchange> exchanges(const Board& board);

} // namespace cd
