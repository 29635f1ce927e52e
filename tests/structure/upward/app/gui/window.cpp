// A window file that includes the command line: the layer check must reject it.
#include "cli/cli.h"
