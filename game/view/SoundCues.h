// The table's sounds: each action's events played where they happen (marching or hooves
// where a unit moves, its volley where it shoots, the clash of melee, a routed unit's
// cries) and the game's own moments (drums for a new turn, a trumpet for initiative and
// the end, dice rattling for every roll). The listener follows the camera.
#pragma once

#include <filesystem>
#include <memory>
#include <string>

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

 private:
  void cue(const std::string& sound, const std::optional<audio::Vec3>& at, float gain = 1.0f);
  const MediaBinding& mBinding;
  std::string mRuleset;
  std::string mEra;
  audio::AudioEngine& mAudio;
  std::size_t mCues = 0;
};

}  // namespace sandtable::view
