// Helpers of the command tests: argument lists, JSON runs, text grids and square names.
#pragma once

#include "cli/clirun.h"
#include "metrics.h"
#include "reach.h"
#include "square.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace cd;
using clitest::Run;
using clitest::runCli;
using clitest::words;

namespace clihelp {

inline QStringList args(const char* text)
{
    return words(QString::fromUtf8(text));
}

inline QJsonObject runJson(const QStringList& a)
{
    const Run r = runCli(a);
    if (r.exitCode != 0)
        qWarning("%s", qPrintable(r.err));
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("bad JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

// The text grid (docs/board.md#text-maps) of 8 rank lines (rank 8 first) plus the file footer.
inline QString grid(const char* const (&ranks)[8])
{
    QString out;
    for (int i = 0; i < 8; ++i)
        out += QStringLiteral("%1  %2\n").arg(8 - i).arg(QString::fromUtf8(ranks[i]));
    return out + QStringLiteral("   a b c d e f g h\n");
}

inline QString name(Square s)
{
    return QString::fromStdString(squareName(s));
}

inline QStringList names(const QJsonArray& a)
{
    QStringList out;
    for (const auto& v : a)
        out << v.toString();
    return out;
}

} // namespace clihelp
