// A diagram file that includes the window: the layer check must reject it.
#include "gui/boardwidget.h"
