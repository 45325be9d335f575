#include "FileCheck.h"

#include "ArmyCosters.h"
#include "ai/Weights.h"
#include "data/ConfigError.h"
#include "data/YamlReader.h"
#include "rules/core/Event.h"
#include "scenario/DataFiles.h"
#include "scenario/MatchFile.h"
#include "session/Replay.h"
#ifdef SANDTABLE_HAS_VIEW
#include "view/ViewSettings.h"
#endif

namespace sandtable::cli {

std::string checkFile(const std::filesystem::path& file) {
  const data::YamlReader r = data::YamlReader::fromFile(file);
  const scenario::DataFileKind kind = scenario::dataFileKind(r.root());
  if (kind == scenario::DataFileKind::TableSettings) {
#ifdef SANDTABLE_HAS_VIEW
    view::ViewSettings settings;
    settings.readFile(file);
    return "3D table settings";
#else
    throw data::ConfigErrors(
        {{file.string(), 0, 0, "the 3D table's settings; this build has no table to check them"}});
#endif
  }
  if (kind == scenario::DataFileKind::AiWeights) {
    return "AI weights, " + std::to_string(ai::readWeights(file).entries().size()) + " of them";
  }
  if (kind == scenario::DataFileKind::Army) {
    // Read and costed by its rule system, as `army-cost` does: an army that breaks a rule is bad.
    const ArmyCostSheet sheet = costArmyFile(file);
    return "army " + sheet.title +
           (sheet.lines.empty()
                ? ""
                : ", " + sheet.lines.back().label + " " + sheet.lines.back().amount);
  }
  if (kind != scenario::DataFileKind::Match) return scenario::validateDataFile(file);
  const scenario::LoadedMatch m = scenario::loadMatchFile(file);
  rules::NullSink quiet;
  const session::ReplayReport rep = session::replayMatch(m, quiet);
  if (!rep.ok) throw data::ConfigErrors({rep.error});
  return "match of '" + m.scenario.info.name + "', " + std::to_string(rep.applied) + " actions, " +
         (rep.verified() ? "every hash matches" : "unverified: " + rep.unverifiedReason());
}

}  // namespace sandtable::cli
