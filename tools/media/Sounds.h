// The battle sounds, synthesised: marching feet, hooves, musket and bow volleys, cannon,
// the clash of melee, drums, a trumpet call and dice. Mono 16-bit WAV (OpenAL positions
// only mono buffers in 3D).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "Synth.h"

namespace sandtable::media {

struct SoundRecipe {
  std::string name;  // sounds/<name>.wav
  std::string what;
  Samples (*make)();
};

std::vector<SoundRecipe> soundRecipes();
// Writes 16-bit mono PCM WAV through libsndfile; throws std::runtime_error on failure.
void writeWav(const std::filesystem::path& path, const Samples& samples);

}  // namespace sandtable::media
