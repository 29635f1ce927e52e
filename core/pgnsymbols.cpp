#include "pgnsymbols.h"

namespace cd {

std::string pgnResultOf(std::string_view s)
{
    if (s == "1-0" || s == "0-1" || s == "1/2-1/2")
        return std::string(s);
    if (s == "1/2" || s == "\u00BD-\u00BD" || s == "1/2\u20131/2" || s == "\u00BD\u2013\u00BD")
        return "1/2-1/2";
    if (s == "1\u20130")
        return "1-0";
    if (s == "0\u20131")
        return "0-1";
    return {};
}

bool isPgnMoveNumber(std::string_view s)
{
    for (char c : s)
        if (c < '0' || c > '9')
            return false;
    return true;
}

bool isPgnNullMove(std::string_view s)
{
    return s == "--" || s == "Z0";
}

} // namespace cd
