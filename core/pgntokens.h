// The tokens of PGN text (docs/games.md#pgn): comments, '%' escape lines, line endings and a
// byte-order mark are skipped here, so the reader sees only what carries meaning; the brace
// comments that hold "[%" commands are handed aside for the arrows and circles they may draw.
#pragma once

#include "message.h"

#include <functional>
#include <string>
#include <string_view>

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
        Bad, // no token: what pgnTokenProblem names (a reader skipping a game passes over it)
        End,
    };
    Kind kind = Kind::End;
    std::string_view text; // the token as written
    std::string value;     // String: the value without quotes and escapes
    int nag = 0;           // Nag: its number ("$14" and "+/=" alike: 14; at most 9999)
    int line = 1, column = 1;
    bool afterEmptyLine = false; // a line of spaces alone (or none) came before it
};

// What is wrong with a Bad token, whose line and column say where: a run of characters PGN does
// not use (named by its first), a '$' without a number, a string not closed on its line, or a
// comment never closed. Built only when asked for, so that passing over bad text costs no more
// than reading good text.
Message pgnTokenProblem(const PgnToken& bad);

// Reads tokens one by one, in linear time and constant memory, without recursion or exceptions.
// A comment is never closed when no '}' comes before the end of the text or before a line that
// starts with a tag pair after an empty line: it ends there, as a Bad token, so that the next
// game is read (docs/games.md#a-bad-game-among-good-ones).
class PgnTokenizer {
public:
    // `onMarks` is called with the text (without braces) of each "{...}" comment that holds
    // "[%", as next() skips it: the only comments that can draw anything (core/pgnmarks.h).
    explicit PgnTokenizer(std::string_view text,
                          std::function<void(std::string_view)> onMarks = {});
    PgnToken next();

private:
    char peek() const { return m_pos < m_text.size() ? m_text[m_pos] : '\0'; }
    bool atEnd() const { return m_pos >= m_text.size(); }
    void advance(); // one byte, counting lines and columns
    void skipLine();
    // Spaces and comments up to the next token; false at a comment never closed, which starts
    // at m_badComment and ends at m_pos.
    bool skipSpaceAndComments();
    bool skipComment();                   // from its '{': false when it is never closed
    bool atTagLine() const;               // a '[', a tag name and a '"' at m_pos
    bool atStrayCharacter() const;        // one that starts no token, no space and no comment
    bool onlyPaddingLeft() const;         // nothing but ^Z, NULs and spaces up to the end
    std::size_t extraSymbolBytes() const; // the non-ASCII characters a symbol may hold: –, ½, ♘
    bool readString(std::string& value);  // false when not closed on its line

    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_line = 1, m_column = 1;
    bool m_lineHasText = true; // the current line holds more than spaces
    bool m_emptyLine = false;  // an empty line came since the last token
    std::function<void(std::string_view)> m_onMarks;
    std::size_t m_badComment = 0;                     // the '{' of a comment never closed
    int m_badCommentLine = 1, m_badCommentColumn = 1; // ... and where it is
};

} // namespace cd
