// `sandtable-cli army-cost ARMY.yaml`: what an army bought by points costs, line by line as a
// person checks it, and its total. The army file's `army: {ruleset: <id>}` names the rule
// system whose reader and tables cost it (ArmyCosters.h). An army that breaks a rule, or a
// file that is wrong, is bad input: every problem at its file:line:col, exit 2.
#include <algorithm>
#include <iostream>
#include <memory>
#include <string_view>

#include "ArmyCosters.h"
#include "CliCommon.h"
#include "Commands.h"
#include "data/ConfigError.h"
#include "data/Excerpt.h"
#include "data/YamlReader.h"
#include "platform/DataPaths.h"

namespace sandtable::cli {

namespace {

struct Coster {
  std::string_view id;
  ArmyCoster cost;
};

const std::vector<Coster>& costers() {
  static const std::vector<Coster> all = {
#define SANDTABLE_ARMY_COSTER(id) {#id, &systems::id##ArmyCost},
#include "ArmyCosters.inc"
#undef SANDTABLE_ARMY_COSTER
  };
  return all;
}

// The coster the file's `army.ruleset` names; an error at that key otherwise.
ArmyCoster costerOf(const std::filesystem::path& file, std::string& id) {
  data::YamlReader r = data::YamlReader::fromFile(file);
  const YAML::Node army = data::YamlReader::child(r.root(), "army");
  if (r.expectMap(r.root(), "an army file") && !army.IsDefined()) {
    r.error(r.root(), "missing required section 'army': the army's ruleset and name");
  } else if (army.IsDefined() && r.expectMap(army, "'army'")) {
    const YAML::Node ruleset = data::YamlReader::child(army, "ruleset");
    if (!ruleset.IsDefined()) {
      r.error(army, "missing required key 'ruleset': the rule system the army is bought for");
    } else if (const auto s = r.scalar(ruleset, "'ruleset'")) {
      std::string known;
      for (const Coster& c : costers()) {
        if (c.id == *s) {
          id = *s;
          return c.cost;
        }
        known += (known.empty() ? "" : ", ") + std::string(c.id);
      }
      r.error(ruleset, "army-cost knows no armies of ruleset '" + data::excerpt(*s) +
                           "' (it costs armies of " + known + ")");
    }
  }
  r.throwIfErrors();
  return nullptr;
}

struct ArmyCostOptions {
  std::string army;
  std::string ruleset;  // empty: the shipped config/rulesets/<id>.yaml
};

int runArmyCost(const ArmyCostOptions& o) {
  const ArmyCostSheet sheet = costArmyFile(o.army, o.ruleset);
  std::size_t width = 0;
  // Amounts line up after the longest label that has one (headings run on).
  for (const auto& l : sheet.lines) {
    if (!l.amount.empty())
      width = std::max(width, 2 * static_cast<std::size_t>(l.indent) + l.label.size());
  }
  width = std::min<std::size_t>(width, 72);
  std::cout << sheet.title << "\n";
  for (const auto& l : sheet.lines) {
    std::string text(2 * static_cast<std::size_t>(l.indent), ' ');
    text += l.label;
    if (!l.amount.empty()) {
      text += text.size() < width ? std::string(width - text.size(), ' ') : std::string();
      text += "  " + l.amount;
    }
    std::cout << text << "\n";
  }
  return kExitOk;
}

}  // namespace

ArmyCostSheet costArmyFile(const std::filesystem::path& army,
                           const std::filesystem::path& ruleset) {
  std::string id;
  const ArmyCoster cost = costerOf(army, id);
  if (!cost)  // costerOf throws every error it finds; this is only a guard
    throw data::ConfigErrors({{army.string(), 1, 1, "no rule system costs this army"}});
  return cost(army,
              ruleset.empty() ? platform::configDir() / "rulesets" / (id + ".yaml") : ruleset);
}

void addArmyCostCommand(CLI::App& app, int& exitCode) {
  auto opts = std::make_shared<ArmyCostOptions>();
  CLI::App* cmd = app.add_subcommand("army-cost",
                                     "What an army bought by points costs, line by line, and its "
                                     "total, by the rules of the system its file names; an army "
                                     "that breaks a rule is refused with the rule and its place "
                                     "in the file.");
  cmd->add_option("army", opts->army,
                  "Army file (config/armies/<system>_*.yaml; docs/rules/<system>.md)")
      ->required();
  cmd->add_option("--ruleset", opts->ruleset,
                  "Ruleset file to cost it by (default: config/rulesets/<system>.yaml)");
  cmd->callback([opts, &exitCode]() { exitCode = guarded([&] { return runArmyCost(*opts); }); });
}

}  // namespace sandtable::cli
