// What the table shows of Warlords and how a person plays it there: the adapter's answers
// (ranges equal the rules' shooting ranges, the card's morale, formation, champions,
// casualties and personalities, labels and marker tokens, the art), a Warlords label for
// every action the rules list in real games, charge reach, and a drag that becomes a
// lawful Move.
#include <gtest/gtest.h>

#include <cctype>
#include <cstdlib>
#include <set>

#include "ai/AiPlayer.h"
#include "ai/warlords/WarlordsForecast.h"
#include "rules/core/Wording.h"
#include "rules/warlords/WarlordsBed.h"
#include "scenario/Scenario.h"
#include "support/TestPaths.h"
#include "view/ActionMenu.h"
#include "view/PlayController.h"
#include "view/warlords/WarlordsAdapter.h"

namespace sandtable::view {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;

struct Match {
  scenario::LoadedScenario scenario;
  std::unique_ptr<Game> game;
  WarlordsGame& wl() { return dynamic_cast<WarlordsGame&>(*game); }
};

Match load(const std::string& file) {
  Match m{scenario::loadScenario(test::configPath("scenarios/" + file)), nullptr};
  m.game = m.scenario.newGame();
  return m;
}

UnitView viewOf(const Game& g, UnitId id) {
  for (const UnitView& u : g.units()) {
    if (u.id == id) return u;
  }
  return {};
}

std::string value(const std::vector<std::pair<std::string, std::string>>& rows,
                  const std::string& name) {
  for (const auto& [n, v] : rows) {
    if (n == name) return v;
  }
  return "(none)";
}

TEST(WarlordsTable, TheAdapterIsWarlordsOwn) {
  Match m = load("warlords_hastings_1066.yaml");
  const auto adapter = makeRulesetAdapter("warlords");
  EXPECT_EQ(adapter->era(*m.game), "medieval");
  EXPECT_NE(dynamic_cast<const WarlordsAdapter*>(adapter.get()), nullptr);
}

TEST(WarlordsTable, AShootersArcAndRangesAreTheRulesShootingRanges) {
  Match m = load("warlords_hastings_1066.yaml");
  const WarlordsAdapter adapter;
  bool checked = false;
  for (const UnitState& u : m.wl().unitStates()) {
    const UnitProfile& p = m.wl().profile(u);
    if (p.missiles == MissileKind::None || !p.massed || !p.skirmishing) continue;
    const int massed = m.wl().shootingRange(u, ShotStyle::Massed);
    const int skirmishing = m.wl().shootingRange(u, ShotStyle::Skirmishing);
    ASSERT_GT(massed, 0);
    const UnitView v = viewOf(*m.game, u.id);
    const FireArc arc = adapter.fireArc(*m.game, v);
    ASSERT_TRUE(arc.origin);
    EXPECT_EQ(*arc.origin, u.pose.front) << "from the front edge";
    EXPECT_EQ(arc.facing, u.pose.facing);
    EXPECT_EQ(arc.halfWidth, degrees(45));
    EXPECT_EQ(arc.range, std::max(massed, skirmishing) * m.wl().span());
    // One arc per style, each as far as the rules' range for it.
    const GroundMarks marks = adapter.groundMarks(*m.game, &v);
    int arcs = 0;
    for (const GroundShape& s : marks.shapes) {
      if (s.role != ShapeRole::RangeLong && s.role != ShapeRole::RangeShort) continue;
      ++arcs;
      const int spans = s.role == ShapeRole::RangeLong ? massed : skirmishing;
      ASSERT_GE(s.points.size(), 3u);
      EXPECT_EQ(s.points.front(), u.pose.front);
      // Every point of the arc is the range from the shooter's front edge (the gap the rules
      // measure), so toward the sides it stands farther from the centre than straight ahead.
      const Rect b = m.wl().block(u);
      const Point l = u.pose.front + heading(u.pose.facing - kFullTurn / 4, b.width / 2);
      const Point r = u.pose.front + heading(u.pose.facing + kFullTurn / 4, b.width / 2);
      for (std::size_t i = 1; i < s.points.size(); ++i)
        EXPECT_NEAR(static_cast<double>(distanceToSegment(s.points[i], l, r)),
                    static_cast<double>(spans * m.wl().span()), 2.0);
      EXPECT_GT(distance(s.points.front(), s.points[1]), spans * m.wl().span() + b.width / 4);
    }
    EXPECT_EQ(arcs, 2);
    checked = true;
  }
  EXPECT_TRUE(checked) << "Hastings has bowmen that shoot massed and skirmishing";
  // Close-combat troops have no arc.
  for (const UnitState& u : m.wl().unitStates()) {
    if (m.wl().profile(u).missiles == MissileKind::None) {
      EXPECT_TRUE(adapter.fireArc(*m.game, viewOf(*m.game, u.id)).empty());
    }
  }
}

TEST(WarlordsTable, TheCardShowsMoraleFormationChampionsCasualtiesAndPersonalities) {
  Match m = load("warlords_hastings_1066.yaml");
  const WarlordsAdapter adapter;
  // A unit with a personality (Harold, William...).
  ASSERT_FALSE(m.wl().personalities().empty());
  const PersonalityState& ps = m.wl().personalities().front();
  const PersonalitySetup& who = m.wl().personalitySetup(ps);
  const UnitId id = ps.unit;
  UnitState& u = WarlordsTestAccess::unit(m.wl(), id);
  u.champions = 2;
  u.casualties = 3;
  u.morale = Morale::Worn;
  u.formed = false;
  const UnitView v = viewOf(*m.game, id);
  const auto rows = adapter.condition(*m.game, v);
  EXPECT_EQ(value(rows, "Morale").rfind("Worn", 0), 0u) << value(rows, "Morale");
  EXPECT_EQ(value(rows, "Formation").rfind("Unformed, ", 0), 0u) << value(rows, "Formation");
  EXPECT_NE(value(rows, "Formation").find("rank"), std::string::npos);
  EXPECT_EQ(value(rows, "Champions"), "2");
  EXPECT_EQ(value(rows, "Casualties"), "3 figures");
  EXPECT_EQ(value(rows, "Motion"), "Stopped");
  const auto people = adapter.people(*m.game, v);
  ASSERT_FALSE(people.empty());
  EXPECT_EQ(people.front().rfind(who.name + ": charisma ", 0), 0u) << people.front();
  EXPECT_NE(people.front().find("prowess"), std::string::npos);
  // Characteristics.
  const auto stats = adapter.stats(*m.game, v);
  EXPECT_NE(value(stats, "Troops"), "(none)");
  EXPECT_TRUE(value(stats, "Training") == "Drilled" || value(stats, "Training") == "Irregular");
  EXPECT_EQ(value(stats, "Move"), std::to_string(m.wl().moveSpans(u)) + " spans");
  EXPECT_EQ(value(stats, "Charge"), std::to_string(m.wl().chargeSpans(u)) + " spans");
  // A few badges on the label, and tokens beside the stands: not the whole marker list.
  const std::vector<LabelMark> marks = adapter.labelMarks(v);
  EXPECT_EQ(marks, (std::vector<LabelMark>{{"Worn", 0, "Worn"},
                                           {"unformed", 0, "Unformed"},
                                           {"champion", 2, "2 champions"},
                                           {"casualty", 3, "3 casualties"}}));
  const auto tokens = adapter.tableMarkers(v);
  EXPECT_EQ(std::count(tokens.begin(), tokens.end(), "champion"), 2);
  EXPECT_EQ(std::count(tokens.begin(), tokens.end(), "casualty"), 3);
  EXPECT_EQ(std::count(tokens.begin(), tokens.end(), "worn"), 1);
  EXPECT_EQ(std::count(tokens.begin(), tokens.end(), "unformed"), 1);
  EXPECT_EQ(std::count(tokens.begin(), tokens.end(), "leader"), 1);
  EXPECT_EQ(std::count(tokens.begin(), tokens.end(), "pavises"), 0);
  // Deployed pavises (3.3.3.4) become the row the binding sets before the front rank.
  u.pavisesDeployed = true;
  const auto behindPavises = adapter.tableMarkers(viewOf(*m.game, id));
  EXPECT_EQ(std::count(behindPavises.begin(), behindPavises.end(), "pavises"), 1);
  u.pavisesDeployed = false;
  // A killed personality leaves the unit's standard and says so on the card.
  WarlordsTestAccess::personality(m.wl(), 0).fate = Fate::Killed;
  const UnitView after = viewOf(*m.game, id);
  const auto killed = adapter.tableMarkers(after);
  EXPECT_EQ(std::count(killed.begin(), killed.end(), "leader"), 0);
  EXPECT_NE(adapter.people(*m.game, after).front().find("killed"), std::string::npos)
      << adapter.people(*m.game, after).front();
}

// The army roster reads a unit's card in a few words a column, one cell per column.
TEST(WarlordsTable, TheRosterGivesEachColumnItsCell) {
  Match m = load("warlords_hastings_1066.yaml");
  const WarlordsAdapter adapter;
  const auto columns = adapter.rosterColumns();
  ASSERT_EQ(columns, (std::vector<std::string>{"Morale", "Formation", "Champions", "Casualties", "Stands"}));
  const UnitState& first = m.wl().unitStates().front();
  UnitState& u = WarlordsTestAccess::unit(m.wl(), first.id);
  u.champions = 1;
  u.casualties = 4;
  u.morale = Morale::Worn;
  u.formed = false;
  const auto cells = adapter.rosterCells(*m.game, viewOf(*m.game, u.id));
  ASSERT_EQ(cells.size(), columns.size());
  EXPECT_EQ(cells[0], "Worn");
  EXPECT_EQ(cells[1].rfind("Unformed ", 0), 0u) << cells[1];
  const std::size_t ranks = m.wl().widths(u).size();
  EXPECT_NE(cells[1].find(std::to_string(ranks) + (ranks == 1 ? " rank" : " ranks")), std::string::npos)
      << cells[1];
  EXPECT_EQ(cells[2], "1");
  EXPECT_EQ(cells[3], "4");
  EXPECT_EQ(cells[4], std::to_string(u.standCount()) + " of " + std::to_string(u.initialStands));
  // A formed unit's formation begins with a capital, as a cell of its own.
  const UnitState& other = m.wl().unitStates().back();
  const auto formed = adapter.rosterCells(*m.game, viewOf(*m.game, other.id));
  ASSERT_EQ(formed.size(), columns.size());
  EXPECT_TRUE(std::isupper(static_cast<unsigned char>(formed[1][0]))) << formed[1];
  EXPECT_EQ(formed[1].find("Unformed"), std::string::npos) << formed[1];
}

// A unit dispersed (or fled off the table) has no formation, motion or turn on its card or in
// the roster: its morale, its casualties and the stands it left with.
TEST(WarlordsTable, AUnitGoneFromTheTableShowsWhatItLost) {
  Match m = load("warlords_hastings_1066.yaml");
  const WarlordsAdapter adapter;
  UnitState& u = WarlordsTestAccess::unit(m.wl(), m.wl().unitStates().front().id);
  u.stands.resize(u.stands.size() - 1);
  u.casualties = 2;
  u.motion = Motion::Fleeing;
  // As the rules disperse a unit (Flee.cpp): out of the fight, Dispersed.
  u.status = UnitStatus::Removed;
  u.morale = Morale::Dispersed;
  const UnitView v = viewOf(*m.game, u.id);
  const std::string left = std::to_string(u.standCount()) + " of " + std::to_string(u.initialStands);
  const auto rows = adapter.condition(*m.game, v);
  std::vector<std::string> names;
  for (const auto& [name, value] : rows) names.push_back(name);
  EXPECT_EQ(names, (std::vector<std::string>{"Morale", "Casualties", "Stands"}));
  EXPECT_EQ(value(rows, "Morale"), "Dispersed");
  EXPECT_EQ(value(rows, "Casualties"), "2 figures");
  EXPECT_EQ(value(rows, "Stands"), "none on the table (left with " + left + ")");
  const auto cells = adapter.rosterCells(*m.game, v);
  ASSERT_EQ(cells.size(), adapter.rosterColumns().size());
  EXPECT_EQ(cells[0], "Dispersed");
  EXPECT_EQ(cells[1], "") << "no formation";
  EXPECT_EQ(cells[3], "2");
  EXPECT_EQ(cells[4], "left with " + left);
}

TEST(WarlordsTable, TroopsGetMedievalLooks) {
  Match m = load("warlords_hastings_1066.yaml");
  const WarlordsAdapter adapter;
  std::set<std::string> looks;
  for (const UnitState& u : m.wl().unitStates()) {
    const std::string look = adapter.artType(*m.game, viewOf(*m.game, u.id));
    looks.insert(look);
    if (m.wl().troop(u).kind == TroopKind::Cavalry) {
      EXPECT_TRUE(look == "knights" || look == "cavalry") << look;
    }
  }
  EXPECT_TRUE(looks.count("close_foot")) << "housecarls and fyrd";
  EXPECT_TRUE(looks.count("knights") || looks.count("cavalry")) << "Norman horse";
}

// Plays real games with the random AI and asks for a label for every action the rules list
// on the way: each must be Warlords' own, and never the kind's bare name.
TEST(WarlordsTable, EveryActionTheRulesListHasAWarlordsLabel) {
  const WarlordsAdapter adapter;
  std::set<ActionKind> seen;
  for (const char* file : {"warlords_hastings_1066.yaml", "warlords_meeting_engagement.yaml"}) {
    for (std::uint64_t seed : {1u, 2u}) {
      Match m = load(file);
      Dice dice(seed);
      const auto ai = ai::makeAi("random", "warlords", seed);
      NullSink quiet;
      for (int step = 0; step < 700 && !m.game->result().over; ++step) {
        for (const Action& a : m.game->legalActions()) {
          seen.insert(a.kind);
          const auto label = adapter.describe(*m.game, a);
          ASSERT_TRUE(label) << "no Warlords label for " << toString(a);
          EXPECT_FALSE(label->empty());
          EXPECT_NE(*label, std::string(actionKindName(a.kind))) << toString(a);
          EXPECT_EQ(describe(*m.game, a, adapter), theWithinSentences(*label));
        }
        m.game->apply(ai->choose(*m.game), dice, quiet);
      }
    }
  }
  for (ActionKind k : {ActionKind::RollInitiative, ActionKind::ActivateUnit, ActionKind::Move,
                       ActionKind::Charge, ActionKind::EndActivation, ActionKind::ResolveMelee,
                       ActionKind::HoldGround, ActionKind::Wheel, ActionKind::ChangeFormation})
    EXPECT_TRUE(seen.count(k)) << "games this long list " << actionKindName(k);
}

// Every charge, shot and answer to a charge the rules list in real games has odds in words,
// and so has the next melee round; they are the numbers the rules and the normal AI reckon;
// nothing else is forecast.
TEST(WarlordsTable, EveryChargeShotAndAnswerHasItsOddsInWords) {
  const WarlordsAdapter adapter;
  int charges = 0, shots = 0, joined = 0, melees = 0;
  std::set<ActionKind> answers;
  // Five battles, so that the random games offer every kind of charge, shot and answer.
  for (const char* file :
       {"warlords_hastings_1066.yaml", "warlords_meeting_engagement.yaml", "warlords_stamford_bridge_1066.yaml",
        "warlords_crecy_1346.yaml", "warlords_bannockburn_1314.yaml"}) {
    Match m = load(file);
    Dice dice(3);
    const auto ai = ai::makeAi("random", "warlords", 3);
    NullSink quiet;
    for (int step = 0; step < 1500 && !m.game->result().over; ++step) {
      for (const Action& a : m.game->legalActions()) {
        const auto f = adapter.forecast(*m.game, a);
        const bool answer =
            a.kind == ActionKind::HoldGround || a.kind == ActionKind::CounterCharge || a.kind == ActionKind::Evade;
        if (a.kind != ActionKind::Charge && a.kind != ActionKind::Shoot && a.kind != ActionKind::ResolveMelee &&
            !answer) {
          EXPECT_FALSE(f) << toString(a);
          continue;
        }
        ASSERT_TRUE(f) << toString(a);
        EXPECT_FALSE(f->details.empty());
        if (a.kind == ActionKind::ResolveMelee) {
          ++melees;
          const auto mf = ai::warlords::forecastNextMelee(m.wl());
          ASSERT_EQ(mf.problem, nullptr);
          const std::string first = session::warlordsUnitName(m.wl(), mf.pair.a);
          EXPECT_EQ(f->summary,
                    first + " win " + percentWords(mf.round.pWin) + ", lose " + percentWords(mf.round.pLose));
          EXPECT_NE(f->details.at(1).find(first), std::string::npos) << "each side's dice, the first's first";
          EXPECT_NE(f->details.at(2).find(session::warlordsUnitName(m.wl(), mf.pair.b)), std::string::npos);
        } else if (a.kind == ActionKind::Charge) {
          ++charges;
          const auto fc = ai::warlords::forecastCharge(m.wl(), a.unit, a.target);
          // A charge joining a friend's melee gives that melee's odds, with it and without (2.6).
          const std::string joins = fc.supports == kNoUnit
                                        ? ""
                                        : "joins " + session::warlordsUnitName(m.wl(), fc.supports) + " in melee: ";
          EXPECT_EQ(f->summary.rfind("reaches " + percentWords(fc.pReach) + "; " + joins + "first round won " +
                                         percentWords(fc.round.pWin),
                                     0),
                    0u)
              << f->summary;
          if (fc.supports != kNoUnit) {
            ++joined;
            EXPECT_NE(f->summary.find(percentWords(fc.unsupported.pWin) + " without it"), std::string::npos)
                << f->summary;
          }
        } else if (a.kind == ActionKind::Shoot) {
          ++shots;
          const ShotOdds o = m.wl().shotOdds(m.wl().unit(a.unit), m.wl().unit(a.target), static_cast<ShotStyle>(a.option));
          EXPECT_NE(f->summary.find("halts " + percentWords(o.pHalt)), std::string::npos) << f->summary;
        } else {
          answers.insert(a.kind);
          const auto af = ai::warlords::forecastAnswers(m.wl(), a.unit);
          ASSERT_EQ(af.problem, nullptr) << toString(a);
          const std::string want =
              a.kind == ActionKind::HoldGround ? "they strike home " + percentWords(af.pReach) + "; first round won " +
                                                     percentWords(af.hold.pWin)
              : a.kind == ActionKind::CounterCharge ? "goes " + percentWords(af.pGoes) + "; the meeting round won " +
                                                          percentWords(af.meeting.pWin)
                                                    : "gets away " + percentWords(af.pEvade);
          EXPECT_EQ(f->summary.rfind(want, 0), 0u) << f->summary;
        }
      }
      m.game->apply(ai->choose(*m.game), dice, quiet);
    }
  }
  EXPECT_GT(charges, 0) << "games this long offer charges";
  EXPECT_GT(melees, 0) << "and melees";
  EXPECT_GT(shots, 0) << "and shots";
  EXPECT_GT(joined, 0) << "and charges that would join a friend's melee";
  for (ActionKind k : {ActionKind::HoldGround, ActionKind::CounterCharge, ActionKind::Evade})
    EXPECT_TRUE(answers.count(k)) << "and every answer to a charge: " << actionKindName(k);
}

TEST(WarlordsTable, LabelsReadAsAPlayerWouldSayThem) {
  Match m = load("warlords_hastings_1066.yaml");
  const WarlordsAdapter adapter;
  const UnitState& u = m.wl().unitStates().front();
  const std::string name = m.wl().setup().units.front().name;
  EXPECT_EQ(adapter.describe(*m.game, {ActionKind::ActivateUnit, u.id}),
            "Activate " + name + " (needs more than " + std::to_string(m.wl().activationWidth(u)) + ")");
  Action wheel{ActionKind::Wheel, u.id};
  wheel.facing = normalizeAngle(u.pose.facing + degrees(45));
  EXPECT_EQ(adapter.describe(*m.game, wheel).value_or("").rfind("Wheel 45\u00b0 right", 0), 0u);
  wheel.facing = normalizeAngle(u.pose.facing - degrees(45));
  EXPECT_EQ(adapter.describe(*m.game, wheel).value_or("").rfind("Wheel 45\u00b0 left", 0), 0u);
  Action form{ActionKind::ChangeFormation, u.id};
  form.option = formationCode(FormationKind::Shieldwall, 2);
  EXPECT_EQ(adapter.describe(*m.game, form), "Form Shieldwall, 2 ranks");
  form.option = formationCode(FormationKind::Wedge, 3);
  EXPECT_EQ(adapter.describe(*m.game, form), "Form Wedge");
  Action shoot{ActionKind::Shoot, u.id, m.wl().unitStates().back().id};
  shoot.option = static_cast<int>(ShotStyle::Massed);
  EXPECT_EQ(adapter.describe(*m.game, shoot),
            "Shoot at " + m.wl().setup().units.back().name + " (massed)");
  Action breakOff{ActionKind::BreakOff, u.id};
  breakOff.option = 1;
  EXPECT_EQ(adapter.describe(*m.game, breakOff), "Break off 1 span");
  Action follow{ActionKind::FollowUp, u.id};
  EXPECT_EQ(adapter.describe(*m.game, follow), "Stay");
  follow.option = 1;
  EXPECT_EQ(adapter.describe(*m.game, follow), "Follow up");
  // Distances in spans, as the rules measure (the tape and the line of sight say them so).
  const Length d = m.wl().span() * 7 / 2;
  EXPECT_EQ(adapter.distanceWords(*m.game, d),
            "3.5 spans (" + std::to_string(d / kMillimetre) + " mm)");
}

// Brings the match to a unit's successful activation with a Move among its choices.
UnitId activateAMover(Match& m) {
  Dice sixes(1, std::vector<int>(2, 6));
  NullSink quiet;
  m.game->apply({ActionKind::RollInitiative}, sixes, quiet);
  for (const Action& a : m.game->legalActions()) {
    if (a.kind != ActionKind::ActivateUnit) continue;
    auto copy = m.game->clone();
    Dice good(1, {6, 5, 5, 5, 5});  // 11, not doubles: success without going Berserk
    copy->apply(a, good, quiet);
    for (const Action& b : copy->legalActions()) {
      if (b.kind == ActionKind::Move && b.unit == a.unit) {
        m.game = std::move(copy);
        return a.unit;
      }
    }
  }
  return kNoUnit;
}

TEST(WarlordsTable, DraggingAUnitGivesALawfulMove) {
  Match m = load("warlords_meeting_engagement.yaml");
  const WarlordsAdapter adapter;
  const UnitId mover = activateAMover(m);
  ASSERT_NE(mover, kNoUnit);
  const UnitState& u = m.wl().unit(mover);
  const Point centre = unitCentre(viewOf(*m.game, mover));
  // One span straight ahead: exactly there, facing kept.
  const Point ahead = centre + heading(u.pose.facing, m.wl().span());
  const auto near = adapter.moveToward(*m.game, mover, ahead);
  ASSERT_TRUE(near && near->action);
  EXPECT_TRUE(near->exact);
  EXPECT_TRUE(m.game->check(*near->action)) << m.game->check(*near->action).why;
  EXPECT_EQ(near->action->facing, u.pose.facing);
  EXPECT_EQ(*near->action->point, u.pose.front + heading(u.pose.facing, m.wl().span()));
  EXPECT_EQ(near->centre, ahead);
  // Far beyond its move: as far along the line as the rules allow, still lawful.
  const Point far = centre + heading(u.pose.facing, 30 * m.wl().span());
  const auto limited = adapter.moveToward(*m.game, mover, far);
  ASSERT_TRUE(limited && limited->action);
  EXPECT_FALSE(limited->exact);
  EXPECT_FALSE(limited->why.empty()) << "the rules' reason for the point itself";
  EXPECT_TRUE(m.game->check(*limited->action)) << m.game->check(*limited->action).why;
  EXPECT_GT(distance(u.pose.front, *limited->action->point), m.wl().span() / 2);
  // Applying it moves the unit's centre to where the table showed it.
  auto copy = m.game->clone();
  Dice none;
  NullSink quiet;
  copy->apply(*limited->action, none, quiet);
  const Point after = unitCentre(viewOf(*copy, mover));
  EXPECT_LE(distance(after, limited->centre), 2 * kMillimetre);
  // A unit that may not move now gets no action, and the rules' reason.
  for (const UnitState& other : m.wl().unitStates()) {
    if (other.id == mover) continue;
    const auto none = adapter.moveToward(*m.game, other.id, unitCentre(viewOf(*m.game, other.id)) +
                                                                heading(other.pose.facing, m.wl().span()));
    ASSERT_TRUE(none);
    EXPECT_FALSE(none->action);
    EXPECT_FALSE(none->why.empty());
    break;
  }
}

TEST(WarlordsTable, ChargeReachRingsTheEnemiesAChargeCouldReach) {
  Match m = load("warlords_meeting_engagement.yaml");
  const WarlordsAdapter adapter;
  for (const UnitState& u : m.wl().unitStates()) {
    const UnitView v = viewOf(*m.game, u.id);
    const GroundMarks marks = adapter.groundMarks(*m.game, &v);
    bool area = false, wedge = false;
    for (const GroundShape& s : marks.shapes) {
      area |= s.role == ShapeRole::ChargeReach && s.kind == GroundShape::Area;
      wedge |= s.role == ShapeRole::SightWedge;
    }
    EXPECT_TRUE(wedge) << "every unit shows what is within 45 degrees of its front";
    EXPECT_EQ(area, u.formed && u.morale == Morale::Ready && u.formation != FormationKind::Hedgehog);
    // Whoever is ringed is an enemy the rules would let it charge (plan and sight).
    for (UnitId t : marks.reachable) {
      const UnitState& target = m.wl().unit(t);
      EXPECT_NE(target.side, u.side);
      EXPECT_EQ(m.wl().planCharge(u, target).problem, nullptr);
      EXPECT_TRUE(m.wl().canSee(u, target, true));
    }
  }
}

TEST(WarlordsTable, ShiftDraggingWheelsTheUnitToFaceThePoint) {
  Match m = load("warlords_meeting_engagement.yaml");
  const WarlordsAdapter adapter;
  const UnitId mover = activateAMover(m);
  ASSERT_NE(mover, kNoUnit);
  const UnitState& u = m.wl().unit(mover);
  const Point centre = m.wl().block(u).centre;
  // A little to the right of straight ahead: exactly that facing, a lawful Wheel.
  const Point slight = centre + heading(u.pose.facing + degrees(20), 4 * m.wl().span());
  const auto w = adapter.wheelToward(*m.game, mover, slight);
  ASSERT_TRUE(w && w->action);
  EXPECT_EQ(w->action->kind, ActionKind::Wheel);
  EXPECT_TRUE(w->exact);
  EXPECT_TRUE(m.game->check(*w->action)) << m.game->check(*w->action).why;
  EXPECT_LE(std::abs(angleDifference(*w->action->facing, bearing(centre, slight))), 1);
  // Straight behind it: more than its move pays for (2.4.3), so as far round as allowed,
  // still lawful, and turning the way the point lies.
  const Point behind = centre + heading(u.pose.facing + degrees(170), 4 * m.wl().span());
  const auto part = adapter.wheelToward(*m.game, mover, behind);
  ASSERT_TRUE(part && part->action);
  EXPECT_FALSE(part->exact);
  EXPECT_FALSE(part->why.empty());
  EXPECT_TRUE(m.game->check(*part->action)) << m.game->check(*part->action).why;
  const Angle turned = angleDifference(u.pose.facing, *part->action->facing);
  EXPECT_GT(turned, 0);
  EXPECT_LT(turned, degrees(170));
  // The table shows the centre where the wheel leaves it.
  auto copy = m.game->clone();
  Dice none;
  NullSink quiet;
  copy->apply(*part->action, none, quiet);
  const auto& after = dynamic_cast<const WarlordsGame&>(*copy);
  EXPECT_LE(distance(after.block(after.unit(mover)).centre, part->centre), kMillimetre);
}

bool inside(const std::vector<Point>& poly, Point p) {
  bool in = false;
  for (std::size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
    const Point& a = poly[i];
    const Point& b = poly[j];
    if ((a.y > p.y) != (b.y > p.y) &&
        static_cast<double>(p.x) < static_cast<double>(b.x - a.x) * static_cast<double>(p.y - a.y) / static_cast<double>(b.y - a.y) + static_cast<double>(a.x)) {
      in = !in;
    }
  }
  return in;
}

TEST(WarlordsTable, ChargeReachStopsAtFriendsInTheWay) {
  // At Hastings Duke William's knights (u13) form behind the Norman foot (u12): the foot
  // stands within the knights' charge move and within 45 degrees of their front, so a reach
  // drawn over open ground would cover it; the rules stop the knights short of it.
  Match m = load("warlords_hastings_1066.yaml");
  const WarlordsGame& g = m.wl();
  const UnitState& knights = g.unit(13);
  const Rect foot = g.block(g.unit(12));
  ASSERT_EQ(g.profile(knights).name, "Norman knights");
  ASSERT_EQ(g.profile(g.unit(12)).name, "Norman foot");
  const Rect kb = g.block(knights);
  const Point rightEnd = knights.pose.front + heading(knights.pose.facing + kFullTurn / 4, kb.width / 2);
  ASSERT_LT(distance(rightEnd, foot.centre), g.chargeSpans(knights) * g.span());
  ASSERT_LE(std::abs(angleDifference(knights.pose.facing, bearing(rightEnd, foot.centre))), degrees(45));
  const UnitView v = viewOf(*m.game, 13);
  const GroundMarks marks = WarlordsAdapter().groundMarks(*m.game, &v);
  const GroundShape* reach = nullptr;
  for (const GroundShape& s : marks.shapes) {
    if (s.role == ShapeRole::ChargeReach) reach = &s;
  }
  ASSERT_NE(reach, nullptr);
  EXPECT_FALSE(inside(reach->points, foot.centre));
  // Away to the left, where nothing stands, the reach is the whole charge move.
  Length farthest = 0;
  for (const Point& p : reach->points) farthest = std::max(farthest, distance(knights.pose.front, p));
  EXPECT_GE(farthest, g.chargeSpans(knights) * g.span());
}

const GroundShape* chargeReachOf(const GroundMarks& marks) {
  for (const GroundShape& s : marks.shapes) {
    if (s.role == ShapeRole::ChargeReach) return &s;
  }
  return nullptr;
}

TEST(WarlordsTable, TheChargeLabelSaysHowFarAheadWhereFriendsShortenIt) {
  // Knights with a friendly band two spans ahead of them: a charge of 5 spans on open ground
  // goes on only to the band (half a span short of it: 1.5 spans ahead).
  for (bool friendAhead : {false, true}) {
    test::WarlordsBed bed;
    const UnitId knights = bed.add(Side::One, bed.cavalry(), 4, 20, 5, 0);
    if (friendAhead) bed.add(Side::One, bed.closeFoot(), 4, 20, 7.5, 0);
    bed.add(Side::Two, bed.closeFoot(), 4, 20, 30, 180);
    auto g = bed.build();
    const UnitView v = viewOf(*g, knights);
    const GroundMarks marks = WarlordsAdapter().groundMarks(*g, &v);
    const GroundShape* reach = chargeReachOf(marks);
    ASSERT_NE(reach, nullptr);
    const std::string nominal = "charge " + std::to_string(g->chargeSpans(g->unit(knights)));
    if (!friendAhead) {
      EXPECT_EQ(reach->label, nominal);
    } else {
      EXPECT_EQ(reach->label.rfind(nominal + ", ", 0), 0u) << reach->label;
      EXPECT_NE(reach->label.find(" ahead"), std::string::npos) << reach->label;
      const double ahead = std::stod(reach->label.substr(nominal.size() + 2));
      EXPECT_LT(ahead, 2.0) << reach->label;
    }
  }
}

TEST(WarlordsTable, ABerserkUnitShowsTheEnemyItMustGoFor) {
  // 2.4.10: no say in it. The nearest enemy within its charge is ringed as sure to be
  // charged; with none within reach, the nearest in sight is ringed as maybe reached.
  for (bool nearEnemy : {true, false}) {
    test::WarlordsBed bed;
    const UnitId knights = bed.add(Side::One, bed.cavalry(), 4, 20, 5, 0);
    const UnitId near = bed.add(Side::Two, bed.closeFoot(), 4, 20, nearEnemy ? 8 : 18, 180);
    const UnitId far = bed.add(Side::Two, bed.closeFoot(), 4, 20, 26, 180);
    auto g = bed.build();
    WarlordsTestAccess::unit(*g, knights).morale = Morale::Berserk;
    WarlordsTestAccess::unit(*g, knights).formed = false;
    const UnitView v = viewOf(*g, knights);
    const GroundMarks marks = WarlordsAdapter().groundMarks(*g, &v);
    const GroundShape* reach = chargeReachOf(marks);
    ASSERT_NE(reach, nullptr) << "a Berserk unit still shows its reach";
    const WarlordsGame::BerserkAim aim = g->berserkAim(g->unit(knights));
    ASSERT_NE(aim.target, nullptr);
    EXPECT_EQ(aim.target->id, near);
    if (nearEnemy) {
      EXPECT_TRUE(aim.charges);
      EXPECT_EQ(reach->label, "berserk: must charge");
      EXPECT_EQ(marks.reachable, std::vector<UnitId>{near});
      EXPECT_TRUE(marks.reachableMaybe.empty());
    } else {
      EXPECT_FALSE(aim.charges);
      EXPECT_EQ(reach->label, "berserk: rushes on");
      EXPECT_TRUE(marks.reachable.empty());
      EXPECT_EQ(marks.reachableMaybe, std::vector<UnitId>{near});
    }
    (void)far;
  }
}

TEST(WarlordsTable, TheUnitsOwnActionsAreOnItsCardAndTheSidesInTheBar) {
  Match m = load("warlords_meeting_engagement.yaml");
  const WarlordsAdapter adapter;
  const auto bar = sideActions(*m.game, adapter);
  ASSERT_EQ(bar.size(), 1u);
  EXPECT_EQ(bar.front().label, "Roll for initiative");
  const UnitId mover = activateAMover(m);
  ASSERT_NE(mover, kNoUnit);
  const auto choices = unitActions(*m.game, mover, adapter);
  ASSERT_FALSE(choices.empty());
  EXPECT_EQ(choices.back().action.kind, ActionKind::EndActivation) << "ending comes last";
  bool move = false, halt = false;
  for (const auto& c : choices) {
    move |= c.action.kind == ActionKind::Move && c.label.rfind("Move ", 0) == 0;
    halt |= c.action.kind == ActionKind::Halt;
  }
  EXPECT_TRUE(move);
  (void)halt;
  EXPECT_EQ(unitsThatCanAct(*m.game), std::vector<UnitId>{mover});
}

// A person at the table plays a whole battle from its buttons: at every moment every legal
// action is offered, on the bar (no unit) or on the card of a unit the table rings as able to
// act (a wheel only once among those a few degrees apart, an action once among those its words
// name alike), every button is lawful, and the game reaches its end. The person's choices are
// seeded random picks.
TEST(WarlordsTable, APersonCanPlayAWholeBattleFromTheButtons) {
  const WarlordsAdapter adapter;
  auto play = PlayController::newMatch(
      test::configPath("scenarios/warlords_meeting_engagement.yaml"), 5,
      {session::PlayerSpec{true, ""}, session::PlayerSpec{false, "random"}}, {});
  std::uint64_t pick = 12345;
  int personActions = 0;
  for (int i = 0; i < 40000 && !play->over(); ++i) {
    if (!play->humanToAct()) {
      play->tick(10.0f, false);
      continue;
    }
    const Game& g = play->game();
    std::vector<ActionChoice> offered = sideActions(g, adapter);
    for (UnitId u : unitsThatCanAct(g)) {
      const auto mine = unitActions(g, u, adapter);
      offered.insert(offered.end(), mine.begin(), mine.end());
    }
    const std::vector<Action> legal = g.legalActions();
    for (const Action& a : legal) {
      const std::string words = describe(g, a, adapter);
      EXPECT_TRUE(std::any_of(offered.begin(), offered.end(), [&](const ActionChoice& c) {
        if (c.action == a || (c.action.unit == a.unit && c.label == words)) return true;
        return a.kind == ActionKind::Wheel && c.action.kind == ActionKind::Wheel && c.action.unit == a.unit &&
               std::abs(angleDifference(*c.action.facing, *a.facing)) < kSameWheel;
      })) << "every legal action has its button: "
          << toString(a);
    }
    for (const ActionChoice& c : offered) EXPECT_TRUE(g.check(c.action)) << c.label;
    pick = pick * 6364136223846793005ull + 1442695040888963407ull;
    const ActionChoice& choice = offered[(pick >> 33) % offered.size()];
    ASSERT_TRUE(play->submit(choice.action)) << choice.label;
    ++personActions;
  }
  EXPECT_TRUE(play->over()) << "the battle reached its end";
  EXPECT_GT(personActions, 50);
}

}  // namespace
}  // namespace sandtable::view
