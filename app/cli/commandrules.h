// Each command's one table of which options go together (options/optionrules.h), checked before
// any value is read. Besides the options' names a table names facts its command derives from
// the values, spelled with a space so that no option can be taken for them.
#pragma once

#include "options/optionrules.h"

namespace cd::cli {

inline constexpr const char* kArrivalFact = "metric arrival"; // render draws who arrives first
inline constexpr const char* kPageFact = "html page";         // render writes an HTML page
inline constexpr const char* kAnimatePliesFact = "animate plies";
inline constexpr const char* kAnimateRoutesFact = "animate routes";
// render --control --animate plies: the control of a game's positions, no piece followed.
inline constexpr const char* kAnimateControlFact = "animate control";
// --animate of another kind than plies (which --control cannot draw).
inline constexpr const char* kAnimateNotPliesFact = "animate not plies";

const options::RuleTable& mapRules();
const options::RuleTable& pairsRules();
const options::RuleTable& trajectoryRules();
const options::RuleTable& zoneRules();
const options::RuleTable& mobilityRules();
const options::RuleTable& controlRules();
const options::RuleTable& renderRules(); // one job of render (and of each --batch line)
const options::RuleTable& framesRules();
const options::RuleTable& worksheetRules();
const options::RuleTable& perftRules();

} // namespace cd::cli
