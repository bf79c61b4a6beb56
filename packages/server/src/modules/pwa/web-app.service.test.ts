import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { MainSettings } from '@clubportal/contract/settings';
import { ringIconPng } from './png-icon.js';
import { webAppManifest } from './web-app.service.js';

const settings = {
  name: 'Club Pádel Sierra Verde',
  description: 'Pistas de pádel y tenis',
  buttonsColor: '#0a7d4f',
  Mainlogo: 'logo.svg',
  Uploads: '/uploads/',
} as MainSettings;

describe('web app manifest', () => {
  it('names the club, opens standalone on the home page in the club’s colour, with 192 and 512 px icons, any and maskable', () => {
    const manifest = webAppManifest(settings);
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Club Pádel Sierra Verde',
      short_name: 'Club Pádel Sierra Verde',
      description: 'Pistas de pádel y tenis',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0a7d4f',
      background_color: '#ffffff',
    });
    expect(manifest.icons).toEqual([
      { src: '/pwa/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/pwa/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/uploads/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ]);
  });

  it('offers a logo only when it is an SVG (any size); other logos would be the wrong size', () => {
    expect(webAppManifest({ ...settings, Mainlogo: 'logo.png' }).icons.map((i) => i.src)).not.toContain('/uploads/logo.png');
    expect(webAppManifest({ ...settings, Mainlogo: 'https://cdn.example/club.svg' }).icons.at(-1)?.src).toBe(
      'https://cdn.example/club.svg',
    );
  });
});

describe('app icon', () => {
  it('is a square PNG in the club’s colour with the mark inside the maskable safe zone', () => {
    const png = ringIconPng(192, '#0a7d4f');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(192);
    expect(png.readUInt32BE(20)).toBe(192);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    const pixel = (x: number, y: number) => [...raw.subarray(y * (192 * 4 + 1) + 1 + x * 4, y * (192 * 4 + 1) + 1 + x * 4 + 4)];
    // The corner is the club's colour; the ring (a third out from the centre) is white; the centre is the colour again.
    expect(pixel(0, 0)).toEqual([10, 125, 79, 255]);
    expect(pixel(96, 96 - 49)).toEqual([255, 255, 255, 255]);
    expect(pixel(96, 96)).toEqual([10, 125, 79, 255]);
    // Nothing white outside the 80 % safe circle a maskable icon may be cut to.
    for (let x = 0; x < 192; x += 1) expect(pixel(x, 18)).toEqual([10, 125, 79, 255]);
  });
});
