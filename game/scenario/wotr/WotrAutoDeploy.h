// Places a War of the Roses army bought for a points battle in its side's deployment zone, the
// same way every time: the foot in the centre of one line, the horse on its flanks (the first
// on the right), each unit deepened a rank at a time, the widest first, until the line fits the
// zone's width, the artillery behind; the C-in-C with the unit at the middle of the line. The
// outline leaves deployment to the players; this is a fair start they may play from.
#pragma once

#include <string>

#include "rules/core/Geometry.h"
#include "rules/wotr/Deployment.h"
#include "rules/wotr/Tables.h"
#include "scenario/ZoneLayout.h"  // AutoDeployError

namespace sandtable::scenario {

// The side's units in `zone`, facing toward `toward` (the table's centre) squared to the
// nearest of the four edges, on the scenario's `bases`. Throws AutoDeployError when the army
// does not fit.
rules::wotr::SideDeployment deployWotrInZone(const rules::wotr::Tables& tables,
                                             const rules::wotr::BaseSizes& bases,
                                             rules::wotr::Army army, std::string sideName,
                                             const rules::Rect& zone, rules::Point toward);

}  // namespace sandtable::scenario
