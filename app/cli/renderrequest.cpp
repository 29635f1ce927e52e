#include "renderrequest.h"

#include "commandrules.h"

#include "diagram/animation.h"

#include <QFileInfo>

namespace cd::cli {

bool RenderRequest::writesPage() const
{
    if (format)
        return format->trimmed().toLower() == QStringLiteral("html");
    const QString suffix = QFileInfo(output.value_or(QString())).suffix().toLower();
    return suffix == QStringLiteral("html") || suffix == QStringLiteral("htm");
}

RenderRequest renderRequest(const options::Given& given)
{
    RenderRequest r;
    r.picture = pictureRequest(given);
    r.output = given.text("output");
    r.format = given.text("format");
    r.compare = given.text("compare");
    r.difference = given.text("difference");
    r.step = given.text("step");
    r.side = given.text("side");
    r.zone = given.has("zone");
    r.control = given.has("control");
    r.xray = given.has("x-ray");
    r.whatIf = options::whatIfRequest(given);
    r.animate = given.text("animate");
    r.delay = given.text("delay");
    r.loop = given.text("loop");
    r.metrics = given.text("metrics");
    r.count = given.text("count");
    r.seed = given.text("seed");
    r.quiz = given.has("quiz");

    r.facts = given.names();
    if (r.query().arrival())
        r.facts << QLatin1String(kArrivalFact);
    if (r.writesPage() && !r.animate)
        r.facts << QLatin1String(kPageFact);
    if (r.animate) {
        const auto kind = animationKindFromName(r.animate->trimmed());
        if (kind == AnimationKind::Plies)
            r.facts << QLatin1String(kAnimatePliesFact);
        if (kind == AnimationKind::Routes)
            r.facts << QLatin1String(kAnimateRoutesFact);
        if (kind && kind != AnimationKind::Plies)
            r.facts << QLatin1String(kAnimateNotPliesFact);
        if (kind == AnimationKind::Plies && r.control)
            r.facts << QLatin1String(kAnimateControlFact);
    }
    return r;
}

} // namespace cd::cli
