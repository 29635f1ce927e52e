// PGN files for the tests of positions taken from games, written into a temporary folder, and the
// FEN of a ply as the game command prints it (a route through the program independent of --pgn).
#pragma once

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "cli/clirun.h"

namespace clitest {

// The Opera Game (Morphy against the Duke and the Count, Paris 1858): queenside castling at ply
// 23 and many captures.
inline const char* const kOperaGame =
    "[White \"Morphy\"]\n[Black \"Allies\"]\n[Result \"1-0\"]\n\n"
    "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 "
    "9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ "
    "Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0\n\n"
    "[White \"Second\"]\n[Black \"Game\"]\n\n1. d4 d5 2. c4 *\n";

class GameFiles {
public:
    GameFiles()
    {
        write(QStringLiteral("opera.pgn"), kOperaGame);
        write(QStringLiteral("notpgn.pgn"), "this is not a game\n");
    }
    QString path() const { return m_dir.path(); }
    QString file(const QString& name) const { return m_dir.filePath(name); }

    // Runs chess-distance in the folder, where opera.pgn is.
    Run run(const QStringList& args) const
    {
        return runCli(args, QProcessEnvironment::systemEnvironment(), m_dir.path());
    }
    RawRun runRaw(const QStringList& args) const
    {
        return runCliRaw(args, QProcessEnvironment::systemEnvironment(), m_dir.path());
    }

    // The FEN of the position after `ply` of game `game`, from the game command.
    QString fenAt(int game, int ply) const
    {
        const Run r = run(words(
            QStringLiteral("game opera.pgn --format fen --game %1 --ply %2").arg(game).arg(ply)));
        if (r.exitCode != 0)
            qFatal("game --ply failed: %s", qPrintable(r.err));
        return r.out.trimmed();
    }

private:
    void write(const QString& name, const char* text)
    {
        QFile f(m_dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(name));
        f.write(text);
    }

    QTemporaryDir m_dir;
};

} // namespace clitest
