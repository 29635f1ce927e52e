#include "commandrules.h"

#include "options/positionoptions.h"

#include <QtGlobal>

namespace cd::cli {

namespace {

using enum options::Rule::Kind;
using options::joined;
using options::positionRules;
using options::RuleTable;

// The rows of a table, their messages in the context "cd::cli".
options::Rule needs(const char* option, std::vector<const char*> others, const char* message)
{
    return {option, Needs, std::move(others), "cd::cli", message};
}

options::Rule excludes(const char* option, std::vector<const char*> others, const char* message)
{
    return {option, Excludes, std::move(others), "cd::cli", message};
}

// A followed piece is the one on --from: after the position's rules, which name a missing --pgn.
const RuleTable& followRules()
{
    static const RuleTable rules = {
        // (render --control --animate plies follows no piece: the control of each position.)
        needs("plies", {"from", kAnimateControlFact},
              QT_TRANSLATE_NOOP("cd::cli", "--plies follows the piece on --from SQ; give --from")),
    };
    return rules;
}

} // namespace

const RuleTable& mapRules()
{
    return positionRules();
}

const RuleTable& pairsRules()
{
    static const RuleTable rules = joined(
        {
            excludes(
                nullptr, {"from", "to"},
                QT_TRANSLATE_NOOP(
                    "cd::cli", "pairs covers every source and target; leave out --from and --to")),
        },
        positionRules());
    return rules;
}

const RuleTable& trajectoryRules()
{
    static const RuleTable rules = joined(
        {
            needs(nullptr, {"to"}, QT_TRANSLATE_NOOP("cd::cli", "trajectory needs --to SQ")),
        },
        positionRules());
    return rules;
}

const RuleTable& zoneRules()
{
    return positionRules(); // its squares, piece and metric: zoneLack (core/zone.h)
}

const RuleTable& mobilityRules()
{
    // The position's rules first: "--ply needs --pgn FILE" says more than "needs a position".
    static const RuleTable rules =
        joined(positionRules(),
               {
                   needs(nullptr, {"fen", "pgn"},
                         QT_TRANSLATE_NOOP("cd::cli",
                                           "mobility needs a position: --fen FEN or --pgn FILE")),
               });
    return rules;
}

const RuleTable& controlRules()
{
    static const RuleTable rules =
        joined(positionRules(),
               {
                   needs(nullptr, {"fen", "pgn"},
                         QT_TRANSLATE_NOOP("cd::cli",
                                           "control needs a position: --fen FEN or --pgn FILE")),
               });
    return rules;
}

const RuleTable& renderRules()
{
    static const RuleTable rules = joined(
        joined(
            {
                needs(nullptr, {"output"},
                      QT_TRANSLATE_NOOP("cd::cli", "render needs --output FILE")),
                // An HTML page (renderpage.cpp) shows one board, measured from a square; with
                // --animate the output is no page (RenderRequest::facts).
                excludes(
                    kPageFact, {"compare", "difference", "step", "delay", "loop", "plies"},
                    QT_TRANSLATE_NOOP("cd::cli", "an HTML page shows one board; leave out --%1")),
                // What the images take only with --metric arrival: the page would drop it.
                excludes(kPageFact, {"side", "block", "unsafe"},
                         QT_TRANSLATE_NOOP("cd::cli",
                                           "an HTML page measures from a square; leave out "
                                           "--%1 (it is for --metric arrival)")),
                // The page counts and steps through the shortest routes itself (page.js).
                excludes(kPageFact, {"via", "length", "distinct"},
                         QT_TRANSLATE_NOOP("cd::cli",
                                           "an HTML page steps through the shortest routes "
                                           "only; leave out --%1")),
                excludes(kPageFact, {kArrivalFact},
                         QT_TRANSLATE_NOOP("cd::cli",
                                           "an HTML page measures from a square; --metric "
                                           "arrival is not one")),
                needs("metrics", {kPageFact},
                      QT_TRANSLATE_NOOP(
                          "cd::cli",
                          "--%1 makes an HTML page: give --output FILE.html or --format html")),
                needs("quiz", {kPageFact},
                      QT_TRANSLATE_NOOP(
                          "cd::cli",
                          "--%1 makes an HTML page: give --output FILE.html or --format html")),
                needs("count", {kPageFact},
                      QT_TRANSLATE_NOOP(
                          "cd::cli",
                          "--%1 makes an HTML page: give --output FILE.html or --format html")),
                needs("seed", {kPageFact},
                      QT_TRANSLATE_NOOP(
                          "cd::cli",
                          "--%1 makes an HTML page: give --output FILE.html or --format html")),
                needs("count", {"quiz"}, QT_TRANSLATE_NOOP("cd::cli", "--%1 needs --quiz")),
                needs("seed", {"quiz"}, QT_TRANSLATE_NOOP("cd::cli", "--%1 needs --quiz")),
                // An animation (animation.cpp) draws one board per frame.
                needs("delay", {"animate"}, QT_TRANSLATE_NOOP("cd::cli", "--%1 needs --animate")),
                needs("loop", {"animate"}, QT_TRANSLATE_NOOP("cd::cli", "--%1 needs --animate")),
                excludes("animate",
                         {"compare", "difference", "step", "side", "block", "unsafe", "zone"},
                         QT_TRANSLATE_NOOP("cd::cli",
                                           "--animate draws one board per frame; leave out --%1")),
                excludes("animate", {kArrivalFact},
                         QT_TRANSLATE_NOOP("cd::cli",
                                           "--animate cannot draw --metric arrival, which has "
                                           "no wavefront")),
                needs("plies", {kAnimatePliesFact},
                      QT_TRANSLATE_NOOP("cd::cli", "--plies needs --animate plies")),
                needs(kAnimateRoutesFact, {"to"},
                      QT_TRANSLATE_NOOP("cd::cli", "--animate routes draws the routes to a target; "
                                                   "give --to SQ")),
                // The control animates a game's positions (controlplies.h), no piece followed.
                excludes("control", {kAnimateNotPliesFact},
                         QT_TRANSLATE_NOOP("cd::cli",
                                           "--control animates a game's plies only; give "
                                           "--animate plies or leave out --animate")),
                needs(kAnimateControlFact, {"pgn"},
                      QT_TRANSLATE_NOOP("cd::cli",
                                        "--control --animate plies draws the control of a game's "
                                        "positions; give --pgn FILE and --plies A-B")),
                needs(kAnimateControlFact, {"plies"},
                      QT_TRANSLATE_NOOP("cd::cli",
                                        "--control --animate plies draws the control of a game's "
                                        "positions; give --pgn FILE and --plies A-B")),
                needs(kAnimatePliesFact, {"pgn"},
                      QT_TRANSLATE_NOOP("cd::cli",
                                        "--animate plies follows a piece through a game; "
                                        "give --pgn FILE, --plies A-B and --from SQ")),
                needs(kAnimatePliesFact, {"plies"},
                      QT_TRANSLATE_NOOP("cd::cli",
                                        "--animate plies follows a piece through a game; "
                                        "give --pgn FILE, --plies A-B and --from SQ")),
                // Who arrives first is a map of the whole position.
                excludes(
                    kArrivalFact,
                    {"compare", "difference", "step", "zone", "from", "to", "via", "piece",
                     "promote", "trajectories", "paths", "layers", "length"},
                    QT_TRANSLATE_NOOP("cd::cli",
                                      "--metric arrival draws the whole position; leave out --%1")),
                // The control picture (controldiagram.h) is the whole position's, measured from
                // no square by no metric.
                needs("x-ray", {"control"},
                      QT_TRANSLATE_NOOP("cd::cli", "--x-ray needs --control")),
                excludes("control",
                         {"metric",   "from",           "to",       "via",          "piece",
                          "captures", "avoid-attacked", "promote",  "trajectories", "paths",
                          "layers",   "length",         "distinct", "compare",      "difference",
                          "step",     "zone",           "side",     "block",        "unsafe"},
                         QT_TRANSLATE_NOOP("cd::cli",
                                           "--control draws the whole position; leave out --%1")),
                needs("side", {kArrivalFact},
                      QT_TRANSLATE_NOOP("cd::cli", "--%1 needs --metric arrival")),
                needs("block", {kArrivalFact},
                      QT_TRANSLATE_NOOP("cd::cli", "--%1 needs --metric arrival")),
                needs("unsafe", {kArrivalFact},
                      QT_TRANSLATE_NOOP("cd::cli", "--%1 needs --metric arrival")),
            },
            positionRules()),
        joined(
            {
                needs("control", {"fen", "pgn"},
                      QT_TRANSLATE_NOOP(
                          "cd::cli", "--control needs a position: --fen FEN or --pgn FILE")),
                needs(kArrivalFact, {"fen", "pgn"},
                      QT_TRANSLATE_NOOP(
                          "cd::cli", "--metric arrival needs a position: --fen FEN or --pgn FILE")),
                excludes("caption", {"no-caption"},
                         QT_TRANSLATE_NOOP("cd::cli",
                                           "--caption and --no-caption contradict each other; "
                                           "give one")),
                excludes(
                    "difference", {"compare", "step"},
                    QT_TRANSLATE_NOOP(
                        "cd::cli", "--difference draws one map; leave out --compare and --step")),
                excludes("zone", {"compare", "difference", "step", "via"},
                         QT_TRANSLATE_NOOP("cd::cli", "--zone draws one board; leave out --%1")),
            },
            followRules()));
    return rules;
}

const RuleTable& framesRules()
{
    static const RuleTable rules =
        joined(joined(
                   {
                       needs(nullptr, {"output-dir"},
                             QT_TRANSLATE_NOOP("cd::cli", "frames needs --output-dir DIR")),
                       excludes("caption", {"no-caption"},
                                QT_TRANSLATE_NOOP(
                                    "cd::cli", "--caption and --no-caption contradict each other; "
                                               "give one")),
                   },
                   positionRules()),
               followRules());
    return rules;
}

const RuleTable& worksheetRules()
{
    static const RuleTable rules = joined(
        {
            needs(nullptr, {"output"},
                  QT_TRANSLATE_NOOP("cd::cli", "worksheet needs --output FILE.pdf")),
        },
        positionRules());
    return rules;
}

const RuleTable& perftRules()
{
    static const RuleTable rules = joined(
        {
            needs(nullptr, {"depth"}, QT_TRANSLATE_NOOP("cd::cli", "perft needs --depth D")),
        },
        positionRules());
    return rules;
}

} // namespace cd::cli
