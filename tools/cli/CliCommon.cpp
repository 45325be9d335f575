#include "CliCommon.h"

#include <algorithm>
#include <iostream>
#include <new>
#include <sstream>

#include "data/YamlReader.h"
#include "platform/AtomicFile.h"
#include "platform/EscapedTerminal.h"
#include "rules/core/Hash.h"
#include "rules/core/Match.h"
#include "scenario/DataFiles.h"
#include "scenario/RandomTerrain.h"
#include "scenario/RulesetRegistry.h"
#include "session/MatchSession.h"
#include "session/ParallelRuns.h"

namespace sandtable::cli {

using namespace sandtable::rules;

std::optional<std::array<session::PlayerSpec, 2>> parseAiPlayers(const std::string& side1, const std::string& side2) {
  std::array<session::PlayerSpec, 2> players;
  for (int i = 0; i < 2; ++i) {
    const std::string& text = i == 0 ? side1 : side2;
    const auto spec = session::PlayerSpec::parse(text);
    if (!spec || spec->human) {
      std::cerr << "error: --side" << i + 1 << " '" << text << "' must be an AI: ai:random, ai:scripted, ai:easy, ai:normal or ai:hard"
                << (spec ? " (people play in the 3D table)" : "") << "\n";
      return std::nullopt;
    }
    players[static_cast<std::size_t>(i)] = *spec;
  }
  return players;
}

std::string defaultScenarioPath() { return scenario::defaultScenarioPath().string(); }

bool dealTerrainIfAsked(scenario::LoadedScenario& sc, bool randomTerrain, std::uint64_t seed) {
  if (!randomTerrain) return true;
  if (!scenario::canDealTerrain(sc)) {
    std::cerr << "error: --random-terrain: " << sc.info.file << " is a " << sc.info.ruleset
              << " scenario; only " << scenario::systemsDealingTerrain() << " deals its terrain from cards\n";
    return false;
  }
  sc = scenario::withDealtTerrain(sc, seed);
  return true;
}

int guarded(const std::function<int()>& body) {
  try {
    return body();
  } catch (const data::ConfigErrors& e) {
    for (const data::ConfigError& err : e.errors()) std::cerr << err.str() << "\n";
    return kExitBadInput;
  } catch (const platform::BadWriteTarget& e) {
    // A file to write where none can be: the command line named it.
    std::cerr << "error: " << e.what() << "\n";
    return kExitBadInput;
  } catch (const std::bad_alloc&) {
    // Bullet's allocator throws too (physics/CollisionWorld.cpp): a battlefield too big for
    // the memory there is ends here, with a message, not in a crash.
    std::cerr << "error: out of memory: the battlefield or the games do not fit in the memory this process may use "
                 "(fewer --jobs, or a smaller battlefield)\n";
    return kExitFailure;
  } catch (const IllegalAction& e) {
    std::cerr << "error: " << e.what() << "\n";
    return kExitFailure;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return kExitFailure;
  }
}

void ProgressPrinter::emit(Event e) {
  if (mAll) {
    if (const std::string line = formatEvent(e); !line.empty()) mOut << "  " << line << "\n";
    return;
  }
  if (e.is(EventRole::Initiative) || e.is(EventRole::Routed) || e.is(EventRole::GameOver) ||
      e.is(EventRole::ArmyMorale)) {
    if (!e.text.empty()) mOut << "  " << e.text << "\n";
  }
}

namespace {

// Units counted by the words their cards give their state, in the order the army lists them.
class CountsByWords {
 public:
  void add(const std::string& words) {
    auto it = std::find_if(mCounts.begin(), mCounts.end(),
                           [&](const auto& c) { return c.first == words; });
    if (it == mCounts.end()) it = mCounts.insert(mCounts.end(), {words, 0});
    ++it->second;
  }
  // "3 Demoralized", "1 Worn, 1 Berserk"; empty when nothing was counted.
  std::string text() const {
    std::string s;
    for (const auto& [words, units] : mCounts)
      s += (s.empty() ? "" : ", ") + std::to_string(units) + " " + words;
    return s;
  }

