#include "variant.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

namespace cd {

Variant variantOfTag(std::string_view value)
{
    std::string key; // lower case, letters and digits only: "Chess 960" and "chess960" agree
    for (const char c : value)
        if (std::isalnum(static_cast<unsigned char>(c)))
            key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    constexpr std::array<std::string_view, 5> standard{"", "standard", "chess", "normal",
                                                       "fromposition"};
    constexpr std::array<std::string_view, 6> chess960{
        "chess960", "960", "fischerandom", "fischerrandom", "frc", "fischerrandomchess"};
    if (std::find(standard.begin(), standard.end(), key) != standard.end())
        return Variant::Standard;
    if (std::find(chess960.begin(), chess960.end(), key) != chess960.end())
        return Variant::Chess960;
    return Variant::Unsupported;
}

Message variantNotSupported(std::string_view value)
{
    // The tag's text is cut, as a move is in parseSan's messages.
    const std::string shown =
        value.size() <= 24 ? std::string(value) : std::string(value.substr(0, 20)) + "...";
    return {translatable("variant %1 is not supported"), {shown}};
}

} // namespace cd
