#include "diagram/palette.h"

#include "diagram/colorspace.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

using namespace Qt::Literals::StringLiterals;

namespace cd {

namespace {

// matplotlib's viridis and cividis (_cm_listed.py), every 16th of the 256 entries plus the last.
constexpr std::array<unsigned, 17> kViridis = {
    0x440154, 0x48186a, 0x472d7b, 0x424086, 0x3b528b, 0x33638d, 0x2c728e, 0x26828e, 0x21918c,
    0x1fa088, 0x28ae80, 0x3fbc73, 0x5ec962, 0x84d44b, 0xaddc30, 0xd8e219, 0xfde725};
constexpr std::array<unsigned, 17> kCividis = {
    0x00224e, 0x002e6a, 0x1a386f, 0x32436d, 0x434e6c, 0x535a6d, 0x61656f, 0x6f7073, 0x7d7c78,
    0x8c8878, 0x9b9476, 0xaba072, 0xbcae6c, 0xcdbb63, 0xdec958, 0xf0d846, 0xfee838};
// ColorBrewer YlOrRd (9 classes), reversed: dark red near, pale yellow far.
constexpr std::array<unsigned, 9> kHeat = {0x800026, 0xbd0026, 0xe31a1c, 0xfc4e2a, 0xfd8d3c,
                                           0xfeb24c, 0xfed976, 0xffeda0, 0xffffcc};

// ColorBrewer RdBu (11 classes), reversed: dark blue (negative) .. near white .. dark red.
constexpr std::array<unsigned, 11> kRdBu = {0x053061, 0x2166ac, 0x4393c3, 0x92c5de,
                                            0xd1e5f0, 0xf7f7f7, 0xfddbc7, 0xf4a582,
                                            0xd6604d, 0xb2182b, 0x67001f};

// The wooden board (lichess's brown theme).
const QColor kWoodLight(0xf0, 0xd9, 0xb5);
const QColor kWoodDark(0xb5, 0x88, 0x63);

// Grey levels span L* 10..88 so that white (L* 100) stays free for unreachable squares.
constexpr double kGreyDark = 10;
constexpr double kGreyLight = 88;
// How much of the value colour the board palette mixes into the wood.
constexpr double kBoardTint = 0.62;

} // namespace

QStringList paletteNames()
{
    return {u"viridis"_s, u"cividis"_s, u"heat"_s, u"greys"_s, u"board"_s};
}

QString paletteName(PaletteId id)
{
    return paletteNames().at(static_cast<int>(id));
}

std::optional<PaletteId> parsePalette(QStringView name)
{
    if (name.compare(u"grays", Qt::CaseInsensitive) == 0)
        return PaletteId::Greys;
    const QStringList names = paletteNames();
    for (int i = 0; i < names.size(); ++i)
        if (name.compare(names.at(i), Qt::CaseInsensitive) == 0)
            return static_cast<PaletteId>(i);
    return std::nullopt;
}

QColor Palette::valueColor(int v, int max, bool light) const
{
    const double t =
        max <= 0 ? 0.0 : static_cast<double>(std::clamp(v, 0, max)) / static_cast<double>(max);
    switch (m_id) {
    case PaletteId::Viridis:
        return rampColor(kViridis, t);
    case PaletteId::Cividis:
        return rampColor(kCividis, t);
    case PaletteId::Heat:
        return rampColor(kHeat, t);
    case PaletteId::Greys:
        return fromLab({kGreyDark + (kGreyLight - kGreyDark) * t, 0, 0});
    case PaletteId::Position:
        return mixLab(plainColor(light), rampColor(kViridis, t), kBoardTint);
    }
    return {};
}

QColor Palette::unreachableColor(bool light) const
{
    switch (m_id) {
    case PaletteId::Viridis:
    case PaletteId::Heat:
        return QColor(0xa6, 0xa6, 0xa6); // neutral: neither ramp has a grey
    case PaletteId::Cividis:
        return QColor(0xdc, 0xdc, 0xdc); // cividis is greyish in the middle, not this light
    case PaletteId::Greys:
        return QColor(0xff, 0xff, 0xff);
    case PaletteId::Position: // its tints pass through mid greys, so lighter than all of them
        return light ? QColor(0xf5, 0xf5, 0xf5) : QColor(0xd9, 0xd9, 0xd9);
    }
    return {};
}

QColor Palette::plainColor(bool light) const
{
    return light ? kWoodLight : kWoodDark;
}

QColor Palette::arrowColor() const
{
    return m_id == PaletteId::Heat ? QColor(0x1e, 0x5b, 0xff) : QColor(0xe6, 0x19, 0x4b);
}

QColor Palette::routeColor(std::size_t k) const
{
    // The first route in the palette's own arrow colour, the others from Okabe and Ito's
    // qualitative set, which colour-blind viewers tell apart (yellow and black left out: they
    // vanish on the yellow end of the scales and on black pieces).
    static const QColor others[] = {QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00),
                                    QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7),
                                    QColor(0x56, 0xB4, 0xE9), QColor(0xD5, 0x5E, 0x00)};
    const QColor first = arrowColor();
    if (k == 0)
        return first;
    std::vector<QColor> apart; // those whose hue is not close to the first route's
    for (const QColor& c : others) {
        const int hue = std::abs(c.hslHue() - first.hslHue());
        if (std::min(hue, 360 - hue) > 25)
            apart.push_back(c);
    }
    return apart[(k - 1) % apart.size()];
}

QColor Palette::sourceColor() const
{
    return QColor(0xff, 0xff, 0xff);
}

QColor Palette::targetColor() const
{
    return m_id == PaletteId::Heat ? QColor(0x1e, 0x5b, 0xff) : QColor(0xff, 0x1f, 0x5a);
}

QColor Palette::viaColor() const
{
    switch (m_id) {
    case PaletteId::Heat:
        return QColor(0x00, 0xd0, 0xb0);
    case PaletteId::Cividis:
        return QColor(0x00, 0xd9, 0xff);
    default:
        return QColor(0xff, 0x9f, 0x1c);
    }
}

double relativeLuminance(const QColor& c)
{
    const auto channel = [](double v) {
        return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrastRatio(const QColor& a, const QColor& b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor divergingColor(int v, int limit)
{
    limit = std::max(1, limit);
    const double t = (std::clamp(v, -limit, limit) + limit) / (2.0 * limit);
    return rampColor(kRdBu, t);
}

QColor controlColor(int balance, int limit)
{
    // ColorBrewer's PuOr orange half, then RdBu's blue half, both from the same neutral.
    static constexpr std::array<unsigned, 9> kOrangeBlue = {
        0xb35806, 0xe08214, 0xfdb863, 0xfee0b6, 0xf7f7f7, 0xd1e5f0, 0x92c5de, 0x4393c3, 0x2166ac};
    limit = std::max(1, limit);
    const double t = (std::clamp(balance, -limit, limit) + limit) / (2.0 * limit);
    return rampColor(kOrangeBlue, t);
}

QColor textColorOn(const QColor& fill)
{
    const QColor black(0, 0, 0);
    const QColor white(255, 255, 255);
    return contrastRatio(fill, black) >= contrastRatio(fill, white) ? black : white;
}

QColor arrowOutline(const QColor& arrow)
{
    QColor opaque = arrow;
    opaque.setAlpha(255);
    return textColorOn(opaque);
}

} // namespace cd
