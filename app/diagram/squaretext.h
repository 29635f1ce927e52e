// A square's name as the app shows it: "e4".
#pragma once

#include "square.h"

#include <QString>

namespace cd {

inline QString squareText(Square s)
{
    return QString::fromStdString(squareName(s));
}

} // namespace cd
