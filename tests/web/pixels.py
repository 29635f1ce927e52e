"""Pictures compared block by block, in plain Python (no imaging library on the test machines):
PNG files read and written, and the mean absolute difference of each block of two pictures."""

import struct
import zlib


def read_png(path):
    """(width, height, rows): rows of RGB bytes of an 8-bit, non-interlaced PNG."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    at, idat, palette, alpha = 8, [], None, None
    width = height = depth = kind = 0
    while at < len(data):
        length, tag = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        at += 12 + length
        if tag == b"IHDR":
            width, height, depth, kind, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or interlace or kind not in (0, 2, 3, 4, 6):
                raise ValueError(f"{path}: PNG kind {kind}, depth {depth}, interlace {interlace}")
        elif tag == b"PLTE":
            palette = body
        elif tag == b"IDAT":
            idat.append(body)
        elif tag == b"IEND":
            break
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[kind]
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind_of_filter = raw[start]
        row = bytearray(raw[start + 1:start + 1 + stride])
        unfilter(row, previous, kind_of_filter, channels)
        rows.append(to_rgb(row, kind, channels, palette))
        previous = row
    return width, height, rows


def unfilter(row, previous, kind, bpp):
    n = len(row)
    if kind == 1:
        for i in range(bpp, n):
            row[i] = (row[i] + row[i - bpp]) & 255
    elif kind == 2:
        for i in range(n):
            row[i] = (row[i] + previous[i]) & 255
    elif kind == 3:
        for i in range(n):
            left = row[i - bpp] if i >= bpp else 0
            row[i] = (row[i] + ((left + previous[i]) >> 1)) & 255
    elif kind == 4:
        for i in range(n):
            a = row[i - bpp] if i >= bpp else 0
            b = previous[i]
            c = previous[i - bpp] if i >= bpp else 0
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            row[i] = (row[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255


def to_rgb(row, kind, channels, palette):
    """The row as RGB bytes, alpha composed over white."""
    if kind == 2:
        return bytes(row)
    if kind == 3:
        return b"".join(palette[3 * i:3 * i + 3] for i in row)
    if kind == 0:
        return bytes(v for g in row for v in (g, g, g))
    out = bytearray()
    for i in range(0, len(row), channels):
        a = row[i + channels - 1]
        for v in (row[i:i + 3] if kind == 6 else row[i:i + 1] * 3):
            out.append((v * a + 255 * (255 - a)) // 255)
    return bytes(out)


def write_png(path, width, height, rows):
    """Writes RGB rows as a PNG (filter 0)."""
    def chunk(tag, body):
        return (struct.pack(">I", len(body)) + tag + body +
                struct.pack(">I", zlib.crc32(tag + body) & 0xFFFFFFFF))
    raw = b"".join(b"\x00" + bytes(r) for r in rows)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2,
                                                                  0, 0, 0)) +
                chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def block_differences(a, b, width, height, block):
    """{(bx, by): mean absolute difference per channel (0..255)} of the blocks of two pictures
    (lists of RGB rows) over their common width x height."""
    sums = {}
    for y in range(height):
        ra, rb, by = a[y], b[y], y // block
        for bx in range((width + block - 1) // block):
            lo, hi = 3 * bx * block, 3 * min(width, (bx + 1) * block)
            s = sum(abs(x - z) for x, z in zip(ra[lo:hi], rb[lo:hi]))
            sums[(bx, by)] = sums.get((bx, by), 0) + s
    out = {}
    for (bx, by), s in sums.items():
        w = min(width, (bx + 1) * block) - bx * block
        h = min(height, (by + 1) * block) - by * block
        out[(bx, by)] = s / (3 * w * h)
    return out


def difference_picture(a, b, width, height, blocks, block, threshold):
    """RGB rows: the absolute difference, amplified, with blocks over `threshold` tinted red."""
    rows = []
    for y in range(height):
        ra, rb, row = a[y], b[y], bytearray()
        for x in range(width):
            d = min(255, 4 * max(abs(ra[3 * x + i] - rb[3 * x + i]) for i in range(3)))
            bad = blocks.get((x // block, y // block), 0) > threshold
            row += bytes((255 - d // 4, 255 - d, 255 - d) if bad else (255 - d, 255 - d, 255 - d))
        rows.append(row)
    return rows


def best_shift(a, b, width, height, reach=1):
    """The (dx, dy) within `reach` pixels that makes picture `a` most like `b` moved by it, with
    the mean difference of each: a picture drawn one pixel off is best matched moved back, whatever
    noise anti-aliasing adds everywhere."""
    scores = {}
    for dy in range(-reach, reach + 1):
        for dx in range(-reach, reach + 1):
            total = 0
            lo, hi = 3 * (reach + dx), 3 * (width - reach + dx)
            for y in range(reach, height - reach):
                ra, rb = a[y], b[y + dy]
                total += sum(abs(x - z) for x, z in zip(ra[3 * reach:3 * (width - reach)],
                                                        rb[lo:hi]))
            scores[(dx, dy)] = total / (3 * (width - 2 * reach) * (height - 2 * reach))
    return min(scores, key=scores.get), scores


def region_difference(a, b, box):
    """The mean absolute difference per channel (0..255) of two pictures within `box`
    (x0, y0, x1, y1: whole pixels, the far edges excluded)."""
    x0, y0, x1, y1 = box
    total = 0
    for y in range(y0, y1):
        ra, rb = a[y], b[y]
        total += sum(abs(x - z) for x, z in zip(ra[3 * x0:3 * x1], rb[3 * x0:3 * x1]))
    return total / max(1, 3 * (x1 - x0) * (y1 - y0))
