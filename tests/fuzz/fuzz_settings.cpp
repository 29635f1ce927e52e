// Whatever a settings file holds, the window's settings loader returns bounded values: a
// geometry that parses and fits the screen once clamped, a bounded state and export folder.
#include "gui/settingsguard.h"

#include <QCoreApplication>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static int argc = 1;
    static char name[] = "fuzz_settings";
    static char* argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("settings.ini"));
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            std::abort();
        f.write(reinterpret_cast<const char*>(data), static_cast<qint64>(size));
    }
    const QSettings settings(path, QSettings::IniFormat);
    const cd::gui::WindowSettings w = cd::gui::readWindowSettings(settings);
    if (w.state.size() > cd::gui::kMaxStateBytes || w.exportDir.size() > cd::gui::kMaxSettingText)
        std::abort();
    const QRect screen(0, 0, 1280, 800);
    if (!w.geometry.isEmpty()) {
        const auto g = cd::gui::parseGeometry(w.geometry);
        if (!g || !screen.contains(cd::gui::fitInside(g->normal, screen)))
            std::abort();
    }
    // The raw bytes as a geometry blob too, and every key as a bounded value.
    if (const auto g = cd::gui::parseGeometry(QByteArray::fromRawData(
            reinterpret_cast<const char*>(data), static_cast<qsizetype>(size))))
        if (!screen.contains(cd::gui::fitInside(g->frame, screen)))
            std::abort();
    for (const QString& key : settings.allKeys()) {
        const QVariant v = settings.value(key);
        if (cd::gui::boundedString(v, 16).size() > 16)
            std::abort();
        const int n = cd::gui::boundedInt(v, -3, 3, 0);
        if (n < -3 || n > 3)
            std::abort();
    }
    return 0;
}
