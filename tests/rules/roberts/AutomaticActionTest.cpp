// 000 Sequence of Play, Movement and Formations, Missile Fire: the Actions that need no roll.
#include <gtest/gtest.h>

#include "RobertsBed.h"
#include "rules/roberts/ActionRoll.h"
#include "rules/roberts/Names.h"

using namespace sandtable::rules::roberts;
namespace bed = sandtable::test::roberts;

namespace {

bool automatic(const Actor& a, ActionKind k, Phase p) {
  return !automaticBecause(bed::tables(), a, k, p).empty();
}

}  // namespace

// "Stopping is an automatic Action for Regular and Elite units": not for Militia.
TEST(RobertsAutomaticActions, StopIsAutomaticForRegularAndEliteNotMilitia) {
  const Tables& t = bed::tables();
  EXPECT_TRUE(automatic(actorOf(t, bed::spearmen(4)), ActionKind::Stop, Phase::Action));
  EXPECT_TRUE(automatic(actorOf(t, bed::spearmen(3, {"elite"})), ActionKind::Stop, Phase::Action));
  EXPECT_FALSE(
      automatic(actorOf(t, bed::spearmen(6, {"militia"})), ActionKind::Stop, Phase::Action));
  EXPECT_EQ(automaticBecause(t, actorOf(t, bed::spearmen(4)), ActionKind::Stop, Phase::Action),
            "Stop is automatic for Regular units");
}

// "About Face ... Swift units automatically succeed at this Action." Light mounted are Swift
// free with their type.
TEST(RobertsAutomaticActions, AboutFaceIsAutomaticForSwift) {
  const Tables& t = bed::tables();
  EXPECT_TRUE(automatic(actorOf(t, bed::spearmen(6, {"militia", "swift"})), ActionKind::AboutFace,
                        Phase::Reaction));
  EXPECT_TRUE(automatic(actorOf(t, bed::unit(TroopKind::LightMounted, 3, "spear", "shield")),
                        ActionKind::AboutFace, Phase::Action));
  EXPECT_FALSE(
      automatic(actorOf(t, bed::spearmen(3, {"elite"})), ActionKind::AboutFace, Phase::Action));
  // Swift makes nothing else automatic.
  EXPECT_FALSE(automatic(actorOf(t, bed::spearmen(6, {"militia", "swift"})), ActionKind::ChangeFace,
                         Phase::Action));
}

// "During the Action Phase, Formed troops automatically succeed at Missile Fire Action Rolls;
// during the Reaction Phase, Unformed troops automatically succeed", and the example's Formed
// crossbowmen fire automatically "since they are Formed troops firing in the Reaction Phase".
// In the Assault Phase both roll.
TEST(RobertsAutomaticActions, MissileFireIsAutomaticAsTheTextAndItsExampleSay) {
  const Tables& t = bed::tables();
  const Actor formed = actorOf(t, bed::crossbowmen());
  const Actor unformed = actorOf(
      t, bed::unit(TroopKind::Skirmisher, 1, "hand_weapons", "shield", {}, "javelins", false));
  ASSERT_TRUE(formed.formed);
  ASSERT_FALSE(unformed.formed);
  EXPECT_TRUE(automatic(formed, ActionKind::MissileFire, Phase::Action));
  EXPECT_TRUE(automatic(formed, ActionKind::MissileFire, Phase::Reaction));
  EXPECT_TRUE(automatic(unformed, ActionKind::MissileFire, Phase::Reaction));
  EXPECT_FALSE(automatic(unformed, ActionKind::MissileFire, Phase::Action));
  EXPECT_FALSE(automatic(formed, ActionKind::MissileFire, Phase::Assault));
  EXPECT_FALSE(automatic(unformed, ActionKind::MissileFire, Phase::Assault));
}

// Movement and the Actions that change facing or formation always roll (barring the General).
TEST(RobertsAutomaticActions, MovementAndFormationChangesAreRolledFor) {
  const Actor elite = actorOf(bed::tables(), bed::spearmen(3, {"elite", "swift"}));
  for (ActionKind k : {ActionKind::Movement, ActionKind::ChangeFace, ActionKind::Retrograde,
                       ActionKind::ChangeFormation})
    EXPECT_FALSE(automatic(elite, k, Phase::Action)) << actionKindId(k);
}
