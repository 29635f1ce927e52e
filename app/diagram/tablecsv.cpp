#include "diagram/tablecsv.h"

#include "square.h"

namespace cd {

namespace {

std::string cell(int d)
{
    return d == kUnreachable ? std::string() : std::to_string(d);
}

} // namespace

std::string mapCsv(const DistanceMap& map)
{
    std::string out = "square,distance\n";
    for (Square s = A1; s <= H8; ++s)
        out += squareName(s) + "," + cell(map[static_cast<std::size_t>(s)]) + "\n";
    return out;
}

std::string pairsCsv(const AllPairs& pairs)
{
    std::string out = "from";
    for (Square b = A1; b <= H8; ++b) {
        out += ',';
        out += squareName(b);
    }
    out += '\n';
    for (Square a = A1; a <= H8; ++a) {
        out += squareName(a);
        for (const int d : pairs[static_cast<std::size_t>(a)]) {
            out += ',';
            out += cell(d);
        }
        out += '\n';
    }
    return out;
}

} // namespace cd
