import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size.js';

const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db/seed/assets');

/** A PNG's signature and IHDR chunk (what the size is read from), the rest left out. */
function png(width: number, height: number): Buffer {
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}

/** A JPEG's start, an APP0 segment, then a baseline start-of-frame. */
function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x04, 0x00, 0x00]);
  const sof = Buffer.alloc(19);
  sof.writeUInt16BE(0xffc0, 0);
  sof.writeUInt16BE(17, 2);
  sof[4] = 8;
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
}

describe('imageSize', () => {
  it('reads a PNG, a GIF, a JPEG and the three kinds of WebP', () => {
    expect(imageSize(png(1200, 800))).toEqual({ width: 1200, height: 800 });
    const gif = Buffer.alloc(13);
    gif.write('GIF89a', 0, 'latin1');
    gif.writeUInt16LE(640, 6);
    gif.writeUInt16LE(480, 8);
    expect(imageSize(gif)).toEqual({ width: 640, height: 480 });
    expect(imageSize(jpeg(1024, 768))).toEqual({ width: 1024, height: 768 });
    const webp = (chunk: string, fill: (b: Buffer) => void) => {
      const b = Buffer.alloc(40);
      b.write('RIFF', 0, 'latin1');
      b.write('WEBP', 8, 'latin1');
      b.write(chunk, 12, 'latin1');
      fill(b);
      return b;
    };
    expect(imageSize(webp('VP8X', (b) => (b.writeUIntLE(799, 24, 3), b.writeUIntLE(559, 27, 3))))).toEqual({ width: 800, height: 560 });
    expect(imageSize(webp('VP8L', (b) => ((b[20] = 0x2f), b.writeUInt32LE(299 | (199 << 14), 21))))).toEqual({ width: 300, height: 200 });
    expect(imageSize(webp('VP8 ', (b) => (b.writeUInt16LE(320, 26), b.writeUInt16LE(240, 28))))).toEqual({ width: 320, height: 240 });
  });

  it('reads an SVG by its width and height, else its viewBox (the demo’s spinning room)', () => {
    expect(imageSize(readFileSync(path.join(assets, 'spinning-room.svg')))).toEqual({ width: 800, height: 560 });
    expect(imageSize(Buffer.from('<svg viewBox="0 0 300 150" width="100%"></svg>'))).toEqual({ width: 300, height: 150 });
  });

  it('answers nothing for what is not an image or is cut short', () => {
    expect(imageSize(Buffer.from('%PDF-1.7'))).toBeUndefined();
    expect(imageSize(png(1200, 800).subarray(0, 20))).toBeUndefined();
    expect(imageSize(jpeg(1024, 768).subarray(0, 10))).toBeUndefined();
    expect(imageSize(png(0, 800))).toBeUndefined();
  });
});
