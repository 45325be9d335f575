// Sound designs. Each is a few lines of synthesis: bursts of filtered noise for feet,
// shots and booms, inharmonic partials for steel, plucked strings for bows, harmonics
// for the trumpet. Every sound is seeded, so the build is reproducible.
#include "Sounds.h"

#include <sndfile.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>

namespace sandtable::media {
namespace {

// How every sound ends: scaled to its peak, then faded at both ends so it neither starts
// nor stops with a click.
Samples finished(Samples s, float peak, float fadeMs) {
  normalize(s, peak);
  fadeEnds(s, fadeMs);
  return s;
}

Samples thud(Noise& n, float cutoff, float decay, float seconds = 0.15f) {
  Samples s = noiseBurst(n, seconds, decay);
  lowPass(s, cutoff);
  lowPass(s, cutoff);
  return s;
}

// A voice crying out: a buzzy sawtooth at a pitch drawn from `pitch`, falling by `fall` of
// it each second, through a vowel-like band centred at a frequency drawn from `band`.
struct Cry {
  float seconds = 0;
  float pitch[2] = {0, 0};
  float fall = 0;
  float band[2] = {0, 0};
  float q = 1;
  float fadeMs = 0;
};

Samples cry(Noise& n, const Cry& c) {
  Samples voice(at(c.seconds));
  const float f0 = n.uniform(c.pitch[0], c.pitch[1]);
  for (std::size_t k = 0; k < voice.size(); ++k) {
    const float t = static_cast<float>(k) / static_cast<float>(kSampleRate);
    const float f = f0 * (1.0f - c.fall * t);
    voice[k] = std::fmod(t * f, 1.0f) * 2 - 1;
  }
  bandPass(voice, n.uniform(c.band[0], c.band[1]), c.q);
  fadeEnds(voice, c.fadeMs);
  return voice;
}

Samples march() {
  Noise n(1);
  Samples out(at(2.4f), 0.0f);
  // Many men in step, slightly ragged: four beats a second, each a cluster of footfalls.
  for (int beat = 0; beat < 9; ++beat) {
    const float t = 0.05f + 0.26f * static_cast<float>(beat);
    for (int man = 0; man < 10; ++man) {
      mixInto(out, thud(n, 260, 0.03f), at(t + n.uniform(0, 0.045f)), n.uniform(0.5f, 1.0f));
    }
    Samples rustle = noiseBurst(n, 0.2f, 0.08f);
    bandPass(rustle, 3500, 0.8f);
    mixInto(out, rustle, at(t), 0.12f);
    if (beat % 2 == 0) {
      Samples jingle = tone(n.uniform(2800, 3400), 0.08f, 0.02f);
      mixInto(out, jingle, at(t + 0.02f), 0.05f);
    }
  }
  return finished(std::move(out), 0.8f, 20);
}

Samples hooves() {
  Noise n(2);
  Samples out(at(2.2f), 0.0f);
  // A gallop is a three-beat rhythm with a pause; several horses, not quite together.
  for (int horse = 0; horse < 4; ++horse) {
    const float offset = n.uniform(0, 0.12f);
    for (int stride = 0; stride < 5; ++stride) {
      for (int beat = 0; beat < 3; ++beat) {
        const float t =
            offset + 0.42f * static_cast<float>(stride) + 0.08f * static_cast<float>(beat);
        Samples hit = thud(n, 500, 0.025f, 0.1f);
        mixInto(hit, tone(n.uniform(90, 120), 0.1f, 0.03f), 0, 0.4f);
        mixInto(out, hit, at(t), n.uniform(0.6f, 1.0f));
      }
    }
  }
  return finished(std::move(out), 0.8f, 20);
}

Samples musketVolley() {
  Noise n(3);
  Samples out(at(0.6f), 0.0f);
  // Twenty shots within half a second: sharp cracks over a low thump each.
  for (int shot = 0; shot < 22; ++shot) {
    const float t = n.uniform(0, 0.45f);
    Samples crack = noiseBurst(n, 0.25f, 0.035f);
    highPass(crack, 400);
    Samples body = thud(n, 180, 0.06f, 0.3f);
    mixInto(out, crack, at(t), n.uniform(0.5f, 1.0f));
    mixInto(out, body, at(t), 1.5f);
  }
  roomTail(out, 1.2f, 0.55f);
  return finished(std::move(out), 0.9f, 10);
}

Samples bowVolley() {
  Noise n(4);
  Samples out(at(1.8f), 0.0f);
  // Strings released together, then the hiss of the arrows in flight, then their fall.
  for (int bow = 0; bow < 12; ++bow) {
    const float t = n.uniform(0, 0.18f);
    mixInto(out, pluck(n, n.uniform(110, 170), 0.25f, 0.985f), at(t), 0.35f);
  }
  Samples whoosh = noiseBurst(n, 1.0f, 10.0f);
  for (std::size_t i = 0; i < whoosh.size(); ++i) {
    const float x = static_cast<float>(i) / static_cast<float>(whoosh.size());
    whoosh[i] *= std::sin(3.14159f * x);  // swell and fade
  }
  bandPass(whoosh, 1600, 1.2f);
  mixInto(out, whoosh, at(0.15f), 0.9f);
  for (int arrow = 0; arrow < 14; ++arrow) {
    Samples tick = noiseBurst(n, 0.05f, 0.008f);
    bandPass(tick, 1800, 2);
    mixInto(out, tick, at(n.uniform(1.15f, 1.45f)), 0.5f);
  }
  return finished(std::move(out), 0.85f, 10);
}

Samples cannon() {
  Noise n(5);
  Samples out = tone(70, 2.0f, 0.35f, 38);
  Samples blast = noiseBurst(n, 1.5f, 0.12f);
  lowPass(blast, 700);
  mixInto(out, blast, 0, 2.5f);
  Samples crack = noiseBurst(n, 0.1f, 0.015f);
  highPass(crack, 1500);
  mixInto(out, crack, 0, 0.6f);
  roomTail(out, 1.0f, 0.6f);
  return finished(std::move(out), 0.95f, 8);
}

Samples clang(Noise& n) {
  // Steel on steel: inharmonic partials that die away fast.
  Samples s(at(0.4f), 0.0f);
  const float base = n.uniform(500, 900);
  for (float ratio : {1.0f, 2.32f, 4.25f, 6.63f}) {
    mixInto(s, tone(base * ratio, 0.4f, n.uniform(0.05f, 0.14f)), 0, 1.0f / ratio);
  }
  return s;
}

Samples melee() {
  Noise n(6);
  Samples out(at(2.2f), 0.0f);
  for (int i = 0; i < 16; ++i)
    mixInto(out, clang(n), at(n.uniform(0, 1.8f)), n.uniform(0.3f, 0.8f));
  for (int i = 0; i < 12; ++i)
    mixInto(out, thud(n, 300, 0.04f), at(n.uniform(0, 1.9f)), n.uniform(0.5f, 1.0f));
  // Shouts at a steady pitch.
  for (int i = 0; i < 4; ++i) {
    const Samples shout =
        cry(n, {.seconds = 0.35f, .pitch = {120, 190}, .band = {600, 900}, .q = 3, .fadeMs = 40});
    mixInto(out, shout, at(n.uniform(0, 1.8f)), 0.5f);
  }
  return finished(std::move(out), 0.85f, 20);
}

Samples drums() {
  Noise n(7);
  Samples out(at(2.2f), 0.0f);
  // A marching cadence: "rat-a-tat, rat-a-tat, tat, tat".
  const float hits[] = {0.0f, 0.1f, 0.2f, 0.4f, 0.5f, 0.6f, 0.8f,
                        1.2f, 1.3f, 1.4f, 1.6f, 1.7f, 1.8f};
  for (float t : hits) {
    Samples snare = noiseBurst(n, 0.2f, 0.05f);
    bandPass(snare, 2200, 0.9f);
    mixInto(snare, tone(190, 0.2f, 0.04f), 0, 0.8f);
    mixInto(out, snare, at(t), 1.0f);
  }
  for (float t : {0.0f, 0.8f, 1.6f})
    mixInto(out, tone(70, 0.4f, 0.15f, 55), at(t), 1.2f);  // bass drum
  return finished(std::move(out), 0.85f, 10);
}

Samples trumpet() {
  // A bugle call on the natural notes: G4 C5 E5 G5, G5 held.
  Samples out;
  const float notes[][2] = {{392, 0.18f}, {523, 0.18f}, {659, 0.18f},
                            {784, 0.36f}, {659, 0.18f}, {784, 0.7f}};
  float t = 0;
  for (const auto& note : notes) {
    mixInto(out, brass(note[0], note[1], 0.72f), at(t), 1.0f);
    t += note[1] + 0.02f;
  }
  roomTail(out, 0.6f, 0.4f);
  return finished(std::move(out), 0.8f, 10);
}

Samples dice() {
  Noise n(8);
  Samples out(at(0.7f), 0.0f);
  // Dice rattling on a wooden table: sharp knocks that come closer together and quieter.
  float t = 0.0f, gap = 0.09f, gain = 1.0f;
  for (int i = 0; i < 9; ++i) {
    Samples knock = noiseBurst(n, 0.06f, 0.006f);
    bandPass(knock, n.uniform(2200, 3200), 2.5f);
    mixInto(knock, tone(n.uniform(900, 1300), 0.06f, 0.01f), 0, 0.3f);
    mixInto(out, knock, at(t), gain);
    t += gap;
    gap *= 0.8f;
    gain *= 0.82f;
  }
  return finished(std::move(out), 0.7f, 4);
}

Samples rout() {
  // Many voices crying out and falling away, over scattering feet.
  Noise n(9);
  Samples out(at(2.0f), 0.0f);
  for (int i = 0; i < 8; ++i) {
    const Samples wail = cry(n, {.seconds = 0.6f,
                                 .pitch = {160, 240},
                                 .fall = 0.3f,
                                 .band = {700, 1100},
                                 .q = 4,
                                 .fadeMs = 80});
    mixInto(out, wail, at(n.uniform(0, 1.2f)), 0.5f);
  }
  for (int i = 0; i < 30; ++i)
    mixInto(out, thud(n, 300, 0.025f), at(n.uniform(0, 1.9f)), n.uniform(0.3f, 0.7f));
  return finished(std::move(out), 0.8f, 20);
}

}  // namespace

std::vector<SoundRecipe> soundRecipes() {
  return {
      {"march", "marching feet", march},
      {"hooves", "horses at the gallop", hooves},
      {"musket_volley", "a volley of muskets", musketVolley},
      {"bow_volley", "a volley of arrows: strings, flight, fall", bowVolley},
      {"cannon", "a cannon shot", cannon},
      {"melee", "the clash of melee", melee},
      {"drums", "a drum cadence", drums},
      {"trumpet", "a bugle call", trumpet},
      {"dice", "dice on the table", dice},
      {"rout", "a unit breaking and running", rout},
  };
}

void writeWav(const std::filesystem::path& path, const Samples& samples) {
  std::filesystem::create_directories(path.parent_path());
  const auto tmp = path.string() + ".tmp.wav";
  SF_INFO info{};
  info.samplerate = kSampleRate;
  info.channels = 1;
  info.format = SF_FORMAT_WAV | SF_FORMAT_PCM_16;
  SNDFILE* f = sf_open(tmp.c_str(), SFM_WRITE, &info);
  if (!f) throw std::runtime_error("cannot write " + tmp + ": " + sf_strerror(nullptr));
  std::vector<float> clipped(samples.size());
  std::transform(samples.begin(), samples.end(), clipped.begin(),
                 [](float x) { return std::clamp(x, -1.0f, 1.0f); });
  const sf_count_t written =
      sf_write_float(f, clipped.data(), static_cast<sf_count_t>(clipped.size()));
  sf_close(f);
  if (written != static_cast<sf_count_t>(clipped.size()))
    throw std::runtime_error("short write to " + tmp);
  std::filesystem::rename(tmp, path);
}

}  // namespace sandtable::media
