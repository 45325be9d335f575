// Places an army bought for a points battle in its side's deployment zone, the same way every
// time: the skirmishers in a screen across the zone's front, the Formed units (and other
// single stands) in one line behind them, each deepened a rank at a time until the line fits
// the zone's width, artillery and battle platforms behind the line, free Captains at the
// zone's rear; leaders ride with the units their lines name.
#pragma once

#include <string>

#include "rules/core/Geometry.h"
#include "rules/roberts/Deployment.h"
#include "rules/roberts/Tables.h"
#include "scenario/ZoneLayout.h"  // AutoDeployError

namespace sandtable::scenario {

// The side's units in `zone`, facing toward `toward` (the table's centre) squared to the
// nearest of the four edges.
rules::roberts::SideDeployment deployInZone(const rules::roberts::Tables& tables,
                                            rules::roberts::Army army, std::string sideName,
                                            const rules::Rect& zone, rules::Point toward);

}  // namespace sandtable::scenario
