// The table's sounds: each action's events played where they happen (marching or hooves
// where a unit moves, its volley where it shoots, the clash of melee, a routed unit's
// cries) and the game's own moments (drums for a new turn, a trumpet for initiative and
// the end, dice rattling for every roll). Which events call for which sound is read from
// their roles (EventSounds.h); this plays them through the art binding. The listener
// follows the camera.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "MediaBinding.h"
#include "PlayController.h"
#include "audio/AudioEngine.h"

namespace sandtable::view {

class SoundCues {
 public:
  SoundCues(const MediaBinding& binding, std::string ruleset, std::string era,
            audio::AudioEngine& engine, const std::filesystem::path& soundDir);
  // Plays the sounds of one action as it starts to animate.
  void play(const ActionRecord& record);
  void listener(audio::Vec3 eye, audio::Vec3 forward);
  // How many cues were started (played or, without a device, accepted silently).
  std::size_t cues() const { return mCues; }
  // The keys of the sounds started so far (EventSounds.h: "shot", "melee", ...), in order;
  // the table's scripts check them (expect-sound).
  const std::vector<std::string>& heard() const { return mHeard; }
  void forgetHeard() { mHeard.clear(); }

 private:
  // False when the binding gives no sound.
  bool cue(const std::string& sound, const std::optional<audio::Vec3>& at, float gain = 1.0f);
  const MediaBinding& mBinding;
  std::string mRuleset;
  std::string mEra;
  audio::AudioEngine& mAudio;
  std::size_t mCues = 0;
  std::vector<std::string> mHeard;
};

}  // namespace sandtable::view
