// How far a long piece of work has got, on stderr, redrawn in place ("[5/20] boards drawn" or
// "[12.5%] perft depth 8, ..."), shown only when stderr is a terminal: a file or a pipe gets no
// progress lines, only the messages. The line is erased when the work ends, and on Ctrl-C
// before the interrupt ends the program as it would have. The batch (render --batch) reports its
// jobs the same "[i/n]" way.
#pragma once

#include <QElapsedTimer>
#include <QString>

#include <cstddef>

namespace cd::cli {

class Progress {
public:
    // `what` follows the count ("boards drawn"); `total` steps make the whole work, 0 for work
    // that cannot be counted (the line is `what` alone).
    Progress(QString what, std::size_t total);
    // Erases the line.
    ~Progress();
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;

    // `done` of the steps are finished (redrawn at most ten times a second).
    void show(std::size_t done);
    // For work measured as a share rather than in steps: `share` (0..1) of it is done, and
    // detail() follows `what` ("[12.5%] what, detail"), called only when the line is redrawn.
    template <typename Detail> void showShare(double share, const Detail& detail)
    {
        if (due(share >= 1))
            drawShare(share, detail());
    }

private:
    bool due(bool last);
    void drawShare(double share, const QString& detail);
    void draw(const QString& line);

    QString m_what;
    std::size_t m_total;
    bool m_terminal;
    bool m_drawn = false;
    QElapsedTimer m_since;
};

} // namespace cd::cli
