#include "progress.h"

#include "options/errorline.h"

#include <csignal>
#include <cstdio>
#include <unistd.h>

namespace cd::cli {

namespace {

constexpr qint64 kRedrawMs = 100;
constexpr char kErase[] = "\r\033[K"; // back to the start of the line, erased

// What Ctrl-C needs to know, set only on the main thread: whether a line stands on the terminal,
// how many Progress objects watch for the interrupt and what the interrupt did before them.
volatile std::sig_atomic_t g_lineShown = 0;
int g_watching = 0;
struct sigaction g_previous;

void onInterrupt(int)
{
    if (g_lineShown) { // write(2), not stdio: only async-signal-safe calls in a handler
        const ssize_t written = ::write(STDERR_FILENO, kErase, sizeof kErase - 1);
        static_cast<void>(written);
    }
    ::sigaction(SIGINT, &g_previous, nullptr);
    ::raise(SIGINT); // ends the program as before (130 in a shell), or calls the earlier handler
}

// Erases the line on Ctrl-C from the first Progress on, unless the interrupt is ignored.
void watchInterrupt()
{
    if (g_watching++ > 0)
        return;
    struct sigaction now {};
    if (::sigaction(SIGINT, nullptr, &g_previous) != 0 || g_previous.sa_handler == SIG_IGN) {
        --g_watching;
        return;
    }
    now.sa_handler = onInterrupt;
    sigemptyset(&now.sa_mask);
    ::sigaction(SIGINT, &now, nullptr);
}

void unwatchInterrupt()
{
    if (g_watching > 0 && --g_watching == 0)
        ::sigaction(SIGINT, &g_previous, nullptr);
}

void writeError(const QByteArray& bytes)
{
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
    std::fflush(stderr);
}

} // namespace

Progress::Progress(QString what, std::size_t total)
    : m_what(std::move(what)), m_total(total), m_terminal(::isatty(STDERR_FILENO) == 1)
{
    if (m_terminal)
        watchInterrupt();
}

Progress::~Progress()
{
    if (m_drawn) {
        writeError(kErase);
        g_lineShown = 0;
    }
    if (m_terminal)
        unwatchInterrupt();
}

bool Progress::due(bool last)
{
    if (!m_terminal || (m_drawn && m_since.elapsed() < kRedrawMs && !last))
        return false;
    m_since.start();
    return true;
}

void Progress::draw(const QString& line)
{
    m_drawn = true;
    g_lineShown = 1;
    writeError(kErase + options::oneLine(line).toUtf8());
}

void Progress::show(std::size_t done)
{
    if (!due(done >= m_total))
        return;
    draw(m_total == 0 ? m_what : QStringLiteral("[%1/%2] %3").arg(done).arg(m_total).arg(m_what));
}

void Progress::drawShare(double share, const QString& detail)
{
    // Two decimals below 10%: at the start of hours of work the share moves every few seconds.
    const double percent = 100 * share;
    draw(QStringLiteral("[%1%] %2, %3")
             .arg(percent, 0, 'f', percent < 10 ? 2 : 1)
             .arg(m_what, detail));
}

} // namespace cd::cli
