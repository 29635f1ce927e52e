#include "settingsguard.h"

#include "guitext.h"

#include <QDataStream>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace cd::gui {

namespace {

constexpr quint32 kGeometryMagic = 0x1D9D0CB;

bool sane(const QRect& r)
{
    constexpr int kFar = 1 << 20; // no screen is a million pixels away
    return r.isValid() && std::abs(r.left()) < kFar && std::abs(r.top()) < kFar &&
           r.width() < kFar && r.height() < kFar;
}

} // namespace

QString boundedString(const QVariant& value, qsizetype maxLength, const QString& fallback)
{
    if (value.typeId() != QMetaType::QString && value.typeId() != QMetaType::QByteArray)
        return fallback;
    const QString text = value.toString();
    return text.size() <= maxLength ? text : fallback;
}

int boundedInt(const QVariant& value, int low, int high, int fallback)
{
    bool ok = false;
    const qlonglong v = value.toLongLong(&ok);
    return ok && v >= low && v <= high ? static_cast<int>(v) : fallback;
}

QByteArray boundedBytes(const QVariant& value, qsizetype maxBytes)
{
    if (value.typeId() != QMetaType::QByteArray)
        return {};
    const QByteArray bytes = value.toByteArray();
    return bytes.size() <= maxBytes ? bytes : QByteArray();
}

std::optional<StoredGeometry> parseGeometry(const QByteArray& bytes)
{
    if (bytes.size() < 4 + 2 + 2 + 16 + 16 + 4 + 1 + 1 || bytes.size() > kMaxGeometryBytes)
        return std::nullopt;
    QDataStream stream(bytes);
    stream.setVersion(QDataStream::Qt_4_0);
    quint32 magic = 0;
    quint16 major = 0;
    quint16 minor = 0;
    StoredGeometry g;
    qint32 screen = 0;
    quint8 maximized = 0;
    quint8 fullScreen = 0;
    stream >> magic >> major >> minor >> g.frame >> g.normal >> screen >> maximized >> fullScreen;
    if (stream.status() != QDataStream::Ok || magic != kGeometryMagic || major < 1 || major > 3)
        return std::nullopt;
    if (!sane(g.frame) || !sane(g.normal) || screen < 0 || screen > 64)
        return std::nullopt;
    g.maximized = maximized != 0;
    g.fullScreen = fullScreen != 0;
    return g;
}

QRect fitInside(const QRect& r, const QRect& available)
{
    if (available.isEmpty())
        return r;
    const auto side = [](int wanted, int room) {
        return std::clamp(wanted, std::min(kMinWindowSide, room), room);
    };
    const int w = side(r.isValid() ? r.width() : available.width(), available.width());
    const int h = side(r.isValid() ? r.height() : available.height(), available.height());
    const int x = std::clamp(r.x(), available.left(), available.left() + available.width() - w);
    const int y = std::clamp(r.y(), available.top(), available.top() + available.height() - h);
    return {x, y, w, h};
}

WindowSettings readWindowSettings(const QSettings& settings)
{
    WindowSettings w;
    const QByteArray geometry =
        boundedBytes(settings.value(QStringLiteral("window/geometry")), kMaxGeometryBytes);
    if (parseGeometry(geometry))
        w.geometry = geometry;
    w.state = boundedBytes(settings.value(QStringLiteral("window/state")), kMaxStateBytes);
    w.exportDir = boundedString(settings.value(QStringLiteral("export/dir")), kMaxSettingText);
    return w;
}

QString settingsProblem(const QSettings& settings)
{
    const QString file = settings.fileName();
    const QFileInfo info(file);
    if (info.isDir())
        return tr("Settings are not saved: %1 is a folder, not a file").arg(file);
    if (info.exists() && !info.isWritable())
        return tr("Settings are not saved: %1 is read-only").arg(file);
    if (settings.status() == QSettings::AccessError || !settings.isWritable())
        return tr("Settings are not saved: %1 cannot be written").arg(file);
    if (!info.exists()) {
        // The nearest folder that exists must let the file (and missing folders) be created.
        QFileInfo dir(info.absolutePath());
        while (!dir.exists() && dir.absoluteFilePath() != QDir::rootPath())
            dir = QFileInfo(dir.absolutePath());
        if (!dir.isDir() || !dir.isWritable())
            return tr("Settings are not saved: the folder %1 is read-only")
                .arg(dir.absoluteFilePath());
    }
    return {};
}

} // namespace cd::gui
