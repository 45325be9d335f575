#include "SoundFile.h"

#include <sndfile.h>

#include <algorithm>
#include <cmath>

namespace sandtable::audio {

MonoSound readMono(const std::filesystem::path& path) {
  SF_INFO info{};
  SNDFILE* f = sf_open(path.string().c_str(), SFM_READ, &info);
  if (!f) throw SoundFileError(path.string() + ": cannot read sound: " + sf_strerror(nullptr));
  std::vector<float> interleaved(static_cast<std::size_t>(info.frames) *
                                 static_cast<std::size_t>(info.channels));
  const sf_count_t got = sf_readf_float(f, interleaved.data(), info.frames);
  sf_close(f);
  if (got != info.frames) throw SoundFileError(path.string() + ": the sound file is truncated");
  MonoSound s;
  s.sampleRate = info.samplerate;
  s.samples.resize(static_cast<std::size_t>(info.frames));
  for (std::size_t i = 0; i < s.samples.size(); ++i) {
    float sum = 0;
    for (int c = 0; c < info.channels; ++c)
      sum += interleaved[i * static_cast<std::size_t>(info.channels) + static_cast<std::size_t>(c)];
    const float mono = std::clamp(sum / static_cast<float>(info.channels), -1.0f, 1.0f);
    s.samples[i] = static_cast<std::int16_t>(std::lround(mono * 32767.0f));
  }
  return s;
}

}  // namespace sandtable::audio
