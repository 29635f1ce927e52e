// Why a PGN text was refused, or a game of it skipped: one line naming the game, where and what.
#include "pgn.h"

namespace cd {

const char* pgnErrorLine(bool withPlayers)
{
    return withPlayers ? translatable("game %1 (%2), line %3, column %4: %5").text
                       : translatable("game %1, line %2, column %3: %4").text;
}

namespace {

std::vector<std::string> errorArgs(int game, const std::string& players, int line, int column,
                                   const Message& detail)
{
    std::vector<std::string> args{std::to_string(game)};
    if (!players.empty())
        args.push_back(players);
    for (const std::string& a : {std::to_string(line), std::to_string(column), detail.english()})
        args.push_back(a);
    return args;
}

} // namespace

PgnError::PgnError(int game, std::string players, int line, int column, Message detail)
    : InputError(Message(Translatable{pgnErrorLine(!players.empty())},
                         errorArgs(game, players, line, column, detail))),
      m_game(game), m_line(line), m_column(column), m_players(std::move(players)),
      m_detail(std::move(detail))
{}

} // namespace cd
