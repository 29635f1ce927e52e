#include "interrupt.h"

#include <csignal>
#include <unistd.h>

namespace cd::cli {

namespace {

constexpr char kErase[] = "\r\033[K"; // back to the start of the line, erased

// Set only on the main thread, read by the handler.
volatile std::sig_atomic_t g_lineShown = 0;
volatile std::sig_atomic_t g_deferring = 0;
volatile std::sig_atomic_t g_pending = 0; // the signal that came while deferring

// One handled signal: how many users want it handled, and what it did before the first.
struct Watched {
    int signal;
    int users = 0;
    bool installed = false;
    struct sigaction previous {};
};
Watched g_watched[] = {{SIGINT}, {SIGTERM}};

Watched& watched(int signal)
{
    return signal == SIGINT ? g_watched[0] : g_watched[1];
}

void onSignal(int signal)
{
    if (g_lineShown && signal == SIGINT) { // write(2), not stdio: async-signal-safe calls only
        const ssize_t written = ::write(STDERR_FILENO, kErase, sizeof kErase - 1);
        static_cast<void>(written);
        g_lineShown = 0;
    }
    if (g_deferring) {
        g_pending = signal;
        return;
    }
    ::sigaction(signal, &watched(signal).previous, nullptr);
    ::raise(signal); // ends the program as before (130 in a shell), or calls the earlier handler
}

void acquire(int signal)
{
    Watched& w = watched(signal);
    if (w.users++ > 0)
        return;
    w.installed = ::sigaction(signal, nullptr, &w.previous) == 0 &&
                  w.previous.sa_handler != SIG_IGN; // nohup, or a background job: left alone
    if (!w.installed)
        return;
    struct sigaction now {};
    now.sa_handler = onSignal;
    now.sa_flags = SA_RESTART; // a deferred signal interrupts no write
    sigemptyset(&now.sa_mask);
    ::sigaction(signal, &now, nullptr);
}

void release(int signal)
{
    Watched& w = watched(signal);
    if (w.users > 0 && --w.users == 0 && w.installed)
        ::sigaction(signal, &w.previous, nullptr);
}

} // namespace

void watchInterrupt()
{
    acquire(SIGINT);
}

void unwatchInterrupt()
{
    release(SIGINT);
}

void setLineShown(bool shown)
{
    g_lineShown = shown ? 1 : 0;
}

InterruptDeferral::InterruptDeferral()
{
    g_deferring = g_deferring + 1;
    acquire(SIGINT);
    acquire(SIGTERM);
}

InterruptDeferral::~InterruptDeferral()
{
    release(SIGTERM);
    release(SIGINT);
    g_deferring = g_deferring - 1;
    if (g_deferring == 0 && g_pending != 0) {
        const int signal = g_pending;
        g_pending = 0;
        ::raise(signal); // now with the handler found at the start: the default ends the program
    }
}

bool InterruptDeferral::pending()
{
    return g_pending != 0;
}

} // namespace cd::cli
