#include "progress.h"

#include "interrupt.h"
#include "options/errorline.h"

#include <cstdio>
#include <unistd.h>

namespace cd::cli {

namespace {

constexpr qint64 kRedrawMs = 100;
constexpr char kErase[] = "\r\033[K"; // back to the start of the line, erased

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
        setLineShown(false);
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
    setLineShown(true);
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
