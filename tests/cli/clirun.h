// Runs the real chess-distance binary (CD_BINARY) and collects what a user would see.
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

namespace clitest {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs the binary to its end in `dir` when given, with `env`.
inline void runToEnd(QProcess& p, const QStringList& args, const QProcessEnvironment& env,
                     const QString& dir)
{
    p.setProcessEnvironment(env);
    if (!dir.isEmpty())
        p.setWorkingDirectory(dir);
    p.start(QStringLiteral(CD_BINARY), args);
    if (!p.waitForFinished(120000))
        qFatal("chess-distance did not finish");
}

// In `dir` when given, with `env` (the test's own environment by default).
inline Run runCli(const QStringList& args,
                  const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment(),
                  const QString& dir = {})
{
    QProcess p;
    runToEnd(p, args, env, dir);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

// The same with standard output as bytes (an image written to "-").
struct RawRun {
    int exitCode = -1;
    QByteArray out;
    QString err;
};
inline RawRun runCliRaw(const QStringList& args,
                        const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment(),
                        const QString& dir = {})
{
    QProcess p;
    runToEnd(p, args, env, dir);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            QString::fromUtf8(p.readAllStandardError())};
}

// "map --from e4" -> {"map", "--from", "e4"}.
inline QStringList words(const QString& text)
{
    return text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace clitest
