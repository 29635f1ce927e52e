// Test text made of one part written again and again: "Ke2 *\n" a hundred thousand times.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

inline std::string repeated(std::string_view part, std::size_t times)
{
    std::string out;
    out.reserve(part.size() * times);
    for (std::size_t i = 0; i < times; ++i)
        out += part;
    return out;
}
