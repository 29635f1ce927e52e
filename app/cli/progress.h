// How far a long piece of work has got, on stderr, redrawn in place ("[5/20] perft depth 8"),
// shown only when stderr is a terminal: a file or a pipe gets no progress lines, only the
// messages. The line is erased when the work ends. The batch (render --batch) reports its jobs
// the same "[i/n]" way.
#pragma once

#include <QElapsedTimer>
#include <QString>

#include <cstddef>

namespace cd::cli {

class Progress {
public:
    // `what` follows the count ("perft depth 8"); `total` steps make the whole work, 0 for work
    // that cannot be counted (the line is `what` alone).
    Progress(QString what, std::size_t total);
    // Erases the line.
    ~Progress();
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;

    // `done` of the steps are finished (redrawn at most ten times a second).
    void show(std::size_t done);

private:
    QString m_what;
    std::size_t m_total;
    bool m_terminal;
    bool m_drawn = false;
    QElapsedTimer m_since;
};

} // namespace cd::cli
