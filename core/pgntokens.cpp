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

// The non-ASCII characters results are written with: an en dash ("1–0") and a half ("½-½").
constexpr std::string_view kEnDash = "\u2013";
constexpr std::string_view kHalf = "\u00BD";

// "e.p." after an en-passant capture, which the capture itself says already.
constexpr std::string_view kEnPassantMark = "e.p.";

} // namespace

PgnTokenizer::PgnTokenizer(std::string_view text) : m_text(text)
{
    if (m_text.starts_with("\xEF\xBB\xBF"))
        m_pos = 3;
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

void PgnTokenizer::skipSpaceAndComments()
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
        m_lineHasText = true;
        if (c == '%' && m_column == 1) {
            skipLine();
            m_lineHasText = false;
        } else if (c == ';') {
            skipLine();
            m_lineHasText = false;
        } else if (c == '{') {
            const int line = m_line, column = m_column;
            const std::size_t begin = m_pos + 1;
            while (!atEnd() && peek() != '}')
                advance();
            if (atEnd())
                throw PgnSyntaxError{line, column, unclosedComment()};
            m_comments.push_back(m_text.substr(begin, m_pos - begin));
            advance();
        } else {
            return;
        }
    }
}

std::string PgnTokenizer::readString(const PgnToken& token)
{
    std::string value;
    advance(); // the opening quote
    while (true) {
        if (atEnd() || peek() == '\n' || peek() == '\r')
            throw PgnSyntaxError{token.line, token.column, unclosedString()};
        const char c = peek();
        advance();
        if (c == '"')
            break;
        if (c == '\\' && (peek() == '"' || peek() == '\\')) {
            value += peek();
            advance();
        } else {
            value += c;
        }
    }
    return value;
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
    m_comments.clear();
    skipSpaceAndComments();
    PgnToken t;
    t.line = m_line;
    t.column = m_column;
    t.afterEmptyLine = m_emptyLine;
    m_emptyLine = false;
    if (atEnd())
        return t;
    const std::size_t start = m_pos;
    t.text = m_text.substr(start, 1);
    const char c = peek();
    using K = PgnToken::Kind;
    auto single = [&](K kind) {
        advance();
        t.kind = kind;
        return t;
    };
    switch (c) {
    case '[':
        return single(K::TagOpen);
    case ']':
        return single(K::TagClose);
    case '(':
        return single(K::VariationOpen);
    case ')':
        return single(K::VariationClose);
    case '.':
        return single(K::Period);
    case '*':
        return single(K::Asterisk);
    case '"':
        t.kind = K::String;
        t.value = readString(t);
        t.text = m_text.substr(start, m_pos - start);
        return t;
    case '$':
        advance();
        while (peek() >= '0' && peek() <= '9') {
            t.nag = std::min(t.nag * 10 + (peek() - '0'), 9999);
            advance();
        }
        if (m_pos == start + 1)
            throw PgnSyntaxError{t.line, t.column, nagWithoutNumber()};
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
        // Passed over, so that a reader skipping a bad game goes on after it.
        do
            advance();
        while (!atEnd() && (static_cast<unsigned char>(peek()) & 0xC0) == 0x80);
        throw PgnSyntaxError{t.line, t.column, unexpected(m_text, start)};
    }
    t.text = m_text.substr(start, m_pos - start);
    return t;
}

} // namespace cd
