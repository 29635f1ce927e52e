#include "diagram/colorspace.h"

#include <algorithm>
#include <cmath>

namespace cd {

namespace {

// D65 reference white.
constexpr double kXn = 0.95047;
constexpr double kYn = 1.0;
constexpr double kZn = 1.08883;

double toLinear(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double fromLinear(double c)
{
    return c <= 0.0031308 ? 12.92 * c : 1.055 * std::pow(c, 1.0 / 2.4) - 0.055;
}

double labF(double t)
{
    constexpr double d = 6.0 / 29.0;
    return t > d * d * d ? std::cbrt(t) : t / (3 * d * d) + 4.0 / 29.0;
}

double labFInverse(double t)
{
    constexpr double d = 6.0 / 29.0;
    return t > d ? t * t * t : 3 * d * d * (t - 4.0 / 29.0);
}

int toByte(double linear)
{
    return static_cast<int>(std::lround(std::clamp(fromLinear(linear), 0.0, 1.0) * 255.0));
}

} // namespace

Lab toLab(const QColor& c)
{
    const double r = toLinear(c.redF());
    const double g = toLinear(c.greenF());
    const double b = toLinear(c.blueF());
    const double x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b;
    const double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
    const double z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b;
    const double fx = labF(x / kXn);
    const double fy = labF(y / kYn);
    const double fz = labF(z / kZn);
    return {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

QColor fromLab(const Lab& lab)
{
    const double fy = (lab.l + 16) / 116;
    const double x = kXn * labFInverse(fy + lab.a / 500);
    const double y = kYn * labFInverse(fy);
    const double z = kZn * labFInverse(fy - lab.b / 200);
    const double r = 3.2404542 * x - 1.5371385 * y - 0.4985314 * z;
    const double g = -0.9692660 * x + 1.8760108 * y + 0.0415560 * z;
    const double b = 0.0556434 * x - 0.2040259 * y + 1.0572252 * z;
    return QColor(toByte(r), toByte(g), toByte(b));
}

double deltaE(const QColor& x, const QColor& y)
{
    const Lab p = toLab(x);
    const Lab q = toLab(y);
    return std::hypot(p.l - q.l, p.a - q.a, p.b - q.b);
}

QColor mixLab(const QColor& x, const QColor& y, double t)
{
    const Lab p = toLab(x);
    const Lab q = toLab(y);
    return fromLab({p.l + (q.l - p.l) * t, p.a + (q.a - p.a) * t, p.b + (q.b - p.b) * t});
}

QColor rampColor(std::span<const unsigned> anchors, double t)
{
    if (anchors.empty())
        return {};
    const double pos = std::clamp(t, 0.0, 1.0) * static_cast<double>(anchors.size() - 1);
    const auto i = std::min(static_cast<std::size_t>(pos), anchors.size() - 1);
    if (i + 1 >= anchors.size())
        return QColor::fromRgb(anchors[i]);
    return mixLab(QColor::fromRgb(anchors[i]), QColor::fromRgb(anchors[i + 1]),
                  pos - static_cast<double>(i));
}

} // namespace cd
