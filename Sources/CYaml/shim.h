/* The system libyaml (Debian: libyaml-dev, Homebrew: libyaml), seen by Swift as the module CYaml. */
#include <yaml.h>
