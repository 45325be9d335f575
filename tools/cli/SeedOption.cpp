#include "SeedOption.h"

#include "data/Excerpt.h"
#include "scenario/MatchFile.h"

namespace sandtable::cli {

CLI::Validator seedCheck() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        if (scenario::parseSeed(text)) return {};
        return "the seed must be a whole number from 0 to 2^64-1, not '" + data::excerpt(text) + "'";
      },
      "SEED", "seed");
}

}  // namespace sandtable::cli
