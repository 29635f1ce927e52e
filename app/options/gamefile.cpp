#include "options/gamefile.h"

#include "options/errorline.h"
#include "options/optionstext.h"
#include "options/stoppableread.h"
#include "options/usageerror.h"

#include "i18n/coremessages.h"
#include "pgn.h"

#include <QFileInfo>
#include <QLocale>

#include <algorithm>
#include <new>
#include <numeric>

namespace cd::options {

namespace {

UsageError tooLarge(const QString& path)
{
    return UsageError(tr("'%1' is too large: it does not fit in memory").arg(path));
}

// "UTF-16" or "UTF-32" when the text is in one of them (a byte-order mark, or the zero bytes that
// ASCII characters have there); empty otherwise. PGN is read as UTF-8 only.
QString wideEncoding(const QByteArray& bytes)
{
    if (bytes.startsWith(QByteArray("\xFF\xFE\0\0", 4)) ||
        bytes.startsWith(QByteArray("\0\0\xFE\xFF", 4)))
        return QStringLiteral("UTF-32");
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF"))
        return QStringLiteral("UTF-16");
    const qsizetype n = std::min<qsizetype>(bytes.size(), 4096);
    qsizetype zeros = 0, pairs = 0; // zero bytes, and of them those next to another zero byte
    for (qsizetype i = 0; i < n; ++i)
        if (bytes[i] == '\0') {
            ++zeros;
            if (i + 1 < n && bytes[i + 1] == '\0')
                ++pairs;
        }
    if (n < 2 || zeros * 4 < n) // text with a stray zero byte: the reader names the character
        return {};
    return pairs * 4 >= zeros ? QStringLiteral("UTF-32") : QStringLiteral("UTF-16");
}

} // namespace

QByteArray readCappedFile(const QString& path, qint64 cap, const std::atomic<bool>* stop)
{
    StoppableFile file(path, stop);
    if (QFileInfo(path).isDir())
        throw UsageError(tr("cannot read '%1': it is a folder").arg(path));
    if (!file.open())
        throw UsageError(tr("cannot read '%1': %2").arg(path, file.errorString()));
    const auto refuse = [&] {
        return UsageError(
            tr("'%1' is larger than %2 MB: not read").arg(path).arg(cap / (1024 * 1024)));
    };
    if (file.size() > cap) // a regular file: refused before reading
        throw refuse();
    // Pipes and devices report size 0: read in chunks up to one byte past the cap.
    QByteArray bytes;
    try {
        constexpr qint64 kChunk = 1 << 20;
        qint64 have = 0;
        while (have <= cap) {
            const qint64 want = std::min(kChunk, cap + 1 - have);
            bytes.resize(have + want);
            const qint64 got = file.read(bytes.data() + have, want);
            if (got < 0)
                throw UsageError(tr("cannot read '%1': %2").arg(path, file.errorString()));
            if (got == 0) // the end, or stopped: the caller asked for it and drops the bytes
                break;
            have += got;
        }
        bytes.resize(have);
        if (have > cap)
            throw refuse();
        bytes.squeeze();
    } catch (const std::bad_alloc&) {
        throw tooLarge(path);
    }
    return bytes;
}

std::optional<std::size_t> GameFile::indexOf(int number) const
{
    const auto at = std::lower_bound(numbers.begin(), numbers.end(), number);
    if (at == numbers.end() || *at != number)
        return std::nullopt;
    return static_cast<std::size_t>(at - numbers.begin());
}

int GameFile::numberOf(std::size_t index) const
{
    return index < numbers.size() ? numbers[index] : static_cast<int>(index) + 1;
}

namespace {

// Outside GameFile, so that lupdate files the texts under the options' context.
QString summaryText(std::size_t games, qsizetype skipped)
{
    const QString read =
        games == 1 ? tr("1 game read")
                   : tr("%1 games read").arg(QLocale().toString(static_cast<qulonglong>(games)));
    if (skipped == 0)
        return read;
    return tr("%1, %2 skipped", "12 games read, 1 skipped").arg(read, QLocale().toString(skipped));
}

} // namespace

QString GameFile::summary() const
{
    return summaryText(games.size(), static_cast<qsizetype>(skippedCount));
}

GameFile gamesFromBytes(const QByteArray& bytes, const QString& path, BadGames bad,
                        const std::atomic<bool>* stop, std::size_t keptReasons)
{
    if (const QString encoding = wideEncoding(bytes); !encoding.isEmpty())
        throw UsageError(tr("'%1' is %2: save it as UTF-8").arg(path, encoding));
    GameFile file;
    const std::string_view text(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    try {
        PgnLimits limits;
        limits.stop = stop;
        limits.reasons = keptReasons;
        if (bad == BadGames::Refuse) {
            // stops at the first bad game; numbered from 1 in order
            file.games = readPgn(text, limits);
            file.numbers.resize(file.games.size());
            std::iota(file.numbers.begin(), file.numbers.end(), 1);
        } else {
            PgnReading reading = readPgnGames(text, limits);
            file.games = std::move(reading.games);
            file.numbers = std::move(reading.numbers);
            for (const PgnError& e : reading.skipped) {
                file.skipped << oneLine(i18n::translated(e));
                file.skippedNumbers.push_back(e.game());
            }
            file.skippedCount = reading.skippedCount;
        }
    } catch (const PgnError& e) {
        throw UsageError(tr("%1: %2", "file name: error").arg(path, i18n::translated(e)));
    } catch (const std::bad_alloc&) {
        throw tooLarge(path);
    }
    if (!file.skipped.isEmpty() && file.games.empty())
        throw UsageError(tr("%1: %2", "file name: error").arg(path, file.skipped.first()));
    if (file.games.empty())
        throw UsageError(tr("%1: the file holds no game").arg(path));
    return file;
}

GameFile readGameFile(const QString& path, BadGames bad, const std::atomic<bool>* stop,
                      std::size_t keptReasons)
{
    return gamesFromBytes(readCappedFile(path, kMaxGameFileBytes, stop), path, bad, stop,
                          keptReasons);
}

} // namespace cd::options
