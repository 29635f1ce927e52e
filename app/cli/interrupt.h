// Ctrl-C (SIGINT) and SIGTERM while the command line works, with one handler for the program.
// By default an interrupt ends the program as it would have without the handler, after erasing
// the progress line on the terminal (Progress). While an InterruptDeferral lives it only marks
// the work as interrupted: the work stops at its next check, cleans up (a temporary folder), and
// the deferral then ends the program by the same signal (130 or 143 in a shell). A signal that
// was ignored when the program started stays ignored.
#pragma once

namespace cd::cli {

// The handler erases the progress line on Ctrl-C from the first watchInterrupt() to the last
// unwatchInterrupt(); setLineShown() says whether a line stands on the terminal.
void watchInterrupt();
void unwatchInterrupt();
void setLineShown(bool shown);

class InterruptDeferral {
public:
    InterruptDeferral();
    // Puts the handlers back, then raises the signal that came, if one did.
    ~InterruptDeferral();
    InterruptDeferral(const InterruptDeferral&) = delete;
    InterruptDeferral& operator=(const InterruptDeferral&) = delete;

    // Whether SIGINT or SIGTERM came since.
    static bool pending();
};

} // namespace cd::cli
