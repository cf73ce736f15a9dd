// The declaration in include/LibFuzzerDriver.h is all this module provides; SwiftPM wants a
// source file in every C target.
#include "LibFuzzerDriver.h"
