#include "CraftedImages.h"

#include <array>
#include <vector>

namespace sandtable::cli {

namespace {

std::uint32_t crc32(const std::string& bytes) {
  static const std::array<std::uint32_t, 256> table = [] {
    std::array<std::uint32_t, 256> t{};
    for (std::uint32_t n = 0; n < 256; ++n) {
      std::uint32_t c = n;
      for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      t[n] = c;
    }
    return t;
  }();
  std::uint32_t c = 0xFFFFFFFFu;
  for (const char ch : bytes) c = table[(c ^ static_cast<std::uint8_t>(ch)) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

void putBE32(std::string& s, std::uint32_t v) {
  for (int shift = 24; shift >= 0; shift -= 8) s += static_cast<char>((v >> shift) & 0xFF);
}

void putLE(std::string& s, std::uint32_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) s += static_cast<char>((v >> (8 * i)) & 0xFF);
}

std::string chunk(const std::string& type, const std::string& data) {
  std::string out;
  putBE32(out, static_cast<std::uint32_t>(data.size()));
  const std::string body = type + data;
  out += body;
  putBE32(out, crc32(body));
  return out;
}

std::string header(std::uint32_t width, std::uint32_t height) {
  std::string ihdr;
  putBE32(ihdr, width);
  putBE32(ihdr, height);
  ihdr += std::string("\x08\x00\x00\x00\x00", 5);  // 8-bit, grayscale, deflate, no filter, no interlace
  return std::string("\x89PNG\r\n\x1a\n", 8) + chunk("IHDR", ihdr);
}

// zlib around raw deflate bits; adler32 of `inflated` (all zeros when `zeros` is set).
std::string zlibWrap(const std::string& deflate, std::uint32_t adler) {
  std::string out("\x78\x01", 2);
  out += deflate;
  putBE32(out, adler);
  return out;
}

std::uint32_t adler32(const std::string& bytes) {
  std::uint32_t a = 1, b = 0;
  for (const char ch : bytes) {
    a = (a + static_cast<std::uint8_t>(ch)) % 65521;
    b = (b + a) % 65521;
  }
  return (b << 16) | a;
}

// Stored deflate blocks (at most 65535 bytes each).
std::string stored(const std::string& raw) {
  std::string out;
  std::size_t at = 0;
  do {
    const std::size_t n = std::min<std::size_t>(65535, raw.size() - at);
    out += static_cast<char>(at + n == raw.size() ? 1 : 0);
    putLE(out, static_cast<std::uint32_t>(n), 2);
    putLE(out, static_cast<std::uint32_t>(~n & 0xFFFF), 2);
    out += raw.substr(at, n);
    at += n;
  } while (at < raw.size());
  return out;
}

// Deflate's bit order: fields least significant bit first, Huffman codes most significant first.
class BitWriter {
 public:
  void bits(std::uint32_t value, int count) {
    for (int i = 0; i < count; ++i) put((value >> i) & 1);
  }
  void code(std::uint32_t value, int count) {
    for (int i = count - 1; i >= 0; --i) put((value >> i) & 1);
  }
  std::string done() {
    if (mCount) mOut += static_cast<char>(mByte);
    return mOut;
  }

 private:
  void put(std::uint32_t bit) {
    mByte |= static_cast<std::uint8_t>(bit << mCount);
    if (++mCount == 8) {
      mOut += static_cast<char>(mByte);
      mByte = 0;
      mCount = 0;
    }
  }
  std::string mOut;
  std::uint8_t mByte = 0;
  int mCount = 0;
};

// `n` zero bytes as one fixed-Huffman block: a literal 0, then copies of 258 from 1 back.
std::string zeros(std::uint64_t n) {
  BitWriter w;
  w.bits(1, 1);  // final block
  w.bits(1, 2);  // fixed Huffman codes
  std::uint64_t left = n;
  if (left > 0) {
    w.code(0x30, 8);  // literal 0
    --left;
  }
  while (left >= 258) {
    w.code(0xC5, 8);  // length code 285: 258
    w.code(0, 5);     // distance code 0: 1 back
    left -= 258;
  }
  for (; left > 0; --left) w.code(0x30, 8);
  w.code(0, 7);  // end of block
  return w.done();
}

std::uint32_t adlerOfZeros(std::uint64_t n) {
  const std::uint64_t a = 1;
  const std::uint64_t b = (n % 65521);  // b = sum over i of a_i, every a_i is 1
  return static_cast<std::uint32_t>(((b % 65521) << 16) | a);
}

}  // namespace

std::string smallPng(std::uint32_t width, std::uint32_t height, std::uint8_t grey) {
  std::string raw;
  for (std::uint32_t y = 0; y < height; ++y) {
    raw += '\0';  // filter: none
    raw += std::string(width, static_cast<char>(grey));
  }
  return header(width, height) + chunk("IDAT", zlibWrap(stored(raw), adler32(raw))) + chunk("IEND", "");
}

std::string pngClaiming(std::uint32_t width, std::uint32_t height) {
  const std::string raw(4 * (1 + std::min<std::uint32_t>(width, 64)), '\0');
  return header(width, height) + chunk("IDAT", zlibWrap(stored(raw), adler32(raw))) + chunk("IEND", "");
}

std::string pngBomb(std::uint32_t width, std::uint32_t height) {
  const std::uint64_t n = static_cast<std::uint64_t>(height) * (1 + static_cast<std::uint64_t>(width));
  return header(width, height) + chunk("IDAT", zlibWrap(zeros(n), adlerOfZeros(n))) + chunk("IEND", "");
}

std::string smallBmp() {
  const std::uint32_t rowBytes = 8;  // 2 pixels of 3 bytes, padded to 4
  const std::uint32_t pixels = 2 * rowBytes;
  std::string s = "BM";
  putLE(s, 54 + pixels, 4);
  putLE(s, 0, 4);
  putLE(s, 54, 4);
  putLE(s, 40, 4);  // BITMAPINFOHEADER
  putLE(s, 2, 4);
  putLE(s, 2, 4);
  putLE(s, 1, 2);
  putLE(s, 24, 2);
  putLE(s, 0, 4);
  putLE(s, pixels, 4);
  putLE(s, 2835, 4);
  putLE(s, 2835, 4);
  putLE(s, 0, 4);
  putLE(s, 0, 4);
  for (int row = 0; row < 2; ++row) s += std::string("\x80\x80\x80\x80\x80\x80\x00\x00", 8);
  return s;
}

}  // namespace sandtable::cli
