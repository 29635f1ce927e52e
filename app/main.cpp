// chess-distance: a headless command when the first argument names one, the window otherwise.
#include "cli/cli.h"
#include "gui/gui.h"

int main(int argc, char* argv[])
{
    if (argc > 1 && cd::cli::isCommand(argv[1]))
        return cd::cli::run(argc, argv);
    return cd::gui::run(argc, argv);
}
