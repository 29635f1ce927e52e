// Real core queries turned into diagrams, shared by the diagram tests.
#pragma once

#include "diagram/diagrambuilder.h"
#include "query.h"

namespace fixtures {

// Queen's Gambit Declined, move 9 (as in bench_core.cpp): white queen on c2.
inline constexpr std::string_view kMiddlegame =
    "r2q1rk1/pp1nbppp/2p1pn2/3p4/2PP1B2/2N1PN2/PPQ2PPP/R3KB1R w KQ - 2 9";

inline cd::Square sq(const char* name)
{
    return *cd::parseSquare(name);
}

inline cd::Query knightFrom(const char* from)
{
    cd::Query q;
    q.metric = cd::Metric::Knight;
    q.from = sq(from);
    return q;
}

inline cd::Query kingF6H1()
{
    cd::Query q;
    q.metric = cd::Metric::Chebyshev;
    q.from = sq("f6");
    q.to = sq("h1");
    return q;
}

// Reach of the white queen on c2 in the middlegame, with an optional target.
inline cd::Query queenReach(const char* to = nullptr)
{
    cd::Query q;
    q.metric = cd::Metric::Reach;
    q.board = *cd::Board::fromFen(kMiddlegame);
    q.from = sq("c2");
    if (to)
        q.to = sq(to);
    return q;
}

inline cd::Diagram diagramOf(const cd::Query& q, const cd::DisplayOptions& options = {})
{
    return cd::buildDiagram(q, cd::answer(q), options);
}

} // namespace fixtures
