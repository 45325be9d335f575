#include "MatchSession.h"

#include <stdexcept>

namespace sandtable::session {

using namespace sandtable::rules;

std::string winnerKey(const Result& r) {
  if (!r.over) return "";
  return r.winner == Side::None ? "draw" : std::string(sideKey(r.winner));
}

MatchSession::MatchSession(scenario::LoadedScenario scenario, SessionOptions options)
    : mScenario(std::move(scenario)), mOptions(std::move(options)) {
  mMatch = std::make_unique<Match>(mScenario.newGame(), mOptions.seed, mOptions.forcedDice);
  resetAis();
}

void MatchSession::resetAis() {
  for (int i = 0; i < 2; ++i) {
    const PlayerSpec& p = mOptions.players[static_cast<std::size_t>(i)];
    mAis[static_cast<std::size_t>(i)] =
        p.human ? nullptr : ai::makeAi(p.level, mScenario.info.ruleset, aiSeed(mOptions.seed, i));
  }
}

bool MatchSession::aiToAct() const {
  if (over()) return false;
  const Side s = game().phase().sideToAct;
  return s != Side::None && mAis[static_cast<std::size_t>(sideIndex(s))] != nullptr;
}

Action MatchSession::aiAction() {
  const Side s = game().phase().sideToAct;
  return mAis[static_cast<std::size_t>(sideIndex(s))]->choose(game());
}

std::vector<ai::Alternative> MatchSession::lastAlternatives(Side s) const {
  const auto& ai = mAis[static_cast<std::size_t>(sideIndex(s))];
  return ai ? ai->lastAlternatives() : std::vector<ai::Alternative>{};
}

std::uint64_t MatchSession::submit(const Action& a, EventSink& sink) {
  const std::uint64_t h = mMatch->submit(a, sink);
  if (!mOptions.autosave.empty()) save(mOptions.autosave);
  return h;
}

void MatchSession::playAi(EventSink& sink, const std::function<void(const Action&)>& afterAction) {
  while (aiToAct()) {
    const Action a = aiAction();
    submit(a, sink);
    if (afterAction) afterAction(a);
  }
}

bool MatchSession::canUndo() const {
  const auto& actions = mMatch->actions();
  return !actions.empty() && !mMatch->rolledDice(actions.size() - 1);
}

bool MatchSession::undo() {
  if (!canUndo()) return false;
  rewindTo(mMatch->actions().size() - 1);
  if (!mOptions.autosave.empty()) save(mOptions.autosave);
  return true;
}

void MatchSession::rewindTo(std::size_t count) {
  const std::vector<Action>& all = mMatch->actions();
  if (count > all.size()) throw std::out_of_range("MatchSession::rewindTo: past the last action");
  auto fresh = std::make_unique<Match>(mScenario.newGame(), mOptions.seed, mOptions.forcedDice);
  NullSink quiet;
  for (std::size_t i = 0; i < count; ++i) fresh->submit(all[i], quiet);
  mMatch = std::move(fresh);
  // AIs are stateless between choices apart from their streams; restart them so a replayed
  // session and an undone one choose alike.
  resetAis();
}

void MatchSession::setPlayers(const std::array<PlayerSpec, 2>& players) {
  mOptions.players = players;
  resetAis();
}

scenario::MatchRecord MatchSession::record() const {
  scenario::MatchRecord rec;
  rec.scenarioRef = mOptions.scenarioRef;
  rec.inlineScenario = mOptions.inlineScenario;
  rec.seed = mOptions.seed;
  rec.randomTerrain = mOptions.randomTerrain;
  rec.forcedDice = mOptions.forcedDice;
  rec.players = {mOptions.players[0].str(), mOptions.players[1].str()};
  rec.initialHash = mMatch->initialHash();
  const auto& actions = mMatch->actions();
  for (std::size_t i = 0; i < actions.size(); ++i)
    rec.actions.push_back({actions[i], mMatch->hashes()[i], {}});
  for (const scenario::TeacherNote& n : mOptions.notes) {
    if (n.action <= actions.size()) rec.notes.push_back(n);
  }
  return rec;
}

std::optional<scenario::MatchSummary> MatchSession::summary() const {
  const Result r = game().result();
  scenario::MatchSummary s;
  s.winner = winnerKey(r);
  s.turns = game().phase().turn;
  s.finalHash = mMatch->hash();
  return s;
}

void MatchSession::save(const std::filesystem::path& path) const {
  scenario::saveMatchFile(path, record(), summary());
}

}  // namespace sandtable::session
