// How a zone test names an interception's kind in its failure messages.
#pragma once

#include "zone.h"

#include <QString>

namespace zonetest {

inline QString kindText(cd::InterceptionKind k)
{
    switch (k) {
    case cd::InterceptionKind::Block:
        return QStringLiteral("block");
    case cd::InterceptionKind::Capture:
        return QStringLiteral("capture");
    case cd::InterceptionKind::Guard:
        break;
    }
    return QStringLiteral("guard");
}

} // namespace zonetest
