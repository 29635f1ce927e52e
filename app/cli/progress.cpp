#include "progress.h"

#include "options/errorline.h"

#include <cstdio>
#include <unistd.h>

namespace cd::cli {

namespace {

constexpr qint64 kRedrawMs = 100;

void writeError(const QByteArray& bytes)
{
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
    std::fflush(stderr);
}

} // namespace

Progress::Progress(QString what, std::size_t total)
    : m_what(std::move(what)), m_total(total), m_terminal(::isatty(STDERR_FILENO) == 1)
{}

Progress::~Progress()
{
    if (m_drawn)
        writeError("\r\033[K"); // back to the start of the line, erased
}

void Progress::show(std::size_t done)
{
    if (!m_terminal || (m_drawn && m_since.elapsed() < kRedrawMs && done < m_total))
        return;
    m_since.start();
    m_drawn = true;
    const QString what = options::oneLine(m_what);
    const QString line =
        m_total == 0 ? what : QStringLiteral("[%1/%2] %3").arg(done).arg(m_total).arg(what);
    writeError("\r\033[K" + line.toUtf8());
}

} // namespace cd::cli
