#include "SoundCues.h"

#include "EventSounds.h"
#include "RulesetAdapter.h"
#include "TableSpace.h"

namespace sandtable::view {

using namespace sandtable::rules;

SoundCues::SoundCues(const MediaBinding& binding, std::string ruleset, std::string era,
                     audio::AudioEngine& engine, const std::filesystem::path& soundDir)
    : mBinding(binding), mRuleset(std::move(ruleset)), mEra(std::move(era)), mAudio(engine) {
  for (const std::string& name : binding.soundNames())
    mAudio.load(name, soundDir / (name + ".wav"));
}

bool SoundCues::cue(const std::string& sound, const std::optional<audio::Vec3>& at, float gain) {
  if (sound.empty()) return false;
  ++mCues;
  if (at)
    mAudio.play(sound, *at, gain);
  else
    mAudio.playFlat(sound, gain * 0.6f);
  return true;
}

void SoundCues::play(const ActionRecord& record) {
  auto find = [&](UnitId id) -> const UnitView* {
    for (const UnitView& u : record.before) {
      if (u.id == id) return &u;
    }
    return nullptr;
  };
  for (const SoundCue& c : eventSounds(record.events)) {
    std::string sound;
    if (c.key == "move" || c.key == "shot") {
      // A troop's own sound for moving or shooting; a shot by troops without one, the volley
      // the binding gives every shot.
      const UnitView* u = find(c.unit);
      const TroopLook look = u ? mBinding.troop(mRuleset, u->type, mEra) : TroopLook{};
      sound = c.key == "move" ? look.moveSound : look.shootSound;
      if (sound.empty() && c.key == "shot") sound = mBinding.sound("shot");
      if (!u && c.key == "move") sound.clear();
    } else {
      sound = mBinding.sound(c.key);
    }
    std::optional<audio::Vec3> at;
    if (c.at) {
      const WorldXZ w = toWorld(*c.at);
      at = audio::Vec3{w.x, 10.0f, w.z};
    }
    if (cue(sound, at, c.gain)) mHeard.push_back(c.key);
  }
}

void SoundCues::listener(audio::Vec3 eye, audio::Vec3 forward) {
  mAudio.setListener(eye, forward, {0, 1, 0});
}

}  // namespace sandtable::view
