// The commands the panels and keys give the table: new game, load, save, select, act,
// undo, settings, hot-seat replay, camera, messages.
#include <Ogre.h>
#include <imgui.h>

#include <cmath>
#include <ctime>

#include "ActionMenu.h"
#include "DesktopOpen.h"
#include "SavesList.h"
#include "TableApp.h"
#include "data/ConfigError.h"
#include "rules/core/Event.h"
#include "rules/core/Wording.h"
#include "scenario/MatchFile.h"
#include "session/BattleReportHtml.h"
#include "session/Markdown.h"
#include "session/ReportFiles.h"

namespace sandtable::view {

using namespace sandtable::rules;

void TableApp::betweenFramesDo(std::function<void()> change) {
  mBetweenFrames.push_back(std::move(change));
}

void TableApp::betweenFrames() {
  // A change may ask for another (studying a battle saves it, then studies the file).
  while (!mBetweenFrames.empty()) {
    std::vector<std::function<void()>> now;
    now.swap(mBetweenFrames);
    for (auto& change : now) change();
  }
}

void TableApp::newGame(const NewGameChoice& choice) {
  betweenFramesDo([this, choice] {
    try {
      mOptions.scenario = choice.scenario;
      mOptions.players = choice.players;
      mOptions.seed = choice.seed;
      startMatch(PlayController::newMatch(choice.scenario, choice.seed, choice.players,
                                          autosavePath(), choice.randomTerrain, choice.armies));
      mCamera.overview();
      mState.briefingOpen = mPlay->info().hasBriefing();  // its situation first
      say("A new battle: " + mPlay->info().name + " (seed " + std::to_string(choice.seed) +
          (mPlay->info().dealtTerrain.empty() ? ")" : ", terrain cards dealt)"));
    } catch (const data::ConfigErrors& e) {
      say("Could not start: " + e.first());
    } catch (const std::exception& e) {
      say(std::string("Could not start: ") + e.what());
    }
  });
}

void TableApp::loadMatch(const std::filesystem::path& file) {
  betweenFramesDo([this, file] {
    try {
      startMatch(PlayController::load(file, autosavePath()));
      mState.fileOpen = false;
      say("Loaded " + file.string() + " (" + std::to_string(mPlay->history().size()) + " actions)");
    } catch (const data::ConfigErrors& e) {
      say("Could not load: " + e.first());
    } catch (const std::exception& e) {
      say(std::string("Could not load: ") + e.what());
    }
  });
}

void TableApp::studyMatch(const std::filesystem::path& file) {
  betweenFramesDo([this, file] {
    try {
      std::unique_ptr<PlayController> study = PlayController::study(file);
      if (study->studyHidesFromItsPlayers()) {
        say(kStudyHiddenWhileItGoesOn);
        return;
      }
      startMatch(std::move(study));
      mState.fileOpen = false;
      mCamera.overview();
      mState.briefingOpen = mPlay->info().hasBriefing();
      say("Studying " + file.filename().string() + ": " +
          plural(static_cast<int>(mPlay->studyLength()), "action") + " over " +
          plural(mPlay->studyLastTurn(), "turn") + " (Space plays, . steps, ] next turn)");
    } catch (const data::ConfigErrors& e) {
      say("Could not study: " + e.first());
    } catch (const std::exception& e) {
      say(std::string("Could not study: ") + e.what());
    }
  });
}

void TableApp::takeOver(const std::array<session::PlayerSpec, 2>& players) {
  betweenFramesDo([this, players] {
    if (!mPlay->studying()) return;
    const std::size_t at = mPlay->studyPosition();
    const int turn = mPlay->game().phase().turn;
    // The new game autosaves where any game does, never over the file being studied.
    mPlay->takeOver(players, autosavePath());
    mOptions.players = players;
    say(rules::theWithinSentences("Taken over at action " + std::to_string(at) + ", turn " +
                                  std::to_string(turn) + ": " + sideName(*mPlay, rules::Side::One) +
                                  " " + players[0].str() + ", " +
                                  sideName(*mPlay, rules::Side::Two) + " " + players[1].str()));
  });
}

bool TableApp::changeNotes(const std::function<void()>& change, const std::string& done) {
  if (!mPlay->studying()) return false;
  try {
    change();
    say(done + " " + mPlay->studyFile().filename().string());
    return true;
  } catch (const std::exception& e) {
    // A recording in a folder the teacher cannot write (a course's shared folder), or changed
    // by another hand: the study goes on as it was, and the toast says why.
    say(std::string("Could not save the note: ") + e.what());
    return false;
  }
}

bool TableApp::refusedAsBlank(const std::string& text) {
  const bool blank = scenario::blankText(text);
  if (blank) say("A note needs something for the class to read");
  return blank;
}

bool TableApp::addNote(const std::string& text) {
  if (refusedAsBlank(text)) return false;
  return changeNotes(
      [&] { mPlay->addStudyNote(text); },
      "Note added at action " + std::to_string(mPlay->studyPosition()) + " and saved in");
}

bool TableApp::rewordNote(std::size_t index, const std::string& text) {
  if (refusedAsBlank(text)) return false;
  return changeNotes([&] { mPlay->rewordStudyNote(index, text); }, "Note reworded and saved in");
}

bool TableApp::removeNote(std::size_t index) {
  return changeNotes([&] { mPlay->removeStudyNote(index); }, "Note removed from");
}

namespace {
WhatIfRequest studyRequest(const PlayController& play, const std::string& level, int games) {
  WhatIfRequest q;
  q.matchFile = play.studyFile();
  q.action = play.studyPosition();
  q.players = {session::PlayerSpec{false, level}, session::PlayerSpec{false, level}};
  q.games = games;
  q.seed = 1;  // whatif's default: the command the panel shows plays the same games
  return q;
}
}  // namespace

void TableApp::askWhatIf(const std::string& level, int games, const std::vector<rules::Action>& plan,
                         const std::string& label) {
  if (!mPlay->studying()) return;
  WhatIfRequest q = studyRequest(*mPlay, level, games);
  if (!plan.empty()) {
    q.instead = plan.front();
    q.then.assign(plan.begin() + 1, plan.end());
    q.insteadLabel = label.empty() ? describe(mPlay->game(), plan.front(), *mAdapter) : label;
    if (const auto recorded = mPlay->studyNextAction(); recorded && (*recorded != plan.front() || plan.size() > 1))
      q.recordedLabel = describe(mPlay->game(), *recorded, *mAdapter);
  }
  mWhatIf.start(q);
  mState.whatIfOpen = true;
}

void TableApp::askOdds(const std::string& level, int games) {
  if (!mPlay->studying()) return;
  WhatIfRequest q = studyRequest(*mPlay, level, games);
  q.eachTurn = true;
  mOdds.start(q);
  mState.oddsOpen = true;
}

namespace {
// The local time in a file name: "2024-10-14-093000".
std::string timeStamp() {
  const std::time_t now = std::time(nullptr);
  char stamp[32] = "";
  std::strftime(stamp, sizeof stamp, "%Y-%m-%d-%H%M%S", std::localtime(&now));
  return stamp;
}

// A new file among the saves for the battle on the table each time, named for its scenario and
// the time: a class's battles are kept ("warlords_hastings_1066-2024-10-14-093000.yaml").
std::filesystem::path newSaveFor(const std::filesystem::path& savesDir, const PlayController& play) {
  return savesDir / (std::filesystem::path(play.info().file).stem().string() + "-" + timeStamp() + ".yaml");
}
}  // namespace

void TableApp::studyThisBattle() {
  if (mPlay->hidesFromViewer()) {
    say(kHiddenWhileItGoesOn);
    return;
  }
  betweenFramesDo([this] {
    if (mPlay->studying()) return;  // already a recording
    const std::filesystem::path file = newSaveFor(savesDir(), *mPlay);
    saveMatch(file);
    std::error_code ec;
    if (std::filesystem::exists(file, ec))
      studyMatch(file);  // saveMatch said why when it could not
  });
}

namespace {
// The odds chart's games, when they are all played and were played from every turn of this
// recording: the report tells them as they are rather than playing its own.
std::optional<session::KnownOdds> chartedOdds(const WhatIfRunner& odds, const std::filesystem::path& studied) {
  if (!odds.asked() || odds.running()) return std::nullopt;
  const WhatIfTally t = odds.tally();
  std::error_code ec;
  if (!t.request.eachTurn || !t.error.empty() || t.positions.empty() || t.done() < t.total() ||
      !std::filesystem::equivalent(t.request.matchFile, studied, ec))
    return std::nullopt;
  session::KnownOdds known;
  for (const PositionTally& p : t.positions) known.turns.push_back({p.turn, p.action, p.games});
  known.games = t.request.games;
  known.seed = t.request.seed;
  known.level = t.request.players[0].level;
  return known;
}
}  // namespace

void TableApp::exportReport() {
  if (mPlay->hidesFromViewer()) {
    say(kHiddenWhileItGoesOn);
    return;
  }
  try {
    // The report tells a match file, and ends with the command that replays it: a studied
    // recording is that file; a battle played here is saved first, so the command works.
    std::filesystem::path match;
    bool saved = false;
    if (mPlay->studying()) {
      match = mPlay->studyFile();
    } else {
      match = newSaveFor(savesDir(), *mPlay);
      std::filesystem::create_directories(match.parent_path());
      mPlay->save(match);
      saved = true;
    }
    // Loaded afresh and replayed as `sandtable-cli report --html` does, so the table's page and
    // the CLI's are the same bytes (with the same odds).
    session::HtmlReportOptions o;
    if (mPlay->studying()) o.report.knownOdds = chartedOdds(mOdds, match);
    o.howToAddOdds = "To add them, study the battle, chart the odds From every turn on the study bar, and export "
                     "the report again; or run sandtable-cli report " +
                     session::markdown::shellWord(match.filename().string()) + " --html --odds 20.";
    const std::string page = session::battleReportHtml(scenario::loadMatchFile(match), o);
    // A new file each time, in the reports folder: never over an earlier report, never into a
    // course's folder or a checkout where a studied file may lie.
    const std::filesystem::path report =
        session::writeNewFile(reportsDir(), session::fileSlug(mPlay->info().name) + "-" + timeStamp(), ".html", page);
    mLastReport = report;
    say("Battle report written to " + report.string() +
        (saved ? "\nThe battle is saved as " + match.string() + ", for its replay command" : "") +
        "\nOpen shows it in the browser; Show folder, where it is");
  } catch (const data::ConfigErrors& e) {
    say("Could not write the battle report: " + e.first());
  } catch (const std::exception& e) {
    say(std::string("Could not write the battle report: ") + e.what());
  }
}

void TableApp::openReport() {
  if (mLastReport.empty()) return;
  if (const std::string problem = openWithDesktop(mLastReport); !problem.empty())
    say("Cannot open the report here: " + problem + ".\nOpen " + mLastReport.string() + " in a web browser");
  else
    say("Opening " + mLastReport.string() + " in the browser");
}

void TableApp::showReportFolder() {
  const std::filesystem::path folder = mLastReport.empty() ? reportsDir() : mLastReport.parent_path();
  std::error_code ec;
  std::filesystem::create_directories(folder, ec);  // before the first report: an empty folder to show
  if (const std::string problem = openWithDesktop(folder); !problem.empty())
    say("Cannot show the folder here: " + problem + ".\nThe reports are in " + folder.string());
  else
    say("Showing " + folder.string());
}

void TableApp::saveMatch(const std::filesystem::path& typed) {
  // A name without a folder goes among the saves, where the panel lists it; no name at all, to
  // a new file there named for the scenario and the time.
  const std::filesystem::path file = typed.empty() ? newSaveFor(savesDir(), *mPlay) : inSavesFolder(typed, savesDir());
  try {
    if (!file.parent_path().empty()) std::filesystem::create_directories(file.parent_path());
    mPlay->save(file);  // atomically: a crash never leaves half a save
    std::error_code ec;
    const std::filesystem::path shown = std::filesystem::absolute(file, ec);
    say("Saved " + (ec ? file : shown).lexically_normal().string());
  } catch (const std::exception& e) {
    say(std::string("Could not save: ") + e.what());
  }
}

void TableApp::select(std::optional<UnitId> unit) {
  mState.selected = unit;
  mViewshedKey.clear();
}

void TableApp::focus(UnitId unit) {
  if (const auto c = mUnits->unitCentre(unit)) mCamera.focus(c->x, c->z);
}

void TableApp::act(const Action& action) {
  const Verdict v = mPlay->submit(action);
  if (!v) say("Not allowed: " + v.why);
}

void TableApp::actPath(const std::vector<Action>& plan) {
  if (!mPlay->humanToAct()) return;
  mPlay->follow(plan);
}

void TableApp::undo() {
  if (mPlay->undo())
    say("Undone");
  else
    say("Nothing to undo: only your own last action, and only if it rolled no dice");
}

void TableApp::settingsChanged() {
  ImGuiStyle style;
  ImGui::StyleColorsDark(&style);
  style.WindowRounding = 4;
  style.FrameRounding = 3;
  // Panels are read, not looked through: where one lies over another, or over the labels,
  // what is under it must not show through its text.
  style.Colors[ImGuiCol_WindowBg].w = 1.0f;
  style.Colors[ImGuiCol_PopupBg].w = 1.0f;  // tooltips and menus the same
  style.ScaleAllSizes(mSettings.uiScale);
  ImGui::GetStyle() = style;
  // The sharpest loaded font for the scale, then a small scale for the rest.
  const float want = 15.0f * mSettings.uiScale;
  std::size_t best = 0;
  for (std::size_t i = 0; i < kUiFontSizes.size(); ++i) {
    if (std::fabs(kUiFontSizes[i] - want) < std::fabs(kUiFontSizes[best] - want)) best = i;
  }
  if (ImFont* f = uiFont(best)) {
    ImGui::GetIO().FontDefault = f;
    ImGui::GetIO().FontGlobalScale = want / kUiFontSizes[best];
  } else {
    ImGui::GetIO().FontGlobalScale = mSettings.uiScale;
  }
  if (mAudio) mAudio->setVolume(mSettings.sound ? mSettings.volume : 0.0f);
  if (mPlay) mPlay->setSecondsPerAiAction(mSettings.aiSecondsPerAction);
  if (mUnits) {
    mUnits->setSpeed(mSettings.animationSpeed);
    mUnits->setPalette(&mBinding->palette(mSettings.palette));
  }
  if (!headless() && mPlay) {
    try {
      saveViewSettings(mSettings, userSettingsPath());
    } catch (const std::exception& e) {
      say(std::string("Settings not saved: ") + e.what());
    }
  }
}

void TableApp::replayOpponent() {
  mReplayQueue = mPlay->opponentReplay();
  mReplayNext = 0;
  if (mReplayQueue.empty()) return;
  mState.replaying = true;
  mUnits->snap(mPlay->shown(*mReplayQueue.front()).before);
}

void TableApp::cameraOverview() { mCamera.overview(); }
void TableApp::cameraTopDown(bool on) { mCamera.topDown(on); }

void TableApp::say(const std::string& message) {
  mState.toast = message;
  mState.toastSeconds = 4.0f;
  if (Ogre::LogManager::getSingletonPtr())
    Ogre::LogManager::getSingleton().logMessage("table: " + message);
}

}  // namespace sandtable::view
