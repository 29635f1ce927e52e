#include "gamefileloader.h"

#include "guitext.h"

#include "options/errorline.h"
#include "options/gamefile.h"

#include <QFile>
#include <QThread>

#include <algorithm>

#include <sys/stat.h>

namespace cd::gui {

namespace {

// The games of `path`, or why not; part of them, to be dropped, once `stop` is set.
LoadedGames readGames(const QString& path, const std::atomic<bool>& stop)
{
    LoadedGames r;
    try {
        const QByteArray bytes = options::readCappedFile(path, options::kMaxGameFileBytes, &stop);
        if (!stop)
            r.file = options::gamesFromBytes(bytes, path, options::BadGames::Skip, &stop,
                                             kMaxPgnGames); // every reason, to save them all
    } catch (const std::exception& e) {
        r.error = QString::fromUtf8(e.what());
    }
    return r;
}

} // namespace

GameFileLoader::GameFileLoader(QObject* parent) : QObject(parent) {}

GameFileLoader::~GameFileLoader()
{
    for (const Reading& r : m_readings)
        r.stop->store(true);
    for (const Reading& r : m_readings)
        r.thread->wait(); // deleted with this, as its child
}

void GameFileLoader::start(const QString& path)
{
    cancel();
    const int id = ++m_lastId;
    auto stop = std::make_shared<std::atomic<bool>>(false);
    auto result = std::make_shared<LoadedGames>();
    QThread* thread = QThread::create([path, stop, result] { *result = readGames(path, *stop); });
    thread->setParent(this);
    thread->setObjectName(QStringLiteral("game file reader"));
    // Sent from the thread as it ends, and handled here on the window's thread.
    connect(thread, &QThread::finished, this,
            [this, id, path, result] { ended(id, path, result); });
    m_readings.push_back({id, thread, stop});
    m_current = id;
    thread->start(QThread::LowPriority);
}

void GameFileLoader::cancel()
{
    for (const Reading& r : m_readings)
        if (r.id == m_current)
            r.stop->store(true);
    m_current = 0;
}

void GameFileLoader::ended(int id, const QString& path, std::shared_ptr<LoadedGames> games)
{
    const auto at = std::find_if(m_readings.begin(), m_readings.end(),
                                 [id](const Reading& r) { return r.id == id; });
    if (at != m_readings.end()) {
        at->thread->deleteLater();
        m_readings.erase(at);
    }
    if (id != m_current)
        return; // cancelled, or another file asked for since
    m_current = 0;
    emit loaded(path, std::move(games));
}

std::shared_ptr<OpenedGames> openedGames(const QString& path, options::GameFile file)
{
    const auto skipped = static_cast<int>(file.skippedCount); // beyond the reasons kept too
    return std::make_shared<OpenedGames>(OpenedGames{
        path, std::move(file.games), std::move(file.numbers), std::move(file.skipped), skipped});
}

QString restoreRefusal(const QString& path)
{
    for (const QChar c : path)
        if (c.category() == QChar::Other_Control || c == QChar(0x7f))
            return tr("the saved file name '%1' holds control characters")
                .arg(options::oneLine(path));
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) == 0 && !S_ISREG(st.st_mode))
        return tr("%1 is not a regular file").arg(path);
    return {};
}

} // namespace cd::gui
