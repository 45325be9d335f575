// A few synthesis building blocks for the battle sounds: a seeded noise source, filters,
// envelopes, oscillators and a plucked string. Mono float buffers at one sample rate.
#pragma once

#include <cstdint>
#include <vector>

namespace sandtable::media {

inline constexpr int kSampleRate = 22050;

using Samples = std::vector<float>;

// A small deterministic generator, so every build makes the same sounds.
class Noise {
 public:
  explicit Noise(std::uint32_t seed) : mState(seed * 2654435761u + 1) {}
  float white();  // uniform in [-1, 1)
  float uniform(float lo, float hi);

 private:
  std::uint32_t mState;
};

// One-pole low- and high-pass filters (cutoff in Hz), applied in place.
void lowPass(Samples& s, float cutoff);
void highPass(Samples& s, float cutoff);
// A resonant band-pass (biquad), centre and Q.
void bandPass(Samples& s, float centre, float q);

// Adds `src` into `dst` from sample `at`, scaled by `gain`, growing `dst` as needed.
void mixInto(Samples& dst, const Samples& src, std::size_t at, float gain);
// Scales so the loudest sample is `peak`.
void normalize(Samples& s, float peak);
// A decaying echo tail, like a field with trees around it.
void roomTail(Samples& s, float seconds, float feedback);
// Fades the first and last few milliseconds so no sound starts or ends with a click.
void fadeEnds(Samples& s, float ms);

// Building blocks, each `seconds` long.
Samples noiseBurst(Noise& n, float seconds, float decay);  // exponential decay time constant
Samples tone(float hz, float seconds, float decay,
             float endHz = 0);                                    // sine with optional pitch glide
Samples pluck(Noise& n, float hz, float seconds, float damping);  // Karplus-Strong string
Samples brass(float hz, float seconds, float brightness);  // a few harmonics with a soft attack

std::size_t at(float seconds);

}  // namespace sandtable::media
