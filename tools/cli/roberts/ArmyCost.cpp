// `sandtable-cli army-cost ARMY.yaml`: what an army of Robert's Rules of Warfare costs, line by
// line as a person checks it (base, each percentage, each attribute, the stand, size, stands,
// the Formed-unit premium, the leaders) and the total. An army that breaks a rule, or a file
// that is wrong, is bad input: every problem at its file:line:col, exit 2.
#include <algorithm>
#include <iostream>
#include <memory>

#include "CliCommon.h"
#include "Commands.h"
#include "platform/DataPaths.h"
#include "rules/roberts/CostBreakdown.h"
#include "rules/roberts/Names.h"
#include "scenario/roberts/RobertsArmyFile.h"
#include "scenario/roberts/RobertsData.h"

namespace sandtable::cli {

namespace {

struct ArmyCostOptions {
  std::string army;
  std::string ruleset;  // empty: the shipped config/rulesets/roberts.yaml
};

int runArmyCost(const ArmyCostOptions& o) {
  const std::filesystem::path rulesetFile =
      o.ruleset.empty() ? platform::configDir() / "rulesets" / "roberts.yaml"
                        : std::filesystem::path(o.ruleset);
  const auto tables = scenario::loadRobertsTables(rulesetFile);
  const rules::roberts::Army army = scenario::loadRobertsArmy(o.army, *tables);
  const auto lines = rules::roberts::costBreakdown(*tables, army);
  std::size_t width = 0;
  // Amounts line up after the longest label that has one (headings run on).
  for (const auto& l : lines) {
    if (!l.amount.empty())
      width = std::max(width, 2 * static_cast<std::size_t>(l.indent) + l.label.size());
  }
  width = std::min<std::size_t>(width, 72);
  std::cout << army.name << " (Robert's Rules of Warfare, " << rules::roberts::scaleId(army.scale)
            << ")\n";
  for (const auto& l : lines) {
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

void addArmyCostCommand(CLI::App& app, int& exitCode) {
  auto opts = std::make_shared<ArmyCostOptions>();
  CLI::App* cmd = app.add_subcommand("army-cost",
                                     "What a Robert's Rules of Warfare army costs, line by line, "
                                     "and its total; an army that breaks a rule is "
                                     "refused with the rule and its place in the file.");
  cmd->add_option("army", opts->army,
                  "Army file (config/armies/roberts_*.yaml; docs/rules/roberts.md)")
      ->required();
  cmd->add_option("--ruleset", opts->ruleset,
                  "Ruleset file to cost it by (default: config/rulesets/roberts.yaml)");
  cmd->callback([opts, &exitCode]() { exitCode = guarded([&] { return runArmyCost(*opts); }); });
}

}  // namespace sandtable::cli
