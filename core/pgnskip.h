// Passing over a PGN game that cannot be read, to where the next game starts
// (docs/games.md#a-bad-game-among-good-ones): after the bad game's result outside its variations,
// or at a tag pair that starts a line once its moves have begun or after an empty line.
#pragma once

#include "pgntokens.h"

namespace cd {

class PgnSkip {
public:
    enum class Step {
        Skipped,    // the token belongs to the bad game
        GameEnded,  // the token was the bad game's result: the next game starts after it
        NextStarts, // the token starts the next game (its first tag), to be read as such
    };

    // A bad game found; `movesBegun` when a tag starting a line would be the next game's already.
    void start(bool movesBegun);
    bool active() const { return m_active; }
    // Passes over one token of the bad game; `isResult` when it is a result ("1-0", "*"). A Bad
    // token is passed over unread (a comment never closed ends before an empty line and a tag).
    Step pass(const PgnToken& t, bool isResult);

private:
    bool m_active = false;
    bool m_movesBegun = false;
    bool m_inTag = false; // between '[' and ']': a symbol is a tag's name
    int m_depth = 0;      // variations open in the bad game
};

} // namespace cd
