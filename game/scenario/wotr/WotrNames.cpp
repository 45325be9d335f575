// Every value of each enumeration with its id, in the enumeration's order.
#include "WotrNames.h"

namespace sandtable::scenario::wotr {

using namespace rules::wotr;

std::vector<bind::Name<Kind>> kindNames() {
  return {{"knight", Kind::Knight},
          {"professional", Kind::Professional},
          {"militia", Kind::Militia},
          {"levy", Kind::Levy}};
}
std::vector<bind::Name<MoraleClass>> moraleClassNames() {
  return {{"chivalric", MoraleClass::Chivalric},
          {"fanatic", MoraleClass::Fanatic},
          {"veteran", MoraleClass::Veteran},
          {"retinue", MoraleClass::Retinue},
          {"raw", MoraleClass::Raw},
          {"ordinary", MoraleClass::Ordinary}};
}
std::vector<bind::Name<Protection>> protectionNames() {
  return {{"none", Protection::None},
          {"light", Protection::Light},
          {"heavy", Protection::Heavy},
          {"full", Protection::Full}};
}
std::vector<bind::Name<MeleeRole>> meleeRoleNames() {
  return {{"none", MeleeRole::None},
          {"shooter", MeleeRole::Shooter},
          {"longbow", MeleeRole::Longbow},
          {"pike", MeleeRole::Pike},
          {"lance", MeleeRole::Lance}};
}
std::vector<bind::Name<CasualtyColumn>> casualtyColumnNames() {
  return {{"bow", CasualtyColumn::Bow},
          {"crossbow_longbow", CasualtyColumn::CrossbowLongbow},
          {"handgun_artillery", CasualtyColumn::HandgunArtillery},
          {"melee", CasualtyColumn::Melee}};
}
std::vector<bind::Name<Cover>> coverNames() {
  return {{"none", Cover::None},
          {"soft", Cover::Soft},
          {"medium", Cover::Medium},
          {"hard", Cover::Hard}};
}
std::vector<bind::Name<TesterKind>> testerKindNames() {
  return {{"mounted_knights", TesterKind::MountedKnights},
          {"foot_knights", TesterKind::FootKnights},
          {"professionals", TesterKind::Professionals},
          {"militia", TesterKind::Militia},
          {"levy", TesterKind::Levy}};
}
std::vector<bind::Name<MoraleCause>> moraleCauseNames() {
  return {{"mounted_knights", MoraleCause::MountedKnights},
          {"foot_knights", MoraleCause::FootKnights},
          {"professionals", MoraleCause::Professionals},
          {"militia", MoraleCause::Militia},
          {"levy", MoraleCause::Levy},
          {"leader_hit_or_rout", MoraleCause::LeaderHitOrRout},
          {"shooting", MoraleCause::Shooting}};
}
std::vector<bind::Name<Arm>> armNames() {
  return {{"infantry", Arm::Infantry}, {"cavalry", Arm::Cavalry}, {"artillery", Arm::Artillery}};
}

}  // namespace sandtable::scenario::wotr
