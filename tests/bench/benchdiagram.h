// The diagram the rendering benchmarks draw: the middlegame of bench_core.cpp, reach of the
// white queen on c2, target d7 (the black knight, four moves away by ten routes), the first
// three routes as arrows.
#pragma once

#include "diagram/diagrambuilder.h"
#include "query.h"

namespace bench {

inline cd::Diagram middlegameDiagram()
{
    cd::Query q;
    q.metric = cd::Metric::Reach;
    q.board =
        *cd::Board::fromFen("r2q1rk1/pp1nbppp/2p1pn2/3p4/2PP1B2/2N1PN2/PPQ2PPP/R3KB1R w KQ - 2 9");
    q.from = *cd::parseSquare("c2");
    q.to = *cd::parseSquare("d7");
    cd::DisplayOptions o;
    o.paths = 3;
    return cd::buildDiagram(q, cd::answer(q), o);
}

} // namespace bench
