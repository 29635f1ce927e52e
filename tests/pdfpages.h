// Pages in a PDF that QPdfWriter wrote: its "/Type /Page" objects (not "/Pages"); -1 when the
// file cannot be read.
#pragma once

#include <QFile>
#include <QRegularExpression>
#include <QString>

inline int pdfPages(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QString text = QString::fromLatin1(f.readAll());
    return static_cast<int>(text.count(QRegularExpression(QStringLiteral("/Type\\s*/Page[^s]"))));
}
