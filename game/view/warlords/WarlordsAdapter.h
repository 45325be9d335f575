// What the table asks of Warlords (seed text 001) beyond rules::Game, answered from
// WarlordsGame's own read-only queries so that the panels and overlays show exactly what
// the rules would allow: sight from the front edge at a man's eye height, shooting ranges
// per style in the 45-degree sector in front, charge reach, the unit card (troop type,
// training, armour, weapons, specials, morale, formation, champions, casualties,
// personalities), short labels and marker tokens, the medieval art, action labels, and a
// lawful Move for a unit dragged across the measured table. Split in two files: this
// adapter's words (WarlordsAdapter.cpp) and its ground (WarlordsGround.cpp); its forecasts of
// charges, shots and answers are the session's (session/warlords/WarlordsForecastWords.cpp),
// which the default RulesetAdapter::forecast finds in the session's registry.
#pragma once

#include "view/RulesetAdapter.h"
#include "rules/warlords/WarlordsGame.h"
#include "session/warlords/WarlordsForecastWords.h"

namespace sandtable::view {

class WarlordsAdapter final : public RulesetAdapter {
 public:
  static const rules::warlords::WarlordsGame* wl(const rules::Game& g) {
    return dynamic_cast<const rules::warlords::WarlordsGame*>(&g);
  }

  // WarlordsAdapter.cpp: words
  std::string era(const rules::Game& game) const override;
  std::string attackVerb(const rules::Game& game, const rules::Action& attack) const override;
  std::vector<std::pair<std::string, std::string>> stats(const rules::Game& game,
                                                         const rules::UnitView& unit) const override;
  std::optional<std::string> describe(const rules::Game& game,
                                      const rules::Action& a) const override;
  std::vector<std::pair<std::string, std::string>> condition(
      const rules::Game& game, const rules::UnitView& unit) const override;
  std::vector<std::string> rosterColumns() const override;
  std::vector<std::string> rosterCells(const rules::Game& game,
                                       const rules::UnitView& unit) const override;
  std::vector<std::string> people(const rules::Game& game,
                                  const rules::UnitView& unit) const override;
  std::vector<LabelMark> labelMarks(const rules::UnitView& unit) const override;
  std::vector<std::string> tableMarkers(const rules::UnitView& unit) const override;
  std::string artType(const rules::Game& game, const rules::UnitView& unit) const override;
  std::string distanceWords(const rules::Game& game, rules::Length d) const override;
  // Wheels to face each enemy within a move and a charge, and a quarter turn either way.
  std::vector<rules::Action> moreOrders(const rules::Game& game, rules::UnitId unit) const override;

  // WarlordsGround.cpp: the ground
  rules::SightQuery sightQuery(const rules::Game& game, const rules::UnitView& from,
                               const rules::UnitView& to) const override;
  FireArc fireArc(const rules::Game& game, const rules::UnitView& unit) const override;
  GroundMarks groundMarks(const rules::Game& game, const rules::UnitView* selected) const override;
  std::vector<FieldWork> fieldWorks(const rules::Game& game) const override;
  std::optional<DraggedMove> moveToward(const rules::Game& game, rules::UnitId unit,
                                        rules::Point centre) const override;
  std::optional<DraggedMove> wheelToward(const rules::Game& game, rules::UnitId unit,
                                         rules::Point toward) const override;

 private:
  // The blocks that may stop sight, kept for the query last returned (it points here).
  mutable std::vector<rules::StandPlacement> mSightStands;
};

// The words after the colon of a marker of WarlordsGame::units() ("stands: 4 of 6"), or "" when
// the unit has no such marker. The counts themselves are typed (UnitView::counters).
std::string warlordsMarkerValue(const rules::UnitView& unit, std::string_view key);
// A unit's name as the table gives it (its scenario name, else its troop type).
using session::warlordsUnitName;

}  // namespace sandtable::view
