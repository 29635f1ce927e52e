// Sequential colour scales for distance maps: perceptually ordered and colour-blind safe. Value 0
// (the source) is the dark end; the farthest value is the light end. Each palette has one colour
// for unreachable squares that no value uses (the renderer adds a hatch), and picks black or white
// text by the fill's WCAG relative luminance so that numbers stay readable on every square.
#pragma once

#include <QColor>
#include <QStringList>
#include <QStringView>

#include <cstddef>
#include <cstdint>
#include <optional>

namespace cd {

enum class PaletteId : std::uint8_t {
    Viridis,  // matplotlib's viridis (default)
    Cividis,  // matplotlib's cividis, for red-green colour vision deficiency
    Heat,     // warm: ColorBrewer YlOrRd, dark red near, pale yellow far
    Greys,    // grey levels evenly spaced in CIE L*, for print
    Position, // the wooden board's light and dark squares, tinted by value
};

inline constexpr int kPaletteCount = 5;

// Names in enum order ("viridis", "cividis", "heat", "greys", "board").
QStringList paletteNames();
// The name of a palette.
QString paletteName(PaletteId id);
// Inverse of paletteName (case-insensitive, "grays" too); nullopt for an unknown name.
std::optional<PaletteId> parsePalette(QStringView name);

class Palette {
public:
    explicit Palette(PaletteId id = PaletteId::Viridis) : m_id(id) {}

    PaletteId id() const { return m_id; }

    // Fill of value v (clamped to 0..max) on a scale whose top is max; `light` is the square's
    // colour on the board (only the board palette shows it in the fill). Distinct values of one
    // scale (max <= 63) give distinct colours.
    QColor valueColor(int v, int max, bool light) const;
    // Fill of an unreachable square: a colour no value of the scale uses.
    QColor unreachableColor(bool light) const;
    // Fill of a square without a value: the plain board.
    QColor plainColor(bool light) const;

    // Accents drawn over the fills, chosen to stand out from this palette's ramp.
    QColor arrowColor() const;
    // The k-th route's arrows: the arrow colour first, then colours far from its hue.
    QColor routeColor(std::size_t k) const;
    QColor sourceColor() const;
    QColor targetColor() const;
    QColor viaColor() const;

private:
    PaletteId m_id;
};

// A difference map's fill: ColorBrewer RdBu (colour-blind safe), blue below 0, near white at 0,
// red above, symmetric on -limit..limit (limit >= 1).
QColor divergingColor(int v, int limit);
// A square's control balance (White's attackers minus Black's): blue where White attacks it
// more, orange where Black does, near white when even; symmetric on -limit..limit (limit >= 1).
// Blue against orange, never red against green, so that it reads in every colour vision.
QColor controlColor(int balance, int limit);

// WCAG 2 relative luminance of an sRGB colour, 0 (black) .. 1 (white).
double relativeLuminance(const QColor& c);
// WCAG 2 contrast ratio of two colours, 1 .. 21.
double contrastRatio(const QColor& a, const QColor& b);
// Black or white, whichever contrasts more with `fill`.
QColor textColorOn(const QColor& fill);
// The rim around an arrow of colour `arrow`: black or white, whichever contrasts more, so that
// the arrow shows on squares of its own hue.
QColor arrowOutline(const QColor& arrow);

} // namespace cd
