// Restored settings are untrusted input: every value the window reads back is checked and
// clamped here (geometry inside the screen, bounded sizes and strings), so that a damaged or
// hostile settings file can neither hurt this start nor be saved back. Qt Core only, so that a
// fuzz target can load it without a display.
#pragma once

#include <QByteArray>
#include <QRect>
#include <QSettings>
#include <QString>
#include <QVariant>

#include <optional>

namespace cd::gui {

inline constexpr qsizetype kMaxSettingText = 4096;     // characters of a stored string
inline constexpr qsizetype kMaxFenText = 256;          // characters of a stored FEN
inline constexpr qsizetype kMaxGeometryBytes = 1024;   // QWidget::saveGeometry() is ~66
inline constexpr qsizetype kMaxStateBytes = 64 * 1024; // QMainWindow::saveState()
inline constexpr int kMinWindowSide = 200;             // smallest restored width or height

// A stored string: `fallback` when missing, not text or longer than `maxLength`.
QString boundedString(const QVariant& value, qsizetype maxLength, const QString& fallback = {});

// A stored whole number in low..high, or `fallback`.
int boundedInt(const QVariant& value, int low, int high, int fallback);

// Stored bytes (a Qt state blob): empty when missing or longer than `maxBytes`.
QByteArray boundedBytes(const QVariant& value, qsizetype maxBytes);

// What QWidget::saveGeometry() stored.
struct StoredGeometry {
    QRect frame;
    QRect normal;
    bool maximized = false;
    bool fullScreen = false;
};

// Parses saveGeometry()'s bytes (format 1.x to 3.x); nullopt for anything else, an empty or
// inverted rectangle included.
std::optional<StoredGeometry> parseGeometry(const QByteArray& bytes);

// `r` shrunk to fit and moved inside `available` (at least kMinWindowSide where it fits).
QRect fitInside(const QRect& r, const QRect& available);

// The window's settings, read and bounded.
struct WindowSettings {
    QByteArray geometry; // saveGeometry() bytes that parse, or empty
    QByteArray state;    // saveState() bytes within kMaxStateBytes, or empty
    QString exportDir;   // the last export folder (bounded), or empty
};
WindowSettings readWindowSettings(const QSettings& settings);

// Why the settings cannot be saved (the file is a folder, read-only, in a read-only folder),
// translated, or empty when they can.
QString settingsProblem(const QSettings& settings);

} // namespace cd::gui
