// Positional sound through OpenAL Soft, rendered into memory (loopback): a sound played
// to the listener's right is louder in the right channel; without a device the engine
// stays silent and says so.
#include <gtest/gtest.h>

#include <cmath>

#include "audio/AudioEngine.h"
#include "audio/SoundFile.h"

namespace sandtable::audio {
namespace {

const std::filesystem::path kSounds = std::filesystem::path(SANDTABLE_GENERATED_MEDIA) / "sounds";

TEST(SoundFile, GeneratedSoundsReadAsMono) {
  const MonoSound s = readMono(kSounds / "cannon.wav");
  EXPECT_EQ(s.sampleRate, 22050);
  EXPECT_GT(s.seconds(), 1.0);
  EXPECT_THROW(readMono(kSounds / "no_such.wav"), SoundFileError);
}

TEST(AudioEngine, ASoundOnTheRightIsLouderOnTheRight) {
  std::vector<std::string> said;
  auto engine = AudioEngine::loopback(22050, {}, [&](const std::string& s) { said.push_back(s); });
  ASSERT_TRUE(engine->available()) << "OpenAL Soft's loopback device";
  ASSERT_TRUE(engine->load("boom", kSounds / "cannon.wav"));
  engine->setListener({0, 0, 0}, {0, 0, -1}, {0, 1, 0});
  ASSERT_TRUE(engine->play("boom", {500, 0, 0}));
  EXPECT_FALSE(engine->play("no such sound", {0, 0, 0}));
  std::vector<std::int16_t> out(2 * 8192);
  engine->render(out.data(), 8192);
  double left = 0, right = 0;
  for (std::size_t i = 0; i < out.size(); i += 2) {
    left += std::fabs(out[i]);
    right += std::fabs(out[i + 1]);
  }
  EXPECT_GT(right, 1000.0);
  EXPECT_GT(right, left * 1.5);
  EXPECT_EQ(engine->voicesPlaying(), 1u);
}

TEST(AudioEngine, WithoutSoundItRunsSilentlyAndSaysSoOnce) {
  std::vector<std::string> said;
  AudioOptions off;
  off.enabled = false;
  AudioEngine engine(off, [&](const std::string& s) { said.push_back(s); });
  EXPECT_FALSE(engine.available());
  EXPECT_FALSE(engine.load("boom", kSounds / "cannon.wav"));
  EXPECT_FALSE(engine.play("boom", {0, 0, 0}));
  engine.setListener({0, 0, 0}, {0, 0, -1}, {0, 1, 0});
  engine.update();
  ASSERT_EQ(said.size(), 1u);
  EXPECT_NE(said.front().find("silently"), std::string::npos);
}

}  // namespace
}  // namespace sandtable::audio
