#include "batchfile.h"

#include "clitext.h"
#include "splitargs.h"

#include <QStringDecoder>

namespace cd::cli {

namespace {

QString nulError()
{
    return tr("binary data (a NUL byte), not a line of options");
}

} // namespace

BatchLine parseBatchLine(QByteArrayView line)
{
    BatchLine out;
    if (line.contains('\0')) {
        out.kind = BatchLine::Kind::Binary;
        out.error = nulError();
        return out;
    }
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = QString(decoder(line)).trimmed();
    if (decoder.hasError()) {
        out.kind = BatchLine::Kind::Binary;
        out.error = tr("binary data (not UTF-8 text), not a line of options");
        return out;
    }
    if (text.isEmpty() || text.startsWith(QLatin1Char('#')))
        return out;
    QString error;
    auto words = splitArguments(text, &error);
    if (!words) {
        out.kind = BatchLine::Kind::Bad;
        out.error = error;
        return out;
    }
    if (!words->isEmpty() && words->first() == QLatin1String("render"))
        words->removeFirst();
    out.kind = BatchLine::Kind::Job;
    out.arguments = *words;
    return out;
}

BatchFile readBatch(QIODevice& device)
{
    BatchFile file;
    const auto stop = [&](int number, const QString& why) {
        file.fatalLine = number;
        file.fatal = why;
        return file;
    };
    for (int number = 1;; ++number) {
        // At most kMaxBatchLineBytes + 1 bytes (readLine keeps one for a terminating NUL), so a
        // longer line is seen as such.
        QByteArray line = device.readLine(kMaxBatchLineBytes + 2);
        if (line.isEmpty())
            break; // the end (or a read error, reported by the caller)
        const bool complete = line.endsWith('\n');
        if (complete)
            line.chop(1);
        if (line.endsWith('\r'))
            line.chop(1);
        if (number > kMaxBatchLines)
            return stop(number, tr("more than %1 lines").arg(kMaxBatchLines));
        if (!complete && line.size() > kMaxBatchLineBytes)
            return stop(number,
                        line.contains('\0')
                            ? nulError()
                            : tr("the line is longer than %1 bytes").arg(kMaxBatchLineBytes));
        const BatchLine parsed = parseBatchLine(line);
        if (parsed.kind == BatchLine::Kind::Binary)
            return stop(number, parsed.error);
        if (parsed.kind == BatchLine::Kind::Bad)
            file.badLines.emplace_back(number, parsed.error);
        if (parsed.kind != BatchLine::Kind::Job)
            continue;
        if (static_cast<int>(file.jobs.size()) == kMaxBatchJobs)
            return stop(number, tr("more than %1 jobs").arg(kMaxBatchJobs));
        file.jobs.push_back({number, parsed.arguments});
    }
    return file;
}

QStringList batchDefaults(const options::Given& given)
{
    QStringList out;
    for (const QString& name : given.names()) {
        if (name == QLatin1String("batch"))
            continue;
        const QStringList values = given.values(name);
        if (values.isEmpty())
            out << QStringLiteral("--") + name;
        for (const QString& value : values)
            out << QStringLiteral("--%1=%2").arg(name, value);
    }
    return out;
}

} // namespace cd::cli
