// Image files made byte by byte for `fuzz --hostile`: a small good PNG to start from, and the
// ways a heightmap can be wrong (another format under a .png name, a header that claims far
// more pixels than follow, a stream that inflates to hundreds of megabytes).
#pragma once

#include <cstdint>
#include <string>

namespace sandtable::cli {

// An 8-bit grayscale PNG, `width` x `height`, every pixel `grey`; the image data is stored
// (not compressed), so keep it small.
std::string smallPng(std::uint32_t width, std::uint32_t height, std::uint8_t grey);

// A PNG whose header claims `width` x `height` but whose data holds only a few rows.
std::string pngClaiming(std::uint32_t width, std::uint32_t height);

// A complete, valid `width` x `height` black PNG whose data compresses about 150:1: a
// 20000 x 20000 one is 2.5 MB on disk and 400 MB inflated.
std::string pngBomb(std::uint32_t width, std::uint32_t height);

// A valid 2 x 2 24-bit BMP (a format the heightmap reader should not take for a PNG).
std::string smallBmp();

}  // namespace sandtable::cli
