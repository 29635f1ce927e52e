#include "gamefileloader.h"

#include "guitext.h"

#include "options/errorline.h"
#include "options/gamefile.h"

#include <QEventLoop>
#include <QFileInfo>
#include <QProgressDialog>
#include <QTimer>

#include <atomic>
#include <memory>
#include <mutex>
#include <thread>

#include <sys/stat.h>

namespace cd::gui {

namespace {

// What the reading thread hands over; shared, so that a cancelled wait can leave it behind.
struct Handover {
    std::mutex mutex;
    std::atomic<bool> done{false};
    LoadedGames result;
};

constexpr int kPollMs = 15;
constexpr int kDialogAfterMs = 400;

} // namespace

std::shared_ptr<OpenedGames> openedGames(const QString& path, options::GameFile file)
{
    const auto skipped = static_cast<int>(file.skipped.size());
    return std::make_shared<OpenedGames>(OpenedGames{
        path, std::move(file.games), std::move(file.numbers), std::move(file.skipped), skipped});
}

LoadedGames loadGameFile(const QString& path, QWidget* parent)
{
    auto handover = std::make_shared<Handover>();
    std::thread([handover, path] {
        LoadedGames r;
        try {
            r.file = options::readGameFile(path);
        } catch (const std::exception& e) {
            r.error = QString::fromUtf8(e.what());
        }
        const std::lock_guard lock(handover->mutex);
        handover->result = std::move(r);
        handover->done = true;
    }).detach();

    QEventLoop loop;
    QProgressDialog progress(tr("Reading %1…").arg(QFileInfo(path).fileName()), tr("Cancel"), 0, 0,
                             parent);
    progress.setWindowTitle(tr("Open game"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    progress.reset(); // shown by the timer below, only when reading takes a while
    bool cancelled = false;
    QObject::connect(&progress, &QProgressDialog::canceled, &loop, [&] {
        cancelled = true;
        loop.quit();
    });
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        cancelled = cancelled || progress.wasCanceled(); // Esc and cancel() emit no signal
        if (handover->done || cancelled)
            loop.quit();
    });
    QTimer::singleShot(kDialogAfterMs, &progress, [&] {
        if (!handover->done && !cancelled)
            progress.show();
    });
    poll.start(kPollMs);
    if (!handover->done)
        loop.exec(QEventLoop::ExcludeSocketNotifiers);
    if (cancelled && !handover->done)
        return {{}, {}, true};
    const std::lock_guard lock(handover->mutex);
    return std::move(handover->result);
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
