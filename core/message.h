// What the core tells a user, kept translatable without Qt: an English template with %1..%9
// placeholders and its arguments. The app translates the template (context "cd") and then fills
// in the arguments, which are language-neutral: squares, numbers, letters, metric names.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace cd {

// A template marked for translation; a Message takes nothing else, so no unmarked literal can
// become one.
struct Translatable {
    const char* text;
};

// Marks a template for translation. lupdate reads this name as QT_TR_NOOP (app/CMakeLists.txt),
// so it must be called in a free function of namespace cd (a member function would file the
// text under the class's context, where the app does not look).
constexpr Translatable translatable(const char* text)
{
    return {text};
}

// The context lupdate gives the templates above.
inline constexpr const char* kMessageContext = "cd";

struct Message {
    Message() = default;
    Message(Translatable templateText, std::vector<std::string> arguments = {})
        : text(templateText.text), args(std::move(arguments))
    {}

    const char* text = ""; // a template marked with translatable()
    std::vector<std::string> args;

    std::string english() const;
};

// Replaces %1..%9 in text by args[0..8], in one pass (an argument containing "%2" stays as it is).
std::string fillTemplate(std::string_view text, const std::vector<std::string>& args);

// Input the core cannot work with: message() for the user, what() its English text.
class InputError : public std::invalid_argument {
public:
    explicit InputError(Message message);
    const Message& message() const { return m_message; }

private:
    Message m_message;
};

} // namespace cd
