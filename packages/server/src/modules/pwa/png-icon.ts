import { deflateSync } from 'node:zlib';

/**
 * The app's icon as a PNG, drawn here (the server has no image library, and a club's logo may be an SVG):
 * a ring in white on the club's colour, inside the central 64 % so a "maskable" crop (the 80 % safe circle)
 * never cuts it. Edges are smoothed by covering each pixel with 4 x 4 samples.
 */
export function ringIconPng(size: number, background: string): Buffer {
  const [r, g, b] = hexRgb(background);
  const outer = size * 0.32;
  const inner = size * 0.19;
  const centre = size / 2;
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 4 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      let covered = 0;
      for (let sy = 0; sy < 4; sy += 1) {
        for (let sx = 0; sx < 4; sx += 1) {
          const d = Math.hypot(x + (sx + 0.5) / 4 - centre, y + (sy + 0.5) / 4 - centre);
          if (d <= outer && d >= inner) covered += 1;
        }
      }
      const a = covered / 16;
      const i = row + 1 + x * 4;
      raw[i] = Math.round(r + (255 - r) * a);
      raw[i + 1] = Math.round(g + (255 - g) * a);
      raw[i + 2] = Math.round(b + (255 - b) * a);
      raw[i + 3] = 255;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function hexRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return Number.isNaN(n) || full.length !== 6 ? [10, 125, 79] : [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 255] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([length, body, crc]);
}
