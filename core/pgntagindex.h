// Whether the game being read has a tag of a name, asked for every tag pair: a look along a few
// tags is quicker than a set, which is kept only for a game of many (a look along thousands for
// each would take hours).
#pragma once

#include "game.h"

#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace cd {

class PgnTagIndex {
public:
    bool has(const std::vector<Tag>& tags, std::string_view name) const;
    // Appends the tag to `tags`, the game's list this index follows.
    void add(std::vector<Tag>& tags, std::string_view name, const std::string& value);
    // For the next game (its tags cleared too).
    void clear();

private:
    static constexpr std::size_t kLookedAlong = 16;
    std::unordered_set<std::string> m_names; // once the game has more tags than that
};

} // namespace cd
