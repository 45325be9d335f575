#include "MatchFile.h"
#include "RandomTerrain.h"

#include <algorithm>
#include <cctype>
#include <limits>

#include "ActionYaml.h"
#include "data/Excerpt.h"
#include "platform/AtomicFile.h"
#include "platform/ConfinedPath.h"
#include "platform/DataPaths.h"
#include "platform/InputLimits.h"
#include "rules/core/Hash.h"

namespace sandtable::scenario {

using data::YamlReader;

namespace {

std::optional<std::uint64_t> readHash(YamlReader& r, const YAML::Node& map, std::string_view key) {
  const YAML::Node n = YamlReader::child(map, key);
  if (!n.IsDefined()) return std::nullopt;
  const auto text = r.scalar(n, "'" + std::string(key) + "'");
  if (!text) return std::nullopt;
  std::uint64_t h = 0;
  if (!rules::hashFromString(*text, h)) {
    r.error(n, "'" + std::string(key) + "' must be a hash written 0x followed by 16 hex digits");
    return std::nullopt;
  }
  return h;
}

// The `notes:` list: each {at_action, text}, at a point the recording reaches.
void readNotes(YamlReader& r, const YAML::Node& root, MatchRecord& rec) {
  const YAML::Node list = YamlReader::child(root, "notes");
  if (!list.IsDefined() || list.IsNull() || !r.expectSequence(list, "'notes'") ||
      !r.checkCount(list, platform::limits::kMaxNotes, "'notes'"))
    return;
  for (const YAML::Node& n : list) {
    if (!r.expectMap(n, "a note")) continue;
    r.checkKeys(n, {"at_action", "text"});
    const auto at = r.integer(n, "at_action", true, 0, std::numeric_limits<std::int32_t>::max());
    const auto text = r.string(n, "text", true);
    if (!at || !text) continue;
    if (static_cast<std::size_t>(*at) > rec.actions.size()) {
      r.error(YamlReader::child(n, "at_action"), "'at_action' is " + std::to_string(*at) + ", but the match records " +
                                                     std::to_string(rec.actions.size()) +
                                                     " actions: a note must stand at a point of the recording");
      continue;
    }
    if (blankText(*text)) {
      r.error(YamlReader::child(n, "text"), "'text' is empty: a note needs something for the class to read");
      continue;
    }
    rec.notes.push_back({static_cast<std::size_t>(*at), *text, YamlReader::markOf(n)});
  }
  // Shown in the order of the recording whatever order they were written in.
  std::stable_sort(rec.notes.begin(), rec.notes.end(),
                   [](const TeacherNote& a, const TeacherNote& b) { return a.action < b.action; });
}

}  // namespace

std::vector<NarrationCue> narrationWithNotes(const std::vector<NarrationCue>& scenarioCues,
                                             const std::vector<TeacherNote>& notes) {
  std::vector<NarrationCue> out = scenarioCues;
  for (const TeacherNote& n : notes) {
    NarrationCue c;
    c.trigger = CueTrigger::TeacherNote;
    c.action = n.action;
    c.subject = std::to_string(n.action);
    c.text = n.text;
    out.push_back(std::move(c));
  }
  return out;
}

void addNote(MatchRecord& record, std::size_t action, std::string text) {
  const auto after = std::upper_bound(record.notes.begin(), record.notes.end(), action,
                                      [](std::size_t a, const TeacherNote& n) { return a < n.action; });
  record.notes.insert(after, TeacherNote{action, std::move(text), {}});
}

void rewordNote(MatchRecord& record, std::size_t index, std::string text) {
  if (index < record.notes.size()) record.notes[index].text = std::move(text);
}

void removeNote(MatchRecord& record, std::size_t index) {
  if (index < record.notes.size()) record.notes.erase(record.notes.begin() + static_cast<std::ptrdiff_t>(index));
}

std::string scenarioReference(const std::filesystem::path& scenarioPath) {
  std::error_code ec;
  const auto abs = std::filesystem::weakly_canonical(scenarioPath, ec);
  const auto root = std::filesystem::weakly_canonical(platform::dataRoot(), ec);
  const auto rel = abs.lexically_relative(root);
  if (!rel.empty() && *rel.begin() != "..") return rel.generic_string();
  return abs.generic_string();
}

std::optional<std::uint64_t> parseSeed(const std::string& text) {
  // std::stoull would skip spaces and wrap a minus sign round to 2^64-1: only digits may lead.
  if (text.empty() || !std::isdigit(static_cast<unsigned char>(text[0]))) return std::nullopt;
  try {
    std::size_t used = 0;
    const std::uint64_t seed = std::stoull(text, &used, 0);
    if (used != text.size()) return std::nullopt;
    return seed;
  } catch (const std::exception&) {
    return std::nullopt;  // past 2^64-1
  }
}

LoadedMatch loadMatchFile(const std::filesystem::path& path) {
  YamlReader r = YamlReader::fromFile(path);
  const YAML::Node root = r.root();
  if (!r.expectMap(root, "a match file")) r.throwIfErrors();
  r.checkKeys(root, {"match", "actions", "notes", "result"});
  LoadedMatch out;
  out.file = path.string();
  MatchRecord& rec = out.record;
  const YAML::Node m = YamlReader::child(root, "match");
  if (!m.IsDefined()) r.error(root, "missing required section 'match' (scenario, seed)");
  YAML::Node scenarioNode;
  if (m.IsDefined() && r.expectMap(m, "'match'")) {
    r.checkKeys(m, {"scenario", "seed", "random_terrain", "forced_dice", "side1", "side2", "initial_hash"});
    scenarioNode = YamlReader::child(m, "scenario");
    if (!scenarioNode.IsDefined()) r.error(m, "missing required key 'scenario' (a path or an inline scenario)");
    const YAML::Node seedNode = YamlReader::child(m, "seed");
    if (!seedNode.IsDefined()) r.error(m, "missing required key 'seed'");
    else if (const auto text = r.scalar(seedNode, "'seed'")) {
      if (const auto seed = parseSeed(*text))
        rec.seed = *seed;
      else
        r.error(seedNode, "'seed' must be a whole number from 0 to 2^64-1, not '" + data::excerpt(*text) + "'");
    }
    rec.randomTerrain = r.boolean(m, "random_terrain", false).value_or(false);
    if (const YAML::Node forced = YamlReader::child(m, "forced_dice"); forced.IsDefined()) {
      if (r.expectSequence(forced, "'forced_dice'") &&
          r.checkCount(forced, platform::limits::kMaxForcedDice, "'forced_dice'")) {
        for (const YAML::Node& f : forced) {
          if (const auto v = r.integerValue(f, "a forced die", 1, 100)) {
            rec.forcedDice.push_back(static_cast<int>(*v));
            rec.forcedMarks.push_back(YamlReader::markOf(f));
          }
        }
      }
    }
    rec.players[0] = r.string(m, "side1", false).value_or("");
    rec.players[1] = r.string(m, "side2", false).value_or("");
    rec.initialHash = readHash(r, m, "initial_hash");
    rec.initialHashMark = YamlReader::markOf(YamlReader::child(m, "initial_hash"));
  }
  if (const YAML::Node actions = YamlReader::child(root, "actions"); actions.IsDefined() && !actions.IsNull()) {
    if (r.expectSequence(actions, "'actions'") &&
        r.checkCount(actions, platform::limits::kMaxMatchActions, "'actions'")) {
      for (const YAML::Node& a : actions) {
        const auto action = readAction(r, a, {"hash"});
        if (!action) continue;
        rec.actions.push_back({*action, readHash(r, a, "hash"), YamlReader::markOf(a)});
      }
    }
  }
  readNotes(r, root, rec);
  if (const YAML::Node res = YamlReader::child(root, "result"); res.IsDefined()) {
    if (r.expectMap(res, "'result'")) {
      r.checkKeys(res, {"winner", "turns", "hash"});
      MatchSummary s;
      s.winner = r.string(res, "winner", true).value_or("");
      if (!s.winner.empty() && s.winner != "side1" && s.winner != "side2" && s.winner != "draw") {
        r.error(YamlReader::child(res, "winner"), "'winner' must be side1, side2 or draw");
      }
      s.turns = static_cast<int>(r.integer(res, "turns", true, 0, 100000).value_or(0));
      s.finalHash = readHash(r, res, "hash").value_or(0);
      if (!YamlReader::child(res, "hash").IsDefined()) r.error(res, "missing required key 'hash'");
      rec.result = s;
      rec.resultMark = YamlReader::markOf(res);
    }
  }
  r.throwIfErrors();

  if (scenarioNode.IsMap()) {
    rec.inlineScenario = YAML::Clone(scenarioNode);
    out.scenario = loadScenarioNode(r, scenarioNode);
  } else {
    const auto ref = r.scalar(scenarioNode, "'scenario'");
    r.throwIfErrors();
    rec.scenarioRef = *ref;
    // Saved matches name their scenario from the data root ("config/scenarios/...").
    const platform::NamedFile named = platform::resolveNamedFile(path, *ref, {platform::dataRoot()});
    if (!named.ok()) {
      r.error(scenarioNode, "the scenario file '" + data::excerpt(*ref) + "': " + named.problem);
      r.throwIfErrors();
    }
    out.scenario = loadScenario(named.path);
  }
  if (rec.randomTerrain) {
    if (!canDealTerrain(out.scenario)) {
      r.error(YamlReader::child(m, "random_terrain"), cannotDealTerrainWords(out.scenario));
      r.throwIfErrors();
    }
    out.scenario = withDealtTerrain(out.scenario, rec.seed);
  }
  // Every forced die must be a face of a die the rule system rolls, whether or not the
  // recorded actions reach it: a 7 waiting behind them is as wrong as one they consume.
  if (!rec.forcedDice.empty()) {
    const int largest = out.scenario.newGame()->largestDie();
    for (std::size_t i = 0; i < rec.forcedDice.size(); ++i) {
      if (rec.forcedDice[i] > largest) {
        r.error(rec.forcedMarks[i], "forced die #" + std::to_string(i + 1) + " = " + std::to_string(rec.forcedDice[i]) +
                                        ": no die of " + out.scenario.info.ruleset + " has more than " +
                                        std::to_string(largest) + " faces");
      }
    }
    r.throwIfErrors();
  }
  return out;
}

std::string renderMatchFile(const MatchRecord& rec, const std::optional<MatchSummary>& summary) {
  YAML::Emitter out;
  out << YAML::BeginMap;
  out << YAML::Key << "match" << YAML::Value << YAML::BeginMap;
  if (rec.scenarioRef.empty() && rec.inlineScenario.IsMap()) {
    out << YAML::Key << "scenario" << YAML::Value << rec.inlineScenario;
  } else {
    out << YAML::Key << "scenario" << YAML::Value << rec.scenarioRef;
  }
  out << YAML::Key << "seed" << YAML::Value << rec.seed;
  if (rec.randomTerrain) out << YAML::Key << "random_terrain" << YAML::Value << true;
  if (!rec.forcedDice.empty()) {
    out << YAML::Key << "forced_dice" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    for (int f : rec.forcedDice) out << f;
    out << YAML::EndSeq;
  }
  if (!rec.players[0].empty()) out << YAML::Key << "side1" << YAML::Value << rec.players[0];
  if (!rec.players[1].empty()) out << YAML::Key << "side2" << YAML::Value << rec.players[1];
  if (rec.initialHash) out << YAML::Key << "initial_hash" << YAML::Value << rules::hashToString(*rec.initialHash);
  out << YAML::EndMap;
  out << YAML::Key << "actions" << YAML::Value << YAML::BeginSeq;
  for (const RecordedAction& a : rec.actions) {
    out << YAML::Flow << YAML::BeginMap;
    emitAction(out, a.action);
    if (a.hash) out << YAML::Key << "hash" << YAML::Value << rules::hashToString(*a.hash);
    out << YAML::EndMap;
  }
  out << YAML::EndSeq;
  if (!rec.notes.empty()) {
    out << YAML::Key << "notes" << YAML::Value << YAML::BeginSeq;
    for (const TeacherNote& n : rec.notes) {
      out << YAML::BeginMap << YAML::Key << "at_action" << YAML::Value << n.action;
      out << YAML::Key << "text" << YAML::Value << YAML::DoubleQuoted << n.text << YAML::EndMap;
    }
    out << YAML::EndSeq;
  }
  if (summary) {
    out << YAML::Key << "result" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "winner" << YAML::Value << summary->winner;
    out << YAML::Key << "turns" << YAML::Value << summary->turns;
    out << YAML::Key << "hash" << YAML::Value << rules::hashToString(summary->finalHash);
    out << YAML::EndMap;
  }
  out << YAML::EndMap;
  return std::string("# Sandtable match file: scenario, seed and actions; `sandtable-cli replay` checks it.\n") +
         out.c_str() + "\n";
}

void saveMatchFile(const std::filesystem::path& path, const MatchRecord& record,
                   const std::optional<MatchSummary>& summary) {
  platform::writeFileAtomically(path, renderMatchFile(record, summary));
}

}  // namespace sandtable::scenario
