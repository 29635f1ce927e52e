#include "pgntagindex.h"

#include <algorithm>

namespace cd {

bool PgnTagIndex::has(const std::vector<Tag>& tags, std::string_view name) const
{
    if (tags.size() > kLookedAlong)
        return m_names.contains(std::string(name));
    return std::any_of(tags.begin(), tags.end(), [name](const Tag& t) { return t.name == name; });
}

void PgnTagIndex::add(std::vector<Tag>& tags, std::string_view name, const std::string& value)
{
    tags.push_back({std::string(name), value});
    if (tags.size() == kLookedAlong + 1)
        for (const Tag& t : tags)
            m_names.insert(t.name);
    else if (tags.size() > kLookedAlong)
        m_names.insert(std::string(name));
}

void PgnTagIndex::clear()
{
    if (!m_names.empty()) // a file of small games never fills it: nothing to free
        m_names.clear();
}

} // namespace cd
