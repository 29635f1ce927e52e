// CIE L*a*b* (D65) conversions for building and checking colour ramps: interpolating in Lab keeps
// the lightness steps of a ramp even, and Lab distance says how different two fills look.
#pragma once

#include <QColor>

#include <span>

namespace cd {

struct Lab {
    double l = 0; // lightness 0..100
    double a = 0;
    double b = 0;
};

Lab toLab(const QColor& c);
// The nearest sRGB colour (out-of-gamut components are clamped).
QColor fromLab(const Lab& lab);
// CIE76 colour difference: about 2.3 is a just-noticeable difference.
double deltaE(const QColor& x, const QColor& y);
// The colour at t (0..1) of a ramp through evenly spaced sRGB anchors (0xRRGGBB), in Lab.
QColor rampColor(std::span<const unsigned> anchors, double t);
// x * (1 - t) + y * t in Lab.
QColor mixLab(const QColor& x, const QColor& y, double t);

} // namespace cd
