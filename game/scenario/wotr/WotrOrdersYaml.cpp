// `opening_orders:` and `will_not_engage:` of a War of the Roses scenario.
#include "WotrOrdersYaml.h"

#include <algorithm>
#include <optional>
#include <set>
#include <string>

#include "data/Excerpt.h"
#include "rules/wotr/Orders.h"
#include "scenario/SidesYaml.h"

namespace sandtable::scenario {

using data::YamlReader;
using namespace sandtable::rules::wotr;

namespace {

std::string orderList() {
  std::string out;
  for (std::size_t i = 0; i < kOrderIds.size(); ++i)
    out += std::string(i == 0 ? "" : i + 1 == kOrderIds.size() ? " or " : ", ") +
           std::string(kOrderIds[i]);
  return out;
}

std::string wingList(const Army& army) {
  std::string out;
  for (const Wing& w : army.wings) out += (out.empty() ? "" : ", ") + w.id;
  return out;
}

// The wing named by `n`, one of `side`'s army's; reports an unknown one at `n`.
std::optional<std::string> wingOf(YamlReader& r, const YAML::Node& n, const SideDeployment& side,
                                  const char* sideKey) {
  const auto id = r.scalar(n, "a battle/wing's id");
  if (!id) return std::nullopt;
  const bool known = std::any_of(side.army.wings.begin(), side.army.wings.end(),
                                 [&](const Wing& w) { return w.id == *id; });
  if (!known) {
    r.error(n, "'" + data::excerpt(*id) + "' is not a battle/wing of " + sideKey +
                   "'s army (its wings: " + wingList(side.army) + ")");
    return std::nullopt;
  }
  return id;
}

// `section: {side1: ..., side2: ...}`: each side's node, or an undefined node.
template <typename ReadSide>
void eachSide(YamlReader& r, const YAML::Node& root, const char* key,
              std::array<SideDeployment, 2>& sides, ReadSide&& read) {
  const YAML::Node n = YamlReader::child(root, key);
  if (!n.IsDefined()) return;
  if (!r.expectMap(n, std::string("'") + key + "'")) return;
  r.checkKeys(n, {"side1", "side2"});
  for (std::size_t i = 0; i < sides.size(); ++i) {
    const YAML::Node s = YamlReader::child(n, kSideKeys[i]);
    // A side whose army could not be read has no wings to check against.
    if (s.IsDefined() && !sides[i].army.wings.empty()) read(s, sides[i], kSideKeys[i]);
  }
}

}  // namespace

void readWotrOrders(YamlReader& r, const YAML::Node& root, std::array<SideDeployment, 2>& sides) {
  eachSide(r, root, "opening_orders", sides,
           [&](const YAML::Node& s, SideDeployment& side, const char* sideKey) {
             if (!r.expectMap(s, std::string("'opening_orders: ") + sideKey + "'")) return;
             r.checkDuplicateKeys(s);
             std::set<std::string> seen;
             for (auto it = s.begin(); it != s.end(); ++it) {
               const auto wing = wingOf(r, it->first, side, sideKey);
               const auto text = r.scalar(it->second, "an order");
               if (!text) continue;
               const std::optional<Order> order = orderFromId(*text);
               if (!order) {
                 r.error(it->second, "'" + data::excerpt(*text) +
                                         "' is not an order (002 Event I: " + orderList() + ")");
                 continue;
               }
               if (wing && seen.insert(*wing).second) side.openingOrders.push_back({*wing, *order});
             }
           });
  eachSide(r, root, "will_not_engage", sides,
           [&](const YAML::Node& s, SideDeployment& side, const char* sideKey) {
             if (!r.expectSequence(s, std::string("'will_not_engage: ") + sideKey + "'")) return;
             for (const YAML::Node& item : s) {
               const auto wing = wingOf(r, item, side, sideKey);
               if (!wing) continue;
               if (std::find(side.willNotEngage.begin(), side.willNotEngage.end(), *wing) !=
                   side.willNotEngage.end())
                 r.error(item, "'" + *wing + "' is named twice");
               else
                 side.willNotEngage.push_back(*wing);
             }
           });
}

}  // namespace sandtable::scenario
