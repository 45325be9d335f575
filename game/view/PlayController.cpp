#include "PlayController.h"

#include <algorithm>
#include <stdexcept>

#include "ActionMenu.h"
#include "data/ConfigError.h"
#include "rules/core/Rng.h"
#include "scenario/RandomTerrain.h"
#include "session/OrderForecast.h"
#include "session/Replay.h"
#include "session/TurnEvents.h"

namespace sandtable::view {

using namespace sandtable::rules;

namespace {

// The dice log's words as a person reads them: the event's own sentence, begun with a capital,
// without the kind tag and the unit ids of the command line's log ("[shoot] Breton archers (2)
// (u11) fire at ..."), which name nothing at the table.
std::string forReading(const std::string& text) {
  return capitalised(session::withoutUnitIds(text));
}

std::optional<RollRecord> forReading(const std::optional<RollRecord>& roll) {
  if (!roll) return roll;
  RollRecord r = *roll;
  r.purpose = forReading(r.purpose);
  r.outcome = session::withoutUnitIds(r.outcome);
  r.test = session::withoutUnitIds(r.test);
  for (Modifier& m : r.modifiers) m.label = session::withoutUnitIds(m.label);
  return r;
}

}  // namespace

PlayController::PlayController(std::unique_ptr<session::MatchSession> session)
    : mSession(std::move(session)), mNarration(newNarration()) {
  // Hot-seat starts by handing the table to whoever acts first.
  if (hotSeat() && !over()) mHandover = sideToAct();
  // The first position's cues (turn 1's): the class hears them before the first action.
  noteCues(mNarration->start(game().phase().turn), 0, Side::None, false);
  mOpeningLog = mLog.size();
}

void PlayController::noteCues(const std::vector<session::FiredCue>& fired, std::size_t actionIndex,
                              Side side, bool byAi, std::optional<int> turnOfLines) {
  // Under the turn of the line that brought it (a rout in a turn's last melee, that turn), so
  // that it does not split a turn's lines; otherwise the turn the match stands in.
  const int turn = turnOfLines.value_or(game().phase().turn);
  for (const session::FiredCue& f : fired) {
    LogEntry entry{actionIndex,  turn,         side, EventKind::DiceRolled,
                   f.what->text, std::nullopt, byAi};
    entry.narration = true;
    entry.teacherNote = f.what->trigger == scenario::CueTrigger::TeacherNote;
    mLog.push_back(std::move(entry));
    ++mCuesFired;
  }
}

std::unique_ptr<PlayController> PlayController::newMatch(
    const std::filesystem::path& scenarioFile, std::uint64_t seed,
    const std::array<session::PlayerSpec, 2>& players, const std::filesystem::path& autosave,
    bool randomTerrain, const std::array<std::filesystem::path, 2>& armies) {
  scenario::LoadedScenario sc = scenario::loadScenario(scenarioFile);
  session::SessionOptions o;
  o.scenarioRef = scenario::scenarioReference(scenarioFile);
  if (!armies[0].empty() || !armies[1].empty()) {
    // Bought armies: the match keeps the scenario with them written in (a save replays alone).
    scenario::BoughtScenario bought = scenario::withBoughtArmies(sc, armies);
    sc = std::move(bought.scenario);
    o.inlineScenario = bought.document;
    o.scenarioRef.clear();
  }
  if (randomTerrain) sc = scenario::withDealtTerrain(sc, seed);
  o.seed = seed;
  o.randomTerrain = randomTerrain;
  o.players = players;
  o.autosave = autosave;
  if (!autosave.empty()) std::filesystem::create_directories(autosave.parent_path());
  return std::make_unique<PlayController>(
      std::make_unique<session::MatchSession>(std::move(sc), std::move(o)));
}

PlayController::CheckedMatch PlayController::checkedMatch(const std::filesystem::path& matchFile) {
  scenario::LoadedMatch lm = scenario::loadMatchFile(matchFile);
  NullSink quiet;
  session::ReplayReport rep = session::replayMatch(lm, quiet);
  if (!rep.ok)
    throw data::ConfigErrors({rep.error});  // bad input, placed: exit 2 or a message in the table
  return {std::move(lm), std::move(rep.turnAfter), std::move(rep.finalState)};
}

std::unique_ptr<session::MatchSession> PlayController::sessionAtStart(scenario::LoadedMatch&& lm) {
  session::SessionOptions o;
  o.seed = lm.record.seed;
  o.randomTerrain = lm.record.randomTerrain;
  o.forcedDice = lm.record.forcedDice;
  o.scenarioRef = lm.record.scenarioRef;
  o.inlineScenario = lm.record.inlineScenario;
  o.notes = lm.record.notes;
  for (int i = 0; i < 2; ++i) {
    const auto spec = session::PlayerSpec::parse(lm.record.players[static_cast<std::size_t>(i)]);
    o.players[static_cast<std::size_t>(i)] = spec.value_or(session::PlayerSpec{});
  }
  return std::make_unique<session::MatchSession>(std::move(lm.scenario), std::move(o));
}

std::unique_ptr<PlayController> PlayController::load(
    const std::filesystem::path& matchFile, const std::filesystem::path& autosave,
    const std::optional<std::array<session::PlayerSpec, 2>>& players) {
  scenario::LoadedMatch lm = checkedMatch(matchFile).match;
  // The actions are re-applied below; the session needs only the rest of the record.
  const std::vector<scenario::RecordedAction> actions = std::move(lm.record.actions);
  auto session = sessionAtStart(std::move(lm));
  if (players) session->setPlayers(*players);
  auto controller = std::make_unique<PlayController>(std::move(session));
  // Re-apply without autosaving each step, then autosave from here on.
  for (const scenario::RecordedAction& ra : actions) {
    controller->apply(ra.action, !controller->mSession->player(controller->sideToAct()).human,
                      true);
  }
  controller->mTaken = controller->mHistory.size();
  if (!autosave.empty()) std::filesystem::create_directories(autosave.parent_path());
  controller->mSession->setAutosave(autosave);
  controller->mHandover =
      controller->hotSeat() && !controller->over() ? controller->sideToAct() : Side::None;
  ++controller->mJumps;
  return controller;
}

bool PlayController::hotSeat() const {
  return mSession->player(Side::One).human && mSession->player(Side::Two).human;
}

rules::Side PlayController::viewer() const {
  if (over() || studying()) return Side::None;
  if (hotSeat()) return sideToAct();
  for (const Side s : {Side::One, Side::Two}) {
    if (mSession->player(s).human) return s;
  }
  return Side::None;
}

bool PlayController::hidesFromViewer() const {
  const Side v = viewer();
  return v != Side::None && match().hidesFrom(v);
}

bool PlayController::shows(const LogEntry& e) const {
  const Side v = viewer();
  return e.onlyFor == Side::None || v == Side::None || e.onlyFor == v;
}

const Game& PlayController::game() const {
  const Side v = viewer();
  const Game& m = match();
  if (v == Side::None || !m.hidesFrom(v)) return m;
  const std::uint64_t state = m.stateHash();
  if (!mSeen.game || mSeen.state != state || mSeen.viewer != v) {
    // The same guess at what is hidden for as long as the position stands.
    Rng guess(deriveSeed(state, static_cast<std::uint64_t>(v)));
    mSeenBefore = std::move(mSeen);
    mSeen = {m.asSeenBy(v, guess), state, v};
  }
  return *mSeen.game;
}

bool PlayController::knownToOpponent(Side side, UnitId unit) const {
  const Side other = opponent(side);
  if (side == Side::None || unit == kNoUnit || !match().hidesFrom(other)) return true;
  Rng guess(deriveSeed(match().stateHash(), static_cast<std::uint64_t>(other)));
  const std::vector<UnitView> known = match().asSeenBy(other, guess)->units();
  return std::any_of(known.begin(), known.end(), [&](const UnitView& u) { return u.id == unit; });
}

ActionRecord PlayController::shown(const ActionRecord& record) const {
  const Side v = viewer();
  if (v == Side::None) return record;
  ActionRecord out = record;
  const std::vector<UnitView> known = game().units();
  auto knows = [&](UnitId id) {
    return std::any_of(known.begin(), known.end(), [&](const UnitView& u) { return u.id == id; });
  };
  auto keepKnown = [&](std::vector<UnitView>& units) {
    units.erase(
        std::remove_if(units.begin(), units.end(), [&](const UnitView& u) { return !knows(u.id); }),
        units.end());
  };
  keepKnown(out.before);
  keepKnown(out.after);
  out.events.erase(std::remove_if(out.events.begin(), out.events.end(),
                                  [&](const Event& e) {
                                    return (e.onlyFor != Side::None && e.onlyFor != v) ||
                                           (e.unit != kNoUnit && !knows(e.unit));
                                  }),
                   out.events.end());
  return out;
}

bool PlayController::humanToAct() const {
  if (over() || handoverPending() || studying()) return false;
  const Side s = sideToAct();
  return s != Side::None && mSession->player(s).human;
}

void PlayController::apply(const Action& a, bool byAi, bool instant) {
  ActionRecord rec;
  rec.index = mSession->match().actions().size();
  rec.action = a;
  rec.side = sideToAct();
  rec.byAi = byAi;
  rec.instant = instant;
  rec.before = match().units();
  // An action of a unit its opponent does not know of: its odds are its own side's to read,
  // and what the AI weighed for a side that hides anything.
  const Side privateTo = knownToOpponent(rec.side, a.unit) ? Side::None : rec.side;
  const bool sideHides = rec.side != Side::None && match().hidesFrom(opponent(rec.side));
  // What the AI weighed before choosing this (hard searches), for the log to show on request.
  std::vector<ai::Alternative> weighed =
      byAi ? mSession->lastAlternatives(rec.side) : std::vector<ai::Alternative>{};
  // An attack's, a shot's or an answer's odds before its dice, logged above its rolls (as
  // `replay --verbose` prints them): what the AI, or the player, chose it on.
  const std::optional<session::OrderForecast> odds = session::forecastOrder(match(), a);
  const int turnBefore = match().phase().turn;
  EventList events;
  const std::size_t before = mSession->match().actions().size();
  try {
    mSession->submit(a, events);
  } catch (const std::exception& e) {
    // The action stands if the match took it and only the autosave failed: say so once and
    // stop autosaving rather than lose the game.
    if (mSession->match().actions().size() == before) throw;
    mPlanNote = std::string("autosave failed, and is off for this game: ") + e.what();
    mSession->setAutosave({});
  }
  rec.after = match().units();
  rec.events = std::move(events.events);
  if (!weighed.empty()) {
    LogEntry entry{rec.index,        turnBefore,   rec.side, EventKind::DiceRolled,
                   "The AI weighed", std::nullopt, byAi};
    entry.weighed = std::move(weighed);
    entry.onlyFor = sideHides ? rec.side : Side::None;  // its alternatives may name hidden units
    mLog.push_back(std::move(entry));
  }
  if (odds) {
    LogEntry entry{rec.index,
                   turnBefore,
                   rec.side,
                   EventKind::DiceRolled,
                   "Odds before the dice: " + odds->summary,
                   std::nullopt,
                   byAi};
    entry.odds = true;
    entry.onlyFor = privateTo;
    mLog.push_back(std::move(entry));
  }
  // Each line under the turn it belongs to: the action that ends a turn files its lines (the
  // last melees, "turn 12 ends") under that turn, and the next turn's from its beginning on.
  const int turnAfter = match().phase().turn;
  int turn = turnBefore;
  for (const Event& e : rec.events) {
    if (e.is(EventRole::TurnBegan)) turn = turnAfter;
    std::string text = e.roll ? e.roll->text() : e.text;
    if (!text.empty()) {
      LogEntry entry{rec.index,
                     turn,
                     e.side == Side::None ? rec.side : e.side,
                     e.kind,
                     forReading(text),
                     forReading(e.roll),
                     byAi};
      entry.onlyFor = e.onlyFor;
      // An event of a unit its opponent still does not know of is its side's to read.
      if (entry.onlyFor == Side::None && e.unit != kNoUnit &&
          (e.side == Side::One || e.side == Side::Two) && !knownToOpponent(e.side, e.unit))
        entry.onlyFor = e.side;
      mLog.push_back(std::move(entry));
    }
    // A cue's line follows the event that brought it (a unit's rout, the battle's end).
    noteCues(mNarration->feed(e, rec.index + 1), rec.index,
             e.side == Side::None ? rec.side : e.side, byAi, turn);
  }
  // A teacher's notes at this point of the recording, after everything the action did.
  noteCues(mNarration->reached(rec.index + 1), rec.index, rec.side, byAi);
  mHistory.push_back(std::move(rec));
}

void PlayController::checkHandover(Side before) {
  if (!hotSeat() || over()) return;
  const Side now = sideToAct();
  if (now != Side::None && now != before) {
    mHandover = now;
    mPlan.clear();
  }
}

Verdict PlayController::submit(const Action& action) {
  if (over()) return Verdict::no("the battle is over");
  if (handoverPending()) return Verdict::no("the table is being handed over");
  if (!humanToAct()) return Verdict::no("it is not your turn: the AI is playing");
  const Verdict v = mSession->match().check(action);
  if (!v) return v;
  const Side before = sideToAct();
  apply(action, false, false);
  mLastHumanSide = before;
  checkHandover(before);
  return Verdict::ok();
}

void PlayController::follow(std::vector<Action> plan) {
  mPlan = std::move(plan);
  mPlanStart = mSession->match().actions().size();
  std::reverse(mPlan.begin(), mPlan.end());  // pop from the back
  mPlanNote.clear();
}

void PlayController::passRest() {
  if (!humanToAct()) return;
  mPlan.clear();
  mPass = Pass{sideToAct(), game().phase().turn};
}

void PlayController::tickPass() {
  if (over() || game().phase().turn != mPass->turn) {
    mPass.reset();
    return;
  }
  const std::optional<Action> step = passStep(game());
  if (sideToAct() != mPass->side) {
    // The other side's own turn has begun (it could pass too): this side's part is over. Until
    // then it is answering something this side did, and the passing goes on after it.
    if (step) mPass.reset();
    return;
  }
  if (!humanToAct()) return;
  if (!step) {
    mPass.reset();
    return;
  }
  const Verdict v = submit(*step);
  if (!v) {
    mPlanNote = "passing stops here: " + v.why;
    mPass.reset();
  }
}

std::string PlayController::takePlanNote() {
  std::string n;
  n.swap(mPlanNote);
  return n;
}

void PlayController::tick(float seconds, bool busy) {
  if (busy || over() || handoverPending()) return;
  if (studying()) {
    tickStudy(seconds);
    return;
  }
  if (mPass && mPlan.empty()) {
    tickPass();
    if (mPass && sideToAct() == mPass->side) return;
  }
  if (!mPlan.empty()) {
    const Action next = mPlan.back();
    mPlan.pop_back();
    const Verdict v = submit(next);
    if (!v) {
      mPlanNote = "the move stops here: " + v.why;
      mPlan.clear();
    } else if (!mHistory.empty() && mHistory.back().index >= mPlanStart) {
      mHistory.back().planStart = mPlanStart;
    }
    return;
  }
  if (!aiToAct() || mAiPaused) {
    mAiClock = 0;
    return;
  }
  mAiClock += seconds * mAiSpeed;
  if (mAiClock < mAiSeconds) return;
  mAiClock = 0;
  const Side before = sideToAct();
  apply(mSession->aiAction(), true, false);
  checkHandover(before);
}

void PlayController::skipAi() {
  while (aiToAct() && !over()) {
    const Side before = sideToAct();
    apply(mSession->aiAction(), true, true);
    checkHandover(before);
  }
  mAiClock = 0;
}

bool PlayController::canUndo() const {
  // Only a person's own last action, taken since the table last changed hands (in a hot seat
  // the previous player's actions are theirs), while the battle goes on, and only if it rolled
  // no dice.
  return !over() && !handoverPending() && !studying() && !mHistory.empty() &&
         !mHistory.back().byAi && mHistory.back().index >= mUndoFloor && mSession->canUndo();
}

bool PlayController::undo() {
  if (!canUndo()) return false;
  // A plan's steps go back together (as far as each may: one that rolled dice stays).
  const std::optional<std::size_t> plan = mHistory.back().planStart;
  do {
    if (!mSession->undo()) break;
    forgetFrom(mHistory.back().index);
  } while (plan && canUndo() && mHistory.back().planStart == plan);
  mPass.reset();
  // A note at the undone position belonged to the action taken back, not to the next one.
  keepNotesUpTo(mSession->match().actions().size());
  mPlan.clear();
  ++mJumps;
  return true;
}

void PlayController::forgetFrom(std::size_t actionIndex) {
  while (!mHistory.empty() && mHistory.back().index >= actionIndex) mHistory.pop_back();
  mTaken = std::min(mTaken, mHistory.size());
  while (mLog.size() > mOpeningLog && mLog.back().actionIndex >= actionIndex) mLog.pop_back();
  // The match stands after `actionIndex` actions again (it was rebuilt before this call).
  mNarration->rewindTo(actionIndex, game().phase().turn);
}

std::unique_ptr<session::NarrationTracker> PlayController::newNarration() const {
  return std::make_unique<session::NarrationTracker>(
      scenario::narrationWithNotes(info().narration, mSession->options().notes));
}

void PlayController::keepNotesUpTo(std::size_t actions) {
  std::vector<scenario::TeacherNote> kept;
  for (const scenario::TeacherNote& n : mSession->options().notes) {
    if (n.action <= actions) kept.push_back(n);
  }
  mSession->setNotes(std::move(kept));
}

void PlayController::acceptHandover() {
  mHandover = Side::None;
  mUndoFloor = mSession->match().actions().size();
}

void PlayController::save(const std::filesystem::path& file) const {
  std::error_code ec;
  if (mStudy && std::filesystem::equivalent(file, mStudy->file, ec)) {
    // The Save dialog still shows the path the study was opened from: one click would leave
    // the class's recording ending at this position, its later turns and notes gone.
    throw std::runtime_error(
        file.filename().string() +
        " is the recording being studied; saving there would cut it at action " +
        std::to_string(studyPosition()) + ". Save the battle up to here under another name");
  }
  mSession->save(file);
}

std::vector<const ActionRecord*> PlayController::opponentReplay() const {
  std::vector<const ActionRecord*> out;
  const Side me = handoverPending() ? mHandover : sideToAct();
  for (auto it = mHistory.rbegin(); it != mHistory.rend(); ++it) {
    if (it->side == me) break;
    out.push_back(&*it);
  }
  std::reverse(out.begin(), out.end());
  return out;
}

std::vector<ActionRecord> PlayController::takeRecords() {
  std::vector<ActionRecord> out(mHistory.begin() + static_cast<std::ptrdiff_t>(mTaken),
                                mHistory.end());
  mTaken = mHistory.size();
  return out;
}

}  // namespace sandtable::view
