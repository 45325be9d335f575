// A unit's figures over its groups.
#include "Army.h"

namespace sandtable::rules::wotr {

int figuresOf(const UnitLine& u) {
  int n = 0;
  for (const FigureGroup& g : u.groups) n += g.figures;
  return n;
}

}  // namespace sandtable::rules::wotr
