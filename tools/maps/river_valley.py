#!/usr/bin/env python3
"""Writes media/maps/river_valley.png, the heightmap of config/battlefields/river_valley.yaml:
a 97 x 65 16-bit grayscale PNG (north at the top) of a shallow river valley running west to
east between a ridge to the north and rolling hills to the south. Standard library only.

    tools/maps/river_valley.py media/maps/river_valley.png
"""
import math
import struct
import sys
import zlib

W, H = 97, 65  # 24 x 16 spans at 5 m a pixel (a span is 20 m of ground)


def height(col, row):
    """0..1 at pixel (col, row); row 0 is the north edge."""
    x = col / (W - 1) * 24.0          # spans, west to east
    y = (H - 1 - row) / (H - 1) * 16.0  # spans, south to north
    river_y = 7.0 + 0.8 * math.sin(x / 3.5)
    valley = min(1.0, abs(y - river_y) / 5.0) ** 1.5
    ridge = math.exp(-((y - 13.5) / 1.8) ** 2) * (0.8 + 0.2 * math.sin(x / 2.0))
    hill = math.exp(-((x - 6.0) ** 2 + (y - 2.5) ** 2) / 6.0) * 0.7
    hill2 = math.exp(-((x - 18.0) ** 2 + (y - 3.0) ** 2) / 9.0) * 0.55
    return max(0.0, min(1.0, 0.25 * valley + 0.6 * ridge + hill + hill2))


def png(rows):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + b"".join(struct.pack(">H", v) for v in r) for r in rows)
    header = struct.pack(">IIBBBBB", W, H, 16, 0, 0, 0, 0)  # 16-bit grayscale
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "media/maps/river_valley.png"
    rows = [[round(height(c, r) * 65535) for c in range(W)] for r in range(H)]
    with open(out, "wb") as f:
        f.write(png(rows))
