// 000 Missile Fire: skirmishers 'can then combine to attack as a fire group (up to four
// stands). All stands in the group must attack the same target stand, and each member must be
// within 1" of another member of the fire group.'
#include <gtest/gtest.h>

#include "GeometryBed.h"
#include "RobertsBed.h"
#include "rules/roberts/FireGroups.h"

using namespace sandtable;
using namespace sandtable::rules;
using namespace sandtable::rules::roberts;
using test::roberts::kInchScale;
using test::roberts::kMm;

namespace {

const MissileRule& rule() { return test::roberts::tables().combat.missile; }

// Skirmisher stands (60 by 40 mm) in a row facing +y, `gaps` between neighbours, all at
// target stand 0.
std::vector<FireGroupMember> line(const std::vector<Length>& gaps) {
  std::vector<FireGroupMember> out;
  Length x = 0;
  out.push_back({{{x, 0}, 0, 60 * kMm, 40 * kMm}, 0});
  for (Length g : gaps) {
    x += 60 * kMm + g;
    out.push_back({{{x, 0}, 0, 60 * kMm, 40 * kMm}, 0});
  }
  return out;
}

}  // namespace

TEST(RobertsFireGroups, FourWithinAnInchFireTogetherAndAFifthIsRefused) {
  const Length near = kInch * 9 / 10;
  EXPECT_EQ(checkFireGroup(line({near, near, near}), rule(), kInchScale), FireGroupProblem::None);
  EXPECT_EQ(checkFireGroup(line({near, near, near, near}), rule(), kInchScale),
            FireGroupProblem::TooMany);
  // Exactly an inch is within an inch.
  EXPECT_EQ(checkFireGroup(line({kInch, kInch}), rule(), kInchScale), FireGroupProblem::None);
}

TEST(RobertsFireGroups, AMemberMoreThanAnInchFromEveryOtherIsRefused) {
  const Length near = kInch / 2;
  EXPECT_EQ(checkFireGroup(line({near, kInch * 12 / 10, near}), rule(), kInchScale),
            FireGroupProblem::Apart);
  EXPECT_EQ(spacingGroups({line({near, kInch * 12 / 10, near})[0].stand,
                           line({near, kInch * 12 / 10, near})[1].stand,
                           line({near, kInch * 12 / 10, near})[2].stand,
                           line({near, kInch * 12 / 10, near})[3].stand},
                          kInch),
            (std::vector<std::vector<int>>{{0, 1}, {2, 3}}));
}

TEST(RobertsFireGroups, AllMembersAttackTheSameTargetStand) {
  auto members = line({kInch / 2, kInch / 2});
  members[2].target = 1;
  EXPECT_EQ(checkFireGroup(members, rule(), kInchScale), FireGroupProblem::SplitTarget);
  EXPECT_EQ(checkFireGroup({}, rule(), kInchScale), FireGroupProblem::Empty);
}
