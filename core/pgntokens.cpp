#include "pgntokens.h"

#include "nagsymbols.h"
#include "textchar.h"

#include <algorithm>

namespace cd {

namespace {

// The messages of the tokenizer, here so that lupdate files them under "cd".
Message unclosedComment()
{
    return {translatable("the comment opened here with '{' is never closed")};
}

Message unclosedString()
{
    return {translatable("the string opened here is not closed on its line")};
}

// The character at text[at] as a reader sees it ('♥' (U+2665)), not its first byte.
Message unexpected(std::string_view text, std::size_t at)
{
    return {translatable("unexpected character %1"), {namedCharAt(text, at)}};
}

Message nagWithoutNumber()
{
    return {translatable("'$' must be followed by a number")};
}

bool isSymbolStart(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

bool isSymbolChar(char c)
{
    switch (c) {
    case '_':
    case '+':
    case '#':
    case '=':
    case ':':
    case '-':
    case '/':
    case '!':
    case '?':
        return true;
    }
    return isSymbolStart(c);
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

// An ASCII byte that starts no token, no space and no comment: one of a run that is one Bad
// token. The symbol characters are not among them, since some start annotations ("+-", "=").
bool isStrayAscii(char c)
{
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte == 0x7F)
        return !isSpace(c);
    return std::string_view("}&',<>@\\^`|~%").find(c) != std::string_view::npos;
}

// The non-ASCII characters results are written with: an en dash ("1–0") and a half ("½-½").
constexpr std::string_view kEnDash = "\u2013";
constexpr std::string_view kHalf = "\u00BD";

// "e.p." after an en-passant capture, which the capture itself says already.
constexpr std::string_view kEnPassantMark = "e.p.";
// U+FEFF in UTF-8: a file's first bytes, or where two files were joined.
constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
constexpr char kDosEndOfFile = '\x1A'; // ^Z

} // namespace

PgnTokenizer::PgnTokenizer(std::string_view text, std::function<void(std::string_view)> onMarks)
    : m_text(text), m_onMarks(std::move(onMarks))
{
    if (m_text.starts_with(kByteOrderMark))
        m_pos = kByteOrderMark.size();
}

// Whether nothing but ^Z, NULs and spaces follows: it stops at the first other byte, which the
// caller then passes over, so a text is scanned at most twice.
bool PgnTokenizer::onlyPaddingLeft() const
{
    for (std::size_t i = m_pos; i < m_text.size(); ++i)
        if (const char c = m_text[i]; c != kDosEndOfFile && c != '\0' && !isSpace(c))
            return false;
    return true;
}

void PgnTokenizer::advance()
{
    const char c = m_text[m_pos++];
    // A line ends at LF, at CR, and at CR LF (counted once, at the LF).
    if (c == '\n' || (c == '\r' && peek() != '\n')) {
        ++m_line;
        m_column = 1;
    } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
        ++m_column; // UTF-8 continuation bytes belong to the character before them
    }
}

void PgnTokenizer::skipLine()
{
    const int line = m_line;
    while (!atEnd() && m_line == line)
        advance();
}

bool PgnTokenizer::skipSpaceAndComments()
{
    while (!atEnd()) {
        const char c = peek();
        if (isSpace(c)) {
            const int line = m_line;
            advance();
            if (m_line != line) {
                m_emptyLine = m_emptyLine || !m_lineHasText;
                m_lineHasText = false;
            }
            continue;
        }
        if (m_text.substr(m_pos).starts_with(kByteOrderMark)) {
            for (std::size_t i = 0; i < kByteOrderMark.size(); ++i)
                advance(); // where files were joined: "cat a.pgn b.pgn"
            continue;
        }
        if ((c == kDosEndOfFile || c == '\0') && onlyPaddingLeft()) {
            m_pos = m_text.size(); // old files end in ^Z, some in NULs: the end, not a game
            break;
        }
        m_lineHasText = true;
        if (c == '%' && m_column == 1) {
            skipLine();
            m_lineHasText = false;
        } else if (c == ';') {
            skipLine();
            m_lineHasText = false;
        } else if (c == '{') {
            if (!skipComment())
                return false;
        } else {
            break;
        }
    }
    return true;
}

bool PgnTokenizer::skipComment()
{
    m_badComment = m_pos;
    m_badCommentLine = m_line;
    m_badCommentColumn = m_column;
    advance(); // the '{'
    const std::size_t begin = m_pos;
    bool marks = false;
    bool lineBlank = false, lastLineBlank = false; // the comment's line so far, and the one before
    while (!atEnd()) {
        const char c = peek();
        if (c == '}') {
            const std::string_view text = m_text.substr(begin, m_pos - begin);
            advance();
            if (marks && m_onMarks)
                m_onMarks(text);
            return true;
        }
        if (isSpace(c)) {
            const int line = m_line;
            advance();
            if (m_line != line) {
                lastLineBlank = lineBlank;
                lineBlank = true;
            }
            continue;
        }
        // A tag pair that starts a line after an empty one: the next game, so this comment is
        // never closed (a stray '{' must not swallow the games after it).
        if (lastLineBlank && m_column == 1 && c == '[' && atTagLine()) {
            m_emptyLine = true;
            return false;
        }
        lineBlank = false;
        if (c == '[' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '%')
            marks = true;
        advance();
    }
    return false;
}

bool PgnTokenizer::atTagLine() const
{
    std::size_t i = m_pos + 1;
    const auto at = [&](std::size_t j) { return j < m_text.size() ? m_text[j] : '\0'; };
    while (at(i) == ' ' || at(i) == '\t')
        ++i;
    if (!isSymbolStart(at(i)))
        return false;
    while (isSymbolChar(at(i)))
        ++i;
    while (at(i) == ' ' || at(i) == '\t')
        ++i;
    return at(i) == '"';
}

bool PgnTokenizer::atStrayCharacter() const
{
    if (atEnd())
        return false;
    if (static_cast<unsigned char>(peek()) < 0x80)
        return isStrayAscii(peek());
    return extraSymbolBytes() == 0;
}

bool PgnTokenizer::readString(std::string& value)
{
    advance(); // the opening quote
    while (true) {
        if (atEnd() || peek() == '\n' || peek() == '\r')
            return false;
        const char c = peek();
        advance();
        if (c == '"')
            return true;
        if (c == '\\' && (peek() == '"' || peek() == '\\')) {
            value += peek();
            advance();
        } else {
            value += c;
        }
    }
}

std::size_t PgnTokenizer::extraSymbolBytes() const
{
    if (static_cast<unsigned char>(peek()) < 0x80) // ASCII, as nearly every byte is
        return 0;
    const std::string_view rest = m_text.substr(m_pos);
    for (std::string_view extra : {kEnDash, kHalf})
        if (rest.starts_with(extra))
            return extra.size();
    return figurineLetterAt(rest) ? kFigurineBytes : 0; // "♘f3": SAN reads it as "Nf3"
}

PgnToken PgnTokenizer::next()
{
    using K = PgnToken::Kind;
    PgnToken t;
    if (!skipSpaceAndComments()) {
        t.kind = K::Bad;
        t.text = m_text.substr(m_badComment, m_pos - m_badComment);
        t.line = m_badCommentLine;
        t.column = m_badCommentColumn;
        return t;
    }
    t.line = m_line;
    t.column = m_column;
    t.afterEmptyLine = m_emptyLine;
    m_emptyLine = false;
    if (atEnd())
        return t;
    const std::size_t start = m_pos;
    t.text = m_text.substr(start, 1);
    const char c = peek();
    // Every return returns t itself, so that it is built in place: a copy costs a string's copy.
    auto single = [&](K kind) {
        advance();
        t.kind = kind;
    };
    auto bad = [&] {
        t.kind = K::Bad;
        t.text = m_text.substr(start, m_pos - start);
    };
    switch (c) {
    case '[':
        single(K::TagOpen);
        return t;
    case ']':
        single(K::TagClose);
        return t;
    case '(':
        single(K::VariationOpen);
        return t;
    case ')':
        single(K::VariationClose);
        return t;
    case '.':
        single(K::Period);
        return t;
    case '*':
        single(K::Asterisk);
        return t;
    case '"':
        if (!readString(t.value)) {
            bad();
            return t;
        }
        t.kind = K::String;
        t.text = m_text.substr(start, m_pos - start);
        return t;
    case '$':
        advance();
        while (peek() >= '0' && peek() <= '9') {
            t.nag = std::min(t.nag * 10 + (peek() - '0'), 9999);
            advance();
        }
        if (m_pos == start + 1) {
            bad();
            return t;
        }
        t.kind = K::Nag;
        t.text = m_text.substr(start, m_pos - start);
        return t;
    }
    const auto skip = [&](std::size_t bytes) {
        for (std::size_t i = 0; i < bytes; ++i)
            advance();
    };
    const NagSymbol* evaluation = nullptr;
    if (c == '+' || c == '-' || c == '=' || static_cast<unsigned char>(c) >= 0x80)
        evaluation = nagSymbolAt(m_text.substr(m_pos));
    if (evaluation) { // "+-" among the moves, read as the NAG it stands for
        skip(evaluation->text.size());
        t.kind = K::Nag;
        t.nag = evaluation->nag;
    } else if (c == '!' || c == '?') {
        while (peek() == '!' || peek() == '?')
            advance();
        t.kind = K::Annotation;
    } else if (m_text.substr(m_pos).starts_with(kEnPassantMark)) {
        skip(kEnPassantMark.size());
        t.kind = K::Annotation;
    } else if (isSymbolStart(c) || extraSymbolBytes() > 0 || m_text.substr(m_pos, 2) == "--") {
        while (!atEnd()) {
            if (const std::size_t extra = extraSymbolBytes())
                skip(extra);
            else if (isSymbolChar(peek()))
                advance();
            else
                break;
        }
        if (m_text.substr(m_pos).starts_with(".p.") && m_text[m_pos - 1] == 'e')
            skip(3); // "exd6e.p.": the mark is read with the move, which drops it
        t.kind = K::Symbol;
    } else {
        // The character and the stray ones after it, one Bad token, so that a reader skipping a
        // bad game passes over a run of them at once.
        do
            advance();
        while (!atEnd() && (static_cast<unsigned char>(peek()) & 0xC0) == 0x80);
        while (atStrayCharacter()) {
            advance();
            // A run of ASCII strays at once, each a column and none a line's end: a file of them
            // is read at the speed of memory.
            while (!atEnd() && static_cast<unsigned char>(peek()) < 0x80 && isStrayAscii(peek())) {
                ++m_pos;
                ++m_column;
            }
        }
        bad();
        return t;
    }
    t.text = m_text.substr(start, m_pos - start);
    return t;
}

Message pgnTokenProblem(const PgnToken& bad)
{
    switch (bad.text.empty() ? '\0' : bad.text.front()) {
    case '{':
        return unclosedComment();
    case '"':
        return unclosedString();
    case '$':
        return nagWithoutNumber();
    default:
        return unexpected(bad.text.empty() ? std::string_view("\0", 1) : bad.text, 0);
    }
}

} // namespace cd
