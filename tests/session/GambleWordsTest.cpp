// session::gambleAt's words: each answer to a charge goes by its own rule system's name for it,
// as the table's order buttons give it (Robert's Rules' Set and Countercharge Actions,
// Warlords' hold ground and counter-charge).
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "session/Gambles.h"
#include "session/MatchSession.h"
#include "session/OrderForecast.h"
#include "support/TestPaths.h"

using namespace sandtable;
using namespace sandtable::rules;

namespace {

// The words of every answer to a charge offered while the normal AIs fight `scenario` with
// this seed, by the answer's kind.
std::map<ActionKind, std::set<std::string>> answersOffered(const char* scenario,
                                                           std::uint64_t seed) {
  session::SessionOptions o;
  o.seed = seed;
  o.players = {*session::PlayerSpec::parse("ai:normal"), *session::PlayerSpec::parse("ai:normal")};
  o.scenarioRef = scenario;
  session::MatchSession s(scenario::loadScenario(test::sourceRoot() / scenario), o);
  NullSink quiet;
  std::map<ActionKind, std::set<std::string>> out;
  for (std::size_t applied = 0; !s.over() && applied < 3000; ++applied) {
    for (const Action& a : s.game().legalActions()) {
      if (a.kind != ActionKind::HoldGround && a.kind != ActionKind::CounterCharge) continue;
      if (const auto g = session::gambleAt(s.game(), a, applied)) out[a.kind].insert(g->what);
    }
    s.submit(s.aiAction(), quiet);
  }
  return out;
}

bool anyHas(const std::set<std::string>& words, const std::string& part) {
  for (const std::string& w : words)
    if (w.find(part) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST(GambleWords, RobertsRulesAnswersGoByTheTextsActions) {
  const auto offered = answersOffered("config/scenarios/roberts_bannockburn_1314.yaml", 11);
  ASSERT_TRUE(offered.count(ActionKind::HoldGround)) << "the battle chosen should offer a Set";
  ASSERT_TRUE(offered.count(ActionKind::CounterCharge))
      << "the battle chosen should offer a Countercharge";
  for (const std::string& w : offered.at(ActionKind::HoldGround)) {
    EXPECT_NE(w.find(": set against the charge"), std::string::npos) << w;
    EXPECT_EQ(w.find("hold ground"), std::string::npos) << w;
  }
  for (const std::string& w : offered.at(ActionKind::CounterCharge)) {
    EXPECT_NE(w.find(": countercharge "), std::string::npos) << w;
    EXPECT_EQ(w.find("counter-charge"), std::string::npos) << w;
  }
}

TEST(GambleWords, WarlordsAnswersKeepTheCommonWords) {
  const auto offered = answersOffered("config/scenarios/warlords_hastings_1066.yaml", 3);
  ASSERT_TRUE(offered.count(ActionKind::HoldGround))
      << "the battle chosen should offer a hold ground";
  for (const std::string& w : offered.at(ActionKind::HoldGround))
    EXPECT_NE(w.find(": hold ground against "), std::string::npos) << w;
  EXPECT_TRUE(!offered.count(ActionKind::CounterCharge) ||
              anyHas(offered.at(ActionKind::CounterCharge), ": counter-charge "));
}
