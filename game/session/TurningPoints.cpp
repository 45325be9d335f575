#include "TurningPoints.h"

#include <algorithm>
#include <map>

#include "Markdown.h"
#include "OrderForecast.h"
#include "rules/core/Wording.h"

namespace sandtable::session {

namespace {

// What turned the battle in a turn, in sentences.
std::string happenedIn(const BattleAccount& a, int turn) {
  std::string words;
  if (const auto it = a.turning.find(turn); it != a.turning.end()) {
    for (const std::string& text : it->second) words += (words.empty() ? "" : " ") + markdown::sentence(text);
  }
  return words;
}

std::string swingWords(const BattleAccount& a, const OddsAccount& o) {
  const TurnOdds &from = o.turns[static_cast<std::size_t>(o.swing) - 1], &to = o.turns[static_cast<std::size_t>(o.swing)];
  return rules::theWithinSentences(
      "The biggest swing in the odds: " + a.sideNames[0] + " " + percentWords(from.games.share(0)) +
      " at the start of turn " + std::to_string(from.turn) + ", " +
      percentWords(to.games.share(0)) + " at the start of turn " + std::to_string(to.turn) + ".");
}

}  // namespace

std::vector<TurningPoint> turningPoints(const BattleAccount& a) {
  // The turns between the start and the end worth a map, each with its weight: the units lost
  // in it, and the odds' swing above any.
  std::map<int, int> weight;
  for (int turn = 1; turn < a.turns; ++turn) {
    if (const int lost = unitsLostIn(a, turn); lost > 0) weight[turn] = lost;
  }
  int swingTurn = 0;
  if (a.odds && a.odds->swing > 0) {
    swingTurn = a.odds->turns[static_cast<std::size_t>(a.odds->swing)].turn - 1;
    if (swingTurn >= 1 && swingTurn < a.turns) weight[swingTurn] = 1000;
  }
  std::vector<std::pair<int, int>> ranked(weight.begin(), weight.end());  // (turn, weight)
  std::stable_sort(ranked.begin(), ranked.end(), [](const auto& x, const auto& y) { return x.second > y.second; });
  if (ranked.size() > kMostMaps - 2) ranked.resize(kMostMaps - 2);
  std::sort(ranked.begin(), ranked.end());

  std::vector<TurningPoint> points;
  points.push_back({&a.turnStarts.front(), "The start", "Both armies as they deploy, before the first action."});
  for (const auto& [turn, w] : ranked) {
    std::string why = happenedIn(a, turn);
    if (turn == swingTurn) why += (why.empty() ? "" : " ") + swingWords(a, *a.odds);
    points.push_back({&momentAfterTurn(a, turn), "After turn " + std::to_string(turn), why});
  }
  std::string end = a.result.over ? a.winnerLine + "." : "The recording stops here, the battle undecided.";
  if (a.turns >= 1) {
    if (const std::string last = happenedIn(a, a.turns); !last.empty()) end = last + " " + end;
  }
  points.push_back({&a.end, "The end, turn " + std::to_string(a.turns), end});
  return points;
}

}  // namespace sandtable::session
