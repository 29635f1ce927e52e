#include "jsonwriter.h"

#include <charconv>
#include <cstdio>

namespace cd::cli {

void JsonWriter::separate()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_levels.empty())
        return;
    Level& level = m_levels.back();
    if (level.hasElements)
        m_out += level.inlined ? ", " : ",";
    if (!level.inlined) {
        m_out += '\n';
        m_out.append(2 * m_levels.size(), ' ');
    }
    level.hasElements = true;
}

void JsonWriter::open(char bracket, bool inlined)
{
    separate();
    m_out += bracket;
    m_levels.push_back({false, inlined});
}

void JsonWriter::close(char bracket)
{
    const Level level = m_levels.back();
    m_levels.pop_back();
    if (level.hasElements && !level.inlined) {
        m_out += '\n';
        m_out.append(2 * m_levels.size(), ' ');
    }
    m_out += bracket;
}

JsonWriter& JsonWriter::beginObject()
{
    open('{', false);
    return *this;
}

JsonWriter& JsonWriter::endObject()
{
    close('}');
    return *this;
}

JsonWriter& JsonWriter::beginArray(bool inlined)
{
    open('[', inlined);
    return *this;
}

JsonWriter& JsonWriter::endArray()
{
    close(']');
    return *this;
}

JsonWriter& JsonWriter::key(std::string_view name)
{
    value(name);
    m_out += ": ";
    m_afterKey = true;
    return *this;
}

JsonWriter& JsonWriter::value(std::string_view text)
{
    separate();
    m_out += '"';
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            m_out += '\\';
            m_out += c;
        } else if (u < 0x20) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\u%04x", u);
            m_out += escaped;
        } else {
            m_out += c;
        }
    }
    m_out += '"';
    return *this;
}

JsonWriter& JsonWriter::value(std::int64_t number)
{
    separate();
    m_out += std::to_string(number);
    return *this;
}

JsonWriter& JsonWriter::value(std::uint64_t number)
{
    separate();
    m_out += std::to_string(number);
    return *this;
}

JsonWriter& JsonWriter::value(double number)
{
    separate();
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, number).ptr;
    m_out.append(text, end);
    return *this;
}

JsonWriter& JsonWriter::value(bool flag)
{
    separate();
    m_out += flag ? "true" : "false";
    return *this;
}

JsonWriter& JsonWriter::null()
{
    separate();
    m_out += "null";
    return *this;
}

JsonWriter& JsonWriter::value(const std::optional<std::string>& text)
{
    return text ? value(std::string_view(*text)) : null();
}

} // namespace cd::cli
