// Reads a sound file (WAV, FLAC, Ogg, ... through libsndfile) as mono 16-bit samples:
// OpenAL places only mono sounds in 3D, so several channels are mixed down.
#pragma once

#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <vector>

namespace sandtable::audio {

struct MonoSound {
  int sampleRate = 0;
  std::vector<std::int16_t> samples;
  double seconds() const {
    return sampleRate ? static_cast<double>(samples.size()) / sampleRate : 0.0;
  }
};

class SoundFileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Throws SoundFileError naming the file and libsndfile's reason.
MonoSound readMono(const std::filesystem::path& path);

}  // namespace sandtable::audio
