#include "options/gamefile.h"

#include "options/optionstext.h"
#include "options/usageerror.h"

#include "i18n/coremessages.h"
#include "pgn.h"

#include <QFile>
#include <QFileInfo>

namespace cd::options {

std::vector<Game> readGameFile(const QString& path)
{
    QFile file(path);
    if (QFileInfo(path).isDir())
        throw UsageError(tr("cannot read '%1': it is a folder").arg(path));
    if (!file.open(QIODevice::ReadOnly))
        throw UsageError(tr("cannot read '%1': %2").arg(path, file.errorString()));
    if (file.size() > kMaxGameFileBytes)
        throw UsageError(tr("'%1' is larger than %2 MB: not read")
                             .arg(path)
                             .arg(kMaxGameFileBytes / (1024 * 1024)));
    const QByteArray bytes = file.readAll();
    std::vector<Game> games;
    try {
        games =
            readPgn(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    } catch (const PgnError& e) {
        throw UsageError(tr("%1: %2", "file name: error").arg(path, i18n::translated(e)));
    }
    if (games.empty())
        throw UsageError(tr("%1: the file holds no game").arg(path));
    return games;
}

} // namespace cd::options