 private:
  std::vector<std::pair<std::string, int>> mCounts;
};

}  // namespace

std::string strengthLine(const Game& game, const scenario::ScenarioInfo& info) {
  // Counted as the battle report counts them: a unit broken but still on the table, fleeing,
  // is no longer in the fight (the report's "Units in the fight ... at the end"). States are
  // named in the system's own words, as the unit cards name them: a Robert's Rules unit is
  // "Demoralized", a Warlords one "Worn" or "Berserk", a War of the Roses one "in rout".
  std::array<int, 2> fighting{0, 0}, lost{0, 0};
  std::array<CountsByWords, 2> unsteady, broken;
  for (const UnitView& u : game.units()) {
    const auto i = static_cast<std::size_t>(sideIndex(u.side));
    const std::string words = u.condition.words.substr(0, u.condition.words.find(','));
    if (u.status != UnitStatus::Active) {
      ++lost[i];
    } else if (u.condition.morale == Condition::Morale::Broken) {
      broken[i].add(words);
    } else {
      ++fighting[i];
      if (u.condition.morale != Condition::Morale::Steady) unsteady[i].add(words);
    }
  }
  std::string s;
  for (std::size_t i = 0; i < 2; ++i) {
    if (i) s += " | ";
    s += info.sideNames[i] + ": " + std::to_string(fighting[i]) +
         (fighting[i] == 1 ? " unit" : " units") + " in the fight";
    if (const std::string states = unsteady[i].text(); !states.empty()) s += " (" + states + ")";
    if (const std::string fleeing = broken[i].text(); !fleeing.empty()) s += ", " + fleeing;
    if (lost[i]) s += ", " + std::to_string(lost[i]) + " lost";
  }
  return s;
}

Outcome outcomeOf(const Game& game, std::uint64_t hash) {
  const Result r = game.result();
  return {session::winnerKey(r), game.phase().turn, hash, r.over ? std::string(endingName(r.ending)) : "", r.reason};
}

void printOutcome(std::ostream& out, const Outcome& o, const scenario::ScenarioInfo& info) {
  if (o.winner == "side1" || o.winner == "side2") {
    out << "Winner: " << info.sideNames[o.winner == "side1" ? 0 : 1] << " (" << o.winner << ")\n";
  } else if (o.winner == "draw") {
    out << "Winner: none, a draw\n";
  } else {
    out << "Winner: none yet, the battle is unfinished\n";
  }
  if (!o.reason.empty()) out << "Why: " << o.reason << "\n";
  out << "Turns played: " << o.turns << "\n";
  out << "Final state hash: " << hashToString(o.hash) << "\n";
  // The teaching moment: the battle just played beside the one in the books.
  if (!o.winner.empty() && !info.historicalOutcome.empty()) printParagraph(out, "In history", info.historicalOutcome);
}

void printParagraph(std::ostream& out, const std::string& heading, const std::string& text, std::size_t width) {
  out << heading << ":\n";
  for (const std::string& line : rules::wrapWords(text, width - 2)) out << "  " << line << "\n";
}

void printCue(std::ostream& out, const session::FiredCue& cue) {
  if (cue.what->trigger == scenario::CueTrigger::TeacherNote) {
    printParagraph(out, "Teacher's note, turn " + std::to_string(cue.turn) + ", after action " + std::to_string(cue.action),
                   cue.what->text);
    return;
  }
  printParagraph(out, "Narration, turn " + std::to_string(cue.turn), cue.what->text);
}

nlohmann::json cueJson(const session::FiredCue& cue) {
  const bool note = cue.what->trigger == scenario::CueTrigger::TeacherNote;
  return {{"turn", cue.turn}, {"action", cue.action}, {"text", cue.what->text}, {"kind", note ? "note" : "cue"}};
}

nlohmann::json outcomeJson(const Outcome& o, const Game& game) {
  nlohmann::json j;
  j["winner"] = o.winner.empty() ? nlohmann::json(nullptr) : nlohmann::json(o.winner);
  j["turns"] = o.turns;
  j["hash"] = hashToString(o.hash);
  j["ending"] = o.ending.empty() ? nlohmann::json(nullptr) : nlohmann::json(o.ending);
  j["reason"] = o.reason;
  j["units"] = nlohmann::json::array();
  for (const UnitView& u : game.units()) {
    nlohmann::json ju;
    ju["id"] = u.id;
    ju["side"] = std::string(sideKey(u.side));
    ju["name"] = u.name;
    ju["type"] = u.type;
    if (u.square) ju["position"] = {u.square->col, u.square->row};
    else if (!u.stands.empty()) ju["position"] = {u.stands.front().footprint.centre.x, u.stands.front().footprint.centre.y};
    ju["state"] = u.condition.words;
    ju["morale"] = std::string(moraleKey(u.condition.morale));
    ju["disordered"] = u.condition.disordered;
    ju["status"] = std::string(unitStatusName(u.status));
    ju["strength"] = u.strength;
    j["units"].push_back(ju);
  }
  return j;
}

void noteJobsCap(unsigned jobs) {
  const unsigned threads = session::hardwareThreads();
  if (jobs <= threads) return;
  std::cerr << "note: --jobs " << jobs << " is more than this machine's " << threads << " hardware thread"
            << (threads == 1 ? "" : "s") << ": playing " << threads << " at once (the results are the same)\n";
}

void drawProgress(int done, int total) {
  constexpr int kWidth = 40;
  const int filled = total > 0 ? done * kWidth / total : kWidth;
  // Its carriage return is the program's own: past the escaping that data text gets.
  std::ostream& err = platform::EscapedTerminal::rawErr();
  err << "\r[" << std::string(static_cast<std::size_t>(filled), '#')
      << std::string(static_cast<std::size_t>(kWidth - filled), '.') << "] " << done << "/" << total << std::flush;
  if (done == total) err << "\n" << std::flush;
}

}  // namespace sandtable::cli
