// What the command line asks of the window before it opens: a first state, or to exit at once
// (help, version, bad options). Shared by main.cpp and the window; it needs no display.
#pragma once

#include "game.h"
#include "options/gamefile.h"
#include "query.h"

#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace cd::options {

// --pgn FILE: the game to open in the window, at the ply chosen.
struct StartGame {
    QString path;
    std::shared_ptr<const GameFile> games; // the file's games, read once
    int number = 1;                        // its place in the file, from 1
    std::size_t ply = 0;
};

struct StartRequest {
    std::optional<Query> query;  // the window's first state; nullopt: the restored session
    std::optional<int> exitCode; // set: exit with it at once (the text is printed already)
    std::optional<StartGame> game;
};

// Parses the window's options (`arguments` includes the program name): --help and --version
// print and exit 0; a bad option or an unknown command prints one line and exits 2.
StartRequest startRequest(const QStringList& arguments);

// Whether the window has somewhere to appear: DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM set.
bool hasDisplay();

// nullopt when the window can open; otherwise prints one line saying there is no display and
// returns the exit code 1 (called before any QGuiApplication exists, which would abort).
std::optional<int> checkDisplay();

} // namespace cd::options
