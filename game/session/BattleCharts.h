// The HTML battle report's two small charts, as SVG documents in the sides' colours: what each
// side lost turn by turn, and how the odds moved (the games played on from each turn's start,
// a bar a turn, as the 3D table's odds chart draws them).
#pragma once

#include <string>

#include "BattleAccount.h"

namespace sandtable::session {

// The measure the losses chart counts: the first of lossMeasures() that the battle has any of
// among casualty figures, stands lost and hits (what the rule system counts); null when none.
const LossMeasure* chartedMeasure(const BattleAccount& account);

// Each turn's losses in the charted measure, a bar a side, with the units each side lost
// (broken or dispersed) marked above its bar.
std::string lossesChartSvg(const BattleAccount& account);

// Each turn's games: side 1's share from the foot, side 2's from the top, the drawn and
// unfinished between; the biggest swing outlined.
std::string oddsChartSvg(const BattleAccount& account, const OddsAccount& odds);

}  // namespace sandtable::session
