#include "message.h"

namespace cd {

std::string Message::english() const
{
    return fillTemplate(text, args);
}

std::string fillTemplate(std::string_view text, const std::vector<std::string>& args)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
            const auto n = static_cast<std::size_t>(text[i + 1] - '1');
            if (n < args.size()) {
                out += args[n];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

InputError::InputError(Message message)
    : std::invalid_argument(message.english()), m_message(std::move(message))
{}

} // namespace cd
