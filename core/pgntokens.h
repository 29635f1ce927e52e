// The tokens of PGN text (docs/games.md#pgn): comments, '%' escape lines, line endings and a
// byte-order mark are skipped here, so the reader sees only what carries meaning; the text of the
// brace comments before each token is kept aside for the annotations they may hold.
#pragma once

#include "message.h"

#include <string>
#include <string_view>
#include <vector>

namespace cd {

struct PgnToken {
    enum class Kind {
        Symbol,     // a move, a move number, a result, a tag name: "Nf3", "12", "1-0", "Event"
        String,     // a tag value, unescaped
        Nag,        // "$14", or an evaluation symbol written as text: "+/=" (nagsymbols.h)
        Annotation, // "!", "?!" on their own
        Period,
        Asterisk,
        TagOpen,
        TagClose,
        VariationOpen,
        VariationClose,
        End,
    };
    Kind kind = Kind::End;
    std::string_view text; // the token as written
    std::string value;     // String: the value without quotes and escapes
    int nag = 0;           // Nag: its number ("$14" and "+/=" alike: 14; at most 9999)
    int line = 1, column = 1;
    bool afterEmptyLine = false; // a line of spaces alone (or none) came before it
};

// Where a PGN text is wrong: the 1-based line and column (in characters) and what is wrong.
struct PgnSyntaxError {
    int line = 1, column = 1;
    Message message;
};

// Reads tokens one by one, in linear time and without recursion; throws PgnSyntaxError.
class PgnTokenizer {
public:
    explicit PgnTokenizer(std::string_view text);
    PgnToken next();
    // The texts (without braces) of the "{...}" comments skipped by the last next(), in order.
    const std::vector<std::string_view>& comments() const { return m_comments; }

private:
    char peek() const { return m_pos < m_text.size() ? m_text[m_pos] : '\0'; }
    bool atEnd() const { return m_pos >= m_text.size(); }
    void advance(); // one byte, counting lines and columns
    void skipLine();
    void skipSpaceAndComments();
    std::size_t extraSymbolBytes() const; // the non-ASCII characters a symbol may hold: –, ½, ♘
    std::string readString(const PgnToken& token);

    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_line = 1, m_column = 1;
    bool m_lineHasText = true; // the current line holds more than spaces
    bool m_emptyLine = false;  // an empty line came since the last token
    std::vector<std::string_view> m_comments;
};

} // namespace cd
