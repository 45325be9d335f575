// Mouse and keyboard at the table: picking, selecting, dragging a unit along its
// movement envelope, clicking a target, the tape measure, and the camera's controls.
// ImGui sees every event first; what it wants never reaches here.
#include <Ogre.h>
#include <imgui.h>
#include <imgui_internal.h>  // the open popups, closed by Escape

#include "ActionMenu.h"
#include "TableApp.h"
#include "TableUi.h"
#include "rules/core/Battlefield.h"

namespace sandtable::view {

using namespace sandtable::rules;
using namespace OgreBites;

Pick TableApp::pickAt(float x, float y) const {
  if (!mPicker) return {};
  const Ogre::Ray ray = camera()->getCameraToViewportRay(x / static_cast<float>(viewWidth()),
                                                         y / static_cast<float>(viewHeight()));
  const Ogre::Vector3 o = ray.getOrigin(), d = ray.getDirection();
  return mPicker->pick({o.x, o.y, o.z}, {d.x, d.y, d.z});
}

std::optional<Point> TableApp::groundPointAt(float x, float y) const {
  const Pick p = pickAt(x, y);
  if (!p.ground) return std::nullopt;
  return toTable(p.ground->x, p.ground->z);
}

namespace {

bool ownUnitThatCanAct(const PlayController& play, UnitId id) {
  const auto can = unitsThatCanAct(play.game());
  return play.humanToAct() && std::find(can.begin(), can.end(), id) != can.end();
}

// Where a movement action takes its unit: its square's centre on a grid, else its point.
std::optional<Point> actionPoint(const Battlefield& field, const Action& a) {
  if (!a.is(ActionRole::Move)) return std::nullopt;
  if (a.point) return *a.point;
  if (const rules::GridSpec* grid = field.gridSpec(); grid && a.square)
    return grid->centre(*a.square);
  return std::nullopt;
}

}  // namespace

void TableApp::dragTo(float x, float y) {
  mDragPath.clear();
  mDragPlan.clear();
  mDragNote.clear();
  mDragValid = false;
  if (!mDragUnit || !mEnvelope) return;
  const auto start = mUnits->unitCentre(*mDragUnit);
  if (!start) return;
  mDragPath.push_back(*start);
  const Pick p = pickAt(x, y);
  const Battlefield& field = *mPlay->session().scenario().battlefield;
  auto followPath = [&](const std::vector<Action>& plan) {
    for (const Action& a : plan) {
      if (const auto pt = actionPoint(field, a)) mDragPath.push_back(toWorld(*pt));
    }
  };
  // Dropping on an enemy in reach: move (if needed) and attack.
  if (p.unit && *p.unit != *mDragUnit) {
    if (const AttackReach* a = mEnvelope->attackOn(*p.unit)) {
      mDragPlan = a->path;
      followPath(a->path);
      if (const auto t = mUnits->unitCentre(*p.unit)) mDragPath.push_back(*t);
      mDragValid = true;
      return;
    }
  }
  if (!p.ground) return;
  const Point target = toTable(p.ground->x, p.ground->z);
  // A measured table whose ruleset takes any lawful point: the point dragged to, or as near
  // as the rules allow (facing kept); with Shift, a wheel to face the point.
  if (!field.gridSpec()) {
    const auto dragged = mWheelDrag ? mAdapter->wheelToward(mPlay->game(), *mDragUnit, target)
                                    : mAdapter->moveToward(mPlay->game(), *mDragUnit, target);
    if (dragged) {
      mDragNote = dragged->why;
      if (dragged->action) {
        mDragPlan = {*dragged->action};
        mDragPath.push_back(toWorld(dragged->centre));
        mDragValid = true;
        if (!dragged->exact) mDragPath.push_back({p.ground->x, p.ground->z});
      } else {
        mDragPath.push_back({p.ground->x, p.ground->z});
      }
      return;
    }
  }
  const Reach* reach = nullptr;
  if (const rules::GridSpec* grid = field.gridSpec()) {
    if (const auto sq = grid->squareAt(target)) reach = mEnvelope->find(*sq);
  } else {
    reach = mEnvelope->nearest(target, 15 * kMillimetre);
  }
  if (!reach) {
    mDragPath.push_back({p.ground->x, p.ground->z});
    return;
  }
  mDragPlan = reach->path;
  followPath(reach->path);
  mDragPath.push_back(toWorld(reach->at));
  mDragValid = true;
}

void TableApp::finishDrag(float x, float y) {
  dragTo(x, y);
  if (mDragValid && !mDragPlan.empty()) {
    actPath(mDragPlan);
  } else if (!mDragPath.empty()) {
    say(mDragNote.empty() ? "The unit cannot get there this activation"
                          : "The unit cannot get there: " + mDragNote);
  }
  mDragging = false;
  mWheelDrag = false;
  mDragUnit.reset();
  mDragPath.clear();
  mDragPlan.clear();
}

std::vector<Action> TableApp::attackPathOn(UnitId target) const {
  if (!mState.selected || target == *mState.selected) return {};
  // An enemy the selected unit can reach: attack (moving first if it must).
  if (mEnvelope) {
    if (const AttackReach* a = mEnvelope->attackOn(target)) return a->path;
  }
  // Or a charge (or counter-charge) the rules offer the selected unit against it now.
  if (mPlay->humanToAct()) {
    for (const Action& a : mPlay->game().legalActions()) {
      if (a.unit == *mState.selected && a.target == target && a.is(ActionRole::Charge)) return {a};
    }
  }
  return {};
}

void TableApp::clickAt(float x, float y) {
  const Pick p = pickAt(x, y);
  // A pin clicked before: the ground clicked is where it goes, a unit standing there or not
  // (a Captain rides to his own men; the rules refuse an enemy's place). Escape lets go.
  if (mPinPicked && p.ground) {
    movePinTo(x, y);
    return;
  }
  letGoOfPin();
  if (p.unit) {
    if (const std::vector<Action> path = attackPathOn(*p.unit); !path.empty()) {
      // A charge is submitted on its own, so that a refusal is said; a path is followed.
      const bool charge = path.front().is(ActionRole::Charge);
      if (charge) act(path.front());
      else actPath(path);
      return;
    }
    select(*p.unit);
    return;
  }
  // A square (or point) in the selected unit's envelope: go there.
  if (mState.selected && mEnvelope && p.ground) {
    const Point target = toTable(p.ground->x, p.ground->z);
    const Battlefield& field = *mPlay->session().scenario().battlefield;
    const Reach* reach = nullptr;
    if (const rules::GridSpec* grid = field.gridSpec()) {
      if (const auto sq = grid->squareAt(target)) reach = mEnvelope->find(*sq);
    } else {
      reach = mEnvelope->nearest(target, 15 * kMillimetre);
    }
    if (reach) {
      actPath(reach->path);
      return;
    }
  }
  select(std::nullopt);
}

bool TableApp::mousePressed(const MouseButtonEvent& evt) {
  mMouseX = static_cast<float>(evt.x);
  mMouseY = static_cast<float>(evt.y);
  mDownX = mMouseX;
  mDownY = mMouseY;
  if (matchCovered()) return true;  // the battle behind the New game panel is not played
  if (evt.button == BUTTON_LEFT) {
    mLeftDown = true;
    if (mState.tapeMode) {
      if (const Pick p = pickAt(mMouseX, mMouseY); p.ground)
        mTape = std::pair{WorldXZ{p.ground->x, p.ground->z}, WorldXZ{p.ground->x, p.ground->z}};
      return true;
    }
    // A pin (a free Captain's flag) stands over the ground and the units about it.
    if (pressPin(mMouseX, mMouseY)) return true;
    const Pick p = pickAt(mMouseX, mMouseY);
    if (p.unit && ownUnitThatCanAct(*mPlay, *p.unit) && !mPinPicked) {
      select(*p.unit);
      refreshEnvelope();
      mDragUnit = p.unit;
      mWheelDrag = mShiftHeld;
    }
  } else if (evt.button == BUTTON_RIGHT) {
    mRightDown = true;
  } else if (evt.button == BUTTON_MIDDLE) {
    mMiddleDown = true;
  }
  return true;
}

bool TableApp::mouseReleased(const MouseButtonEvent& evt) {
  const float x = static_cast<float>(evt.x), y = static_cast<float>(evt.y);
  if (matchCovered()) {  // a press made before the dialog opened ends here, doing nothing
    mLeftDown = mRightDown = mMiddleDown = mDragging = false;
    mDragUnit.reset();
    mDragPath.clear();
    return true;
  }
  if (evt.button == BUTTON_LEFT) {
    mLeftDown = false;
    if (mState.tapeMode) return true;
    if (mPinHeld && !mPinPicked) {
      releasePin(x, y);
    } else if (mDragging) {
      finishDrag(x, y);
    } else {
      mDragUnit.reset();
      clickAt(x, y);
    }
  } else if (evt.button == BUTTON_RIGHT) {
    mRightDown = false;
  } else if (evt.button == BUTTON_MIDDLE) {
    mMiddleDown = false;
  }
  return true;
}

bool TableApp::mouseMoved(const MouseMotionEvent& evt) {
  mHoverWaitsForMove = false;
  const float dx = static_cast<float>(evt.x) - mMouseX, dy = static_cast<float>(evt.y) - mMouseY;
  mMouseX = static_cast<float>(evt.x);
  mMouseY = static_cast<float>(evt.y);
  if (mRightDown) {
    mCamera.orbit(dx * 0.3f);
    mCamera.tilt(dy * 0.25f);
  } else if (mMiddleDown) {
    mCamera.dragPan(dx, dy, static_cast<float>(viewHeight()), camera()->getFOVy().valueRadians());
  } else if (mLeftDown && mState.tapeMode && mTape) {
    if (const Pick p = pickAt(mMouseX, mMouseY); p.ground)
      mTape->second = {p.ground->x, p.ground->z};
  } else if (mLeftDown && mPinHeld && !mPinPicked) {
    dragPin(mMouseX, mMouseY);
  } else if (mLeftDown && mDragUnit) {
    if (!mDragging && std::hypot(mMouseX - mDownX, mMouseY - mDownY) > 6) mDragging = true;
    if (mDragging) dragTo(mMouseX, mMouseY);
  }
  return true;
}

bool TableApp::mouseWheelRolled(const MouseWheelEvent& evt) {
  mCamera.zoom(evt.y > 0 ? 0.85f : 1.0f / 0.85f);
  return true;
}

namespace {
bool isShift(Keycode k) { return k == SDLK_LSHIFT || k == ((1 << 30) | 0xE5); }  // left or right (SDL's codes)
}  // namespace

bool TableApp::studyKey(Keycode k) {
  // A video player's keys: Space plays or pauses, full stop and comma step a frame (here an
  // action), the brackets a chapter (here a turn).
  switch (k) {
    case SDLK_SPACE:
      mPlay->setStudyPlaying(!mPlay->studyPlaying());
      return true;
    case '.':
      // A step while the last is still shown: finish showing it, then step.
      mPlay->setStudyPlaying(false);
      mUnits->finishAnimations();
      mPlay->studyStep();
      return true;
    case ',':
      mPlay->setStudyPlaying(false);
      if (mPlay->studyPosition() > 0) mPlay->studySeek(mPlay->studyPosition() - 1);
      return true;
    case ']':
      mPlay->setStudyPlaying(false);
      mPlay->studyNextTurn();
      return true;
    case '[':
      mPlay->setStudyPlaying(false);
      mPlay->studyPreviousTurn();
      return true;
    default:
      return false;
  }
}

bool TableApp::closeTopmost() {
  // An open menu or list (ImGui's popups) closes first; then the dialog last to open of those
  // a person opens (the note editor before the lists it was opened from, setup and files
  // before the briefing), then the study bar's drawer.
  if (ImGuiContext* g = ImGui::GetCurrentContext(); g && g->OpenPopupStack.Size > 0) {
    ImGui::ClosePopupToLevel(0, true);
    return true;
  }
  if (mState.buying) {  // Escape leaves the army builder for the New game panel
    mState.buying.reset();
    mState.setupOpen = true;
    return true;
  }
  for (bool* open : {&mState.noteEditorOpen, &mState.setupOpen, &mState.fileOpen, &mState.settingsOpen,
                     &mState.helpOpen, &mState.rosterOpen, &mState.notesListOpen, &mState.gamblesListOpen,
                     &mState.briefingOpen}) {
    if (*open) {
      *open = false;
      return true;
    }
  }
  if (mState.studyDrawer != 0) {
    mState.studyDrawer = 0;
    return true;
  }
  return false;
}

bool TableApp::keyReleased(const KeyboardEvent& evt) {
  if (isShift(evt.keysym.sym)) mShiftHeld = false;
  return true;
}

bool TableApp::keyPressed(const KeyboardEvent& evt) {
  const Keycode k = evt.keysym.sym;
  const bool ctrl = (evt.keysym.mod & KMOD_CTRL) != 0;
  if (isShift(k)) {
    mShiftHeld = true;
    return true;
  }
  if (mPlay->handoverPending()) {
    // Hot-seat handover: Enter takes the table, R takes it and first replays the other side.
    if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == 'r') {
      mPlay->acceptHandover();
      if (k == 'r') replayOpponent();
    }
    return true;  // nothing else while the table is covered
  }
  if (matchCovered()) {
    if (k == SDLK_ESCAPE) closeTopmost();  // back to the battle, or from the builder to New game
    return true;                           // no key reaches the battle behind the dialog
  }
  if (mState.confirm) {
    // A choice that gives something up waits for its answer: Enter says yes, Esc no.
    if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
      confirmChoice(mState, *mPlay, *this);
      return true;
    }
    if (k == SDLK_ESCAPE) {
      mState.confirm.reset();
      return true;
    }
  }
  if (mPlay->studying() && studyKey(k)) return true;
  if (mPlay->studying() && ctrl && k == 'm') {
    // A marker where a video editor puts one (M alone is the map view): a note here.
    mPlay->setStudyPlaying(false);
    openNewNote(mState);
    return true;
  }
  const float step = mCamera.distance() * 0.08f;
  switch (k) {
    case 'w':
    case SDLK_UP:
      mCamera.pan(0, step);
      break;
    case 's':
    case SDLK_DOWN:
      mCamera.pan(0, -step);
      break;
    case 'a':
    case SDLK_LEFT:
      mCamera.pan(-step, 0);
      break;
    case 'd':
    case SDLK_RIGHT:
      mCamera.pan(step, 0);
      break;
    case 'q':
      mCamera.orbit(-15);
      break;
    case 'e':
      mCamera.orbit(15);
      break;
    case 'r':
      mCamera.tilt(8);
      break;
    case 'f':
      mCamera.tilt(-8);
      break;
    case '+':
    case '=':
    case SDLK_KP_PLUS:
    case SDLK_PAGEUP:
      mCamera.zoom(0.85f);
      break;
    case '-':
    case SDLK_KP_MINUS:
    case SDLK_PAGEDOWN:
      mCamera.zoom(1 / 0.85f);
      break;
    case 'm':
      mCamera.topDown(!mCamera.isTopDown());
      break;
    case SDLK_HOME:
      mCamera.overview();
      break;
    case 'c':
      if (mState.selected) focus(*mState.selected);
      break;
    case '\t': {
      const auto can = unitsThatCanAct(mPlay->game());
      if (can.empty() || !mPlay->humanToAct()) break;
      auto it = mState.selected ? std::upper_bound(can.begin(), can.end(), *mState.selected)
                                : can.begin();
      if (it == can.end()) it = can.begin();
      select(*it);
      focus(*it);
      break;
    }
    case 't':
      mState.tapeMode = !mState.tapeMode;
      if (!mState.tapeMode) mTape.reset();
      break;
    case 'v':
      mState.showViewshed = !mState.showViewshed;
      break;
    case 'g':
      mState.showFireArc = !mState.showFireArc;
      break;
    case 'l':
      mSettings.showLabels = !mSettings.showLabels;
      break;
    case 'b':
      mState.briefingOpen = !mState.briefingOpen;
      break;
    case 'n':
      mState.chronicleOpen = !mState.chronicleOpen;
      break;
    case 'j':
      mState.logOpen = !mState.logOpen;
      break;
    case 'k':
      mPlay->skipAi();
      break;
    case 'p': {
      // The next side-colour palette (the Settings panel names them).
      const auto& all = mBinding->palettes();
      std::size_t i = 0;
      while (i < all.size() && all[i].id != mSettings.palette) ++i;
      mSettings.palette = all[(i + 1) % all.size()].id;
      settingsChanged();
      say("Side colours: " + all[(i + 1) % all.size()].name);
      break;
    }
    case 'o':
      mState.rosterOpen = !mState.rosterOpen;
      break;
    case 'z':
      if (ctrl) undo();
      break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: {
      // The turn guide's common next step: activate the selected unit (or the next one still
      // to act), end the activation under way, the side's roll or end of turn (asked first
      // when it gives activations up).
      if (!mPlay->humanToAct() || mPlay->passing()) break;
      const TurnGuide guide = currentGuide(mState, *mPlay, *mAdapter);  // a copy: selecting changes the cache
      if (!guide.enter) break;
      if (!guide.enterConfirm.empty()) {
        mState.confirm = TurnConfirm{"End the turn", guide.enterConfirm, *guide.enter};
        break;
      }
      const Action enter = *guide.enter;
      if (guide.enterUnit && mState.selected != guide.enterUnit) {
        select(*guide.enterUnit);
        focus(*guide.enterUnit);
      }
      act(enter);
      break;
    }
    case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9': {
      // The selected unit's order of that number in the Orders panel.
      if (!mPlay->humanToAct() || mPlay->passing() || !mState.selected) break;
      const OrderMenu menu = currentOrders(mState, *mPlay, *mAdapter);
      const auto n = static_cast<std::size_t>(k - '1');
      if (n < menu.orders.size())
        act(menu.orders[n].action);
      else if (!menu.empty())
        say(menu.orders.empty() ? "No orders to give now" : "Orders go from 1 to " + std::to_string(std::min<std::size_t>(menu.orders.size(), 9)));
      break;
    }
    case 'x':
      askPass(mState, *mPlay, *mAdapter);
      break;
    case SDLK_F1:
    case 'h':
      mState.helpOpen = !mState.helpOpen;
      break;
    case SDLK_F5:
      mState.fileOpen = !mState.fileOpen;
      break;
    case SDLK_ESCAPE:
      if (mPlay->passing()) {
        mPlay->cancelPass();
        say("Passing stopped: the units still to act are yours to order");
      } else if (closeTopmost()) {
        // a menu or a dialog first, as a desktop program does
      } else if (mPinHeld) {
        letGoOfPin();
      } else if (mDragging) {
        mDragging = false;
        mDragUnit.reset();
        mDragPath.clear();
      } else if (mState.tapeMode) {
        mState.tapeMode = false;
        mTape.reset();
      } else {
        select(std::nullopt);
      }
      break;
    default:
      return false;
  }
  return true;
}

}  // namespace sandtable::view
