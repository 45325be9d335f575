// The Warlords judge's weights, read once from the AI's weights (config/ai/warlords.yaml, each
// with a note of how it was set): the judge asks for them for every candidate it scores, so it
// keeps them as plain numbers rather than looking each up by name.
#pragma once

#include "ai/Weights.h"

namespace sandtable::ai::warlords {

struct JudgeWeights {
  // Worth of a unit (Judge::baseWorth, worth, casualtyCost, moraleRisk)
  double unitWorth = 0;
  double standWorth = 0;
  double personalityWorth = 0;
  double decisiveWorth = 0;
  double wornShare = 0;
  double unformedCost = 0;
  double casualtyWear = 0;
  double leastWorth = 0;
  double moraleHorizon = 0;
  double moraleStep = 0;
  double moraleRiskCap = 0;
  double casualtyFigure = 0;
  double wornCasualty = 0;
  double brokenCasualty = 0;
  // A melee round (Judge::valueOf)
  double meleeWon = 0;
  double meleeTwice = 0;
  double battleStake = 0;
  double woundShare = 0;
  double decisiveBerserkCost = 0;
  // Placement (Judge::placement): where a unit stands or goes
  double pullEarly = 0;
  double pullLate = 0;
  double pullAhead = 0;
  double threat = 0;
  double flankThreat = 0;
  double frontThreat = 0;
  double clearlyOutweighs = 0;
  double chance = 0;
  double chanceWithTime = 0;
  double missile = 0;
  double shooterPull = 0;
  double shot = 0;
  double highGround = 0;
  double holdingPatience = 0;
  double lineNear = 0;
  double lineFar = 0;
  double lineRangeSpans = 0;
  double crowding = 0;
  // Time and the turn limit (Judge::pull, chargeScore, moveScore)
  double holdStill = 0;
  double holdCharge = 0;
  double pressWhenBehind = 0;
  double pressNotFavoured = 0;
  double pressSkirmishers = 0;
  double urgentFightTurns = 0;
  double urgentPull = 0;
  double urgentPress = 0;
  double urgentDaring = 0;
  double urgentNerve = 0;
  double urgentLine = 0;
  double urgentMakeWay = 0;
  // Charges (Judge::chargeScore)
  double chargeRefused = 0;
  double evadeShare = 0;
  double counterShare = 0;
  double chargeShortfall = 0;
  double chargeFirst = 0;
  // Reactions to a charge (Judge::reactionScore)
  double activationCost = 0;
  double fleeCost = 0;
  double evadedCost = 0;
  double evadeActivationShare = 0;
  double reactionHaltShare = 0;
  double mayHaltHits = 0;
  double supportHalt = 0;
  // Formations and champions (Judge::formationScore, score)
  double formationChange = 0;
  double dressRanks = 0;
  double failedActivationCost = 0;
  double holdThreatened = 0;
  double holdMayCharge = 0;
  double holdIdle = 0;
  double leaveThreatened = 0;
  double leaveHolding = 0;
  double marchColumn = 0;
  double pavisesUp = 0;
  double pavisesIdle = 0;
  double pavisesDownShotAt = 0;
  double pavisesDown = 0;
  double paviseRangeSpans = 0;
  double championCharging = 0;
  double championIdle = 0;
  double championDecay = 0;
  double berserkHolding = 0;
  double berserkCost = 0;
  double championUnderFire = 0;
  // Other actions (Judge::score, activationPriority)
  double priorityCharge = 0;
  double priorityShot = 0;
  double priorityMove = 0;
  double priorityFarSpans = 0;
  double priorityFarCap = 0;
  double goOn = 0;
  double moveCost = 0;
  double brokenWheel = 0;
  double brokenHalt = 0;
  double brokenHaltSpans = 0;
  double failedHalt = 0;
  double halt = 0;
  double shotOrder = 0;
  double followUpHorse = 0;
  double followUpFoot = 0;
  double breakOffShare = 0;
  double breakOffCost = 0;
  double breakOffStep = 0;
  // Shots (Judge::shotWorth)
  double shotHit = 0;
  double haltMoving = 0;
  double haltStanding = 0;
  // A position (WarlordsPolicy::evaluate, the points before the logistic)
  double positionPlacement = 0;
  double positionBreak = 0;
  double positionHolderLosses = 0;
  double positionAttackerLosses = 0;

  // Every field from its weight; std::out_of_range naming a weight the files lack.
  static JudgeWeights from(const Weights& w);
};

}  // namespace sandtable::ai::warlords
