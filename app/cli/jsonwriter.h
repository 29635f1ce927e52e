// A small streaming JSON writer: keys keep the order they are written in (a1, b1, ... h8) and
// 64-bit counts stay exact, which QJsonDocument (sorted keys, double numbers) cannot promise.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cd::cli {

class JsonWriter {
public:
    JsonWriter& beginObject();
    JsonWriter& endObject();
    // An inline array is written on one line (for short lists of scalars).
    JsonWriter& beginArray(bool inlined = false);
    JsonWriter& endArray();
    JsonWriter& key(std::string_view name);
    JsonWriter& value(std::string_view text);
    JsonWriter& value(const char* text) { return value(std::string_view(text)); }
    JsonWriter& value(const std::string& text) { return value(std::string_view(text)); }
    JsonWriter& value(std::int64_t number);
    JsonWriter& value(std::uint64_t number);
    JsonWriter& value(int number) { return value(static_cast<std::int64_t>(number)); }
    JsonWriter& value(bool flag);
    // The shortest text that reads back as the same double.
    JsonWriter& value(double number);
    JsonWriter& null();
    // A string, or null when absent.
    JsonWriter& value(const std::optional<std::string>& text);

    // The document, with a final newline.
    std::string str() const { return m_out + "\n"; }

private:
    void separate(); // a comma and indentation before a new element
    void open(char bracket, bool inlined);
    void close(char bracket);

    std::string m_out;
    struct Level {
        bool hasElements = false;
        bool inlined = false;
    };
    std::vector<Level> m_levels; // one entry per open container
    bool m_afterKey = false;
};

} // namespace cd::cli
