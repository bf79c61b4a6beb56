import { describe, expect, it } from 'vitest';
import { mapsLink, uploadUrl } from './settings-view.js';

describe('mapsLink', () => {
  it('builds a link only from exactly two parts', () => {
    expect(mapsLink('40.4168,-3.7038')).toContain('query=40.4168%2C-3.7038');
    expect(mapsLink('40.4168')).toBe('#');
    expect(mapsLink('1,2,3')).toBe('#');
    expect(mapsLink('')).toBe('#');
  });
});

describe('uploadUrl', () => {
  it('joins file names to the uploads path and leaves absolute ones alone', () => {
    expect(uploadUrl('/uploads/', 'logo.svg')).toBe('/uploads/logo.svg');
    expect(uploadUrl('/uploads', 'logo.svg')).toBe('/uploads/logo.svg');
    expect(uploadUrl('/uploads/', '/img/x.png')).toBe('/img/x.png');
    expect(uploadUrl('/uploads/', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(uploadUrl('/uploads/', '')).toBe('');
  });
});
