// Studying a recorded battle: PlayController's teaching mode (see PlayController.h). The
// match stands at some number of the recorded actions; stepping forward applies the next one
// as play would (records for the table to animate, the dice log), stepping back rebuilds the
// match from its first actions, which the seed and the rules make exact.
#include <algorithm>
#include <stdexcept>

#include "PlayController.h"
#include "platform/AtomicFile.h"
#include "platform/FileContents.h"
#include "rules/core/Match.h"
#include "session/Replay.h"

namespace sandtable::view {

using namespace sandtable::rules;

std::unique_ptr<PlayController> PlayController::study(const std::filesystem::path& matchFile) {
  // The bytes first: a file changed while it is checked then reads as changed, and its notes
  // are not written over.
  Study st;
  st.onDisk = platform::readFileContents(matchFile).value_or("");
  CheckedMatch checked = checkedMatch(matchFile);
  st.file = matchFile;
  st.record = checked.match.record;
  for (const scenario::RecordedAction& ra : checked.match.record.actions) st.tape.push_back(ra.action);
  st.turnAt = std::move(checked.turnAfter);  // the check's pass noted the turn at every position
  auto controller = std::make_unique<PlayController>(sessionAtStart(std::move(checked.match)));
  const bool unfinished = checked.finalState && !checked.finalState->result().over;
  for (int i = 0; i < 2; ++i) {
    const Side side = i == 0 ? Side::One : Side::Two;
    const bool human = controller->mSession->player(side).human;
    st.byAi[static_cast<std::size_t>(i)] = !human;
    st.hidesFromItsPlayers =
        st.hidesFromItsPlayers || (unfinished && human && checked.finalState->hidesFrom(side));
  }
  controller->mStudy = std::move(st);
  controller->mHandover = Side::None;  // nothing is handed over while a class watches
  ++controller->mJumps;
  return controller;
}

const std::filesystem::path& PlayController::studyFile() const {
  static const std::filesystem::path none;
  return mStudy ? mStudy->file : none;
}

std::size_t PlayController::studyPosition() const { return mSession->match().actions().size(); }

std::size_t PlayController::studyLength() const { return mStudy ? mStudy->tape.size() : 0; }

std::optional<rules::Action> PlayController::studyNextAction() const {
  const std::size_t at = studyPosition();
  if (!mStudy || at >= mStudy->tape.size()) return std::nullopt;
  return mStudy->tape[at];
}

int PlayController::studyTurnAt(std::size_t position) const {
  if (!mStudy) return game().phase().turn;
  return mStudy->turnAt.at(std::min(position, mStudy->tape.size()));
}

std::size_t PlayController::studyTurnStart(int turn) const {
  return mStudy ? session::firstPositionOfTurn(mStudy->turnAt, turn) : 0;
}

int PlayController::studyLastTurn() const { return mStudy ? mStudy->turnAt.back() : game().phase().turn; }

void PlayController::applyRecorded(std::size_t index, bool instant) {
  const Side s = sideToAct();
  apply(mStudy->tape[index], s != Side::None && mStudy->byAi[static_cast<std::size_t>(sideIndex(s))], instant);
}

bool PlayController::studyStep() {
  if (!mStudy || studyPosition() >= mStudy->tape.size()) return false;
  applyRecorded(studyPosition(), false);
  return true;
}

void PlayController::studySeek(std::size_t position) {
  if (!mStudy) return;
  position = std::min(position, mStudy->tape.size());
  const std::size_t now = studyPosition();
  if (position == now) return;
  if (position < now) {
    mSession->rewindTo(position);
    forgetFrom(position);
  } else {
    for (std::size_t i = now; i < position; ++i) applyRecorded(i, true);
  }
  ++mJumps;  // the table redraws the position rather than animate the way there
}

void PlayController::studyPreviousTurn() {
  if (!mStudy) return;
  const std::size_t pos = studyPosition();
  const std::size_t start = studyTurnStart(studyTurnAt(pos));
  studySeek(start < pos ? start : studyTurnStart(studyTurnAt(pos) - 1));
}

void PlayController::studyNextTurn() {
  if (!mStudy) return;
  studySeek(studyTurnStart(studyTurnAt(studyPosition()) + 1));
}

void PlayController::setStudyPlaying(bool playing) {
  if (!mStudy) return;
  mStudy->playing = playing && studyPosition() < mStudy->tape.size();
  mAiClock = 0;
}

void PlayController::tickStudy(float seconds) {
  if (!mStudy->playing) return;
  mAiClock += seconds * mAiSpeed;
  if (mAiClock < mAiSeconds) return;
  mAiClock = 0;
  const int cuesBefore = mCuesFired;
  if (!studyStep() || studyPosition() >= mStudy->tape.size()) mStudy->playing = false;
  // A narration cue: the recording waits while the teacher reads it out (Space plays on).
  if (mCuesFired != cuesBefore) mStudy->playing = false;
}

const std::vector<scenario::TeacherNote>& PlayController::studyNotes() const {
  static const std::vector<scenario::TeacherNote> none;
  return mStudy ? mStudy->record.notes : none;
}

const std::vector<session::Gamble>& PlayController::studyGambles() {
  static const std::vector<session::Gamble> none;
  if (!mStudy) return none;
  if (!mStudy->gambles) {
    // The recording played through on a match of its own, asked of at every action: the
    // study's own position is left where it stands.
    std::vector<session::Gamble> found;
    Match replayed(mSession->scenario().newGame(), mStudy->record.seed, mStudy->record.forcedDice);
    NullSink quiet;
    for (std::size_t i = 0; i < mStudy->tape.size(); ++i) {
      if (auto g = session::gambleAt(replayed.game(), mStudy->tape[i], i)) found.push_back(std::move(*g));
      replayed.submit(mStudy->tape[i], quiet);
    }
    mStudy->gambles = std::move(found);
  }
  return *mStudy->gambles;
}

void PlayController::addStudyNote(std::string text) {
  if (!mStudy) return;
  scenario::MatchRecord rec = mStudy->record;
  scenario::addNote(rec, studyPosition(), std::move(text));
  keepStudyRecord(std::move(rec), true);
}

void PlayController::rewordStudyNote(std::size_t index, std::string text) {
  if (!mStudy || index >= mStudy->record.notes.size()) return;
  scenario::MatchRecord rec = mStudy->record;
  scenario::rewordNote(rec, index, std::move(text));
  keepStudyRecord(std::move(rec), false);
}

void PlayController::removeStudyNote(std::size_t index) {
  if (!mStudy || index >= mStudy->record.notes.size()) return;
  scenario::MatchRecord rec = mStudy->record;
  scenario::removeNote(rec, index);
  keepStudyRecord(std::move(rec), false);
}

void PlayController::keepStudyRecord(scenario::MatchRecord record, bool announceLatest) {
  // The study writes its own checked copy of the recording with the notes changed. If another
  // hand changed the file meanwhile (the note command, a second table on a shared course
  // folder), that copy would write over their work: the change is refused instead, and the
  // teacher opens the file again to see it as it now is.
  if (platform::readFileContents(mStudy->file) != mStudy->onDisk) {
    throw std::runtime_error(mStudy->file.string() +
                             " has been changed or removed since this study opened it; open it again to "
                             "change its notes");
  }
  // What is written is what the file now holds: kept as is, not read back.
  std::string text = scenario::renderMatchFile(record, record.result);
  platform::writeFileAtomically(mStudy->file, text);  // throws with nothing changed
  mStudy->onDisk = std::move(text);
  mStudy->record = std::move(record);
  mSession->setNotes(mStudy->record.notes);
  rebuildNarration(announceLatest);
}

void PlayController::rebuildNarration(bool announceLatest) {
  // The tracker points into its own cues, so a changed list means a new tracker, and the cues
  // and log lines up to here come from replaying the position, as a step forward makes them.
  const std::size_t position = studyPosition();
  const int fired = mCuesFired;
  mSession->rewindTo(0);
  mHistory.clear();
  mLog.clear();
  mNarration = newNarration();
  noteCues(mNarration->start(game().phase().turn), 0, Side::None, false);
  mOpeningLog = mLog.size();
  for (std::size_t i = 0; i < position; ++i) applyRecorded(i, true);
  mTaken = mHistory.size();  // the position is redrawn (mJumps), not animated again
  // The chronicle opens for a note just added, and not again for what was already read.
  mCuesFired = fired + (announceLatest ? 1 : 0);
  ++mJumps;
}

void PlayController::takeOver(const std::array<session::PlayerSpec, 2>& players,
                              const std::filesystem::path& autosave) {
  if (!mStudy) return;
  std::filesystem::path save = autosave;
  std::error_code ec;
  if (!save.empty() && std::filesystem::equivalent(save, mStudy->file, ec)) {
    // The recording studied is the autosave itself: the game played on from it must not
    // write over it, so it autosaves beside it.
    save.replace_filename(save.stem().string() + "-taken-over" + save.extension().string());
  }
  mStudy.reset();
  keepNotesUpTo(studyPosition());  // the rest of the recording, and its notes, are set aside
  mSession->setPlayers(players);
  if (!save.empty()) std::filesystem::create_directories(save.parent_path());
  mSession->setAutosave(save);
  mAiClock = 0;
  mHandover = hotSeat() && !over() ? sideToAct() : Side::None;
  mUndoFloor = mSession->match().actions().size();  // the recording's actions are not the new players'
}

}  // namespace sandtable::view
