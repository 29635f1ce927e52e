// Decoded animation frames against the still renders they came from, and the independent
// decoders (ImageMagick's convert) that read them back.
#pragma once

#include <QDir>
#include <QImage>
#include <QImageReader>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QString>

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace framecheck {

// A still pixel as a GIF or WebP keeps it: below half alpha transparent, else opaque.
inline QRgb flattened(QRgb argb)
{
    return qAlpha(argb) < 128 ? 0u : (argb | 0xff000000u);
}

// Every frame Qt's reader gives (each the whole canvas, earlier frames composed beneath).
inline std::vector<QImage> readWithQt(const QString& path)
{
    std::vector<QImage> frames;
    QImageReader reader(path);
    QImage image;
    while (reader.read(&image))
        frames.push_back(image.convertToFormat(QImage::Format_ARGB32));
    return frames;
}

// The frames composed by ImageMagick (convert -coalesce), or none when it is missing or fails.
inline std::vector<QImage> readWithImageMagick(const QString& path, const QDir& dir)
{
    std::vector<QImage> frames;
    const QString convert = QStandardPaths::findExecutable(QStringLiteral("convert"));
    if (convert.isEmpty())
        return frames;
    QProcess p;
    p.start(convert, {path, QStringLiteral("-coalesce"), dir.filePath(QStringLiteral("f-%d.png"))});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return frames;
    for (int i = 0;; ++i) {
        const QImage image(dir.filePath(QStringLiteral("f-%1.png").arg(i)));
        if (image.isNull())
            break;
        frames.push_back(image.convertToFormat(QImage::Format_ARGB32));
    }
    return frames;
}

// Every colour the decoded frames show: the palette entries in use.
inline QSet<QRgb> coloursOf(const std::vector<QImage>& frames)
{
    QSet<QRgb> colours;
    for (const QImage& f : frames)
        for (int y = 0; y < f.height(); ++y) {
            const auto* row = reinterpret_cast<const QRgb*>(f.constScanLine(y));
            for (int x = 0; x < f.width(); ++x)
                colours.insert(flattened(row[x]));
        }
    return colours;
}

struct Difference {
    QString problem;    // empty: the frame matches
    int worst = 0;      // the largest channel difference of a pixel not kept exactly
    qint64 inexact = 0; // pixels whose colour is not in the palette
    qint64 offSum = 0;  // their largest channel differences, summed
};

// The decoded frame against the still: a pixel whose colour the palette holds must come back
// exactly, any other within `tolerance` per channel; transparency must match.
inline Difference compare(const QImage& decoded, const QImage& still, const QSet<QRgb>& palette,
                          int tolerance)
{
    Difference d;
    if (decoded.size() != still.size()) {
        d.problem = QStringLiteral("size %1x%2, not %3x%4")
                        .arg(decoded.width())
                        .arg(decoded.height())
                        .arg(still.width())
                        .arg(still.height());
        return d;
    }
    const QImage source = still.convertToFormat(QImage::Format_ARGB32);
    for (int y = 0; y < source.height(); ++y) {
        const auto* want = reinterpret_cast<const QRgb*>(source.constScanLine(y));
        const auto* got = reinterpret_cast<const QRgb*>(decoded.constScanLine(y));
        for (int x = 0; x < source.width(); ++x) {
            const QRgb w = flattened(want[x]);
            const QRgb g = flattened(got[x]);
            if (w == g)
                continue;
            const auto at =
                QStringLiteral(" at %1,%2: %3 for %4").arg(x).arg(y).arg(g, 8, 16).arg(w, 8, 16);
            if (palette.contains(w) || qAlpha(w) != qAlpha(g)) {
                d.problem = QStringLiteral("not exact") + at;
                return d;
            }
            ++d.inexact;
            const int off = std::max({std::abs(qRed(w) - qRed(g)), std::abs(qGreen(w) - qGreen(g)),
                                      std::abs(qBlue(w) - qBlue(g))});
            d.worst = std::max(d.worst, off);
            d.offSum += off;
            if (off > tolerance) {
                d.problem = QStringLiteral("too far") + at;
                return d;
            }
        }
    }
    return d;
}

} // namespace framecheck
