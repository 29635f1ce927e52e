// FEN parsing never crashes; an accepted FEN writes back to text that parses to the same position.
#include "board.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    cd::FenError error;
    const auto pos = cd::Board::fromFen(text, &error);
    if (!pos) {
        if (*error.field == 0 || error.column < 1 || error.message.english().empty())
            std::abort(); // every rejection names the field, the column and the problem
        return 0;
    }
    const auto again = cd::Board::fromFen(pos->fen());
    if (!again || !(*again == *pos) || again->fen() != pos->fen())
        std::abort();
    return 0;
}
