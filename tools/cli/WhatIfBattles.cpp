#include "WhatIfBattles.h"

#include <algorithm>
#include <iomanip>
#include <numeric>
#include <ostream>
#include <sstream>

namespace sandtable::cli {

using session::BattleCounts;

double medianOf(std::vector<int> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

namespace {

// One count over the games: each game's value, read by `of`.
template <typename Of>
std::vector<int> each(const std::vector<BattleCounts>& games, Of of) {
  std::vector<int> out;
  out.reserve(games.size());
  for (const BattleCounts& g : games) out.push_back(of(g));
  return out;
}

int total(const std::vector<int>& v) { return std::accumulate(v.begin(), v.end(), 0); }
double mean(const std::vector<int>& v) {
  return v.empty() ? 0 : static_cast<double>(total(v)) / static_cast<double>(v.size());
}
int gamesWithAny(const std::vector<int>& v) {
  return static_cast<int>(std::count_if(v.begin(), v.end(), [](int n) { return n > 0; }));
}

nlohmann::json stats(const std::vector<int>& v) {
  return {{"median", medianOf(v)}, {"mean", mean(v)}, {"total", total(v)}};
}

// "median 6, mean 6.4"
std::string inWords(const std::vector<int>& v) {
  std::ostringstream s;
  s << std::fixed << std::setprecision(1) << "median " << medianOf(v) << ", mean " << mean(v);
  return s.str();
}

}  // namespace

nlohmann::json WhatIfBattles::json() const {
  nlohmann::json j;
  for (std::size_t s = 0; s < 2; ++s) {
    const auto charges = each(mGames, [&](const BattleCounts& g) { return g.charges[s]; });
    j["side" + std::to_string(s + 1)] = {
        {"games_with_charges", gamesWithAny(charges)},
        {"charges", stats(charges)},
        {"shots", stats(each(mGames, [&](const BattleCounts& g) { return g.shots[s]; }))},
        {"routs", stats(each(mGames, [&](const BattleCounts& g) { return g.routs[s]; }))}};
  }
  const auto melee = each(mGames, [](const BattleCounts& g) { return g.meleeRounds; });
  j["melee_rounds"] = stats(melee);
  j["melee_rounds"]["games_with_melee"] = gamesWithAny(melee);
  return j;
}

void WhatIfBattles::print(std::ostream& out, const std::array<std::string, 2>& sideLabels) const {
  const auto games = std::to_string(mGames.size());
  out << "What the battles looked like (counted from their events; a round of melee is one pair of "
         "units "
         "fighting hand to hand in one action):\n";
  for (std::size_t s = 0; s < 2; ++s) {
    const auto charges = each(mGames, [&](const BattleCounts& g) { return g.charges[s]; });
    out << "  " << sideLabels[s] << ": charged in " << gamesWithAny(charges) << " of " << games
        << " games; a game: charges " << inWords(charges) << "; shots "
        << inWords(each(mGames, [&](const BattleCounts& g) { return g.shots[s]; }))
        << "; units routed "
        << inWords(each(mGames, [&](const BattleCounts& g) { return g.routs[s]; })) << "\n";
  }
  const auto melee = each(mGames, [](const BattleCounts& g) { return g.meleeRounds; });
  out << "  Rounds of melee a game: " << inWords(melee) << "; none in "
      << mGames.size() - static_cast<std::size_t>(gamesWithAny(melee)) << " of " << games
      << " games\n";
}

std::string WhatIfBattles::gameText(const BattleCounts& g) {
  auto pair = [](const std::array<int, 2>& a) {
    return std::to_string(a[0]) + "-" + std::to_string(a[1]);
  };
  return "charges " + pair(g.charges) + ", shots " + pair(g.shots) + ", routs " + pair(g.routs) +
         " (side1-side2), melee rounds " + std::to_string(g.meleeRounds);
}

nlohmann::json WhatIfBattles::gameJson(const BattleCounts& g) {
  return {{"charges", g.charges},
          {"shots", g.shots},
          {"routs", g.routs},
          {"melee_rounds", g.meleeRounds}};
}

}  // namespace sandtable::cli
