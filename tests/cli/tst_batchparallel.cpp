// render --batch runs its jobs in parallel, yet reports as if one by one: progress and errors in
// the order of the lines, jobs writing to standard output in that order, every file whole even
// when several jobs write the same path.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include "cli/clirun.h"

using clitest::RawRun;
using clitest::Run;
using clitest::runCli;
using clitest::runCliRaw;

namespace {

const char* const kFiles[] = {"a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"};
const char* const kFormats[] = {"png", "svg", "pdf"};

void writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

} // namespace

class TestBatchParallel : public QObject {
    Q_OBJECT
private slots:
    void reportsInTheOrderOfTheLines()
    {
        QTemporaryDir dir;
        QByteArray jobs;
        QStringList outputs; // per job line, empty for a bad one
        for (int i = 0; i < 24; ++i) {
            if (i % 7 == 3) {
                jobs += "--from z9 --output never.png\n";
                outputs << QString();
                continue;
            }
            // Every third job writes shared.png: the last writer wins, the file stays whole.
            const QString out = i % 3 == 0
                                    ? dir.filePath(QStringLiteral("shared.png"))
                                    : dir.filePath(QStringLiteral("job%1.%2")
                                                       .arg(i)
                                                       .arg(QString::fromLatin1(kFormats[i % 3])));
            jobs += QStringLiteral("--metric knight --from %1 --size 300 --output '%2'\n")
                        .arg(QString::fromLatin1(kFiles[i % 8]), out)
                        .toUtf8();
            outputs << out;
        }
        const QString path = dir.filePath(QStringLiteral("jobs.txt"));
        writeFile(path, jobs);
        const Run r = runCli({QStringLiteral("render"), QStringLiteral("--batch"), path});
        QCOMPARE(r.exitCode, 2);

        // Every line of stderr in job order: progress for a written file, the error for a bad line.
        const QStringList lines = r.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), outputs.size() + 1); // and the summary
        for (int i = 0; i < outputs.size(); ++i) {
            if (outputs[i].isEmpty())
                QVERIFY2(lines[i].contains(QStringLiteral("jobs.txt:%1: --from").arg(i + 1)),
                         qPrintable(lines[i]));
            else
                QCOMPARE(
                    lines[i],
                    QStringLiteral("[%1/%2] %3").arg(i + 1).arg(outputs.size()).arg(outputs[i]));
        }
        const auto bad = outputs.count(QString());
        QVERIFY2(lines.last().contains(QStringLiteral("%1 of 24 jobs failed").arg(bad)),
                 qPrintable(lines.last()));
        for (const QString& out : outputs) {
            if (out.endsWith(QStringLiteral(".png")))
                QCOMPARE(QImage(out).width(), 300);
            else if (out.endsWith(QStringLiteral(".svg")))
                QVERIFY(QSvgRenderer(out).isValid());
            else if (out.endsWith(QStringLiteral(".pdf"))) {
                QFile f(out);
                QVERIFY(f.open(QIODevice::ReadOnly));
                const QByteArray pdf = f.readAll();
                QVERIFY(pdf.startsWith("%PDF-") && pdf.trimmed().endsWith("%%EOF"));
            }
        }
        // No temporary file left behind.
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*.part")}, QDir::Files | QDir::Hidden),
                 QStringList());
    }

    // Jobs writing to standard output come out in the order of their lines.
    void standardOutputInTheOrderOfTheLines()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("jobs.txt"));
        QByteArray jobs;
        for (int i = 0; i < 6; ++i)
            jobs += QByteArray("--metric knight --from ") + kFiles[i] + " --size 200 --format " +
                    (i % 2 ? "png" : "svg") + " --output -\n";
        writeFile(path, jobs);
        const RawRun r = runCliRaw({QStringLiteral("render"), QStringLiteral("--batch"), path});
        QCOMPARE(r.exitCode, 0);
        // svg, png, svg, png, ...: each SVG ends before the next PNG's signature.
        qsizetype at = 0;
        for (int i = 0; i < 6; ++i) {
            const QByteArray start = i % 2 ? QByteArray("\x89PNG") : QByteArray("<?xml");
            const qsizetype found = r.out.indexOf(start, at);
            QCOMPARE(found, at);
            const QByteArray end = i % 2 ? QByteArray("IEND") : QByteArray("</svg>");
            at = r.out.indexOf(end, at);
            QVERIFY(at >= 0);
            at += end.size() + (i % 2 ? 4 : 0); // IEND's CRC
            while (at < r.out.size() && (r.out[at] == '\n' || r.out[at] == '\r'))
                ++at;
        }
        QCOMPARE(at, r.out.size());
    }
};

QTEST_MAIN(TestBatchParallel)
#include "tst_batchparallel.moc"
