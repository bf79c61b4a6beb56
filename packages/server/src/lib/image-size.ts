/**
 * The width and height in pixels an image file declares, read from its header: PNG, GIF, JPEG and WebP (what staff
 * upload) and SVG (the demo's assets: its width and height, or its viewBox). Undefined when the file is none of
 * them or its header is cut short: the caller refuses it with a sentence.
 */
export type PixelSize = { width: number; height: number };

const ok = (width: number, height: number): PixelSize | undefined =>
  Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0 ? { width, height } : undefined;

export function imageSize(data: Uint8Array): PixelSize | undefined {
  const b = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString('latin1', 12, 16) === 'IHDR')
    return ok(b.readUInt32BE(16), b.readUInt32BE(20));
  if (b.length >= 10 && b.toString('latin1', 0, 4) === 'GIF8') return ok(b.readUInt16LE(6), b.readUInt16LE(8));
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return jpegSize(b);
  if (b.length >= 30 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return webpSize(b);
  return svgSize(b);
}

/** The first start-of-frame marker's size (baseline, progressive and the other SOFn; not DHT, JPG or DAC). */
function jpegSize(b: Buffer): PixelSize | undefined {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return ok(b.readUInt16BE(at + 7), b.readUInt16BE(at + 5));
    at += 2 + length;
  }
  return undefined;
}

function webpSize(b: Buffer): PixelSize | undefined {
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return ok(1 + b.readUIntLE(24, 3), 1 + b.readUIntLE(27, 3));
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b.readUInt32LE(21);
    return ok((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8 ' && b.length >= 30) return ok(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
  return undefined;
}

/** An SVG's own size: its root's width and height in pixels (plain numbers or px), else its viewBox's. */
function svgSize(b: Buffer): PixelSize | undefined {
  const text = b.toString('utf8', 0, Math.min(b.length, 4096));
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const px = (v: string | undefined) => (v && /^\s*[\d.]+\s*(px)?\s*$/.test(v) ? Number.parseFloat(v) : NaN);
  const sized = ok(px(attr('width')), px(attr('height')));
  if (sized) return sized;
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  return box && box.length === 4 ? ok(box[2]!, box[3]!) : undefined;
}
