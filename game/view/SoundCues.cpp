#include "SoundCues.h"

#include <set>

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

void SoundCues::cue(const std::string& sound, const std::optional<audio::Vec3>& at, float gain) {
  if (sound.empty()) return;
  ++mCues;
  if (at)
    mAudio.play(sound, *at, gain);
  else
    mAudio.playFlat(sound, gain * 0.6f);
}

void SoundCues::play(const ActionRecord& record) {
  auto find = [&](UnitId id) -> const UnitView* {
    for (const UnitView& u : record.before) {
      if (u.id == id) return &u;
    }
    return nullptr;
  };
  auto where = [](Point p) {
    const WorldXZ w = toWorld(p);
    return audio::Vec3{w.x, 10.0f, w.z};
  };
  bool diced = false;
  std::set<UnitId> marched;
  for (const Event& e : record.events) {
    switch (e.kind) {
      case EventKind::TurnBegan:
        cue(mBinding.sound("turn_began"), std::nullopt, 0.8f);
        break;
      case EventKind::InitiativeDecided:
        cue(mBinding.sound("initiative"), std::nullopt, 0.7f);
        break;
      case EventKind::GameOver:
        cue(mBinding.sound("game_over"), std::nullopt, 1.0f);
        break;
      case EventKind::DiceRolled:
        if (!diced) cue(mBinding.sound("dice"), std::nullopt, 0.7f);
        diced = true;  // one rattle per action, however many dice
        break;
      case EventKind::UnitMoved:
      case EventKind::UnitRetreated:
        if (const UnitView* u = find(e.unit); u && marched.insert(e.unit).second) {
          cue(mBinding.troop(mRuleset, u->type, mEra).moveSound, where(e.from));
        }
        break;
      case EventKind::AttackMade:
        if (const UnitView* u = find(e.unit)) {
          const TroopLook look = mBinding.troop(mRuleset, u->type, mEra);
          const bool ranged = e.value != 0;
          cue(ranged && !look.shootSound.empty() ? look.shootSound : mBinding.sound("melee"),
              where(ranged ? e.from : e.to));
        }
        break;
      case EventKind::UnitRouted:
        cue(mBinding.sound("routed"), where(e.from == Point{} ? e.to : e.from));
        break;
      default:
        break;
    }
  }
}

void SoundCues::listener(audio::Vec3 eye, audio::Vec3 forward) {
  mAudio.setListener(eye, forward, {0, 1, 0});
}

}  // namespace sandtable::view
