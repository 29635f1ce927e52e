#include "pgntokens.h"

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

Message unexpected(char c)
{
    constexpr char hex[] = "0123456789ABCDEF";
    const auto byte = static_cast<unsigned char>(c);
    const std::string shown = byte >= 0x20 && byte < 0x7F
                                  ? "'" + std::string(1, c) + "'"
                                  : std::string("'\\x") + hex[byte >> 4] + hex[byte & 15] + "'";
    return {translatable("unexpected character %1"), {shown}};
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
            advance();
        } else if (c == '%' && m_column == 1) {
            skipLine();
        } else if (c == ';') {
            skipLine();
        } else if (c == '{') {
            const int line = m_line, column = m_column;
            while (!atEnd() && peek() != '}')
                advance();
            if (atEnd())
                throw PgnSyntaxError{line, column, unclosedComment()};
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

PgnToken PgnTokenizer::next()
{
    skipSpaceAndComments();
    PgnToken t;
    t.line = m_line;
    t.column = m_column;
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
        while (peek() >= '0' && peek() <= '9')
            advance();
        if (m_pos == start + 1)
            throw PgnSyntaxError{t.line, t.column, nagWithoutNumber()};
        t.kind = K::Nag;
        t.text = m_text.substr(start, m_pos - start);
        return t;
    }
    if (c == '!' || c == '?') {
        while (peek() == '!' || peek() == '?')
            advance();
        t.kind = K::Annotation;
    } else if (isSymbolStart(c)) {
        while (!atEnd() && isSymbolChar(peek()))
            advance();
        t.kind = K::Symbol;
    } else {
        throw PgnSyntaxError{t.line, t.column, unexpected(c)};
    }
    t.text = m_text.substr(start, m_pos - start);
    return t;
}

} // namespace cd
