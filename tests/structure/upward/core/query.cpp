// A core file that includes the app: the layer check must reject it.
#include "diagram/diagram.h"
