import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box.js';

describe('secretBox', () => {
  const box = secretBox('a-server-secret-of-at-least-32-characters', 'totp');

  it('seals so the stored text does not contain the secret, and opens it back', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('opens a value stored before sealing as it is', () => {
    expect(box.open('JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('opens to null under another server secret, another purpose, or when tampered with', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(secretBox('another-server-secret-of-32-characters!', 'totp').open(sealed)).toBeNull();
    expect(secretBox('a-server-secret-of-at-least-32-characters', 'other').open(sealed)).toBeNull();
    // One character of the sealed text changed (the ciphertext's first: every bit of it counts, unlike the last's).
    const at = sealed.lastIndexOf('.') + 1;
    const tampered = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    expect(tampered).not.toBe(sealed);
    expect(box.open(tampered)).toBeNull();
    expect(box.open('v1.broken')).toBeNull();
  });
});
