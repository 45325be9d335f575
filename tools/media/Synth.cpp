// Synthesis building blocks (see Synth.h). Written for clarity over speed: the generator
// makes a dozen short sounds once per build.
#include "Synth.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace sandtable::media {
namespace {
constexpr float kRate = static_cast<float>(kSampleRate);
}  // namespace

float Noise::white() {
  mState ^= mState << 13;
  mState ^= mState >> 17;
  mState ^= mState << 5;
  return static_cast<float>(mState & 0xffffff) / 8388608.0f - 1.0f;
}

float Noise::uniform(float lo, float hi) { return lo + (hi - lo) * (white() * 0.5f + 0.5f); }

std::size_t at(float seconds) { return static_cast<std::size_t>(std::max(0.0f, seconds) * kRate); }

void lowPass(Samples& s, float cutoff) {
  const float a = 1.0f - std::exp(-2 * std::numbers::pi_v<float> * cutoff / kRate);
  float y = 0;
  for (float& x : s) x = y += a * (x - y);
}

void highPass(Samples& s, float cutoff) {
  Samples low = s;
  lowPass(low, cutoff);
  for (std::size_t i = 0; i < s.size(); ++i) s[i] -= low[i];
}

void bandPass(Samples& s, float centre, float q) {
  const float w = 2 * std::numbers::pi_v<float> * centre / kRate;
  const float alpha = std::sin(w) / (2 * q);
  const float b0 = alpha, b2 = -alpha;
  const float a0 = 1 + alpha, a1 = -2 * std::cos(w), a2 = 1 - alpha;
  float x1 = 0, x2 = 0, y1 = 0, y2 = 0;
  for (float& x : s) {
    const float y = (b0 * x + b2 * x2 - a1 * y1 - a2 * y2) / a0;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    x = y;
  }
}

void mixInto(Samples& dst, const Samples& src, std::size_t from, float gain) {
  if (dst.size() < from + src.size()) dst.resize(from + src.size(), 0.0f);
  for (std::size_t i = 0; i < src.size(); ++i) dst[from + i] += gain * src[i];
}

void normalize(Samples& s, float peak) {
  float m = 0;
  for (float x : s) m = std::max(m, std::fabs(x));
  if (m <= 0) return;
  for (float& x : s) x *= peak / m;
}

void roomTail(Samples& s, float seconds, float feedback) {
  // Three comb filters of different lengths: a cheap, diffuse-enough outdoor tail.
  s.resize(s.size() + at(seconds), 0.0f);
  const Samples dry = s;
  for (float delayMs : {37.0f, 53.0f, 71.0f}) {
    const std::size_t d = at(delayMs / 1000.0f);
    Samples wet(s.size(), 0.0f);
    for (std::size_t i = d; i < s.size(); ++i) wet[i] = dry[i - d] + feedback * wet[i - d];
    for (std::size_t i = 0; i < s.size(); ++i) s[i] += 0.25f * wet[i];
  }
}

void fadeEnds(Samples& s, float ms) {
  const std::size_t n = std::min(s.size() / 2, at(ms / 1000.0f));
  for (std::size_t i = 0; i < n; ++i) {
    const float g = static_cast<float>(i) / static_cast<float>(n);
    s[i] *= g;
    s[s.size() - 1 - i] *= g;
  }
}

Samples noiseBurst(Noise& n, float seconds, float decay) {
  Samples s(at(seconds));
  for (std::size_t i = 0; i < s.size(); ++i)
    s[i] = n.white() * std::exp(-static_cast<float>(i) / kRate / decay);
  return s;
}

Samples tone(float hz, float seconds, float decay, float endHz) {
  Samples s(at(seconds));
  float phase = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const float t = static_cast<float>(i) / kRate;
    const float f = endHz > 0 ? hz + (endHz - hz) * std::min(1.0f, t / seconds) : hz;
    phase += 2 * std::numbers::pi_v<float> * f / kRate;
    s[i] = std::sin(phase) * std::exp(-t / decay);
  }
  return s;
}

Samples pluck(Noise& n, float hz, float seconds, float damping) {
  const std::size_t period = std::max<std::size_t>(2, static_cast<std::size_t>(kRate / hz));
  Samples ring(period);
  for (float& x : ring) x = n.white();
  Samples s(at(seconds));
  for (std::size_t i = 0; i < s.size(); ++i) {
    const std::size_t k = i % period;
    const float next = ring[(k + 1) % period];
    s[i] = ring[k];
    ring[k] = damping * 0.5f * (ring[k] + next);
  }
  return s;
}

Samples brass(float hz, float seconds, float brightness) {
  Samples s(at(seconds));
  for (std::size_t i = 0; i < s.size(); ++i) {
    const float t = static_cast<float>(i) / kRate;
    const float attack = std::min(1.0f, t / 0.04f);
    const float release = std::min(1.0f, (seconds - t) / 0.06f);
    const float vibrato = 1.0f + 0.004f * std::sin(2 * std::numbers::pi_v<float> * 5.5f * t);
    float v = 0;
    for (int h = 1; h <= 8; ++h) {
      v += std::pow(brightness, static_cast<float>(h - 1)) *
           std::sin(2 * std::numbers::pi_v<float> * hz * vibrato * static_cast<float>(h) * t) / static_cast<float>(h);
    }
    s[i] = v * attack * std::max(0.0f, release);
  }
  return s;
}

}  // namespace sandtable::media
